import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useNavigation } from "react-router";
import {
  AvailabilityAlert,
  AvailabilityNotice,
  type AvailabilityPosted,
} from "#app/components/admin/AvailabilityEditor.tsx";
import * as styles from "#app/components/admin/back-office.css.ts";
import { PlaceField, type PlaceFieldSource } from "#app/components/admin/PlaceFields.tsx";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import * as widgets from "#app/components/widgets.css.ts";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { SITE_NAME } from "#domain/business.ts";
import { formatDate } from "#domain/format.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { MAX_CLOSING_REASON } from "#domain/inputs/availability.ts";
import { AVAILABILITY_EDIT_MESSAGES } from "#domain/inputs/availability-messages.ts";
import type { Route } from "./+types/availability";

export { action, loader } from "./availability.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: AVAILABILITY_EDIT_MESSAGES };

type ClosedDate = Route.ComponentProps["loaderData"]["closedDates"][number];

function ClosedDateLine({ closed, csrfToken }: { closed: ClosedDate; csrfToken: string }) {
  const { t } = useLingui();
  const locale = usePageLocale();
  const when = formatDate(locale, closed.date);
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>{when}</h3>
      {closed.reason ? <p>{closed.reason}</p> : null}
      {closed.bookings > 0 ? (
        <p className={styles.alert}>
          <Plural
            value={closed.bookings}
            one="# booking is requested or confirmed on this date: contact the tourist."
            other="# bookings are requested or confirmed on this date: contact the tourists."
          />{" "}
          <Link to={`/admin/bookings?q=${closed.date}`} className={styles.link}>
            <Trans>See the bookings of {when}</Trans>
          </Link>
        </p>
      ) : (
        <p className={styles.hint}>
          <Trans>No booking on this date.</Trans>
        </p>
      )}
      <Form method="post" aria-label={t`Reopen ${when}`}>
        <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
        <input type="hidden" name="intent" value="reopen" />
        <input type="hidden" name="date" value={closed.date} />
        <button type="submit" className={widgets.button}>
          <Trans>Reopen this date</Trans>
        </button>
      </Form>
    </li>
  );
}

export default function AdminAvailability({ loaderData, actionData }: Route.ComponentProps) {
  const { i18n, t } = useLingui();
  const { closedDates, csrfToken, done } = loaderData;
  const posted = actionData as AvailabilityPosted;
  const answer = posted && "problems" in posted ? posted : undefined;
  const problems = new Map(answer?.problems ?? []);
  const source: PlaceFieldSource = {
    value: (name) => answer?.sent[name] ?? "",
    problem: (name) => {
      const problem = problems.get(name);
      return problem ? i18n._(AVAILABILITY_EDIT_MESSAGES[problem]) : undefined;
    },
  };
  const navigation = useNavigation();
  return (
    <>
      <title>{`${t`Availability`} | ${SITE_NAME}`}</title>
      <h1 className={styles.title}>
        <Trans>Dates closed for the whole catalogue</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>
          On a closed date nothing can be booked: no activity, no vehicle (Nyepi, the Day of Silence). Each activity's
          and vehicle's own days, times and capacity are set on its availability page.
        </Trans>
      </p>
      {posted ? <AvailabilityAlert posted={posted} /> : <AvailabilityNotice done={done} />}
      <Form method="post" className={styles.form} aria-label={t`Close a date for everything`}>
        <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
        <input type="hidden" name="intent" value="close" />
        <PlaceField name="date" label={t`Date`} source={source} type="date" />
        <PlaceField name="reason" label={t`Reason`} source={source} maxLength={MAX_CLOSING_REASON} />
        <div>
          <button type="submit" className={widgets.button} disabled={navigation.state !== "idle"}>
            <Trans>Close this date for everything</Trans>
          </button>
        </div>
      </Form>
      <h2 className={styles.cardTitle}>
        <Trans>Closed dates ahead</Trans>
      </h2>
      {closedDates.length === 0 ? (
        <p className={styles.hint}>
          <Trans>No date ahead is closed.</Trans>
        </p>
      ) : (
        <ul className={styles.list} data-testid="closed-dates">
          {closedDates.map((closed) => (
            <ClosedDateLine key={closed.date} closed={closed} csrfToken={csrfToken} />
          ))}
        </ul>
      )}
    </>
  );
}
