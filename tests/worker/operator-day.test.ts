/**
 * The operator's day: the month's headcounts, the day's manifest grouped by trip, and the
 * manifest as CSV for the drivers. Operators only: everyone else gets the site's 404.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { baliToday } from "#domain/bali-time.ts";
import { formatMonth } from "#domain/format.ts";
import { csvCell } from "#workers/booking/operator-day.ts";
import { Browser } from "./browser.ts";
import type { Site } from "./client.ts";
import { parseCsv } from "./csv-support.ts";
import { newReference } from "./mail-support.ts";
import { elementsWith, signedInOperator, signedInTourist, testIdPart, textOf } from "./operator-support.ts";

const UBUD_SLUG = "ubud-rice-terrace-and-monkey-forest-tour";
const SURF_SLUG = "kuta-beginner-surf-lesson";

interface Item {
  id: number;
  name: string;
  startTime: string;
  pickupTime: string;
}

async function activity(slug: string, locale: Site = "en"): Promise<Item> {
  const row = await env.DB.prepare(
    `SELECT a.id, t.name, a.start_time AS startTime, t.pickup_time AS pickupTime FROM activities a
     JOIN activity_translations t ON t.activity_id = a.id AND t.locale = ?2 WHERE a.slug = ?1`,
  )
    .bind(slug, locale)
    .first<Item>();
  if (!row) throw new Error(`no activity ${slug}`);
  return row;
}

async function firstTransport(): Promise<{ id: number; name: string }> {
  const row = await env.DB.prepare(
    "SELECT id, manufacture || ' ' || vehicle_name AS name FROM transports ORDER BY id LIMIT 1",
  ).first<{ id: number; name: string }>();
  if (!row) throw new Error("no transport");
  return row;
}

interface Stored {
  date: string;
  status?: "requested" | "confirmed" | "cancelled" | "declined";
  activityId?: number;
  transportId?: number;
  startTime?: string | null;
  firstName?: string;
  lastName?: string;
  adults?: number;
  kids?: number;
  lines?: { name: string; quantity: number }[];
  pickup?: string;
  phone?: string;
  specialRequest?: string;
}

/** A booking stored as the booking endpoint stores one, with the fields the manifest shows. */
async function stored(booking: Stored): Promise<string> {
  const reference = newReference();
  const lines = (booking.lines ?? [{ name: "Adult", quantity: booking.adults ?? 2 }]).map((line, index) => ({
    product_id: index + 1,
    name: line.name,
    quantity: line.quantity,
    price_idr: 100000,
    price_usd_cents: 700,
  }));
  await env.DB.prepare(
    `INSERT INTO bookings (reference, status, activity_id, transport_id, locale, currency, visit_date, start_time,
       adults, kids, seats, first_name, last_name, email, phone_number, country, special_request, pickup_location,
       payment_method, order_data, total_idr, total_usd_cents)
     VALUES (?1, ?2, ?3, ?4, 'en', 'USD', ?5, ?6, ?7, ?8, ?7 + ?8, ?9, ?10, 'day@example.com', ?11, 'Australia', ?12, ?13,
       'cash', ?14, 900000, 9000)`,
  )
    .bind(
      reference,
      booking.status ?? "confirmed",
      booking.activityId ?? null,
      booking.transportId ?? null,
      booking.date,
      booking.startTime ?? null,
      booking.adults ?? 2,
      booking.kids ?? 0,
      booking.firstName ?? "Mr. Made",
      booking.lastName ?? "Wirawan",
      booking.phone ?? "+62 812-3456-7890",
      booking.specialRequest ?? "",
      booking.pickup ?? "Alaya Resort, Ubud",
      JSON.stringify(lines),
    )
    .run();
  return reference;
}

let operator: Browser;
let ubud: Item;
let surf: Item;

beforeAll(async () => {
  operator = await signedInOperator("en");
  ubud = await activity(UBUD_SLUG);
  surf = await activity(SURF_SLUG);
});

