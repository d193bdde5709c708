/** A trip's quote as the tourist's page, the back office and the itinerary show it. */
import { Plural, Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import * as bookingStyles from "#app/components/bookings/booking-pages.css.ts";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import { localTitle } from "#domain/booking-rules.ts";
import { currencyOf, formatDate, money } from "#domain/format.ts";
import {
  collectsAtAirport,
  inCurrency,
  isBookableKind,
  type QuoteLineView,
  type TripQuoteView,
  totalInCurrency,
} from "#domain/trip-quote.ts";
import * as styles from "./TripQuote.css.ts";

/** The stay and the party. */
export function StayFacts({ trip }: { trip: TripQuoteView }) {
  const locale = usePageLocale();
  const { adults, kids } = trip;
  return (
    <dl className={bookingStyles.facts}>
      <dt>
        <Trans>Arrival</Trans>
      </dt>
      <dd>{formatDate(locale, trip.arrival)}</dd>
      <dt>
        <Trans>Departure</Trans>
      </dt>
      <dd>{formatDate(locale, trip.departure)}</dd>
      <dt>
        <Trans>Party</Trans>
      </dt>
      <dd>
        <Plural value={adults} one="# adult" other="# adults" />
        {kids > 0 ? ", " : null}
        {kids > 0 ? <Plural value={kids} one="# child" other="# children" /> : null}
      </dd>
      <dt>
        <Trans>Pickup</Trans>
      </dt>
      <dd>{trip.pickupLocation}</dd>
    </dl>
  );
}

/** The line's booking reference, once the quote is accepted. */
export function LineBooking({ line }: { line: QuoteLineView }) {
  if (!line.booking) return null;
  const { reference } = line.booking;
  return (
    <span className={styles.bookingReference}>
      <Trans>
        Booking <span data-testid="trip-booking-reference">{reference}</span>
      </Trans>
    </span>
  );
}

/** The quote's days with their lines and prices, in the page's currency, and the total. */
export function QuoteDays({ trip }: { trip: TripQuoteView }) {
  const locale = usePageLocale();
  const currency = currencyOf(locale);
  return (
    <div className={bookingStyles.form} data-testid="quote-days">
      {trip.days.map((day) => (
        <section key={day.date} className={styles.day} aria-label={formatDate(locale, day.date)}>
          <h3 className={styles.dayTitle}>{formatDate(locale, day.date)}</h3>
          {day.lines.length === 0 ? (
            <p className={bookingStyles.hint}>
              <Trans>A free day.</Trans>
            </p>
          ) : (
            <ul className={bookingStyles.lines}>
              {day.lines.map((line) => (
                <li key={line.id} className={bookingStyles.line} data-testid="quote-line">
                  <span>
                    {line.startTime ? `${line.startTime} · ` : null}
                    {line.description} <LineBooking line={line} />
                  </span>
                  <span>{money(locale, currency, inCurrency(currency, line))}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className={bookingStyles.total}>
        <span>
          <Trans>Total</Trans>
        </span>
        <span data-testid="quote-total">{money(locale, currency, totalInCurrency(currency, trip))}</span>
      </p>
    </div>
  );
}

/** What the itinerary says of a line: its booking's reference, or for a place simply its name. */
function ItineraryLine({ line }: { line: QuoteLineView }) {
  const { pickupText } = line;
  return (
    <li data-testid="itinerary-line">
      <strong className={styles.itineraryTime}>{line.startTime ?? "–"}</strong> {line.description}{" "}
      <LineBooking line={line} />
      {pickupText ? (
        <span className={bookingStyles.hint}>
          {" · "}
          <Trans>Pickup: {pickupText}</Trans>
        </span>
      ) : null}
    </li>
  );
}

/**
 * The printable itinerary: the stay, who to call, then day by day each item's time, what and where
 * it is, its pickup and its booking's reference. The items' texts are in the trip's language.
 * `actions` sit beside the print button (the tourist's "Add to calendar").
 */
export function Itinerary({
  trip,
  whatsapp,
  operatorEmail,
  actions,
}: {
  trip: TripQuoteView;
  whatsapp: string;
  operatorEmail: string;
  actions?: ReactNode;
}) {
  const locale = usePageLocale();
  const { reference, pickupLocation } = trip;
  const name = localTitle(locale, `${trip.firstName} ${trip.lastName}`);
  const phone = `+${whatsapp}`;
  return (
    <article className={styles.itinerary} data-testid="itinerary">
      <div className={styles.day}>
        <h1 className={bookingStyles.title}>
          <Trans>Itinerary of trip {reference}</Trans>
        </h1>
        <p className={bookingStyles.lead}>{name}</p>
        <StayFacts trip={trip} />
        <p data-testid="itinerary-contact">
          <Trans>
            Questions on the day? Call or WhatsApp us at {phone}, or write to {operatorEmail}.
          </Trans>
        </p>
        <div className={styles.noPrint}>
          <div className={bookingStyles.buttonRow}>
            <button type="button" className={bookingStyles.link} onClick={() => window.print()}>
              <Trans>Print this itinerary</Trans>
            </button>
            {actions}
          </div>
        </div>
      </div>
      {trip.days.map((day) => (
        <section key={day.date} className={styles.itineraryDay} aria-label={formatDate(locale, day.date)}>
          <h2 className={bookingStyles.cardTitle}>{formatDate(locale, day.date)}</h2>
          {day.lines.length === 0 ? (
            <p>
              <Trans>A free day.</Trans>
            </p>
          ) : (
            <ol className={styles.itineraryLines}>
              {day.lines.map((line) => (
                <ItineraryLine key={line.id} line={line} />
              ))}
            </ol>
          )}
          {day.lines.some((line) => isBookableKind(line.kind) && !collectsAtAirport(line.kind, day.date, trip)) ? (
            <p className={bookingStyles.hint}>
              <Trans>Pickup place: {pickupLocation}</Trans>
            </p>
          ) : null}
        </section>
      ))}
    </article>
  );
}
