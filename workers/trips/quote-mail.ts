/**
 * The e-mails of a trip's quote: the quote to the tourist (their language, their currency), the
 * tourist's request for changes to the operator, and on acceptance the tourist's "your trip is
 * booked" and the operator's list of bookings to confirm. Pure: the caller queues them with
 * outboxStatementForTrip in the batch of the change.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { CONFIRMATION_HOURS } from "#domain/business.ts";
import { money } from "#domain/format.ts";
import type { Locale } from "#domain/locale.ts";
import { inCurrency, type QuoteDay, type TripQuoteView, totalInCurrency } from "#domain/trip-quote.ts";
import { translator } from "#workers/i18n.ts";
import { adminBookingUrl, SITE_LANGUAGES, touristWords } from "#workers/mail/common-copy.ts";
import { headerAddress, headerText, type MailBlock, renderHtml, renderText } from "#workers/mail/document.ts";
import { clockTime, fullName, visitDay } from "#workers/mail/format.ts";
import type { OutboxMail } from "#workers/mail/outbox.ts";
import { adminTripUrl } from "./request-mail.ts";

/** The tourist's quote page with the reference filled in; the e-mail address is typed there, never put in a URL. */
export function quotePageUrl(siteOrigin: string, reference: string): string {
  return `${siteOrigin}/trip/quote?reference=${encodeURIComponent(reference)}`;
}

function amount(trip: TripQuoteView, locale: Locale, prices: { priceIdr: number; priceUsdCents: number }): string {
  return money(locale, trip.currency, inCurrency(trip.currency, prices));
}

function total(trip: TripQuoteView, locale: Locale, totals: { totalIdr: number; totalUsdCents: number }): string {
  return money(locale, trip.currency, totalInCurrency(trip.currency, totals));
}

/** Each day with lines: its date, then its lines (start time, and the booking's reference once booked) with prices. */
function dayBlocks(i18n: I18n, trip: TripQuoteView, locale: Locale): MailBlock[] {
  const booked = (day: QuoteDay) => day.lines.length > 0;
  return trip.days.filter(booked).flatMap((day): MailBlock[] => [
    { type: "heading", text: visitDay(locale, day.date) },
    {
      type: "prices",
      rows: day.lines.map((line) => ({
        label: line.description,
        detail: [line.startTime ? clockTime(line.startTime) : "", line.booking?.reference ?? ""]
          .filter(Boolean)
          .join(" · "),
        amount: amount(trip, locale, line),
      })),
      totalLabel: i18n._(msg`Day total`),
      total: total(trip, locale, day),
    },
  ]);
}

function mailTo(
  to: string,
  replyTo: string,
  locale: Locale,
  kind: OutboxMail["kind"],
  subject: string,
  blocks: MailBlock[],
) {
  const header = headerText(subject);
  return {
    kind,
    to: headerAddress(to),
    replyTo: headerAddress(replyTo),
    locale,
    subject: header,
    text: renderText(blocks),
    html: renderHtml(blocks, { lang: locale, title: header }),
  } satisfies OutboxMail;
}

/** The quote, in the tourist's language, with the link to accept it or ask for changes. */
export function quoteMail(trip: TripQuoteView, siteOrigin: string, operatorEmail: string): OutboxMail {
  const { locale, reference } = trip;
  const i18n = translator(locale);
  const copy = touristWords(i18n);
  const sum = total(trip, locale, trip);
  const validUntil = trip.validUntil ? visitDay(locale, trip.validUntil) : "";
  const blocks: MailBlock[] = [
    { type: "paragraph", text: copy.greeting },
    {
      type: "paragraph",
      text: i18n._(msg`Here is our quote for your trip ${reference}: every day of your plan with its price.`),
    },
    ...dayBlocks(i18n, trip, locale),
    { type: "paragraph", text: i18n._(msg`Total of the quote: ${sum}`) },
    ...(trip.notes.trim()
      ? [
          { type: "heading", text: i18n._(msg`Notes from our team`) } as const,
          { type: "paragraph", text: trip.notes.trim() } as const,
        ]
      : []),
    { type: "paragraph", text: i18n._(msg`This quote is valid until ${validUntil} (Bali time).`) },
    {
      type: "paragraph",
      text: i18n._(
        msg`Open the quote with your reference and your e-mail address to accept it or to ask for changes. Once you accept it, we book every item and confirm each booking with its booking ID.`,
      ),
    },
    { type: "link", label: i18n._(msg`Open your quote`), href: quotePageUrl(siteOrigin, reference) },
    { type: "heading", text: copy.contactHeading },
    { type: "paragraph", text: copy.contact(operatorEmail, reference) },
    { type: "paragraph", text: copy.signOff },
  ];
  const subject = i18n._(msg`Your quote for trip ${reference}`);
  return mailTo(trip.email, operatorEmail, locale, "trip_quote", subject, blocks);
}

