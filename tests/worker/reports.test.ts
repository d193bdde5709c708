/**
 * Issue 41: the back office's front page (/admin), its reports (/admin/reports) and their CSV
 * (/admin/reports.csv), against a handful of bookings whose figures are worked out by hand below:
 * bookings on both sides of a Bali midnight, both currencies, a cancellation and a no-show with
 * their fees, a declined request, a sales channel, payments and a refund, reviews (one hidden).
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { baliToday } from "#domain/bali-time.ts";
import { type Period, previousPeriod } from "#domain/reports.ts";
import {
  DAYS_SQL,
  LONG_RANGE_SQL,
  MONTH_SQL,
  paramsOf,
  REPORT_SQL,
  reportSqlFor,
  SHORT_RANGE_SQL,
  WEEK_SQL,
  YEAR_SQL,
} from "#workers/reports.ts";
import { Browser, newEmail } from "./browser.ts";
import { signedInOperator, signedInTourist, testIdPart, textOf } from "./operator-support.ts";

/** March 2025 in Bali, compared with February. */
const MARCH = "from=2019-03-01&to=2019-03-31";

let activityId = 0;
let references = 0;

interface Fixture {
  created: string;
  status?: "confirmed" | "cancelled" | "declined";
  currency: "IDR" | "USD";
  totalIdr: number;
  totalUsdCents: number;
  adults: number;
  kids?: number;
  visit: string;
  country: string;
  locale: "id" | "en";
  source?: string;
  sourceName?: string;
  kind?: "tourist" | "no_show";
  feeIdr?: number;
  feeUsdCents?: number;
}

async function booking(fixture: Fixture): Promise<number> {
  references += 1;
  const row = await env.DB.prepare(
    `INSERT INTO bookings (reference, status, activity_id, locale, currency, visit_date, start_time, adults, kids, seats,
       first_name, last_name, email, phone_number, country, pickup_location, payment_method, order_data, total_idr,
       total_usd_cents, created_at, source, source_name, cancellation_kind, cancellation_fee_idr, cancellation_fee_usd_cents)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, '09:00', ?7, ?8, ?7 + ?8, 'Mr. Made', 'Report', 'report@example.com', '0812 0000 1111',
       ?9, 'Ubud', 'cash', '[]', ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17) RETURNING id`,
  )
    .bind(
      `RPT${String(references).padStart(5, "0")}`,
      fixture.status ?? "confirmed",
      activityId,
      fixture.locale,
      fixture.currency,
      fixture.visit,
      fixture.adults,
      fixture.kids ?? 0,
      fixture.country,
      fixture.totalIdr,
      fixture.totalUsdCents,
      fixture.created,
      fixture.source ?? "website",
      fixture.sourceName ?? "",
      fixture.kind ?? null,
      fixture.feeIdr ?? null,
      fixture.feeUsdCents ?? null,
    )
    .first<{ id: number }>();
  return row?.id ?? 0;
}

async function payment(
  bookingId: number,
  kind: "payment" | "refund",
  currency: "IDR" | "USD",
  minor: number,
  idr: number,
  day: string,
) {
  await env.DB.prepare(
    `INSERT INTO booking_payments (booking_id, kind, method, currency, amount_minor, amount_idr, paid_on, actor_name, actor_email)
     VALUES (?1, ?2, 'cash', ?3, ?4, ?5, ?6, 'Wayan', 'wayan@example.com')`,
  )
    .bind(bookingId, kind, currency, minor, idr, day)
    .run();
}

async function review(rating: number, created: string, hidden = false) {
  await env.DB.prepare(
    `INSERT INTO comments (activity_id, rating, title, body, created_at, hidden_at) VALUES (?1, ?2, 'Title', 'Body', ?3, ?4)`,
  )
    .bind(activityId, rating, created, hidden ? created : null)
    .run();
}

beforeAll(async () => {
  const row = await env.DB.prepare("SELECT id FROM activities ORDER BY id LIMIT 1").first<{ id: number }>();
  activityId = row?.id ?? 0;
  // Ten seats a start time: the departure of 10 March at 09:00 sells four of them.
  await env.DB.prepare(
    `INSERT INTO availability_rules (activity_id, start_times, capacity, capacity_per) VALUES (?1, '["09:00"]', 10, 'start_time')
     ON CONFLICT (activity_id) DO UPDATE SET start_times = '["09:00"]', capacity = 10, capacity_per = 'start_time'`,
  )
    .bind(activityId)
    .run();
  // Made at 00:30 on 1 March in Bali (16:30Z the day before): March. 3 guests, Rp 1,000,000, visit in 9 days.
  const first = await booking({
    created: "2019-02-28T16:30:00.000Z",
    currency: "IDR",
    totalIdr: 1_000_000,
    totalUsdCents: 6500,
    adults: 2,
    kids: 1,
    visit: "2019-03-10",
    country: "Indonesia",
    locale: "id",
  });
  // Made at 23:30 on 28 February in Bali: the period before. US$ 100.
  const february = await booking({
    created: "2019-02-28T15:30:00.000Z",
    currency: "USD",
    totalIdr: 1_600_000,
    totalUsdCents: 10_000,
    adults: 1,
    visit: "2019-03-10",
    country: "Australia",
    locale: "en",
  });
  // Cancelled by the guest through a channel: worth its fee, Rp 250,000.
  const cancelled = await booking({
    created: "2019-03-05T02:00:00.000Z",
    status: "cancelled",
    currency: "IDR",
    totalIdr: 500_000,
    totalUsdCents: 3200,
    adults: 2,
    visit: "2019-03-12",
    country: "Australia",
    locale: "en",
    source: "marketplace",
    sourceName: "Klook",
    kind: "tourist",
    feeIdr: 250_000,
    feeUsdCents: 1600,
  });
  // A no-show on the day it was booked, by phone, in dollars: its fee is the whole US$ 80.
  const noShow = await booking({
    created: "2019-03-06T02:00:00.000Z",
    status: "cancelled",
    currency: "USD",
    totalIdr: 1_300_000,
    totalUsdCents: 8000,
    adults: 1,
    visit: "2019-03-06",
    country: "Germany",
    locale: "en",
    source: "phone",
    kind: "no_show",
    feeIdr: 1_300_000,
    feeUsdCents: 8000,
  });
  await booking({
    created: "2019-03-07T02:00:00.000Z",
    status: "declined",
    currency: "IDR",
    totalIdr: 700_000,
    totalUsdCents: 4500,
    adults: 4,
    visit: "2019-03-20",
    country: "Germany",
    locale: "id",
  });
  // 23:59:59 on 31 March in Bali: March, visit 45 days later.
  await booking({
    created: "2019-03-31T15:59:59.000Z",
    currency: "IDR",
    totalIdr: 300_000,
    totalUsdCents: 1900,
    adults: 1,
    visit: "2019-05-15",
    country: "Indonesia",
    locale: "id",
  });
  // Midnight of 1 April in Bali: not March.
  await booking({
    created: "2019-03-31T16:00:00.000Z",
    currency: "IDR",
    totalIdr: 999_999,
    totalUsdCents: 6400,
    adults: 9,
    visit: "2019-04-10",
    country: "Japan",
    locale: "en",
  });
  await payment(first, "payment", "IDR", 400_000, 400_000, "2019-03-02");
  await payment(cancelled, "payment", "IDR", 250_000, 250_000, "2019-03-05");
  await payment(cancelled, "refund", "IDR", 100_000, 100_000, "2019-03-06");
  await payment(noShow, "payment", "USD", 8000, 1_300_000, "2019-03-06");
  await payment(february, "payment", "USD", 10_000, 1_600_000, "2019-02-28");
  await review(5, "2019-02-28T17:00:00.000Z");
  await review(4, "2019-03-20T05:00:00.000Z");
  await review(1, "2019-03-21T05:00:00.000Z", true);
  await review(3, "2019-02-28T15:00:00.000Z");
});

