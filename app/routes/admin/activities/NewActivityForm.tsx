/** "New activity": its type and its name in both languages; the rest is filled in on its own form. */
import { useLingui } from "@lingui/react/macro";
import {
  type NewDraftAnswer,
  NewDraftFields,
  NewDraftForm,
  useProblemOf,
} from "#app/components/admin/NewDraftForm.tsx";
import { type ActivityProblems, TEXT_LIMITS, textFieldName } from "#domain/inputs/activity.ts";
import { ACTIVITY_PROBLEM_MESSAGES } from "#domain/inputs/activity-messages.ts";

type ActivityProblem = ActivityProblems[number][1];

interface Props {
  csrfToken: string;
  types: readonly { id: number; name: string }[];
  answer?: NewDraftAnswer<ActivityProblem> | undefined;
}

export function NewActivityForm({ csrfToken, types, answer }: Props) {
  const { t } = useLingui();
  const problemOf = useProblemOf(answer, ACTIVITY_PROBLEM_MESSAGES);
  return (
    <NewDraftForm title={t`New activity`} titleId="new-activity-title" csrfToken={csrfToken}>
      <NewDraftFields
        idPrefix="new-activity"
        group={{
          name: "type",
          label: t`Type`,
          value: answer?.sent.type ?? "",
          options: types.map((type) => ({ value: type.id, label: type.name })),
        }}
        name={{ fieldName: (locale) => textFieldName("name", locale), label: t`Name`, maxLength: TEXT_LIMITS.name }}
        sent={answer?.sent}
        problemOf={problemOf}
      />
    </NewDraftForm>
  );
}
