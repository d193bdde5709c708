import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import {
  ConfirmationFields,
  FactFields,
  type FieldSource,
  PackageFields,
  ReviewMailField,
  TextFields,
} from "#app/components/admin/ActivityFields.tsx";
import * as styles from "#app/components/admin/back-office.css.ts";
import { EditorFrame } from "#app/components/admin/EditorFrame.tsx";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
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
    instant_confirmation: activity.facts.instant_confirmation ? "1" : "0",
    special_requests_need_person: activity.facts.special_requests_need_person ? "1" : "0",
    change_window_hours: activity.facts.change_window_hours == null ? "" : String(activity.facts.change_window_hours),
    review_mail: activity.facts.review_mail === false ? "0" : "1",
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

function useActivityNotices(): Record<string, string> {
  const { t } = useLingui();
  return {
    saved: t`Saved. Both sites show the change now.`,
    published: t`Published. The activity is on both sites now.`,
    draft: t`Unpublished. The activity is a draft again and no longer on the sites.`,
    archived: t`Archived. The activity is no longer on the sites; its bookings are kept.`,
    photo: t`Photos saved. Both sites show them now.`,
  };
}

export default function AdminActivity({ loaderData, actionData }: Route.ComponentProps) {
  const { i18n, t } = useLingui();
  const { activity, csrfToken, done, editor } = loaderData;
  const posted = actionData as ActivityAnswer | { problem: "csrf" } | undefined;
  const answer = posted && !("problem" in posted) ? posted : undefined;
  const notices = useActivityNotices();
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
    <EditorFrame
      title={name}
      back={{ to: "/admin/activities", label: <Trans>All activities</Trans> }}
      subtitle={
        <Link to={`/admin/activities/${activity.id}/availability`} className={styles.link}>{t`Availability`}</Link>
      }
      done={done}
      notices={notices}
      posted={posted}
      alert={{
        testId: "activity-problem",
        messages: ACTIVITY_PROBLEM_MESSAGES,
        unpublishable: t`This activity cannot be published yet: fill in the fields marked below in both languages.`,
      }}
      form={{ id: EDITOR_FORM, label: t`Edit activity` }}
      row={activity}
      csrfToken={csrfToken}
      editor={editor}
      kept={activity.booked ? t`This activity has bookings: it can be archived, never deleted.` : undefined}
      photoProblem={source.problem("photos")}
      hint={<Trans>Lists take one item per line. Bookings already made keep their prices.</Trans>}
    >
      <FactFields source={source} />
      <ConfirmationFields source={source} />
      <ReviewMailField source={source} />
      <TextFields source={source} />
      <PackageFields
        source={source}
        packages={activity.packages}
        products={activity.products}
        structureForm={EDITOR_FORM}
      />
    </EditorFrame>
  );
}