/** A CSV's rows as cells (no quoted commas in these fixtures), without the byte order mark. */
async function csvRows(browser: Browser, query: string): Promise<string[][]> {
  const reply = await browser.fetchText("GET", `/admin/reports.csv?${query}`);
  expect(reply.status).toBe(200);
  expect(reply.headers.get("content-type")).toContain("text/csv");
  return reply.text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => line.split(","));
}

describe("the front page", () => {
  it("shows March's headline figures against February's, counting bookings on Bali's calendar days", async () => {
    const operator = await signedInOperator("en");
    const reply = await operator.page(`/admin?${MARCH}`);
    expect(reply.status).toBe(200);
    const figure = (id: string) => textOf(testIdPart(reply.text, id));
    // 1 March 00:30, the cancellation, the no-show and 31 March 23:59; not the declined one, not 1 April 00:00.
    expect(figure("figure-bookings")).toContain("Bookings made 4 +300% on the period before");
    expect(figure("figure-guests")).toContain("7");
    // 1,000,000 + the cancellation's fee 250,000 + 300,000.
    expect(figure("figure-booked-idr")).toContain("Rp 1,550,000");
    expect(figure("figure-booked-usd")).toContain("US$ 80");
    // 400,000 + 250,000 − 100,000 refunded.
    expect(figure("figure-paid-idr")).toContain("Rp 550,000");
    // 4 of the 10 seats of 10 March at 09:00; nothing ran in February.
    expect(figure("figure-occupancy")).toContain("40% nothing the period before");
    expect(figure("figure-cancellations")).toContain("1 + 1");
    // 5 and 4 (the hidden 1 left out) against February's 3.
    expect(figure("figure-rating")).toContain("4.5 / 5 +1.5 on the period before");
    expect(testIdPart(reply.text, "report-period")).toContain("01 Mar 2019");
    const charts = reply.text.match(/<svg[^>]*role="img"[^>]*aria-labelledby="[^"]+"/g) ?? [];
    expect(charts.length).toBeGreaterThanOrEqual(3);
    expect(reply.text).toContain("<title");
    expect(reply.text).toContain("<desc");
  });

  it("cuts an activity's long name to its bar on the chart, and keeps it whole in the table behind", async () => {
    const operator = await signedInOperator("en");
    const long = "Sunrise trek on Mount Batur with breakfast cooked in the steam of the volcano";
    await env.DB.prepare("UPDATE activity_translations SET name = ?1 || ' ' || activity_id WHERE locale = 'en'")
      .bind(long)
      .run();
    const reply = await operator.page(`/admin?${MARCH}`);
    expect(reply.status).toBe(200);
    const labels = [...reply.text.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? "");
    const cut = labels.filter((label) => label.startsWith("Sunrise"));
    expect(cut.length).toBeGreaterThan(0);
    for (const label of cut) {
      expect(label.endsWith("…")).toBe(true);
      expect([...label].length).toBeLessThanOrEqual(45);
    }
    expect(reply.text).toMatch(new RegExp(`<th scope="row">${long} \\d+</th>`));
  });

  it("is linked from the back office's menu, and says what is wrong with a bad range", async () => {
    const operator = await signedInOperator("en");
    const page = await operator.page("/admin/bookings");
    expect(page.text).toMatch(/<a[^>]*href="\/admin"[^>]*>How we are doing<\/a>/);
    const bad = await operator.page("/admin?from=2019-03-31&to=2019-03-01");
    expect(bad.status).toBe(200);
    expect(textOf(bad.text)).toContain("The last day cannot be before the first day.");
  });
});