/** The tourist's message asking for changes, to the operator (Indonesian), with the link to the trip. */
export function changesRequestedMail(trip: TripQuoteView, message: string, siteOrigin: string, operatorEmail: string) {
  const i18n = translator("id");
  const { reference } = trip;
  const name = fullName(trip, "id");
  const blocks: MailBlock[] = [
    {
      type: "paragraph",
      text: i18n._(msg`The guest asks for changes to the quote of trip ${reference}. Their message:`),
    },
    { type: "paragraph", text: message },
    { type: "link", label: i18n._(msg`Open this trip in the back office`), href: adminTripUrl(siteOrigin, reference) },
    {
      type: "paragraph",
      text: i18n._(
        msg`Adjust the lines and send the quote again. Reply to this e-mail to write to the guest directly.`,
      ),
    },
  ];
  const subject = i18n._(msg`Changes requested for trip ${reference} (${name})`);
  return mailTo(operatorEmail, trip.email, "id", "trip_changes_requested", subject, blocks);
}

/** On acceptance: the tourist's confirmation that every item is booked, and the operator's list of bookings to confirm. */
export function acceptedMails(trip: TripQuoteView, siteOrigin: string, operatorEmail: string): OutboxMail[] {
  return [touristAcceptedMail(trip, siteOrigin, operatorEmail), operatorAcceptedMail(trip, siteOrigin, operatorEmail)];
}

function touristAcceptedMail(trip: TripQuoteView, siteOrigin: string, operatorEmail: string): OutboxMail {
  const { locale, reference } = trip;
  const i18n = translator(locale);
  const copy = touristWords(i18n);
  const sum = total(trip, locale, trip);
  const blocks: MailBlock[] = [
    { type: "paragraph", text: copy.greeting },
    {
      type: "paragraph",
      text: i18n._(
        msg`Thank you for accepting our quote for trip ${reference}! We have booked every item of it for you; each booking has its own reference, shown beside it below.`,
      ),
    },
    ...dayBlocks(i18n, trip, locale),
    { type: "paragraph", text: i18n._(msg`Total of the quote: ${sum}`) },
    { type: "heading", text: copy.nextHeading },
    {
      type: "paragraph",
      text: i18n._(
        msg`We confirm each booking with its booking ID by e-mail, mostly within ${CONFIRMATION_HOURS} hours. Your printable itinerary is on the quote's page.`,
      ),
    },
    { type: "link", label: i18n._(msg`Open your trip`), href: quotePageUrl(siteOrigin, reference) },
    { type: "heading", text: copy.contactHeading },
    { type: "paragraph", text: copy.contact(operatorEmail, reference) },
    { type: "paragraph", text: copy.signOff },
  ];
  const subject = i18n._(msg`Your trip ${reference} is booked`);
  return mailTo(trip.email, operatorEmail, locale, "trip_accepted", subject, blocks);
}

function operatorAcceptedMail(trip: TripQuoteView, siteOrigin: string, operatorEmail: string): OutboxMail {
  const i18n = translator("id");
  const { reference } = trip;
  const name = fullName(trip, "id");
  const language = i18n._(SITE_LANGUAGES[trip.locale]);
  const bookings = trip.days.flatMap((day) =>
    day.lines.flatMap((line) => (line.booking ? [{ day: day.date, line, reference: line.booking.reference }] : [])),
  );
  const blocks: MailBlock[] = [
    {
      type: "paragraph",
      text: i18n._(
        msg`The guest accepted the quote of trip ${reference} on the ${language} site. Its bookings now hold their places: please confirm each one with a booking ID.`,
      ),
    },
    { type: "link", label: i18n._(msg`Open this trip in the back office`), href: adminTripUrl(siteOrigin, reference) },
    ...bookings.map(
      (booking): MailBlock => ({
        type: "link",
        label: `${booking.reference}: ${visitDay("id", booking.day)}, ${booking.line.description}`,
        href: adminBookingUrl(siteOrigin, booking.reference),
      }),
    ),
  ];
  const subject = i18n._(msg`Trip ${reference} accepted (${name})`);
  return mailTo(operatorEmail, trip.email, "id", "trip_accepted_notification", subject, blocks);
}
