/**
 * The two e-mails a sent trip plan causes: the tourist's "we received your trip plan" in the
 * tourist's language (the days, their items and the server's estimate, and what happens next), and
 * the operator's notification in Indonesian with the link to the trip in the back office. Pure:
 * the caller queues them with outboxStatementForTrip.
 */
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { PaymentMethod } from "#domain/booking-rules.ts";
import { CONFIRMATION_HOURS, SITE_NAME } from "#domain/business.ts";
import { type Currency, money } from "#domain/format.ts";
import type { Locale } from "#domain/locale.ts";
import { translator } from "#workers/i18n.ts";
import {
  type GuestForMail,
  operatorGuestFacts,
  PAYMENT_NAMES,
  SITE_LANGUAGES,
  touristWords,
} from "#workers/mail/common-copy.ts";
import {
  type Fact,
  headerAddress,
  headerText,
  type MailBlock,
  renderHtml,
  renderText,
} from "#workers/mail/document.ts";
import { clockTime, fullName, visitDay, withoutMissing } from "#workers/mail/format.ts";
import type { OutboxMail } from "#workers/mail/outbox.ts";
import type { PricedTrip } from "./pricing.ts";

export interface TripForMail extends GuestForMail {
  reference: string;
  locale: Locale;
  currency: Currency;
  arrival: string;
  departure: string;
  adults: number;
  kids: number;
  priced: PricedTrip;
  paymentMethod: PaymentMethod;
  /** e.g. "http://en.localhost:8787". */
  siteOrigin: string;
}

export function tripRequestMails(trip: TripForMail, operatorEmail: string): OutboxMail[] {
  return [touristMail(trip, operatorEmail), operatorMail(trip, operatorEmail)];
}

/** The trip's page in the back office, where the operator quotes it. */
export function adminTripUrl(siteOrigin: string, reference: string): string {
  return `${siteOrigin}/admin/trips/${encodeURIComponent(reference)}`;
}

function partyText(i18n: I18n, adults: number, kids: number): string {
  const grown = i18n._(msg`${plural(adults, { one: "# adult", other: "# adults" })}`);
  if (kids === 0) return grown;
  return `${grown}, ${i18n._(msg`${plural(kids, { one: "# child", other: "# children" })}`)}`;
}

/** Each day: its date as a heading, then its items with their estimated prices and the day's total. */
function dayBlocks(i18n: I18n, trip: TripForMail, locale: Locale): MailBlock[] {
  const { currency } = trip;
  const amount = (idr: number, cents: number) => money(locale, currency, currency === "IDR" ? idr : cents);
  const dayTotal = i18n._(msg`Day total`);
  return trip.priced.days.flatMap((day): MailBlock[] => [
    { type: "heading", text: visitDay(locale, day.date) },
    day.lines.length === 0
      ? { type: "paragraph", text: i18n._(msg`A free day.`) }
      : {
          type: "prices",
          rows: day.lines.map((line) => ({
            label: line.description,
            detail: line.startTime ? clockTime(line.startTime) : "",
            amount: amount(line.priceIdr, line.priceUsdCents),
          })),
          totalLabel: dayTotal,
          total: amount(day.totalIdr, day.totalUsdCents),
        },
  ]);
}

function estimateText(trip: TripForMail, locale: Locale): string {
  const { currency, priced } = trip;
  return money(locale, currency, currency === "IDR" ? priced.totalIdr : priced.totalUsdCents);
}

function stayFacts(i18n: I18n, trip: TripForMail, locale: Locale): Fact[] {
  return [
    { label: i18n._(msg({ context: "mail", message: "Reference" })), value: trip.reference },
    { label: i18n._(msg`Arrival`), value: visitDay(locale, trip.arrival) },
    { label: i18n._(msg`Departure`), value: visitDay(locale, trip.departure) },
    { label: i18n._(msg`Party`), value: partyText(i18n, trip.adults, trip.kids) },
  ];
}

/* ---------- the tourist's mail ---------- */

