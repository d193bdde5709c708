import { Trans, useLingui } from "@lingui/react/macro";
import type { ComponentProps } from "react";
import { Form, Link } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { TouristContact } from "#app/components/bookings/TouristContact.tsx";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import { usePaymentLabels } from "#app/components/payment-labels.ts";
import * as quoteStyles from "#app/components/trip-quote/TripQuote.css.ts";
import { LineBooking, StayFacts } from "#app/components/trip-quote/TripQuote.tsx";
import { TripStatusBadge } from "#app/components/trip-quote/TripStatusBadge.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { formatBaliMoment } from "#domain/bali-time.ts";
import { SITE_NAME } from "#domain/business.ts";
import { formatDate, money } from "#domain/format.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import {
  type QuoteFormAnswer,
  TRIP_QUOTE_PROBLEM_MESSAGES,
  TRIP_QUOTE_REFUSAL_MESSAGES,
} from "#domain/inputs/trip-quote-messages.ts";
import {
  isQuoteEditable,
  MAX_LINE_DESCRIPTION,
  MAX_QUOTE_NOTES,
  type QuoteLineView,
  quoteState,
  type TripQuoteView,
} from "#domain/trip-quote.ts";
import type { Route } from "./+types/trip";

export { action, loader } from "./trip.server.ts";

export const handle: OperatorJsonHandle = {
  problemMessages: { ...TRIP_QUOTE_PROBLEM_MESSAGES, ...TRIP_QUOTE_REFUSAL_MESSAGES },
};

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

type LoaderData = Route.ComponentProps["loaderData"];

const SEND_FIELDS = new Set(["notes", "valid_until"]);

/** Which form a refusal belongs to: a line's, the add form, or the send form; null for the page's alert. */
function formOf(answer: QuoteFormAnswer | undefined): string | null {
  if (!answer?.field || !(answer.problem in TRIP_QUOTE_PROBLEM_MESSAGES || answer.problem === "itemNotOffered")) {
    return null;
  }
  if (answer.lineId !== undefined) return `line-${answer.lineId}`;
  if (SEND_FIELDS.has(answer.field)) return "send";
  return "add";
}

function useProblemText(answer: QuoteFormAnswer | undefined): string {
  const { i18n } = useLingui();
  if (!answer) return "";
  if (answer.detail) return answer.detail;
  const messages = { ...TRIP_QUOTE_PROBLEM_MESSAGES, ...TRIP_QUOTE_REFUSAL_MESSAGES };
  return i18n._(messages[answer.problem]);
}

function FieldError({ answer, form, field }: { answer: QuoteFormAnswer | undefined; form: string; field: string }) {
  const text = useProblemText(answer);
  if (formOf(answer) !== form || answer?.field !== field) return null;
  return (
    <p id={`${form}-${field}-error`} className={styles.fieldError}>
      {text}
    </p>
  );
}

function Notice({ done }: { done: string | null }) {
  const { t } = useLingui();
  const notices: Record<string, string> = {
    lineSaved: t`The line was saved.`,
    lineRemoved: t`The line was removed.`,
    lineAdded: t`The line was added.`,
    quoteSent: t`The quote was sent to the tourist.`,
    cancelled: t`The trip was cancelled.`,
  };
  const text = done ? notices[done] : undefined;
  return text ? (
    <p className={styles.notice} role="status">
      {text}
    </p>
  ) : null;
}

/** The CSRF token and the version every form carries, and its intent unless its buttons name it. */
function Hidden({ data, intent }: { data: LoaderData; intent?: string }) {
  return (
    <>
      <input type="hidden" name={CSRF_FIELD} value={data.csrfToken} />
      <input type="hidden" name="version" value={data.trip.version} />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
    </>
  );
}

const dollarsOf = (cents: number) => (cents / 100).toFixed(2);

function invalid(answer: QuoteFormAnswer | undefined, form: string, field: string) {
  const here = formOf(answer) === form && answer?.field === field;
  return here ? { "aria-invalid": true, "aria-describedby": `${form}-${field}-error` } : {};
}