describe("who may see the operator's day", () => {
  const paths = ["/admin/calendar", "/admin/calendar/2031-05-10", "/admin/calendar/2031-05-10.csv"];

  it("answers the site's 404 to a guest and to a signed-in tourist, on all three", async () => {
    const tourist = await signedInTourist("en");
    for (const browser of [new Browser("en"), tourist]) {
      for (const path of paths) {
        const reply = await browser.page(path);
        expect(reply.status, path).toBe(404);
        expect(reply.headers.get("cache-control"), path).toBe("private, no-store");
        if (path.endsWith(".csv")) {
          expect(reply.headers.get("content-disposition"), path).toBeNull();
          expect(reply.text, path).toBe("Page not found.");
        } else expect(textOf(reply.text), path).toContain("Page not found");
      }
    }
  });

  it("says the CSV's 404 in the site's language, as the other protocol answers do", async () => {
    const reply = await new Browser("id").page("/admin/calendar/2031-05-10.csv");
    expect(reply.status).toBe(404);
    expect(reply.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(reply.text).toBe("Halaman tidak ditemukan.");
  });

  it("answers 404 to an operator for a date that does not exist", async () => {
    expect((await operator.page("/admin/calendar/2031-02-30")).status).toBe(404);
    expect((await operator.page("/admin/calendar/2031-02-30.csv")).status).toBe(404);
    expect((await operator.page("/admin/calendar/tomorrow")).status).toBe(404);
  });
});

describe("the month's calendar", () => {
  it("counts per day the persons of confirmed and of requested bookings apart, and the trips", async () => {
    const transport = await firstTransport();
    await stored({ date: "2031-05-10", activityId: ubud.id, adults: 2, kids: 1 });
    await stored({ date: "2031-05-10", activityId: ubud.id, status: "requested", adults: 2 });
    await stored({ date: "2031-05-10", activityId: surf.id, adults: 1 });
    await stored({ date: "2031-05-10", activityId: surf.id, status: "cancelled", adults: 5 });
    await stored({ date: "2031-05-10", activityId: surf.id, status: "declined", adults: 4 });
    await stored({ date: "2031-05-12", transportId: transport.id, status: "requested", adults: 2 });
    await stored({ date: "2031-05-13", activityId: surf.id, status: "cancelled", adults: 2 });
    await stored({ date: "2031-06-01", activityId: surf.id, adults: 9 });

    const reply = await operator.page("/admin/calendar?month=2031-05");
    expect(reply.status).toBe(200);
    // The operator's session, then the month.
    expect(reply.headers.get("server-timing")).toMatch(/d1;desc="[12] round trips"/);
    expect(reply.headers.get("cache-control")).toBe("private, no-store");
    const rows = elementsWith(testIdPart(reply.text, "calendar"), 'data-testid="calendar-day"').map(textOf);
    // The last column: seats held by channels (none here).
    expect(rows.map((row) => row.trim())).toEqual(["10 May 2031 4 2 2 0", "12 May 2031 0 2 1 0"]);
    expect(textOf(reply.text)).toContain("Calendar: May 2031");
    expect(reply.text).toContain('href="/admin/calendar/2031-05-10"');
    expect(reply.text).toContain('href="/admin/calendar?month=2031-04"');
    expect(reply.text).toContain('href="/admin/calendar?month=2031-06"');

    const json = await operator.get("/admin/calendar?month=2031-05", { accept: "application/json" });
    expect(json.status).toBe(200);
    expect(json.body.calendar.days).toEqual([
      {
        date: "2031-05-10",
        confirmedPersons: 4,
        requestedPersons: 2,
        confirmedVehicles: 0,
        requestedVehicles: 0,
        trips: 2,
        heldSeats: 0,
      },
      {
        date: "2031-05-12",
        confirmedPersons: 0,
        requestedPersons: 2,
        confirmedVehicles: 0,
        requestedVehicles: 0,
        trips: 1,
        heldSeats: 0,
      },
    ]);
  });

  it("shows this month in Bali by default, in the operator's language, and says when a month has no bookings", async () => {
    const month = baliToday().slice(0, 7);
    const english = await operator.page("/admin/calendar");
    expect(textOf(english.text)).toContain(`Calendar: ${formatMonth("en", month)}`);
    const empty = await operator.page("/admin/calendar?month=2040-02");
    expect(textOf(empty.text)).toContain("No bookings in Feb 2040.");
    const indonesian = await signedInOperator("id");
    const page = await indonesian.page("/admin/calendar?month=2031-05");
    expect(page.status).toBe(200);
    expect(textOf(page.text)).toContain("Mei 2031");
  });

  it("is in the back office's menu", async () => {
    const reply = await operator.page("/admin/bookings");
    expect(reply.text).toContain('href="/admin/calendar"');
  });
});

describe("the day's manifest", () => {
  it("groups the day's bookings by trip and start time, with who, how many, where, when and how to call", async () => {
    const surfEarly = await stored({
      date: "2031-07-20",
      activityId: surf.id,
      startTime: "07:00",
      firstName: "Ms. Ayu",
      lastName: "Lestari",
      adults: 1,
      kids: 1,
      lines: [
        { name: "Adult (13+ years)", quantity: 1 },
        { name: "Child (8–12 years)", quantity: 1 },
        { name: "Private lesson", quantity: 0 },
      ],
      pickup: "Hard Rock Hotel, Kuta",
      phone: "+61 400 111 222",
      specialRequest: "Needs a big board",
    });
    const ubudConfirmed = await stored({
      date: "2031-07-20",
      activityId: ubud.id,
      firstName: "Mr. Ketut",
      lastName: "Arsa",
      adults: 2,
      pickup: "Alaya Resort, Ubud",
    });
    const ubudRequested = await stored({
      date: "2031-07-20",
      activityId: ubud.id,
      status: "requested",
      firstName: "Mrs. Jane",
      lastName: "Doe",
      adults: 3,
    });
    const surfLate = await stored({ date: "2031-07-20", activityId: surf.id, startTime: "13:30", adults: 2 });
    await stored({ date: "2031-07-20", activityId: ubud.id, status: "cancelled", firstName: "Mr. Gone" });
    await stored({ date: "2031-07-21", activityId: ubud.id, firstName: "Mr. Tomorrow" });

    const reply = await operator.page("/admin/calendar/2031-07-20");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("server-timing")).toMatch(/d1;desc="[12] round trips"/);
    expect(reply.headers.get("cache-control")).toBe("private, no-store");
    const trips = elementsWith(reply.text, 'data-testid="manifest-trip"');
    const headings = trips.map((trip) => textOf(/<h2[^>]*>[\s\S]*?<\/h2>/.exec(trip)?.[0] ?? "").trim());
    const byStart = [
      { start: "07:00", name: surf.name, trip: surfEarly },
      { start: ubud.startTime.slice(0, 5), name: ubud.name, trip: ubudConfirmed },
      { start: "13:30", name: surf.name, trip: surfLate },
    ].sort((a, b) => a.start.localeCompare(b.start));
    expect(headings).toEqual(byStart.map((trip) => `${trip.start} · ${trip.name}`));

    const ubudTrip = trips[byStart.findIndex((trip) => trip.trip === ubudConfirmed)] ?? "";
    expect(textOf(ubudTrip)).toContain("5 persons");
    expect(textOf(ubudTrip)).toContain(`Pickup: ${ubud.pickupTime}`);
    const ubudNames = elementsWith(ubudTrip, 'data-testid="manifest-booking"').map(textOf);
    expect(ubudNames).toHaveLength(2);
    expect(ubudNames.join(" ")).toContain("Mr. Ketut Arsa");
    expect(ubudNames.join(" ")).toContain("Mrs. Jane Doe");
    expect(ubudNames.find((entry) => entry.includes("Jane"))).toContain("Requested");
    expect(ubudNames.find((entry) => entry.includes("Ketut"))).toContain("Confirmed");
    expect(ubudTrip).toContain(`href="/admin/bookings/${ubudRequested}"`);

    const early = trips[byStart.findIndex((trip) => trip.trip === surfEarly)] ?? "";
    const entry = textOf(elementsWith(early, 'data-testid="manifest-booking"')[0] ?? "");
    expect(entry).toContain("Ms. Ayu Lestari");
    expect(entry).toContain("2 persons: 1 × Adult (13+ years), 1 × Child (8–12 years)");
    expect(entry).not.toContain("Private lesson");
    expect(entry).toContain("Pickup at Hard Rock Hotel, Kuta");
    expect(entry).toContain("Special requests: Needs a big board");
    expect(early).toContain('href="tel:+61400111222"');
    expect(textOf(early)).toContain(`Pickup: ${surf.pickupTime}`);

    const text = textOf(reply.text);
    expect(text).not.toContain("Mr. Gone");
    expect(text).not.toContain("Mr. Tomorrow");
    expect(textOf(testIdPart(reply.text, "left-out"))).toContain(
      "1 cancelled or declined booking of this day is left out.",
    );
    expect(reply.text).toContain('href="/admin/calendar/2031-07-20.csv"');
  });

  it("shows a vehicle's trip without a start time, and a day without bookings says so", async () => {
    const transport = await firstTransport();
    await stored({ date: "2031-07-25", transportId: transport.id, firstName: "Mr. Driver", lastName: "Needed" });
    const reply = await operator.page("/admin/calendar/2031-07-25");
    const [trip = ""] = elementsWith(reply.text, 'data-testid="manifest-trip"');
    expect(textOf(/<h2[^>]*>[\s\S]*?<\/h2>/.exec(trip)?.[0] ?? "").trim()).toBe(transport.name);
    expect(textOf(trip)).toContain("Mr. Driver Needed");
    const empty = await operator.page("/admin/calendar/2031-07-26");
    expect(textOf(empty.text)).toContain("No requested or confirmed bookings on this day.");
  });
});

