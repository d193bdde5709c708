import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useNavigation } from "react-router";
import { FactFields, type FieldSource, PackageFields, TextFields } from "#app/components/admin/ActivityFields.tsx";
import * as admin from "#app/components/admin/admin.css.ts";
import * as styles from "#app/components/admin/back-office.css.ts";
import { DefaultSaveButton, EditorForm } from "#app/components/admin/EditorForm.tsx";
import { RowPhotos } from "#app/components/admin/RowPhotos.tsx";
import { StatusForms } from "#app/components/admin/StatusForms.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { SITE_NAME } from "#domain/business.ts";
import { textFieldName } from "#domain/inputs/activity.ts";
import { ACTIVITY_PROBLEM_MESSAGES } from "#domain/inputs/activity-messages.ts";
import { LOCALES } from "#domain/locale.ts";
import type { Route } from "./+types/activity";
import type { ActivityAnswer, loader } from "./activity.server.ts";

export { action, loader } from "./activity.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: ACTIVITY_PROBLEM_MESSAGES };

/** The editor's whole form, which every button of the page submits (decision 0045). */
const EDITOR_FORM = "activity-editor";

type Activity = Awaited<ReturnType<typeof loader>>["data"]["activity"];

/** The stored activity as the form's fields, by name. */
function storedFields(activity: Activity): Record<string, string> {
  const fields: Record<string, string> = {
    version: String(activity.version),
    duration_hours: String(activity.facts.duration_hours),
    cancelation_hours: String(activity.facts.cancelation_hours),
    start_time: activity.facts.start_time,
    required_persons: String(activity.facts.required_persons),
    price_type: activity.facts.price_type,
  };
  for (const locale of LOCALES) {
    for (const [field, value] of Object.entries(activity.texts[locale])) fields[textFieldName(field, locale)] = value;
    for (const pack of activity.packages) {
      fields[`package.${pack.id}.name.${locale}`] = pack.name[locale];
      fields[`package.${pack.id}.detail.${locale}`] = pack.detail[locale];
    }
    for (const product of activity.products) fields[`product.${product.id}.name.${locale}`] = product.name[locale];
  }
  for (const pack of activity.packages) fields[`package.${pack.id}.includes_pickup`] = pack.includes_pickup ? "1" : "0";
  for (const product of activity.products) {
    fields[`product.${product.id}.price_idr`] = String(product.price_idr);
    fields[`product.${product.id}.price_usd`] = (product.price_usd_cents / 100).toFixed(2);
    fields[`product.${product.id}.minimal`] = String(product.minimal);
    fields[`product.${product.id}.unit`] = product.unit;
    fields[`product.${product.id}.seats`] = String(product.seats);
    fields[`product.${product.id}.passengers`] = product.passengers === null ? "" : String(product.passengers);
  }
  return fields;
}

function Notice({ done }: { done: string | null }) {
  const { t } = useLingui();
  const notices: Record<string, string> = {
    saved: t`Saved. Both sites show the change now.`,
    published: t`Published. The activity is on both sites now.`,
    draft: t`Unpublished. The activity is a draft again and no longer on the sites.`,
    archived: t`Archived. The activity is no longer on the sites; its bookings are kept.`,
    photo: t`Photos saved. Both sites show them now.`,
  };
  const notice = done ? notices[done] : undefined;
  return notice ? (
    <p className={styles.notice} role="status">
      {notice}
    </p>
  ) : null;
}

export default function AdminActivity({ loaderData, actionData }: Route.ComponentProps) {
  const { i18n, t } = useLingui();
  const { activity, csrfToken, done, editor } = loaderData;
  const posted = actionData as ActivityAnswer | { problem: "csrf" } | undefined;
  const expired = posted !== undefined && "problem" in posted;
  const answer = posted && !("problem" in posted) ? posted : undefined;
  const navigation = useNavigation();
  const stored = storedFields(activity);
  const problems = new Map(answer?.problems ?? []);
  const source: FieldSource = {
    value: (name) => answer?.sent[name] ?? stored[name] ?? "",
    problem: (name) => {
      const problem = problems.get(name);
      return problem ? i18n._(ACTIVITY_PROBLEM_MESSAGES[problem]) : undefined;
    },
  };
  const name = activity.texts[i18n.locale === "en" ? "en" : "id"].name || activity.code;
  return (
    <>
      <title>{`${name} | ${SITE_NAME}`}</title>
      <p>
        <Link to="/admin/activities" className={styles.link}>
          <Trans>All activities</Trans>
        </Link>
      </p>
      <h1 className={styles.title}>{name}</h1>
      <Link to={`/admin/activities/${activity.id}/availability`} className={styles.link}>{t`Availability`}</Link>
      <Notice done={done} />
      {expired ? (
        <p className={styles.alert} role="alert" data-testid="activity-problem">
          <Trans>This form has expired. Please reload the page and try again.</Trans>
        </p>
      ) : null}
      {answer ? (
        <p className={styles.alert} role="alert" data-testid="activity-problem">
          {problems.has("version")
            ? i18n._(ACTIVITY_PROBLEM_MESSAGES[problems.get("version") ?? "stale"])
            : answer.missing
              ? t`This activity cannot be published yet: fill in the fields marked below in both languages.`
              : t`Please correct the fields marked below.`}
        </p>
      ) : null}
      <DefaultSaveButton form={EDITOR_FORM} />
      <StatusForms
        row={activity}
        csrfToken={csrfToken}
        form={EDITOR_FORM}
        kept={activity.booked ? t`This activity has bookings: it can be archived, never deleted.` : undefined}
      />
      <RowPhotos
        images={activity.images}
        csrfToken={csrfToken}
        version={activity.version}
        posted={answer}
        problem={source.problem("photos")}
        form={EDITOR_FORM}
      />
      <EditorForm
        id={EDITOR_FORM}
        label={t`Edit activity`}
        csrfToken={csrfToken}
        version={activity.version}
        editor={editor}
      >
        <FactFields source={source} />
        <TextFields source={source} />
        <PackageFields
          source={source}
          packages={activity.packages}
          products={activity.products}
          structureForm={EDITOR_FORM}
        />
        <p className={styles.hint}>
          <Trans>Lists take one item per line. Bookings already made keep their prices.</Trans>
        </p>
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
