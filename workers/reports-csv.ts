/** Each report as CSV in the operator's language, through the manifest's formula guard (csvText). */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { BookingSource } from "#domain/inputs/operator-booking.ts";
import { BOOKING_SOURCE_LABELS, sourceLine } from "#domain/inputs/operator-booking-messages.ts";
import {
  CANCELLATION_LABELS,
  LANGUAGE_LABELS,
  LEAD_TIME_LABELS,
  REQUEST_LABELS,
} from "#domain/inputs/report-messages.ts";
import type { Locale } from "#domain/locale.ts";
import type { OccupancyRow, ReportData, ReportName, RequestsRow } from "#domain/reports.ts";
import { csvText } from "#workers/booking/operator-day.ts";
import { translator } from "#workers/i18n.ts";

type Cell = string | number;

/** US cents as a spreadsheet reads dollars; rupiah stay whole. */
function dollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The rows of one report, its header first. */
export function reportRows(data: ReportData, report: ReportName, locale: Locale): Cell[][] {
  const i18n = translator(locale);
  const word = (message: MessageDescriptor) => i18n._(message);
  const occupancy = (rows: OccupancyRow[], rank: string) =>
    rows.map((row) => [
      rank,
      row.name,
      ...(row.date === undefined ? [] : [row.date, row.startTime ?? ""]),
      row.sold,
      row.capacity,
      row.percent,
    ]);
  const top = word(msg({ context: "reports", message: "Top 10" }));
  const bottom = word(msg({ context: "reports", message: "Bottom 10" }));
  const bookings = word(msg({ context: "reports", message: "Bookings" }));
  const guests = word(msg({ context: "reports", message: "Guests" }));
  switch (report) {
    case "bookings":
      return [
        [
          word(msg({ context: "reports", message: "From" })),
          bookings,
          guests,
          word(msg({ context: "reports", message: "Booked (Rp)" })),
          word(msg({ context: "reports", message: "Booked (US$)" })),
          word(msg({ context: "reports", message: "Paid (Rp)" })),
        ],
        ...data.series.map((point) => [
          point.bucket,
          point.bookings,
          point.guests,
          point.bookedIdr,
          dollars(point.bookedUsdCents),
          point.paidIdr,
        ]),
      ];
    case "revenue":
      return [
        [
          word(msg({ context: "reports", message: "Period" })),
          word(msg({ context: "reports", message: "Booked (Rp)" })),
          word(msg({ context: "reports", message: "Booked (US$)" })),
          word(msg({ context: "reports", message: "Paid (Rp)" })),
          word(msg({ context: "reports", message: "Paid (US$)" })),
        ],
        ...[
          [`${data.period.from} – ${data.period.to}`, data.now],
          [`${data.previous.from} – ${data.previous.to}`, data.before],
        ].map(([label, figures]) => {
          const headline = figures as ReportData["now"];
          return [
            label as string,
            headline.booked.IDR,
            dollars(headline.booked.USD),
            headline.paid.IDR,
            dollars(headline.paid.USD),
          ];
        }),
      ];
    case "occupancy":
    case "departures": {
      const departures = report === "departures";
      return [
        [
          word(msg({ context: "reports", message: "Rank" })),
          word(msg({ context: "reports", message: "Activity" })),
          ...(departures
            ? [
                word(msg({ context: "reports", message: "Date" })),
                word(msg({ context: "reports", message: "Start time" })),
              ]
            : []),
          word(msg({ context: "reports", message: "Seats sold" })),
          word(msg({ context: "reports", message: "Capacity" })),
          word(msg({ context: "reports", message: "Occupancy (%)" })),
        ],
        ...occupancy(departures ? data.topDepartures : data.topActivities, top),
        ...occupancy(departures ? data.bottomDepartures : data.bottomActivities, bottom),
      ];
    }
    case "sources":
      return [
        [word(msg({ context: "reports", message: "Source" })), bookings, guests],
        ...data.sources.map((row) => [
          sourceLine(word(BOOKING_SOURCE_LABELS[row.key as BookingSource] ?? msg`Website`), {
            sourceName: row.name,
            sourceReference: "",
          }),
          row.bookings,
          row.guests,
        ]),
      ];
    case "countries":
      return [
        [word(msg({ context: "reports", message: "Country" })), bookings, guests],
        ...data.countries.map((row) => [row.key, row.bookings, row.guests]),
      ];
    case "languages":
      return [
        [word(msg({ context: "reports", message: "Language" })), bookings, guests],
        ...data.languages.map((row) => [
          word(LANGUAGE_LABELS[row.key as Locale] ?? LANGUAGE_LABELS.id),
          row.bookings,
          row.guests,
        ]),
      ];
    case "lead-time":
      return [
        [word(msg({ context: "reports", message: "Booked before the visit" })), bookings],
        ...data.leadTime.buckets.map((bucket) => [word(LEAD_TIME_LABELS[bucket.key]), bucket.bookings]),
      ];
    case "cancellations":
      return [
        [
          word(msg({ context: "reports", message: "Kind" })),
          bookings,
          word(msg({ context: "reports", message: "Fees (Rp)" })),
          word(msg({ context: "reports", message: "Fees (US$)" })),
        ],
        ...data.cancellations.map((row) => [
          word(CANCELLATION_LABELS[row.kind]),
          row.bookings,
          row.feeIdr,
          dollars(row.feeUsdCents),
        ]),
      ];
    case "requests":
      return [
        [word(msg({ context: "reports", message: "Outcome" })), bookings],
        ...(Object.keys(REQUEST_LABELS) as (keyof RequestsRow)[]).map((key) => [
          word(REQUEST_LABELS[key]),
          data.requests[key],
        ]),
      ];
    case "reviews":
      return [
        [
          word(msg({ context: "reports", message: "From" })),
          word(msg({ context: "reports", message: "Reviews" })),
          word(msg({ context: "reports", message: "Average rating" })),
        ],
        ...data.series.map((point) => [point.bucket, point.reviews, point.rating ?? ""]),
      ];
  }
}

export function reportCsv(data: ReportData, report: ReportName, locale: Locale): string {
  return csvText(reportRows(data, report, locale));
}
