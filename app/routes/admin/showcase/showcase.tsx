import { useLingui } from "@lingui/react/macro";
import * as admin from "#app/components/admin/admin.css.ts";
import * as styles from "#app/components/admin/back-office.css.ts";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { SITE_NAME } from "#domain/business.ts";
import { type ShowcaseProblem, showcaseFieldName, showcaseRowPrefix } from "#domain/inputs/showcase.ts";
import { SHOWCASE_PROBLEM_MESSAGES } from "#domain/inputs/showcase-messages.ts";
import { LOCALES } from "#domain/locale.ts";
import type { Route } from "./+types/showcase";
import { AddShowcaseForm, type ShowcaseFieldSource, ShowcaseRowForm } from "./ShowcaseForms.tsx";
import type { ShowcaseAnswer } from "./showcase.server.ts";

export { action, loader } from "./showcase.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: SHOWCASE_PROBLEM_MESSAGES };

/** The page's one form, which every row's fields and buttons belong to (decision 0045). */
const EDITOR_FORM = "showcase-editor";

export default function AdminShowcase({ loaderData, actionData }: Route.ComponentProps) {
  const { i18n, t } = useLingui();
  const { kind, rows, csrfToken, done, editor } = loaderData;
  const posted = actionData as ShowcaseAnswer | { problem: "csrf" } | undefined;
  const answer = posted && !("problem" in posted) ? posted : undefined;
  const title = kind === "gallery" ? t`Gallery` : t`Home slides`;
  /** A row's fields as typed (what the refused post carried: every row's), else as stored. */
  const sourceFor = (rowId: number | null, stored: Record<string, string>): ShowcaseFieldSource => {
    const mine = answer && answer.rowId === rowId ? answer : undefined;
    const problems = new Map(mine?.problems ?? []);
    const prefix = rowId === null ? "" : showcaseRowPrefix(rowId);
    return {
      value: (name) => answer?.sent[`${prefix}${name}`] ?? stored[name] ?? "",
      problem: (name) => {
        const problem = problems.get(name) as ShowcaseProblem | undefined;
        return problem ? i18n._(SHOWCASE_PROBLEM_MESSAGES[problem]) : undefined;
      },
    };
  };
  return (
    <>
      <title>{`${title} | ${SITE_NAME}`}</title>
      <h1 className={styles.title}>{title}</h1>
      {done ? (
        <p className={styles.notice} role="status">
          {t`Saved. Both sites show the change now.`}
        </p>
      ) : null}
      {posted && "problem" in posted ? (
        <p className={styles.alert} role="alert">
          {t`This form has expired. Please reload the page and try again.`}
        </p>
      ) : null}
      {answer?.stale ? (
        <p className={styles.alert} role="alert">
          {t`Someone else changed this list after you opened it. Reload the page and make your change again.`}
        </p>
      ) : null}
      <ol className={styles.list}>
        {rows.map((row, index) => {
          const stored: Record<string, string> = { link_path: row.linkPath ?? "" };
          for (const [field, texts] of Object.entries(row.texts)) {
            for (const locale of LOCALES) stored[showcaseFieldName(field, locale)] = texts[locale];
          }
          return (
            <ShowcaseRowForm
              key={row.id}
              kind={kind}
              row={row}
              first={index === 0}
              last={index === rows.length - 1}
              source={sourceFor(row.id, stored)}
              form={EDITOR_FORM}
            />
          );
        })}
      </ol>
      <div className={admin.fieldset}>
        <AddShowcaseForm
          kind={kind}
          csrfToken={csrfToken}
          editor={editor}
          form={EDITOR_FORM}
          source={sourceFor(null, {})}
          photoErrors={answer?.rowId === null ? answer.photoErrors : undefined}
        />
      </div>
    </>
  );
}
