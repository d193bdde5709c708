import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useNavigation } from "react-router";
import type { FieldSource } from "#app/components/admin/ActivityFields.tsx";
import * as admin from "#app/components/admin/admin.css.ts";
import * as styles from "#app/components/admin/back-office.css.ts";
import { DefaultSaveButton, EditorForm } from "#app/components/admin/EditorForm.tsx";
import { RowPhotos } from "#app/components/admin/RowPhotos.tsx";
import { StatusForms } from "#app/components/admin/StatusForms.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { SITE_NAME } from "#domain/business.ts";
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

function Notice({ done }: { done: string | null }) {
  const { t } = useLingui();
  const notices: Record<string, string> = {
    saved: t`Saved. Both sites show the change now.`,
    published: t`Published. It is on both sites now.`,
    draft: t`Unpublished. It is a draft again and no longer on the sites.`,
    archived: t`Archived. It is no longer on the sites.`,
    photo: t`Photos saved. Both sites show them now.`,
  };
  const notice = done ? notices[done] : undefined;
  return notice ? (
    <p className={styles.notice} role="status">
      {notice}
    </p>
  ) : null;
}

export default function AdminContentItem({ loaderData, actionData }: Route.ComponentProps) {
  const { i18n, t } = useLingui();
  const { item, activities, csrfToken, done, editor } = loaderData;
  const posted = actionData as ContentAnswer | { problem: "csrf" } | undefined;
  const expired = posted !== undefined && "problem" in posted;
  const answer = posted && !("problem" in posted) ? posted : undefined;
  const navigation = useNavigation();
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
    <>
      <title>{`${title} | ${SITE_NAME}`}</title>
      <p>
        <Link to="/admin/content" className={styles.link}>
          <Trans>All tips, events and special offers</Trans>
        </Link>
      </p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{kindLabels[item.kind]}</p>
      <Notice done={done} />
      {expired ? (
        <p className={styles.alert} role="alert" data-testid="content-problem">
          <Trans>This form has expired. Please reload the page and try again.</Trans>
        </p>
      ) : null}
      {answer ? (
        <p className={styles.alert} role="alert" data-testid="content-problem">
          {problems.has("version")
            ? i18n._(CONTENT_PROBLEM_MESSAGES[problems.get("version") ?? "stale"])
            : answer.missing
              ? t`This cannot be published yet: fill in the fields marked below in both languages.`
              : t`Please correct the fields marked below.`}
        </p>
      ) : null}
      <DefaultSaveButton form={EDITOR_FORM} />
      <StatusForms row={item} csrfToken={csrfToken} form={EDITOR_FORM} />
      <RowPhotos
        images={item.images}
        csrfToken={csrfToken}
        version={item.version}
        posted={answer}
        problem={source.problem("photos")}
        form={EDITOR_FORM}
      />
      <EditorForm id={EDITOR_FORM} label={t`Edit content`} csrfToken={csrfToken} version={item.version} editor={editor}>
        {item.kind === "events" ? <EventDateFields source={source} /> : null}
        {item.kind === "offers" ? <OfferActivityField source={source} activities={activities} /> : null}
        <ContentTextFields kind={item.kind} source={source} />
        <div className={admin.saveBar}>
          <button
            type="submit"
            name="intent"
            value="save"
            className={widgets.button}
            disabled={navigation.state !== "idle"}
          >
            <Trans>Save</Trans>
          </button>
        </div>
      </EditorForm>
    </>
  );
}