describe("the manifest as CSV", () => {
  it("is a CSV file named after the day, with a header row in the operator's language", async () => {
    await stored({ date: "2031-08-02", activityId: ubud.id, firstName: "Mr. Plain", lastName: "Guest" });
    const reply = await operator.fetchText("GET", "/admin/calendar/2031-08-02.csv");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(reply.headers.get("content-disposition")).toBe('attachment; filename="manifest-2031-08-02.csv"');
    expect(reply.headers.get("cache-control")).toBe("private, no-store");
    const [header, row] = parseCsv(reply.text.replace(/^\uFEFF/, ""));
    expect(header).toEqual([
      "Trip",
      "Start time",
      "Pickup time",
      "Pickup place",
      "Transfer",
      "Flight",
      "Flight time",
      "Name",
      "Persons",
      "Products",
      "Phone",
      "Special requests",
      "Status",
      "Reference",
      "Trip plan",
      "Vehicles",
      "Source",
      "To collect (Rp)",
      "Net (Rp)",
    ]);
    expect(row?.slice(0, 9)).toEqual([
      ubud.name,
      ubud.startTime.slice(0, 5),
      ubud.pickupTime,
      "Alaya Resort, Ubud",
      "",
      "",
      "",
      "Mr. Plain Guest",
      "2",
    ]);
    const indonesian = await signedInOperator("id");
    const id = await indonesian.fetchText("GET", "/admin/calendar/2031-08-02.csv");
    const [idHeader] = parseCsv(id.text.replace(/^\uFEFF/, ""));
    expect(idHeader?.[0]).not.toBe("Trip");
    expect(idHeader).toHaveLength(19);
  });

  it("lists the day as it happens: by start time, then the activity's name, then the guest's name, vehicles last", async () => {
    const date = "2031-08-09";
    const transport = await firstTransport();
    // Ubud's and the surf lesson's keys sort in one order and their names in the other: same time.
    expect(`a${ubud.id}@10:00` < `a${surf.id}@10:00`).not.toBe(ubud.name < surf.name);
    const together = [ubud, surf].sort((a, b) => (a.name < b.name ? -1 : 1));
    await stored({ date, transportId: transport.id, firstName: "Mr. Late", lastName: "Vehicle" });
    for (const item of [surf, ubud]) {
      for (const [firstName, lastName] of [
        ["Mr. Made", "Wayan"],
        ["Mr. Agus", "Wayan"],
        ["Ms. Kadek", "Astuti"],
      ] as const) {
        await stored({ date, activityId: item.id, startTime: "10:00", firstName, lastName });
      }
    }
    await stored({ date, activityId: surf.id, startTime: "06:30", firstName: "Mr. Early", lastName: "Bird" });
    const guests = ["Ms. Kadek Astuti", "Mr. Agus Wayan", "Mr. Made Wayan"];
    const expected = [
      ["06:30", surf.name, "Mr. Early Bird"],
      ...together.flatMap((item) => guests.map((guest) => ["10:00", item.name, guest])),
      ["", transport.name, "Mr. Late Vehicle"],
    ];
    const csv = await operator.fetchText("GET", `/admin/calendar/${date}.csv`);
    const rows = parseCsv(csv.text.replace(/^\uFEFF/, "")).slice(1);
    expect(rows.map((row) => [row[1], row[0], row[7]])).toEqual(expected);
    const page = await operator.page(`/admin/calendar/${date}`);
    const names = elementsWith(page.text, 'data-testid="manifest-booking"').map((entry) =>
      textOf(/<strong>[\s\S]*?<\/strong>/.exec(entry)?.[0] ?? "").trim(),
    );
    expect(names).toEqual(expected.map((row) => row[2]));
  });

  it("escapes quotes, commas and line breaks, and keeps a spreadsheet from running a tourist's text as a formula", async () => {
    const reference = await stored({
      date: "2031-08-03",
      activityId: surf.id,
      firstName: '=HYPERLINK("http://evil.example")',
      lastName: "",
      pickup: "@SUM(A1:A9)",
      phone: "+62 812 555",
      specialRequest: 'A "quiet" seat, please,\nand no nuts\r\n-thanks',
      lines: [{ name: "Adult, 13+", quantity: 2 }],
    });
    const reply = await operator.fetchText("GET", "/admin/calendar/2031-08-03.csv");
    const rows = parseCsv(reply.text.replace(/^\uFEFF/, ""));
    expect(rows).toHaveLength(2);
    const [, row = []] = rows;
    expect(row[3]).toBe("'@SUM(A1:A9)");
    expect(row[7]).toBe('\'=HYPERLINK("http://evil.example")');
    expect(row[9]).toBe("2 × Adult, 13+");
    // A phone number is written as typed: no letters, so a spreadsheet can at most do sums with it.
    expect(row[10]).toBe("+62 812 555");
    expect(row[11]).toBe('A "quiet" seat, please,\nand no nuts\r\n-thanks');
    expect(row[13]).toBe(reference);
    expect(reply.text).toContain('"\'=HYPERLINK(""http://evil.example"")"');
  });

  it("guards every cell that a spreadsheet could run, but leaves phone numbers as typed", () => {
    expect(csvCell("\t=1+1")).toBe("'\t=1+1");
    expect(csvCell("\r=1+1")).toBe('"\'\r=1+1"');
    expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(csvCell("+62 812-555 (home)")).toBe("'+62 812-555 (home)");
    expect(csvCell("+1+1")).toBe("'+1+1");
    expect(csvCell("+62 812 3456 7890")).toBe("+62 812 3456 7890");
    expect(csvCell("+44 (20) 7946-0958")).toBe("+44 (20) 7946-0958");
  });
});