function touristBlocks(trip: TripForMail, operatorEmail: string): MailBlock[] {
  const { locale } = trip;
  const i18n = translator(locale);
  const copy = touristWords(i18n);
  const estimate = estimateText(trip, locale);
  const { siteOrigin } = trip;
  return [
    { type: "paragraph", text: copy.greeting },
    {
      type: "paragraph",
      text: i18n._(msg`Thank you for planning your trip with ${SITE_NAME}! We have received your trip plan.`),
    },
    { type: "paragraph", text: copy.reference(trip.reference) },
    { type: "heading", text: i18n._(msg`Your trip plan`) },
    {
      type: "facts",
      facts: withoutMissing([
        ...stayFacts(i18n, trip, locale),
        { label: copy.labels.pickup, value: trip.pickupLocation },
        { label: copy.labels.payment, value: i18n._(PAYMENT_NAMES[trip.paymentMethod]) },
        trip.specialRequest.trim() ? { label: copy.labels.specialRequest, value: trip.specialRequest.trim() } : null,
      ]),
    },
    ...dayBlocks(i18n, trip, locale),
    { type: "paragraph", text: i18n._(msg`Estimated total: ${estimate}`) },
    { type: "heading", text: copy.nextHeading },
    {
      type: "paragraph",
      text: i18n._(
        msg`This is a request, not a booking yet, and the prices above are an estimate. We check every day of your plan and send you a quote with a price per line, mostly within ${CONFIRMATION_HOURS} hours. You can then accept the quote or ask for changes; once you accept it, we book every item for you.`,
      ),
    },
    { type: "heading", text: copy.contactHeading },
    { type: "paragraph", text: copy.contact(operatorEmail, trip.reference) },
    { type: "paragraph", text: copy.signOff },
    {
      type: "paragraph",
      text: i18n._(msg`You receive this e-mail because a trip plan was sent with this address on ${siteOrigin}.`),
    },
  ];
}

function touristMail(trip: TripForMail, operatorEmail: string): OutboxMail {
  const i18n = translator(trip.locale);
  const { reference } = trip;
  const subject = headerText(i18n._(msg`We received your trip plan ${reference}`));
  const blocks = touristBlocks(trip, operatorEmail);
  return {
    kind: "trip_received",
    to: headerAddress(trip.email),
    replyTo: headerAddress(operatorEmail),
    locale: trip.locale,
    subject,
    text: renderText(blocks),
    html: renderHtml(blocks, { lang: trip.locale, title: subject }),
  };
}

/* ---------- the operator's notification (Indonesian) ---------- */

function operatorBlocks(i18n: I18n, trip: TripForMail): MailBlock[] {
  const language = i18n._(SITE_LANGUAGES[trip.locale]);
  const { siteOrigin, currency } = trip;
  const estimate = estimateText(trip, "id");
  return [
    {
      type: "paragraph",
      text: i18n._(
        msg`A new trip plan came in through the ${language} site. The guest has already received an e-mail saying that we received it.`,
      ),
    },
    {
      type: "link",
      label: i18n._(msg`Open this trip in the back office`),
      href: adminTripUrl(siteOrigin, trip.reference),
    },
    {
      type: "paragraph",
      text: i18n._(
        msg`Please check every day of the plan and send the guest a quote with a price per line, preferably within ${CONFIRMATION_HOURS} hours. The prices below are the site's estimate. Reply to this e-mail to write to the guest directly.`,
      ),
    },
    { type: "heading", text: i18n._(msg`Trip`) },
    {
      type: "facts",
      facts: [
        ...stayFacts(i18n, trip, "id"),
        { label: i18n._(msg`Site`), value: i18n._(msg`${language} (${siteOrigin}), prices in ${currency}`) },
      ],
    },
    ...dayBlocks(i18n, trip, "id"),
    { type: "paragraph", text: i18n._(msg`Estimated total: ${estimate}`) },
    { type: "heading", text: i18n._(msg`Guest`) },
    { type: "facts", facts: operatorGuestFacts(i18n, trip) },
  ];
}

function operatorMail(trip: TripForMail, operatorEmail: string): OutboxMail {
  // The operator reads Indonesian, whatever the tourist's language.
  const i18n = translator("id");
  const { reference } = trip;
  const name = fullName(trip, "id");
  const subject = headerText(i18n._(msg`New trip plan ${reference} (${name})`));
  const blocks = operatorBlocks(i18n, trip);
  return {
    kind: "trip_notification",
    to: headerAddress(operatorEmail),
    replyTo: headerAddress(trip.email),
    locale: "id",
    subject,
    text: renderText(blocks),
    html: renderHtml(blocks, { lang: "id", title: subject }),
  };
}
