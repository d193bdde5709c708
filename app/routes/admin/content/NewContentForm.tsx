/** A new tip, event or special offer: its kind and its title in both languages; the rest is filled in on its own form. */
import { useLingui } from "@lingui/react/macro";
import {
  type NewDraftAnswer,
  NewDraftFields,
  NewDraftForm,
  useProblemOf,
} from "#app/components/admin/NewDraftForm.tsx";
import {
  CONTENT_KINDS,
  CONTENT_TEXT_LIMITS,
  type ContentKind,
  type ContentProblems,
  contentFieldName,
} from "#domain/inputs/content.ts";
import { CONTENT_PROBLEM_MESSAGES } from "#domain/inputs/content-messages.ts";
import { useContentKindLabels } from "./content-kinds.ts";

type ContentProblem = ContentProblems[number][1];

interface Props {
  csrfToken: string;
  /** The kind chosen at first (the list's filter), when there is one. */
  kind: ContentKind | null;
  answer?: NewDraftAnswer<ContentProblem> | undefined;
}

export function NewContentForm({ csrfToken, kind, answer }: Props) {
  const { t } = useLingui();
  const problemOf = useProblemOf(answer, CONTENT_PROBLEM_MESSAGES);
  const kinds = useContentKindLabels();
  return (
    <NewDraftForm title={t`New tip, event or special offer`} titleId="new-content-title" csrfToken={csrfToken}>
      <NewDraftFields
        idPrefix="new-content"
        group={{
          name: "kind",
          label: t`Kind`,
          value: answer?.sent.kind ?? kind ?? CONTENT_KINDS[0],
          options: CONTENT_KINDS.map((option) => ({ value: option, label: kinds[option] })),
        }}
        name={{
          fieldName: (locale) => contentFieldName("title", locale),
          label: t`Title`,
          maxLength: CONTENT_TEXT_LIMITS.title,
        }}
        sent={answer?.sent}
        problemOf={problemOf}
      />
    </NewDraftForm>
  );
}
