import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import * as styles from "#app/components/bookings/booking-pages.css.ts";
import { LookupFields } from "#app/components/bookings/LookupFields.tsx";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import { Itinerary, QuoteDays, StayFacts } from "#app/components/trip-quote/TripQuote.tsx";
import { TripStatusBadge } from "#app/components/trip-quote/TripStatusBadge.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import { seoMeta } from "#app/lib/meta.ts";
import { formatDate } from "#domain/format.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { TRIP_QUOTE_PROBLEM_MESSAGES, TRIP_QUOTE_REFUSAL_MESSAGES } from "#domain/inputs/trip-quote-messages.ts";
import { MAX_CHANGE_MESSAGE, quoteState, TRIP_CALENDAR_PATH, type TripLookupAnswer } from "#domain/trip-quote.ts";
import type { Route } from "./+types/trip-quote";

export { action, headers, loader } from "./trip-quote.server.ts";
export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

type Found = Extract<TripLookupAnswer, { kind: "found" }>;

export default function TripQuote({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData as TripLookupAnswer | undefined;
  if (outcome?.kind === "found" && outcome.itinerary) {
    return (
      <div className={styles.page}>
        <Itinerary
          trip={outcome.trip}
          whatsapp={loaderData.whatsapp}
          operatorEmail={loaderData.operatorEmail}
          actions={<CalendarForm found={outcome} />}
        />
      </div>
    );
  }
  return (
    <div className={styles.narrowPage}>
      <h1 className={styles.title}>
        <Trans>Your trip quote</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>
          Enter the reference of your trip plan from our e-mail (it looks like TR-7KX4-M9PQ) and the e-mail address you
          sent it with.
        </Trans>
      </p>
      <LookupForm
        reference={outcome?.kind === "found" ? outcome.trip.reference : loaderData.reference}
        outcome={outcome}
      />
      <div data-testid="trip-lookup-result" aria-live="polite">
        <LookupProblem outcome={outcome} />
        {outcome?.kind === "found" ? <FoundTrip found={outcome} /> : null}
      </div>
    </div>
  );
}

function LookupForm({ reference, outcome }: { reference: string; outcome: TripLookupAnswer | undefined }) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && !navigation.formData?.get("intent");
  const missing = outcome?.kind === "missing" ? outcome.fields : [];
  return (
    <Form method="post" className={`${styles.card} ${styles.form}`} aria-label={t`Look up a trip`}>
      <LookupFields idPrefix="trip" reference={reference} missing={missing} />
      <div className={styles.buttonRow}>
        <button type="submit" className={widgets.button} disabled={busy} aria-busy={busy}>
          {busy ? t`Looking up…` : t`Show my quote`}
        </button>
      </div>
    </Form>
  );
}

function LookupProblem({ outcome }: { outcome: TripLookupAnswer | undefined }) {
  const { i18n } = useLingui();
  if (outcome?.kind === "notFound") {
    return (
      <p className={styles.alert} role="alert">
        <Trans>We could not find a trip with this reference and e-mail address. Please check both and try again.</Trans>
      </p>
    );
  }
  if (outcome?.kind === "tooMany") {
    return (
      <p className={styles.alert} role="alert">
        <Trans>Too many lookups. Please try again later: it can take up to an hour.</Trans>
      </p>
    );
  }
  if (outcome?.kind === "csrf") {
    return (
      <p className={styles.alert} role="alert">
        {i18n._(TRIP_QUOTE_REFUSAL_MESSAGES.csrf)}
      </p>
    );
  }
  return null;
}

/** The hidden fields that look the trip up again with each of its forms. */
function TripFields({ found, intent }: { found: Found; intent: string }) {
  return (
    <>
      <input type="hidden" name="reference" value={found.trip.reference} />
      <input type="hidden" name="email" value={found.email} />
      <input type="hidden" name="intent" value={intent} />
      {intent === "itinerary" ? null : <input type="hidden" name={CSRF_FIELD} value={found.csrfToken} />}
    </>
  );
}

