import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link } from "react-router";
import * as admin from "#app/components/admin/admin.css.ts";
import * as styles from "#app/components/admin/back-office.css.ts";
import { ItemSearchField, ItemSearchHint } from "#app/components/admin/ItemSearch.tsx";
import { useSourceLabels } from "#app/components/bookings/source-labels.ts";
import * as widgets from "#app/components/widgets.css.ts";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { PAYMENT_METHODS } from "#domain/booking-rules.ts";
import { SITE_NAME } from "#domain/business.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { ENTERED_SOURCES, MARKETPLACES } from "#domain/inputs/operator-booking.ts";
import { OPERATOR_BOOKING_PROBLEM_MESSAGES } from "#domain/inputs/operator-booking-messages.ts";
import type { Route } from "./+types/booking-new";
import type { EntryAnswer } from "./booking-new.server.ts";
import { BookingInput, fieldSource, GuestFields, OrderFields, PriceFields } from "./OrderFields.tsx";
import { TripEntryFields } from "./TripEntryFields.tsx";

export { action, loader } from "./booking-new.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: OPERATOR_BOOKING_PROBLEM_MESSAGES };
export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

/**
 * The search's matches and the item chosen before (kept whatever the search finds), one to choose:
 * a page of radio buttons, never the whole catalogue (decision 0081).
 */
function ItemChoices({
  chosen,
  matches,
  more,
  search,
}: {
  chosen: { value: string; name: string } | null;
  matches: { value: string; name: string }[];
  more: boolean;
  search: string;
}) {
  const offered = chosen ? [chosen, ...matches.filter((match) => match.value !== chosen.value)] : matches;
  return (
    <>
      <ItemSearchHint search={search} found={matches.length} more={more} />
      {offered.length > 0 ? (
        <fieldset className={admin.fieldset} data-testid="entry-item-choices">
          <legend className={admin.legend}>
            <Trans>Activity or vehicle</Trans>
          </legend>
          {offered.map((item) => (
            <label key={item.value} className={admin.check}>
              <input type="radio" name="item" value={item.value} defaultChecked={item.value === chosen?.value} />{" "}
              {item.name}
            </label>
          ))}
          <div className={styles.buttonRow}>
            <button type="submit" className={widgets.button}>
              <Trans>Choose</Trans>
            </button>
          </div>
        </fieldset>
      ) : null}
    </>
  );
}

export default function NewBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { choices, search, csrfToken } = loaderData;
  const answer = actionData as EntryAnswer | undefined;
  const sent = answer?.sent ?? {};
  const source = fieldSource("entry", sent, answer?.fieldErrors);
  const sourceLabels = useSourceLabels();
  const chosen = choices.chosen;
  const paymentLabels = { cash: t`Cash`, paypal: t`PayPal`, credit_card: t`Card`, bank_transfer: t`Bank transfer` };
  return (
    <>
      <title>{`${t`New booking`} | ${SITE_NAME}`}</title>
      <p>
        <Link to="/admin/bookings" className={styles.link}>
          <Trans>← All booking requests</Trans>
        </Link>
      </p>
      <h1 className={styles.title}>
        <Trans>New booking</Trans>
      </h1>
      <Form method="get" className={`${styles.card} ${styles.form}`} aria-label={t`Choose the activity or vehicle`}>
        <ItemSearchField id="entry-item-search" search={search} label={t`Find an activity or vehicle`} />
        <ItemChoices chosen={chosen} matches={choices.matches} more={choices.more} search={search} />
      </Form>
      {chosen ? (
        <Form method="post" className={`${styles.card} ${styles.form}`} aria-label={t`New booking`} noValidate>
          <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
          <input type="hidden" name="item" value={chosen.value} />
          {answer ? (
            <p role="alert" className={styles.fieldError}>
              {answer.message}
            </p>
          ) : null}
          <BookingInput source={source} name="date" label={t`Date`} type="date" required />
          <OrderFields source={source} chosen={chosen} fresh />
          <TripEntryFields source={source} tripForm={chosen.tripForm} />
          <GuestFields source={source} required />
          <div className={styles.field}>
            <label className={styles.label} htmlFor="entry-locale">
              <Trans>Guest's language</Trans>
            </label>
            <select id="entry-locale" name="locale" className={styles.control} defaultValue={sent.locale ?? "en"}>
              <option value="en">English (US$)</option>
              <option value="id">Indonesia (Rp)</option>
            </select>
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="entry-payment_method">
              <Trans>Payment</Trans>
            </label>
            <select
              id="entry-payment_method"
              name="payment_method"
              className={styles.control}
              defaultValue={sent.payment_method ?? "cash"}
            >
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {paymentLabels[method]}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="entry-source">
              <Trans>Source</Trans>
            </label>
            <select id="entry-source" name="source" className={styles.control} defaultValue={sent.source ?? "phone"}>
              {ENTERED_SOURCES.map((source) => (
                <option key={source} value={source}>
                  {sourceLabels[source]}
                </option>
              ))}
            </select>
            {source.problem("source") ? <p className={styles.fieldError}>{source.problem("source")}</p> : null}
          </div>
          <BookingInput
            source={source}
            name="source_name"
            label={t`Agent, hotel desk or marketplace`}
            list="entry-marketplaces"
          />
          <datalist id="entry-marketplaces">
            {MARKETPLACES.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <BookingInput source={source} name="source_reference" label={t`Marketplace reference`} />
          <PriceFields source={source} />
          <label className={admin.check}>
            <input type="checkbox" name="confirm" value="yes" defaultChecked={sent.confirm === "yes"} />{" "}
            <Trans>Confirmed at once (gives a booking ID)</Trans>
          </label>
          <label className={admin.check}>
            <input type="checkbox" name="send_mail" value="yes" defaultChecked={sent.send_mail === "yes"} />{" "}
            <Trans>Send the guest the mail in their language</Trans>
          </label>
          <div className={styles.buttonRow}>
            <button type="submit" className={widgets.button}>
              <Trans>Save booking</Trans>
            </button>
          </div>
        </Form>
      ) : null}
    </>
  );
}
