import { Trans, useLingui } from "@lingui/react/macro";
import type { FieldSource } from "#app/components/admin/ActivityFields.tsx";
import * as styles from "#app/components/admin/back-office.css.ts";
import { EditorFrame } from "#app/components/admin/EditorFrame.tsx";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { contentFieldName } from "#domain/inputs/content.ts";
import { CONTENT_PROBLEM_MESSAGES } from "#domain/inputs/content-messages.ts";
import { LOCALES } from "#domain/locale.ts";
import type { Route } from "./+types/content-item";
import { ContentTextFields, EventDateFields, OfferActivityField } from "./ContentFields.tsx";
import type { ContentAnswer, loader } from "./content-item.server.ts";
import { useContentKindLabels } from "./content-kinds.ts";

export { action, loader } from "./content-item.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: CONTENT_PROBLEM_MESSAGES };

/** The editor's whole form, which every button of the page submits (decision 0045). */
const EDITOR_FORM = "content-editor";

type Item = Awaited<ReturnType<typeof loader>>["data"]["item"];

/** The stored row as the form's fields, by name. */
function storedFields(item: Item): Record<string, string> {
  const fields: Record<string, string> = { version: String(item.version) };
  for (const [fact, value] of Object.entries(item.facts)) fields[fact] = value === null ? "" : String(value);
  for (const locale of LOCALES) {
    for (const [field, value] of Object.entries(item.texts[locale])) fields[contentFieldName(field, locale)] = value;
  }
  return fields;
}

function useContentNotices(): Record<string, string> {
  const { t } = useLingui();
  return {
    saved: t`Saved. Both sites show the change now.`,
    published: t`Published. It is on both sites now.`,
    draft: t`Unpublished. It is a draft again and no longer on the sites.`,
    archived: t`Archived. It is no longer on the sites.`,
    photo: t`Photos saved. Both sites show them now.`,
  };
}

export default function AdminContentItem({ loaderData, actionData }: Route.ComponentProps) {
  const { i18n, t } = useLingui();
  const { item, activities, csrfToken, done, editor } = loaderData;
  const posted = actionData as ContentAnswer | { problem: "csrf" } | undefined;
  const answer = posted && !("problem" in posted) ? posted : undefined;
  const notices = useContentNotices();
  const kindLabels = useContentKindLabels();
  const stored = storedFields(item);
  const problems = new Map(answer?.problems ?? []);
  const source: FieldSource = {
    value: (name) => answer?.sent[name] ?? stored[name] ?? "",
    problem: (name) => {
      const problem = problems.get(name);
      return problem ? i18n._(CONTENT_PROBLEM_MESSAGES[problem]) : undefined;
    },
  };
  const title = item.texts[i18n.locale === "en" ? "en" : "id"].title || item.slug;
  return (
    <EditorFrame
      title={title}
      back={{ to: "/admin/content", label: <Trans>All tips, events and special offers</Trans> }}
      subtitle={<p className={styles.lead}>{kindLabels[item.kind]}</p>}
      done={done}
      notices={notices}
      posted={posted}
      alert={{
        testId: "content-problem",
        messages: CONTENT_PROBLEM_MESSAGES,
        unpublishable: t`This cannot be published yet: fill in the fields marked below in both languages.`,
      }}
      form={{ id: EDITOR_FORM, label: t`Edit content` }}
      row={item}
      csrfToken={csrfToken}
      editor={editor}
      photoProblem={source.problem("photos")}
    >
      {item.kind === "events" ? <EventDateFields source={source} /> : null}
      {item.kind === "offers" ? <OfferActivityField source={source} activities={activities} /> : null}
      <ContentTextFields kind={item.kind} source={source} />
    </EditorFrame>
  );
}