function Refusal({ found }: { found: Found }) {
  const { i18n } = useLingui();
  const { refusal } = found;
  if (!refusal || refusal.problem === "messageRequired" || refusal.problem === "messageTooLong") return null;
  return (
    <div className={styles.alert} role="alert" data-testid="quote-refusal">
      <p>{i18n._(TRIP_QUOTE_REFUSAL_MESSAGES[refusal.problem])}</p>
      {refusal.lines?.length ? (
        <ul>
          {refusal.lines.map((line) => (
            <li key={line.lineId} data-testid="refused-line">
              {line.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function StateExplanation({ found }: { found: Found }) {
  const locale = usePageLocale();
  const state = quoteState(found.trip, found.today);
  const validUntil = found.trip.validUntil ? formatDate(locale, found.trip.validUntil) : "";
  switch (state) {
    case "requested":
      return (
        <p>
          <Trans>We are checking every day of your plan and will send you a quote by e-mail.</Trans>
        </p>
      );
    case "changes_requested":
      return (
        <p>
          <Trans>We have your message and are adjusting the quote. You will receive the new quote by e-mail.</Trans>
        </p>
      );
    case "quoted":
      return (
        <p>
          <Trans>Here is our quote. You can accept it until {validUntil} (Bali time), or ask us for changes.</Trans>
        </p>
      );
    case "expired":
      return (
        <p>
          <Trans>This quote expired on {validUntil}. Ask us for changes and we will send you a new one.</Trans>
        </p>
      );
    case "accepted":
      return (
        <p>
          <Trans>
            You accepted this quote: every item is booked under its own reference. We confirm each booking with its
            booking ID by e-mail.
          </Trans>
        </p>
      );
    case "cancelled":
      return (
        <p>
          <Trans>This trip was cancelled.</Trans>
        </p>
      );
  }
}

function FoundTrip({ found }: { found: Found }) {
  const { trip } = found;
  const { reference } = trip;
  const state = quoteState(trip, found.today);
  const showsQuote = state === "quoted" || state === "expired" || state === "accepted";
  return (
    <section className={`${styles.card} ${styles.form}`} aria-labelledby="trip-title" data-testid="trip-quote">
      <div className={styles.listTop}>
        <h2 id="trip-title" className={styles.cardTitle}>
          <Trans>Trip {reference}</Trans>
        </h2>
        <TripStatusBadge status={state} />
      </div>
      {found.done === "accepted" ? (
        <p className={styles.notice} role="status">
          <Trans>Thank you! Your trip is booked. We have sent you an e-mail with every booking.</Trans>
        </p>
      ) : null}
      {found.done === "changesRequested" ? (
        <p className={styles.notice} role="status">
          <Trans>Thank you! We have your message and will send you a new quote.</Trans>
        </p>
      ) : null}
      <Refusal found={found} />
      <StateExplanation found={found} />
      <StayFacts trip={trip} />
      {showsQuote ? <QuoteDays trip={trip} /> : null}
      {showsQuote && trip.notes.trim() ? (
        <div>
          <h3 className={styles.cardTitle}>
            <Trans>Notes from our team</Trans>
          </h3>
          <p className={styles.hint} style={{ whiteSpace: "pre-line" }}>
            {trip.notes}
          </p>
        </div>
      ) : null}
      {state === "quoted" ? <AcceptForm found={found} /> : null}
      {state === "quoted" || state === "expired" ? <ChangesForm found={found} /> : null}
      {state === "accepted" ? (
        <div className={styles.buttonRow}>
          <ItineraryForm found={found} />
          <CalendarForm found={found} />
        </div>
      ) : null}
    </section>
  );
}

function AcceptForm({ found }: { found: Found }) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "accept";
  return (
    <Form method="post" aria-label={t`Accept the quote`}>
      <TripFields found={found} intent="accept" />
      <input type="hidden" name="version" value={found.trip.version} />
      <button type="submit" className={widgets.button} disabled={busy} aria-busy={busy} data-testid="accept-quote">
        {busy ? t`Booking…` : t`Accept the quote and book`}
      </button>
    </Form>
  );
}

function ChangesForm({ found }: { found: Found }) {
  const { t, i18n } = useLingui();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "changes";
  const problem = found.refusal?.problem;
  const fieldProblem = problem === "messageRequired" || problem === "messageTooLong" ? problem : null;
  return (
    <Form method="post" className={styles.form} aria-label={t`Ask for changes`}>
      <TripFields found={found} intent="changes" />
      <div className={styles.field}>
        <label className={styles.label} htmlFor="change-message">
          <Trans>What would you like to change?</Trans>
        </label>
        <textarea
          id="change-message"
          name="message"
          className={styles.textarea}
          required
          maxLength={MAX_CHANGE_MESSAGE}
          aria-invalid={fieldProblem ? true : undefined}
          aria-describedby={fieldProblem ? "change-message-error" : undefined}
        />
        {fieldProblem ? (
          <p id="change-message-error" className={styles.fieldError}>
            {i18n._(TRIP_QUOTE_PROBLEM_MESSAGES[fieldProblem])}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className={widgets.secondaryButton}
        disabled={busy}
        aria-busy={busy}
        data-testid="ask-changes"
      >
        {busy ? t`Sending…` : t`Ask for changes`}
      </button>
    </Form>
  );
}

function ItineraryForm({ found }: { found: Found }) {
  const { t } = useLingui();
  return (
    <Form method="post" aria-label={t`Printable itinerary`}>
      <TripFields found={found} intent="itinerary" />
      <button type="submit" className={widgets.secondaryButton} data-testid="open-itinerary">
        <Trans>Open the printable itinerary</Trans>
      </button>
    </Form>
  );
}

/**
 * The trip's .ics: a plain form (never the router's fetch) so that the browser downloads the file
 * and stays on the page; the pair is posted, never put in a URL.
 */
function CalendarForm({ found }: { found: Found }) {
  const { t } = useLingui();
  return (
    <form method="post" action={TRIP_CALENDAR_PATH} aria-label={t`Add the trip to your calendar`}>
      <input type="hidden" name="reference" value={found.trip.reference} />
      <input type="hidden" name="email" value={found.email} />
      <button type="submit" className={widgets.secondaryButton} data-testid="trip-calendar">
        <Trans>Add to calendar</Trans>
      </button>
    </form>
  );
}