describe("the year presets", () => {
  it("show last year and this year whole, each against the year before, named in the URL", async () => {
    const today = baliToday();
    const year = Number(today.slice(0, 4));
    // Made and visited last year (Bali): counted in last year, read from its kept year.
    await booking({
      created: `${year - 1}-06-10T02:00:00.000Z`,
      currency: "IDR",
      totalIdr: 700_000,
      totalUsdCents: 4500,
      adults: 2,
      visit: `${year - 1}-06-20`,
      country: "Iceland",
      locale: "en",
    });
    const operator = await signedInOperator("en");
    const lastYear = await operator.page("/admin?period=last-year");
    expect(lastYear.status).toBe(200);
    expect(lastYear.text).toMatch(/<option value="last-year" selected="">Last year<\/option>/);
    expect(textOf(testIdPart(lastYear.text, "report-period"))).toContain(
      `01 Jan ${year - 1} to 31 Dec ${year - 1} (Bali time), compared with 01 Jan ${year - 2} to 31 Dec ${year - 2}`,
    );
    expect(textOf(testIdPart(lastYear.text, "figure-booked-idr"))).toContain("Rp 700,000");
    expect(await csvRows(operator, "period=last-year&report=countries")).toEqual([
      ["Country", "Bookings", "Guests"],
      ["Iceland", "1", "2"],
    ]);
    expect((await csvRows(operator, "period=last-year&report=occupancy")).slice(1, 2)).toEqual([
      expect.arrayContaining(["2", "10", "20"]),
    ]);
    const thisYear = await operator.page("/admin/reports?period=year");
    expect(thisYear.text).toMatch(/<option value="year" selected="">This year<\/option>/);
    expect(textOf(testIdPart(thisYear.text, "report-period"))).toContain(
      `01 Jan ${year} to 31 Dec ${year} (Bali time), compared with 01 Jan ${year - 1} to 31 Dec ${year - 1}`,
    );
    expect(thisYear.text).toContain(`/admin/reports.csv?from=${year}-01-01&amp;to=${year}-12-31&amp;report=bookings`);
  });
});

describe("the reports", () => {
  it("show sources with the channel's name, countries, languages, lead time, cancellations and requests", async () => {
    const operator = await signedInOperator("en");
    const reply = await operator.page(`/admin/reports?${MARCH}`);
    expect(reply.status).toBe(200);
    const table = (id: string) => textOf(testIdPart(reply.text, id));
    expect(table("table-sources")).toContain("Website 2 4 Marketplace: Klook 1 2 Phone 1 1");
    expect(table("table-countries")).toContain("Indonesia 2 4 Australia 1 2 Germany 1 1");
    expect(textOf(testIdPart(reply.text, "lead-time-average")).trim()).toBe(
      "On average, booked 15.3 days before the visit.",
    );
    expect(table("table-cancellations")).toContain("Cancelled by the guest 1 Rp 250,000 US$ 0");
    expect(table("table-cancellations")).toContain("No-show 1 Rp 0 US$ 80");
    expect(table("table-requests")).toContain("Confirmed 2");
    expect(table("table-requests")).toContain("Declined 1");
    expect(table("table-top-departures")).toMatch(/10 Mar 2019 09:00 4 10 40%/);
  });

  it("give each report as CSV with a header in the operator's language", async () => {
    const operator = await signedInOperator("en");
    expect(await csvRows(operator, `${MARCH}&report=revenue`)).toEqual([
      ["Period", "Booked (Rp)", "Booked (US$)", "Paid (Rp)", "Paid (US$)"],
      ["2019-03-01 – 2019-03-31", "1550000", "80.00", "550000", "80.00"],
      ["2019-02-01 – 2019-02-28", "0", "100.00", "0", "100.00"],
    ]);
    // Charted by month: February's and March's payments from their month totals, plus the refund.
    expect(
      (await csvRows(operator, "from=2018-10-15&to=2019-03-31&report=revenue")).map((row) => row.slice(3)),
    ).toEqual([
      ["Paid (Rp)", "Paid (US$)"],
      ["550000", "180.00"],
      ["0", "0.00"],
    ]);
    expect(await csvRows(operator, `${MARCH}&report=lead-time`)).toEqual([
      ["Booked before the visit", "Bookings"],
      ["Same day", "1"],
      ["1 to 7 days", "1"],
      ["8 to 30 days", "1"],
      ["31 to 90 days", "1"],
      ["More than 90 days", "0"],
    ]);
    const languages = await csvRows(operator, `${MARCH}&report=languages`);
    expect(languages).toEqual([
      ["Language", "Bookings", "Guests"],
      ["English site", "2", "3"],
      ["Indonesian site", "2", "4"],
    ]);
    const days = await csvRows(operator, `${MARCH}&report=bookings`);
    expect(days[0]).toEqual(["From", "Bookings", "Guests", "Booked (Rp)", "Booked (US$)", "Paid (Rp)"]);
    expect(days).toHaveLength(32);
    expect(days[1]).toEqual(["2019-03-01", "1", "3", "1000000", "0.00", "0"]);
    expect(days[31]).toEqual(["2019-03-31", "1", "1", "300000", "0.00", "0"]);
  });

  it("keep a formula typed into a booking inert in the CSV", async () => {
    await booking({
      created: "2019-06-10T02:00:00.000Z",
      currency: "IDR",
      totalIdr: 100_000,
      totalUsdCents: 700,
      adults: 1,
      visit: "2019-06-20",
      country: '=HYPERLINK("http://evil.example")',
      locale: "en",
    });
    const operator = await signedInOperator("id");
    const reply = await operator.fetchText("GET", "/admin/reports.csv?from=2019-06-01&to=2019-06-30&report=countries");
    expect(reply.text).toContain(`"'=HYPERLINK(""http://evil.example"")",1,1`);
    expect(reply.text.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe("Negara,Pemesanan,Tamu");
  });

  it("answer 422 with what is wrong for an unknown report or a bad range", async () => {
    const operator = await signedInOperator("en");
    const unknown = await operator.fetchText("GET", `/admin/reports.csv?${MARCH}&report=salaries`);
    expect(unknown.status).toBe(422);
    expect(unknown.text).toBe("There is no report of that name.");
    const reversed = await operator.fetchText(
      "GET",
      "/admin/reports.csv?from=2019-03-31&to=2019-03-01&report=bookings",
    );
    expect(reversed.status).toBe(422);
    expect(reversed.text).toBe("The last day cannot be before the first day.");
    const long = await operator.fetchText("GET", "/admin/reports.csv?from=2018-01-01&to=2019-03-01&report=bookings");
    expect(long.status).toBe(422);
    expect(long.text).toBe("A report covers at most 366 days.");
  });

  it("are 404 for a signed-out visitor, a tourist and a driver", async () => {
    const driverId = (
      await env.DB.prepare(
        "INSERT INTO resources (kind, name, phone) VALUES ('driver', 'Komang Reports', '+62 811 000 222') RETURNING id",
      ).first<{
        id: number;
      }>()
    )?.id;
    const driver = new Browser("en");
    const registered = await driver.post("/api/register", {
      name: "Komang Crew",
      email: newEmail(),
      password: "ricefields-at-dawn-42",
    });
    await env.DB.prepare("INSERT INTO crew_accounts (user_id, resource_id) VALUES (?1, ?2)")
      .bind(registered.body.user.id, driverId)
      .run();
    const visitors = [new Browser("en"), await signedInTourist("en"), driver];
    for (const visitor of visitors) {
      for (const path of ["/admin", `/admin/reports?${MARCH}`, `/admin/reports.csv?${MARCH}&report=bookings`]) {
        const reply = await visitor.page(path);
        expect(reply.status, path).toBe(404);
        expect(reply.text).not.toContain("1550000");
      }
    }
  });
});

describe("the reports' reads", () => {
  it("read one batch, every statement from an index and none by scanning its table", async () => {
    const march = { preset: "custom", from: "2019-03-01", to: "2019-03-31" } as const;
    const params = paramsOf("en", march, previousPeriod(march));
    const kept = [MONTH_SQL, WEEK_SQL, YEAR_SQL, DAYS_SQL, LONG_RANGE_SQL].flatMap((statements) =>
      Object.entries(statements),
    );
    for (const [name, sql] of [...Object.entries(REPORT_SQL), ...Object.entries(SHORT_RANGE_SQL), ...kept]) {
      const highest = Math.max(0, ...[...sql.matchAll(/\?(\d+)/g)].map((match) => Number(match[1])));
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params.slice(0, highest))
        .all<{ detail: string }>();
      const steps = plan.results.map((step) => step.detail).join("\n");
      expect(steps, name).not.toMatch(
        /SCAN (bookings|comments|booking_takings|booking_taking_months|booking_cancellation_days|booking_cancellation_months|review_report_days|review_report_months|booking_trip_totals|booking_runs|activity_run_months|activity_run_weeks|activity_run_years|booking_country_years|booking_report_months|channel_bookings)\b(?! USING)/,
      );
    }
    const made = await env.DB.prepare(`EXPLAIN QUERY PLAN ${REPORT_SQL.sources}`)
      .bind(...params)
      .all<{ detail: string }>();
    const madePlan = made.results.map((step) => step.detail).join("\n");
    expect(madePlan).toMatch(/SEARCH d USING PRIMARY KEY \(dimension=\? AND booked_on>\? AND booked_on<\?\)/);
    expect(madePlan).toMatch(
      /SEARCH booking_report_months USING (?:PRIMARY KEY|COVERING INDEX \w+) \(dimension=\? AND month>\? AND month<\?\)/,
    );
  });
});