/** One text input of a quote's form, with the message of its refusal under it. */
function QuoteInput({
  form,
  field,
  label,
  answer,
  hint,
  ...input
}: {
  form: string;
  field: string;
  label: string;
  answer: QuoteFormAnswer | undefined;
  hint?: string;
} & Pick<ComponentProps<"input">, "defaultValue" | "required" | "maxLength" | "inputMode" | "placeholder">) {
  const id = `${form}-${field}`;
  const problem = formOf(answer) === form && answer?.field === field;
  const describedBy = [hint ? `${id}-hint` : "", problem ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={field}
        className={styles.control}
        aria-invalid={problem || undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError answer={answer} form={form} field={field} />
    </div>
  );
}

/**
 * A line's text, prices and start time: filled in and required for a line of the quote, empty for
 * a new one (a catalogue item may leave its text and prices to the catalogue).
 */
function LineFields({ form, answer, line }: { form: string; answer?: QuoteFormAnswer; line?: QuoteLineView }) {
  const { t } = useLingui();
  const existing = line !== undefined;
  return (
    <>
      <QuoteInput
        form={form}
        field="description"
        label={t`Description`}
        answer={answer}
        defaultValue={line?.description}
        required={existing}
        maxLength={MAX_LINE_DESCRIPTION}
        hint={existing ? undefined : t`Leave it empty for an item of the catalogue: its name is used.`}
      />
      <div className={quoteStyles.twoColumns}>
        <QuoteInput
          form={form}
          field="price_idr"
          label={t`Price (Rp)`}
          answer={answer}
          defaultValue={line ? String(line.priceIdr) : undefined}
          required={existing}
          inputMode="numeric"
        />
        <QuoteInput
          form={form}
          field="price_usd"
          label={t`Price (US$)`}
          answer={answer}
          defaultValue={line ? dollarsOf(line.priceUsdCents) : undefined}
          required={existing}
          inputMode="decimal"
        />
      </div>
      {existing ? null : (
        <p className={styles.hint}>
          <Trans>
            Leave both prices empty for an item of the catalogue to price it for the party as a booking would.
          </Trans>
        </p>
      )}
      <QuoteInput
        form={form}
        field="start_time"
        label={t`Start time`}
        answer={answer}
        defaultValue={line?.startTime ?? undefined}
        placeholder="08:00"
      />
    </>
  );
}

function LineForm({ data, line, answer }: { data: LoaderData; line: QuoteLineView; answer?: QuoteFormAnswer }) {
  const { t } = useLingui();
  const form = `line-${line.id}`;
  const description = line.description;
  return (
    <Form method="post" className={quoteStyles.lineForm} aria-label={t`Line: ${description}`} data-testid="quote-line">
      <Hidden data={data} />
      <input type="hidden" name="line_id" value={line.id} />
      <LineFields form={form} answer={answer} line={line} />
      <div className={styles.buttonRow}>
        <button type="submit" name="intent" value="saveLine" className={widgets.button}>
          <Trans>Save line</Trans>
        </button>
        <button type="submit" name="intent" value="removeLine" className={widgets.secondaryButton}>
          <Trans>Remove line</Trans>
        </button>
      </div>
    </Form>
  );
}

function BookedLine({ line }: { line: QuoteLineView }) {
  const locale = usePageLocale();
  return (
    <li className={styles.line} data-testid="quote-line">
      <span>
        {line.startTime ? `${line.startTime} · ` : null}
        {line.description}{" "}
        {line.booking ? (
          <Link to={`/admin/bookings/${line.booking.reference}`} className={styles.link}>
            <LineBooking line={line} />
          </Link>
        ) : null}
      </span>
      <span>{money(locale, "IDR", line.priceIdr)}</span>
    </li>
  );
}

function QuoteEditor({ data, answer, editable }: { data: LoaderData; answer?: QuoteFormAnswer; editable: boolean }) {
  const locale = usePageLocale();
  const { trip } = data;
  return (
    <section className={`${styles.card} ${styles.form}`} aria-labelledby="trip-quote-title">
      <h2 id="trip-quote-title" className={styles.cardTitle}>
        <Trans>Quote</Trans>
      </h2>
      {trip.days.map((day) => (
        <section key={day.date} className={quoteStyles.day} aria-label={formatDate(locale, day.date)}>
          <h3 className={quoteStyles.dayTitle}>{formatDate(locale, day.date)}</h3>
          {day.lines.length === 0 ? (
            <p className={styles.hint}>
              <Trans>A free day.</Trans>
            </p>
          ) : null}
          {editable ? (
            day.lines.map((line) => <LineForm key={line.id} data={data} line={line} answer={answer} />)
          ) : (
            <ul className={styles.lines}>
              {day.lines.map((line) => (
                <BookedLine key={line.id} line={line} />
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className={styles.total}>
        <span>
          <Trans>Total</Trans>
        </span>
        <span data-testid="quote-total">
          {money(locale, "IDR", trip.totalIdr)} · {money(locale, "USD", trip.totalUsdCents)}
        </span>
      </p>
    </section>
  );
}

function AddLineForm({ data, answer }: { data: LoaderData; answer?: QuoteFormAnswer }) {
  const { t } = useLingui();
  const locale = usePageLocale();
  const { trip, choices } = data;
  const form = "add";
  return (
    <Form method="post" className={`${styles.card} ${styles.form}`} aria-label={t`Add a line`}>
      <h2 className={styles.cardTitle}>
        <Trans>Add a line</Trans>
      </h2>
      <Hidden data={data} intent="addLine" />
      <div className={styles.field}>
        <label className={styles.label} htmlFor="add-day_date">
          <Trans>Day</Trans>
        </label>
        <select id="add-day_date" name="day_date" className={styles.control} {...invalid(answer, form, "day_date")}>
          {trip.days.map((day) => (
            <option key={day.date} value={day.date}>
              {formatDate(locale, day.date)}
            </option>
          ))}
        </select>
        <FieldError answer={answer} form={form} field="day_date" />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="add-item">
          <Trans>What</Trans>
        </label>
        <select id="add-item" name="item" className={styles.control} {...invalid(answer, form, "item")}>
          <option value="extra">{t`Something else (describe it and give its price)`}</option>
          <optgroup label={t`Activities`}>
            {choices.packages.map((choice) => (
              <option key={choice.id} value={`package:${choice.id}`}>
                {choice.name}
              </option>
            ))}
          </optgroup>
          <optgroup label={t`Car with driver`}>
            {choices.vehicles.map((choice) => (
              <option key={choice.id} value={`driver:${choice.id}`}>
                {choice.name}
              </option>
            ))}
          </optgroup>
          <optgroup label={t`Airport transfer`}>
            {choices.vehicles.map((choice) => (
              <option key={choice.id} value={`transfer:${choice.id}`}>
                {choice.name}
              </option>
            ))}
          </optgroup>
        </select>
        <FieldError answer={answer} form={form} field="item" />
      </div>
      <LineFields form={form} answer={answer} />
      <button type="submit" className={widgets.button}>
        <Trans>Add the line</Trans>
      </button>
    </Form>
  );
}

function SendForm({ data, answer }: { data: LoaderData; answer?: QuoteFormAnswer }) {
  const { t } = useLingui();
  const { trip } = data;
  const form = "send";
  const again = trip.quotedAt !== null;
  return (
    <Form method="post" className={`${styles.card} ${styles.form}`} aria-label={t`Send the quote`}>
      <h2 className={styles.cardTitle}>
        <Trans>Send the quote</Trans>
      </h2>
      <Hidden data={data} intent="sendQuote" />
      <div className={styles.field}>
        <label className={styles.label} htmlFor="send-notes">
          <Trans>Notes to the tourist</Trans>
        </label>
        <textarea
          id="send-notes"
          name="notes"
          className={styles.textarea}
          defaultValue={trip.notes}
          maxLength={MAX_QUOTE_NOTES}
          {...invalid(answer, form, "notes")}
        />
        <FieldError answer={answer} form={form} field="notes" />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="send-valid_until">
          <Trans>Valid until (Bali time)</Trans>
        </label>
        <input
          id="send-valid_until"
          name="valid_until"
          type="date"
          className={styles.control}
          min={data.today}
          defaultValue={trip.validUntil ?? ""}
          required
          {...invalid(answer, form, "valid_until")}
        />
        <FieldError answer={answer} form={form} field="valid_until" />
      </div>
      <button type="submit" className={widgets.button} data-testid="send-quote">
        {again ? t`Send the quote again` : t`Send the quote`}
      </button>
    </Form>
  );
}

function CancelForm({ data }: { data: LoaderData }) {
  const { t } = useLingui();
  return (
    <Form method="post" aria-label={t`Cancel this trip`}>
      <Hidden data={data} intent="cancel" />
      <button type="submit" className={widgets.secondaryButton}>
        <Trans>Cancel this trip</Trans>
      </button>
    </Form>
  );
}

function TouristCard({ trip }: { trip: TripQuoteView }) {
  const { t } = useLingui();
  const paymentLabels = usePaymentLabels();
  return (
    <section className={styles.card} aria-labelledby="trip-tourist">
      <h2 id="trip-tourist" className={styles.cardTitle}>
        <Trans>Tourist</Trans>
      </h2>
      <dl className={styles.facts}>
        <TouristContact tourist={trip} />
        <dt>
          <Trans>Payment</Trans>
        </dt>
        <dd>{paymentLabels[trip.paymentMethod]}</dd>
        <dt>
          <Trans>Special request</Trans>
        </dt>
        <dd>{trip.specialRequest.trim() || t`(none)`}</dd>
      </dl>
    </section>
  );
}

/** What the tourist asked to change, for the operator to adjust the quote and send it again. */
function ChangeRequestCard({ request }: { request: { message: string; at: string } }) {
  const locale = usePageLocale();
  const sentAt = formatBaliMoment(locale, request.at);
  return (
    <section className={styles.card} aria-labelledby="trip-changes" data-testid="change-request">
      <h2 id="trip-changes" className={styles.cardTitle}>
        <Trans>The tourist asks for changes</Trans>
      </h2>
      <p className={styles.hint}>
        <Trans>Sent {sentAt}</Trans>
      </p>
      <p style={{ whiteSpace: "pre-line" }}>{request.message}</p>
    </section>
  );
}

/**
 * The itinerary in the back office's language, and as the tourist prints it in theirs: a lookup
 * on the tourist's own site with the trip's reference and e-mail (it needs no session there).
 */
function ItineraryLinks({ trip, tourSite }: { trip: TripQuoteView; tourSite: string }) {
  const { t } = useLingui();
  const language = trip.locale === "en" ? t`English` : t`Indonesian`;
  return (
    <div className={styles.buttonRow}>
      <Link to={`/admin/trips/${trip.reference}/itinerary`} className={styles.link}>
        <Trans>Printable itinerary</Trans>
      </Link>
      <form
        method="post"
        action={`${tourSite}/trip/quote`}
        target="_blank"
        aria-label={t`Itinerary in the tourist's language`}
        rel="noopener"
      >
        <input type="hidden" name="intent" value="itinerary" />
        <input type="hidden" name="reference" value={trip.reference} />
        <input type="hidden" name="email" value={trip.email} />
        <button type="submit" className={widgets.secondaryButton} data-testid="tourist-itinerary">
          <Trans>Itinerary in {language}, as the tourist sees it</Trans>
        </button>
      </form>
    </div>
  );
}

export default function AdminTrip({ loaderData, actionData }: Route.ComponentProps) {
  const { trip, done, today } = loaderData;
  const { reference } = trip;
  const answer = actionData as QuoteFormAnswer | undefined;
  const state = quoteState(trip, today);
  const editable = isQuoteEditable(state);
  const pageProblem = answer && formOf(answer) === null ? answer : undefined;
  const problemText = useProblemText(pageProblem);
  return (
    <>
      <title>{`${reference} | ${SITE_NAME}`}</title>
      <p>
        <Link to="/admin/trips" className={styles.link}>
          <Trans>← All trips</Trans>
        </Link>
      </p>
      <div className={styles.listTop}>
        <h1 className={styles.title}>
          <Trans>Trip {reference}</Trans>
        </h1>
        <TripStatusBadge status={state} />
      </div>
      <Notice done={done} />
      {pageProblem ? (
        <p className={styles.alert} role="alert" data-testid="trip-problem">
          {problemText}
        </p>
      ) : null}
      {state === "accepted" ? <ItineraryLinks trip={trip} tourSite={loaderData.tourSite} /> : null}
      {state === "changes_requested" && loaderData.changeRequest ? (
        <ChangeRequestCard request={loaderData.changeRequest} />
      ) : null}
      <section className={styles.card} aria-labelledby="trip-stay">
        <h2 id="trip-stay" className={styles.cardTitle}>
          <Trans>Stay</Trans>
        </h2>
        <StayFacts trip={trip} />
      </section>
      <TouristCard trip={trip} />
      <QuoteEditor data={loaderData} answer={answer} editable={editable} />
      {editable ? <AddLineForm data={loaderData} answer={answer} /> : null}
      {editable ? <SendForm data={loaderData} answer={answer} /> : null}
      {editable ? <CancelForm data={loaderData} /> : null}
    </>
  );
}