const YEAR_CANCELLATION = {
  created: "2019-12-01T02:00:00.000Z",
  status: "cancelled",
  currency: "IDR",
  totalIdr: 400_000,
  totalUsdCents: 2500,
  adults: 1,
  country: "Japan",
  locale: "en",
  kind: "tourist",
  feeIdr: 100_000,
} as const;

describe("a year's reports", () => {
  it("read the occupancy and cancellations of a year from their totals, not from each departure and visit", async () => {
    // 2020: a booking made on each of its 366 days for a departure that day, none of them read one by one.
    await env.DB.prepare(
      `WITH RECURSIVE n (i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 365)
       INSERT INTO bookings (reference, status, activity_id, locale, currency, visit_date, start_time, adults, kids, seats,
         first_name, last_name, email, phone_number, country, pickup_location, payment_method, order_data, total_idr,
         total_usd_cents, created_at, source, source_name)
       SELECT 'YEAR' || i, 'confirmed', ?1, 'en', 'IDR', date('2020-01-01', '+' || i || ' days'), '09:00', 2, 0, 2,
         'Mr. Made', 'Report', 'report@example.com', '0812 0000 1111', 'Japan', 'Ubud', 'cash', '[]', 100000, 700,
         date('2020-01-01', '+' || i || ' days') || 'T02:00:00.000Z', 'website', '' FROM n`,
    )
      .bind(activityId)
      .run();
    const year = { preset: "custom", from: "2020-01-01", to: "2020-12-31" } as const;
    const params = paramsOf("en", year, previousPeriod(year));
    // Three of the year's visits cancelled, on days with other visits: only they are read.
    await booking({ ...YEAR_CANCELLATION, visit: "2020-02-10" });
    await booking({ ...YEAR_CANCELLATION, visit: "2020-06-10", kind: "no_show" });
    await booking({ ...YEAR_CANCELLATION, visit: "2020-11-10" });
    const bounded = [
      "occupancy",
      "activities",
      "topDepartures",
      "bottomDepartures",
      "cancellations",
      "sources",
      "countries",
      "languages",
      "leadTime",
      "requests",
    ] as const;
    // The activities are ranked activity after activity: about two rows counted for each activity's
    // rule, and its months, however many departures the year holds.
    const activities = await env.DB.prepare(
      "SELECT count(*) AS rules FROM availability_rules WHERE activity_id IS NOT NULL",
    ).first<{ rules: number }>();
    for (const name of bounded) {
      const sql = REPORT_SQL[name];
      const highest = Math.max(0, ...[...sql.matchAll(/\?(\d+)/g)].map((match) => Number(match[1])));
      const reply = await env.DB.prepare(sql)
        .bind(...params.slice(0, highest))
        .all();
      const perActivity = name === "activities" ? 2 * (activities?.rules ?? 0) : 0;
      expect(reply.meta.rows_read, `${name} (${perActivity} rows for the rules)`).toBeLessThan(120 + perActivity);
    }
    // The calendar year, June and its first week rank from the first entries of the year's, the
    // month's and the week's indexes, and the year charts its bookings from their months;
    // ten days (and the week's departures) take each day's first entries: a few rows a day, however
    // many departures, rules and activities' months the database holds.
    const june = [
      ["2020-01-01", "2020-12-31", ["activities", "topDepartures", "bottomDepartures", "countries"], 30],
      ["2020-01-01", "2020-12-31", ["days", "paid", "reviews"], 60],
      ["2020-06-01", "2020-06-30", ["activities", "topDepartures", "bottomDepartures", "countries"], 30],
      ["2020-06-01", "2020-06-07", ["activities"], 10],
      ["2020-06-01", "2020-06-07", ["topDepartures", "bottomDepartures"], 7 * 8],
      ["2020-06-10", "2020-06-19", ["topDepartures", "bottomDepartures"], 10 * 8],
    ] as const;
    for (const [from, to, names, most] of june) {
      const period = { preset: "custom", from, to } as const;
      const periodParams = paramsOf("en", period, previousPeriod(period));
      const statements = reportSqlFor(period);
      for (const name of names) {
        const sql = statements[name];
        const highest = Math.max(0, ...[...sql.matchAll(/\?(\d+)/g)].map((match) => Number(match[1])));
        const reply = await env.DB.prepare(sql)
          .bind(...periodParams.slice(0, highest))
          .all();
        expect(reply.meta.rows_read, `${name} of ${from} to ${to}`).toBeLessThanOrEqual(most);
      }
    }
    const operator = await signedInOperator("en");
    const rows = await csvRows(operator, "from=2020-01-01&to=2020-12-31&report=occupancy");
    expect(rows.slice(1, 2)).toEqual([expect.arrayContaining(["732", "3660", "20"])]);
    expect(await csvRows(operator, "from=2020-01-01&to=2020-12-31&report=countries")).toEqual([
      ["Country", "Bookings", "Guests"],
      ["Japan", "366", "732"],
    ]);
    // Mid-month to mid-month: the partial months' days and the whole months between them.
    expect(await csvRows(operator, "from=2020-01-16&to=2020-03-15&report=countries")).toEqual([
      ["Country", "Bookings", "Guests"],
      ["Japan", "60", "120"],
    ]);
    expect(await csvRows(operator, "from=2020-01-01&to=2020-12-31&report=cancellations")).toEqual([
      expect.anything(),
      [expect.any(String), "1", "100000", "0.00"],
      [expect.any(String), "2", "200000", "0.00"],
    ]);
  });
});

describe("the day totals", () => {
  it("follow a booking that is cancelled, moved, changed and deleted, as counting the bookings again finds", async () => {
    const id = await booking({
      created: "2019-07-01T01:00:00.000Z",
      currency: "USD",
      totalIdr: 800_000,
      totalUsdCents: 5000,
      adults: 2,
      visit: "2019-07-03",
      country: "France",
      locale: "en",
    });
    const operator = await signedInOperator("en");
    const july = "from=2019-07-01&to=2019-07-31";
    await env.DB.prepare(
      `UPDATE bookings SET status = 'cancelled', cancellation_kind = 'tourist', cancellation_fee_usd_cents = 1500,
         visit_date = '2019-08-20', adults = 3 WHERE id = ?1`,
    )
      .bind(id)
      .run();
    // A payment changes none of the figures the day totals keep.
    await payment(id, "payment", "USD", 1500, 240_000, "2019-07-02");
    expect((await csvRows(operator, `${july}&report=revenue`))[1]).toEqual([
      "2019-07-01 – 2019-07-31",
      "0",
      "15.00",
      "0",
      "15.00",
    ]);
    expect((await csvRows(operator, `${july}&report=lead-time`))[4]).toEqual(["31 to 90 days", "1"]);
    expect((await csvRows(operator, `${july}&report=countries`))[1]).toEqual(["France", "1", "3"]);

    const kept = await env.DB.prepare(
      "SELECT dimension, booked_on, item, bookings, guests, booked_idr, booked_usd_cents, lead_days FROM booking_report_days WHERE bookings <> 0 ORDER BY 1, 2, 3",
    ).all();
    const counted = await env.DB.prepare(
      `SELECT 'made' AS dimension, date(created_at, '+8 hours') AS booked_on, currency AS item, count(*) AS bookings,
         sum(adults + kids + people) AS guests,
         sum(CASE WHEN currency <> 'IDR' THEN 0 WHEN status = 'cancelled' THEN coalesce(cancellation_fee_idr, 0) ELSE total_idr END) AS booked_idr,
         sum(CASE WHEN currency <> 'USD' THEN 0 WHEN status = 'cancelled' THEN coalesce(cancellation_fee_usd_cents, 0) ELSE total_usd_cents END) AS booked_usd_cents,
         sum(max(0, CAST(julianday(visit_date) - julianday(date(created_at, '+8 hours')) AS INTEGER))) AS lead_days
       FROM bookings WHERE status <> 'declined' GROUP BY 2, 3 ORDER BY 1, 2, 3`,
    ).all();
    expect(kept.results.filter((row) => row.dimension === "made")).toEqual(counted.results);

    await env.DB.prepare("DELETE FROM bookings WHERE id = ?1").bind(id).run();
    expect(await csvRows(operator, `${july}&report=countries`)).toEqual([["Country", "Bookings", "Guests"]]);
  });

  /** The cancellations' day totals (migration 0060), checked against the bookings counted again. */
  async function cancellationsRecounted() {
    const kept = await env.DB.prepare(
      "SELECT visit_date, kind, bookings, fee_idr, fee_usd_cents FROM booking_cancellation_days WHERE bookings <> 0 OR fee_idr <> 0 OR fee_usd_cents <> 0 ORDER BY 1, 2",
    ).all();
    const counted = await env.DB.prepare(
      `SELECT visit_date, coalesce(cancellation_kind, 'operator') AS kind, count(*) AS bookings,
         sum(CASE WHEN currency = 'IDR' THEN coalesce(cancellation_fee_idr, 0) ELSE 0 END) AS fee_idr,
         sum(CASE WHEN currency = 'USD' THEN coalesce(cancellation_fee_usd_cents, 0) ELSE 0 END) AS fee_usd_cents
       FROM bookings WHERE status = 'cancelled' GROUP BY 1, 2 ORDER BY 1, 2`,
    ).all();
    expect(kept.results).toEqual(counted.results);
    // And by month (migration 0072), against the days summed again.
    const months = await env.DB.prepare(
      "SELECT month, kind, bookings, fee_idr, fee_usd_cents FROM booking_cancellation_months WHERE bookings <> 0 OR fee_idr <> 0 OR fee_usd_cents <> 0 ORDER BY 1, 2",
    ).all();
    const summed = await env.DB.prepare(
      `SELECT substr(visit_date, 1, 7) || '-01' AS month, kind, sum(bookings) AS bookings, sum(fee_idr) AS fee_idr,
         sum(fee_usd_cents) AS fee_usd_cents FROM booking_cancellation_days GROUP BY 1, 2
       HAVING sum(bookings) <> 0 OR sum(fee_idr) <> 0 OR sum(fee_usd_cents) <> 0 ORDER BY 1, 2`,
    ).all();
    expect(months.results).toEqual(summed.results);
    return kept.results;
  }

  /**
   * The day totals by month (migrations 0060 and 0073, what the bookings are worth included) and the
   * countries by year (0073), checked against the day totals summed again.
   */
  async function reportMonthsRecounted() {
    const kept = await env.DB.prepare(
      "SELECT dimension, month, item, bookings, guests, booked_idr, booked_usd_cents, lead_days FROM booking_report_months WHERE bookings <> 0 OR guests <> 0 OR booked_idr <> 0 OR booked_usd_cents <> 0 OR lead_days <> 0 ORDER BY 1, 2, 3",
    ).all();
    const counted = await env.DB.prepare(
      `SELECT dimension, substr(booked_on, 1, 7) || '-01' AS month, item, sum(bookings) AS bookings, sum(guests) AS guests,
         sum(booked_idr) AS booked_idr, sum(booked_usd_cents) AS booked_usd_cents, sum(lead_days) AS lead_days
       FROM booking_report_days GROUP BY 1, 2, 3
       HAVING sum(bookings) <> 0 OR sum(guests) <> 0 OR sum(booked_idr) <> 0 OR sum(booked_usd_cents) <> 0 OR sum(lead_days) <> 0
       ORDER BY 1, 2, 3`,
    ).all();
    expect(kept.results).toEqual(counted.results);
    const years = await env.DB.prepare(
      "SELECT year, item, bookings, guests, lead_days FROM booking_country_years WHERE bookings <> 0 OR guests <> 0 OR lead_days <> 0 ORDER BY 1, 2",
    ).all();
    const summed = await env.DB.prepare(
      `SELECT substr(booked_on, 1, 4) || '-01-01' AS year, item, sum(bookings) AS bookings, sum(guests) AS guests,
         sum(lead_days) AS lead_days FROM booking_report_days WHERE dimension = 'country' GROUP BY 1, 2
       HAVING sum(bookings) <> 0 OR sum(guests) <> 0 OR sum(lead_days) <> 0 ORDER BY 1, 2`,
    ).all();
    expect(years.results).toEqual(summed.results);
  }

  /**
   * The departures' occupancy (migration 0066), checked against the per-departure totals and the
   * rule counted again, and its sums against the departures; answers an activity's departures.
   */
  async function runsRecounted() {
    const kept = await env.DB.prepare(
      "SELECT visit_date, activity_id, start_time, sold, capacity FROM booking_runs ORDER BY 1, 2, 3",
    ).all();
    const counted = await env.DB.prepare(
      `SELECT t.visit_date, r.activity_id, CASE r.capacity_per WHEN 'day' THEN '' ELSE substr(t.trip_key, instr(t.trip_key, '@') + 1) END AS start_time,
         sum(t.confirmed_persons) AS sold, r.capacity
       FROM booking_trip_totals t JOIN availability_rules r ON 'a' || r.activity_id || '@' = substr(t.trip_key, 1, instr(t.trip_key, '@'))
       GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    ).all();
    expect(kept.results).toEqual(counted.results);
    const sums = [
      [
        "SELECT visit_date AS span, sold, capacity FROM booking_run_days",
        "SELECT visit_date AS span, sum(sold) AS sold, sum(capacity) AS capacity FROM booking_runs WHERE capacity > 0 GROUP BY 1",
      ],
      [
        "SELECT month AS span, sold, capacity FROM booking_run_months",
        "SELECT substr(visit_date, 1, 7) || '-01' AS span, sum(sold) AS sold, sum(capacity) AS capacity FROM booking_runs WHERE capacity > 0 GROUP BY 1",
      ],
      [
        "SELECT month || activity_id AS span, sold, capacity FROM activity_run_months",
        "SELECT substr(visit_date, 1, 7) || '-01' || activity_id AS span, sum(sold) AS sold, sum(capacity) AS capacity FROM booking_runs WHERE capacity > 0 GROUP BY 1",
      ],
      [
        "SELECT year || activity_id AS span, sold, capacity FROM activity_run_years",
        "SELECT substr(visit_date, 1, 4) || '-01-01' || activity_id AS span, sum(sold) AS sold, sum(capacity) AS capacity FROM booking_runs WHERE capacity > 0 GROUP BY 1",
      ],
      [
        "SELECT week || activity_id AS span, sold, capacity FROM activity_run_weeks",
        "SELECT date(visit_date, '-6 days', 'weekday 1') || activity_id AS span, sum(sold) AS sold, sum(capacity) AS capacity FROM booking_runs WHERE capacity > 0 GROUP BY 1",
      ],
    ];
    for (const [keptSql, countedSql] of sums) {
      const keptSums = await env.DB.prepare(`${keptSql} WHERE sold <> 0 OR capacity <> 0 ORDER BY 1`).all();
      expect(keptSums.results, keptSql).toEqual((await env.DB.prepare(`${countedSql} ORDER BY 1`).all()).results);
    }
    for (const [from, to] of KEPT_RANKING_PERIODS) await keptRankingsAgree(from, to);
    return kept.results.filter((row) => row.activity_id === activityId);
  }

  /** 2019, October 2019, the week of 5 October and ten days across the end of the month. */
  const KEPT_RANKING_PERIODS = [
    ["2019-01-01", "2019-12-31"],
    ["2019-10-01", "2019-10-31"],
    ["2019-09-30", "2019-10-06"],
    ["2019-10-25", "2019-11-03"],
  ] as const;

  /**
   * A year's, a month's, a week's and a short range's rankings read from their own indexes and kept
   * weeks and years (migrations 0072 and 0073) are what summing the period's months and sorting its
   * departures finds.
   */
  async function keptRankingsAgree(from: string, to: string) {
    const period = { preset: "custom", from, to } as const;
    const params = paramsOf("en", period, previousPeriod(period));
    const run = async (sql: string) => {
      const highest = Math.max(0, ...[...sql.matchAll(/\?(\d+)/g)].map((match) => Number(match[1])));
      return (
        await env.DB.prepare(sql)
          .bind(...params.slice(0, highest))
          .all()
      ).results;
    };
    const kept = reportSqlFor(period);
    const summed: Record<keyof typeof REPORT_SQL, string> = { ...REPORT_SQL, ...SHORT_RANGE_SQL };
    for (const name of ["activities", "topDepartures", "bottomDepartures", "countries"] as const) {
      expect(await run(kept[name]), `${name} of ${from} to ${to}`).toEqual(await run(summed[name]));
    }
  }

  it("keep each departure's seats sold and capacity, and each day's cancellations, equal to counting them again", async () => {
    // Every step is counted again: the departures and their sums, the report months and years.
    const recount = async () => {
      await reportMonthsRecounted();
      await monthTotalsRecounted();
      return runsRecounted();
    };
    const fixture = {
      created: "2019-10-01T01:00:00.000Z",
      currency: "IDR",
      totalIdr: 500_000,
      totalUsdCents: 3000,
      adults: 2,
      visit: "2019-10-05",
      country: "Japan",
      locale: "en",
    } as const;
    const first = await booking(fixture);
    const second = await booking({ ...fixture, adults: 3 });
    const run = (visit: string, start: string, sold: number, capacity: number) => ({
      visit_date: visit,
      activity_id: activityId,
      start_time: start,
      sold,
      capacity,
    });
    const fifth = async () => (await recount()).filter((row) => row.visit_date === "2019-10-05");
    // Ten seats a start time (the rule set above): 2 + 3 at 09:00.
    expect(await fifth()).toEqual([run("2019-10-05", "09:00", 5, 10)]);
    await env.DB.prepare("UPDATE bookings SET start_time = '14:00' WHERE id = ?1").bind(second).run();
    expect(await fifth()).toEqual([run("2019-10-05", "09:00", 2, 10), run("2019-10-05", "14:00", 3, 10)]);
    const operator = await signedInOperator("en");
    const octoberActivities = async () =>
      (await csvRows(operator, "from=2019-10-01&to=2019-10-31&report=occupancy")).slice(1, 2);
    expect(await octoberActivities()).toEqual([expect.arrayContaining(["5", "20", "25"])]);
    // The week of 5 October (Monday 30 September), ranked from the activity's week.
    expect((await csvRows(operator, "from=2019-09-30&to=2019-10-06&report=occupancy")).slice(1, 2)).toEqual([
      expect.arrayContaining(["5", "20", "25"]),
    ]);
    // The operator cuts the capacity to 8 a start time, then makes it 8 for the whole day.
    await env.DB.prepare("UPDATE availability_rules SET capacity = 8 WHERE activity_id = ?1").bind(activityId).run();
    expect(await fifth()).toEqual([run("2019-10-05", "09:00", 2, 8), run("2019-10-05", "14:00", 3, 8)]);
    expect(await octoberActivities()).toEqual([expect.arrayContaining(["5", "16", "31"])]);
    await env.DB.prepare("UPDATE availability_rules SET capacity_per = 'day' WHERE activity_id = ?1")
      .bind(activityId)
      .run();
    expect(await fifth()).toEqual([run("2019-10-05", "", 5, 8)]);
    // A cancelled booking's seats are no longer sold; the departure stays while a booking is on it.
    await env.DB.prepare("UPDATE bookings SET status = 'cancelled', cancellation_kind = 'tourist' WHERE id = ?1")
      .bind(second)
      .run();
    expect(await fifth()).toEqual([run("2019-10-05", "", 2, 8)]);
    expect(await octoberActivities()).toEqual([expect.arrayContaining(["2", "8", "25"])]);
    await env.DB.prepare("UPDATE bookings SET status = 'confirmed', cancellation_kind = NULL WHERE id = ?1")
      .bind(second)
      .run();
    await env.DB.prepare(
      "UPDATE availability_rules SET capacity = 10, capacity_per = 'start_time' WHERE activity_id = ?1",
    )
      .bind(activityId)
      .run();
    expect(await fifth()).toEqual([run("2019-10-05", "09:00", 2, 10), run("2019-10-05", "14:00", 3, 10)]);
    await env.DB.prepare("UPDATE bookings SET visit_date = '2019-11-02' WHERE id = ?1").bind(second).run();
    await recount();
    await env.DB.prepare("UPDATE bookings SET status = 'cancelled', cancellation_kind = 'tourist' WHERE id = ?1")
      .bind(first)
      .run();
    await payment(second, "payment", "IDR", 500_000, 500_000, "2019-10-02");
    await monthTotalsRecounted();
    await cancellationsRecounted();
    await reportMonthsRecounted();
    await env.DB.prepare(
      "UPDATE bookings SET cancellation_kind = 'no_show', cancellation_fee_idr = 200000, visit_date = '2019-10-06' WHERE id = ?1",
    )
      .bind(first)
      .run();
    expect(await cancellationsRecounted()).toContainEqual({
      visit_date: "2019-10-06",
      kind: "no_show",
      bookings: 1,
      fee_idr: 200_000,
      fee_usd_cents: 0,
    });
    await env.DB.prepare("UPDATE bookings SET adults = 4 WHERE id = ?1").bind(second).run();
    expect((await recount()).filter((row) => row.visit_date === "2019-11-02")).toEqual([
      run("2019-11-02", "14:00", 4, 10),
    ]);
    await env.DB.prepare("DELETE FROM bookings WHERE id IN (?1, ?2)").bind(first, second).run();
    await cancellationsRecounted();
    await monthTotalsRecounted();
    await reportMonthsRecounted();
    const after = await recount();
    expect(after.some((row) => String(row.visit_date) >= "2019-10-01" && String(row.visit_date) < "2019-12-01")).toBe(
      false,
    );
  });

  it("count a review hidden by the operator out, and back in when shown again", async () => {
    await review(2, "2019-09-10T01:00:00.000Z");
    const operator = await signedInOperator("en");
    const september = "from=2019-09-01&to=2019-09-30&report=reviews";
    const tenth = async () => (await csvRows(operator, september)).find((row) => row[0] === "2019-09-10");
    // Charted by month over half a year, September's bar is read from its month total.
    const long = "from=2019-05-16&to=2019-11-15&report=reviews";
    const septemberBar = async () => (await csvRows(operator, long)).find((row) => row[0] === "2019-09-01");
    expect(await tenth()).toEqual(["2019-09-10", "1", "2"]);
    expect(await septemberBar()).toEqual(["2019-09-01", "1", "2"]);
    await monthTotalsRecounted();
    await env.DB.prepare(
      "UPDATE comments SET hidden_at = '2019-09-11T00:00:00.000Z' WHERE created_at = '2019-09-10T01:00:00.000Z'",
    ).run();
    expect(await tenth()).toEqual(["2019-09-10", "0", ""]);
    expect(await septemberBar()).toEqual(["2019-09-01", "0", ""]);
    await monthTotalsRecounted();
    await env.DB.prepare(
      "UPDATE comments SET hidden_at = NULL, rating = 5 WHERE created_at = '2019-09-10T01:00:00.000Z'",
    ).run();
    expect(await tenth()).toEqual(["2019-09-10", "1", "5"]);
    expect(await septemberBar()).toEqual(["2019-09-01", "1", "5"]);
    await monthTotalsRecounted();
  });

  /**
   * Money paid and reviews by month (migration 0072), checked against their days summed again, and a
   * long range's figures read from them against the same figures read from the days.
   */
  async function monthTotalsRecounted() {
    const sums = [
      [
        "SELECT month || currency AS span, net_minor AS net FROM booking_taking_months WHERE net_minor <> 0",
        "SELECT substr(paid_on, 1, 7) || '-01' || currency AS span, sum(received_minor - refunded_minor) AS net FROM booking_takings GROUP BY 1 HAVING net <> 0",
      ],
      [
        "SELECT month AS span, reviews, stars FROM review_report_months WHERE reviews <> 0 OR stars <> 0",
        "SELECT substr(reviewed_on, 1, 7) || '-01' AS span, sum(reviews) AS reviews, sum(stars) AS stars FROM review_report_days GROUP BY 1 HAVING sum(reviews) <> 0 OR sum(stars) <> 0",
      ],
    ];
    for (const [keptSql, countedSql] of sums) {
      const kept = await env.DB.prepare(`${keptSql} ORDER BY 1`).all();
      expect(kept.results, keptSql).toEqual((await env.DB.prepare(`${countedSql} ORDER BY 1`).all()).results);
    }
    const periods = [
      { preset: "custom", from: "2019-01-16", to: "2019-11-15" },
      { preset: "last-year", from: "2019-01-01", to: "2019-12-31" },
    ] as const;
    for (const period of periods) await longRangeAgrees(period);
  }

  /** A range charted by month: its figures read from the month totals are its days' summed by month. */
  async function longRangeAgrees(period: Period) {
    const params = paramsOf("en", period, previousPeriod(period));
    for (const name of ["days", "paid", "reviews"] as const) {
      const monthly = async (sql: string) => {
        const highest = Math.max(0, ...[...sql.matchAll(/\?(\d+)/g)].map((match) => Number(match[1])));
        const rows = (
          await env.DB.prepare(sql)
            .bind(...params.slice(0, highest))
            .all<Record<string, string | number>>()
        ).results;
        const summed = new Map<string, number[]>();
        for (const { day, ...figures } of rows) {
          const key = `${String(day) >= period.from ? "now" : "before"} ${String(day).slice(0, 7)}`;
          const before = summed.get(key) ?? [];
          summed.set(
            key,
            Object.values(figures).map((value, index) => (before[index] ?? 0) + Number(value)),
          );
        }
        return [...summed].sort();
      };
      expect(await monthly(LONG_RANGE_SQL[name]), name).toEqual(await monthly(REPORT_SQL[name]));
    }
  }
});
