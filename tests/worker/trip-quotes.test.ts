import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BookingCall, requestBooking } from "#workers/booking/bookings.ts";
import { siteConfig } from "#workers/config.ts";
import type { RequestScope } from "#workers/request-scope.ts";
import { acceptQuote } from "#workers/trips/quote-answer.ts";
import { baliDate, bookingPayload, roundTripsOf } from "./booking-support.ts";
import { Browser } from "./browser.ts";
import type { Site } from "./client.ts";
import { parseCsv } from "./csv-support.ts";
import {
  elementsOf,
  elementsWith,
  elementWith,
  signedInOperator,
  signedInTourist,
  testIdPart,
  textOf,
} from "./operator-support.ts";
import { race } from "./race-support.ts";
import { publishedVehicle, tripMails, tripPayload } from "./trip-support.ts";

interface TripState {
  id: number;
  status: string;
  version: number;
  quoted_at: string | null;
  valid_until: string | null;
  quote_notes: string;
}

async function tripState(reference: string): Promise<TripState> {
  const row = await env.DB.prepare(
    "SELECT id, status, version, quoted_at, valid_until, quote_notes FROM trips WHERE reference = ?",
  )
    .bind(reference)
    .first<TripState>();
  if (!row) throw new Error(`no trip ${reference}`);
  return row;
}

interface LineRow {
  id: number;
  day_date: string;
  item_kind: string;
  description: string;
  price_idr: number;
  price_usd_cents: number;
  start_time: string | null;
  booking_id: number | null;
}

async function linesOf(reference: string): Promise<LineRow[]> {
  const { results } = await env.DB.prepare(
    `SELECT l.id, l.day_date, l.item_kind, l.description, l.price_idr, l.price_usd_cents, l.start_time, l.booking_id
     FROM trip_quote_lines l JOIN trips t ON t.id = l.trip_id WHERE t.reference = ? ORDER BY l.day_date, l.position`,
  )
    .bind(reference)
    .all<LineRow>();
  return results;
}

interface TripBooking {
  reference: string;
  status: string;
  visit_date: string;
  activity_id: number | null;
  transport_id: number | null;
  total_idr: number;
  total_usd_cents: number;
  seats: number;
  start_time: string | null;
}

async function bookingsOf(reference: string): Promise<TripBooking[]> {
  const { results } = await env.DB.prepare(
    `SELECT b.reference, b.status, b.visit_date, b.activity_id, b.transport_id, b.total_idr, b.total_usd_cents, b.seats,
       b.start_time
     FROM bookings b JOIN trips t ON t.id = b.trip_id WHERE t.reference = ? ORDER BY b.visit_date, b.id`,
  )
    .bind(reference)
    .all<TripBooking>();
  return results;
}

async function auditOf(reference: string): Promise<{ actor_email: string; before_json: string; after_json: string }[]> {
  const { results } = await env.DB.prepare(
    "SELECT actor_email, before_json, after_json FROM audit_log WHERE entity = 'trips' AND entity_id = ? ORDER BY id",
  )
    .bind(reference)
    .all<{ actor_email: string; before_json: string; after_json: string }>();
  return results;
}

let nextFirstDay = 150;

async function vehicleName(id: number): Promise<string> {
  const row = await env.DB.prepare("SELECT manufacture || ' ' || vehicle_name AS name FROM transports WHERE id = ?")
    .bind(id)
    .first<{ name: string }>();
  return row?.name ?? "?";
}

/** A trip sent through POST /api/trip on days of its own (no other test's bookings on them). */
async function sentTrip(site: Site = "en") {
  nextFirstDay += 4;
  const firstDay = nextFirstDay;
  const { payload, vehicle, activity } = await tripPayload(site, {}, firstDay);
  const reply = await new Browser(site).post("/api/trip", payload);
  expect(reply.status).toBe(201);
  return {
    reference: reply.body.trip.reference as string,
    email: payload.email as string,
    vehicle,
    vehicleName: await vehicleName(vehicle.id),
    activity,
    firstDay,
  };
}

const tripPage = (reference: string) => `/admin/trips/${reference}`;

/** The operator sends the quote as it stands, valid for ten days. */
async function sendQuote(operator: Browser, reference: string, notes = "Driver Made will pick you up.") {
  const { version } = await tripState(reference);
  const reply = await operator.submit(tripPage(reference), {
    intent: "sendQuote",
    version: String(version),
    notes,
    valid_until: baliDate(10),
  });
  expect(reply.status).toBe(303);
}

async function quotedTrip(site: Site = "en") {
  const trip = await sentTrip(site);
  const operator = await signedInOperator("en");
  await sendQuote(operator, trip.reference);
  return { ...trip, operator };
}

function accept(browser: Browser, trip: { reference: string; email: string }, version: number) {
  return browser.submit("/trip/quote", {
    intent: "accept",
    reference: trip.reference,
    email: trip.email,
    version: String(version),
  });
}

describe("the operator's trip pages are the operator's only", () => {
  it("answers a guest and a tourist the site's 404 for the list, the trip, its itinerary and its posts", async () => {
    const { reference } = await sentTrip();
    const before = await tripState(reference);
    for (const browser of [new Browser("en"), await signedInTourist("en")]) {
      for (const path of ["/admin/trips", tripPage(reference), `${tripPage(reference)}/itinerary`]) {
        expect((await browser.page(path)).status).toBe(404);
      }
      const post = await browser.submit(tripPage(reference), { intent: "cancel", version: String(before.version) });
      expect(post.status).toBe(404);
    }
    expect(await tripState(reference)).toEqual(before);
  });

  it("refuses a post without the CSRF token with 419 and changes nothing", async () => {
    const { reference } = await sentTrip();
    const before = await tripState(reference);
    const operator = await signedInOperator("en");
    const reply = await operator.submit(tripPage(reference), {
      intent: "cancel",
      version: String(before.version),
      _token: "x".repeat(43),
    });
    expect(reply.status).toBe(419);
    expect(await tripState(reference)).toEqual(before);
  });

  it("lists trips newest first, by status and by search, and shows the trip's days, contact and lines", async () => {
    const { reference, email } = await sentTrip();
    const operator = await signedInOperator("en");
    const list = await operator.page(`/admin/trips?q=${encodeURIComponent(email)}`);
    expect(list.status).toBe(200);
    expect(textOf(testIdPart(list.text, "trips"))).toContain(reference);
    const quoted = await operator.page(`/admin/trips?status=quoted&q=${reference}`);
    expect(quoted.text).not.toContain(`/admin/trips/${reference}"`);
    const page = await operator.page(tripPage(reference));
    expect(page.status).toBe(200);
    expect(roundTripsOf(page.headers)).toBeLessThanOrEqual(2);
    const text = textOf(page.text);
    expect(text).toContain(email);
    expect(text).toContain("Alaya Resort, Ubud");
    expect(page.text.match(/data-testid="quote-line"/g)).toHaveLength(4);
    expect(page.text).toContain('href="/admin/trips"');
  });
});

describe("the operator adjusts the quote's lines", () => {
  it("changes a line's prices, start time and text, and records the change in the audit", async () => {
    const { reference } = await sentTrip();
    const operator = await signedInOperator("en", "Komang Quotes");
    const [line] = await linesOf(reference);
    const { version } = await tripState(reference);
    const reply = await operator.submit(tripPage(reference), {
      intent: "saveLine",
      version: String(version),
      line_id: String(line?.id),
      description: "Airport pickup with a welcome garland",
      price_idr: "450.000",
      price_usd: "29.50",
      start_time: "9.30",
    });
    expect(reply.status).toBe(303);
    expect(reply.headers.get("location")).toBe(`${tripPage(reference)}?done=lineSaved`);
    const [saved] = await linesOf(reference);
    expect(saved).toMatchObject({
      description: "Airport pickup with a welcome garland",
      price_idr: 450_000,
      price_usd_cents: 2950,
      start_time: "09:30",
    });
    expect((await tripState(reference)).version).toBe(version + 1);
    const [audit] = (await auditOf(reference)).slice(-1);
    expect(JSON.parse(audit?.before_json ?? "{}").line.price_idr).toBe(line?.price_idr);
    expect(JSON.parse(audit?.after_json ?? "{}").line.price_idr).toBe(450_000);
  });

  it("answers 422 with the message under the field and changes nothing", async () => {
    const { reference } = await sentTrip();
    const operator = await signedInOperator("en");
    const [line] = await linesOf(reference);
    const { version } = await tripState(reference);
    const fields = { intent: "saveLine", version: String(version), line_id: String(line?.id), description: "Pickup" };
    const cases: [Record<string, string>, string][] = [
      [{ price_idr: "lots", price_usd: "30", start_time: "" }, "Please enter the price in rupiah"],
      [{ price_idr: "100000", price_usd: "30.555", start_time: "" }, "Please enter the price in US dollars"],
      [{ price_idr: "100000", price_usd: "30", start_time: "25:00" }, "Please enter a time of day"],
      [{ price_idr: "100000", price_usd: "30", start_time: "", description: " " }, "Please describe the line"],
    ];
    for (const [bad, message] of cases) {
      const reply = await operator.submit(tripPage(reference), { ...fields, ...bad });
      expect(reply.status).toBe(422);
      expect(textOf(reply.text)).toContain(message);
      expect(reply.text).toMatch(/aria-invalid="true"/);
    }
    expect(await linesOf(reference)).toEqual(await linesOf(reference));
    expect((await linesOf(reference))[0]).toEqual(line);
    expect((await tripState(reference)).version).toBe(version);
  });

  it("refuses a save made from an older version with 409 and writes nothing", async () => {
    const { reference } = await sentTrip();
    const operator = await signedInOperator("en");
    const [line] = await linesOf(reference);
    const { version } = await tripState(reference);
    const save = (price: string) =>
      operator.submit(tripPage(reference), {
        intent: "saveLine",
        version: String(version),
        line_id: String(line?.id),
        description: "Pickup",
        price_idr: price,
        price_usd: "20",
        start_time: "",
      });
    expect((await save("300000")).status).toBe(303);
    const stale = await save("999000");
    expect(stale.status).toBe(409);
    expect(textOf(stale.text)).toContain("Someone changed this trip while you were editing it");
    expect((await linesOf(reference))[0]?.price_idr).toBe(300_000);
  });

  it("adds a package priced by the booking's rules and an extra with its price, and removes a line", async () => {
    const { reference, activity, firstDay } = await sentTrip();
    const operator = await signedInOperator("en");
    const allIn = activity.packages[1];
    if (!allIn) throw new Error("Ubud has no second package");
    let { version } = await tripState(reference);
    const add = (fields: Record<string, string>) =>
      operator.submit(tripPage(reference), { intent: "addLine", version: String(version), ...fields });
    const noPrice = await add({ day_date: baliDate(firstDay), item: "extra", description: "Boat ticket" });
    expect(noPrice.status).toBe(422);
    expect(textOf(noPrice.text)).toContain("Please enter the price in rupiah");
    const outside = await add({
      day_date: baliDate(firstDay + 9),
      item: "extra",
      description: "x",
      price_idr: "1",
      price_usd: "1",
    });
    expect(outside.status).toBe(422);
    expect(textOf(outside.text)).toContain("Please choose a day of the stay.");
    const packaged = await add({ day_date: baliDate(firstDay), item: `package:${allIn.id}`, start_time: "14:00" });
    expect(packaged.status).toBe(303);
    version += 1;
    const extra = await add({
      day_date: baliDate(firstDay),
      item: "extra",
      description: "Boat ticket to Nusa Penida",
      price_idr: "150000",
      price_usd: "10",
    });
    expect(extra.status).toBe(303);
    version += 1;
    const dayOne = (await linesOf(reference)).filter((line) => line.day_date === baliDate(firstDay));
    // Two adults and a child, as a booking of the package would count them.
    const [adult, child] = allIn.products;
    const expected = 2 * (adult?.price_idr ?? 0) + (child?.price_idr ?? 0);
    expect(dayOne.map((line) => line.item_kind)).toEqual(["transfer", "activity", "extra"]);
    expect(dayOne[1]?.price_idr).toBe(expected);
    expect(dayOne[1]?.start_time).toBe("14:00");
    expect(dayOne[2]).toMatchObject({
      description: "Boat ticket to Nusa Penida",
      price_idr: 150_000,
      price_usd_cents: 1000,
    });
    const removed = await operator.submit(tripPage(reference), {
      intent: "removeLine",
      version: String(version),
      line_id: String(dayOne[2]?.id),
    });
    expect(removed.status).toBe(303);
    expect((await linesOf(reference)).some((line) => line.id === dayOne[2]?.id)).toBe(false);
    expect((await auditOf(reference)).length).toBe(3);
  });
});

describe("the operator's tampered posts", () => {
  it("refuses another trip's line (409), an item the catalogue lacks and an unknown intent (422), and writes nothing", async () => {
    const { reference } = await sentTrip();
    const other = await sentTrip();
    const operator = await signedInOperator("en");
    const before = await tripState(reference);
    const [foreign] = await linesOf(other.reference);
    const post = (fields: Record<string, string>) =>
      operator.submit(tripPage(reference), { version: String(before.version), ...fields });
    const foreignLine = await post({
      intent: "removeLine",
      line_id: String(foreign?.id),
    });
    expect(foreignLine.status).toBe(409);
    expect(textOf(foreignLine.text)).toContain("This line is no longer part of the quote.");
    const unknownItem = await post({
      intent: "addLine",
      day_date: baliDate(other.firstDay - 4),
      item: "package:99999999",
    });
    expect(unknownItem.status).toBe(422);
    expect(textOf(unknownItem.text)).toContain("This item is no longer offered in the catalogue.");
    const badItem = await post({ intent: "addLine", day_date: baliDate(other.firstDay - 4), item: "boat:1" });
    expect(badItem.status).toBe(422);
    expect(textOf(badItem.text)).toContain("Please choose what the line is.");
    expect((await post({ intent: "publish" })).status).toBe(422);
    expect(await tripState(reference)).toEqual(before);
    expect((await linesOf(other.reference))[0]).toEqual(foreign);
  });
});

describe("the quote editor as a JSON call", () => {
  it("answers the trip's data, 422 per field and 409 on a stale version, in the operator's language", async () => {
    const { reference } = await sentTrip();
    const operator = await signedInOperator("id");
    const json = { accept: "application/json" };
    const data = await operator.get(tripPage(reference), json);
    expect(data.status).toBe(200);
    expect(data.body.trip.reference).toBe(reference);
    const [line] = data.body.trip.days[0].lines;
    const fields = { intent: "saveLine", version: String(data.body.trip.version), line_id: String(line.id) };
    const bad = await operator.post(
      tripPage(reference),
      { ...fields, description: "Jemput", price_idr: "banyak", price_usd: "10", start_time: "" },
      json,
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors.price_idr).toEqual([
      "Silakan masukkan harga dalam rupiah sebagai bilangan bulat, misalnya 1.250.000.",
    ]);
    const good = { ...fields, description: "Jemput", price_idr: "100000", price_usd: "7", start_time: "" };
    expect((await operator.post(tripPage(reference), good, json)).status).toBe(200);
    const stale = await operator.post(tripPage(reference), good, json);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain("Seseorang mengubah perjalanan ini");
  });
});

describe("sending the quote", () => {
  it("marks the trip quoted and mails the tourist in their language with the lines, total, notes, last day and link", async () => {
    const { reference, operator } = await quotedTrip("id");
    const state = await tripState(reference);
    expect(state.status).toBe("quoted");
    expect(state.quoted_at).not.toBeNull();
    expect(state.valid_until).toBe(baliDate(10));
    expect(state.quote_notes).toBe("Driver Made will pick you up.");
    const mail = (await tripMails(reference)).find((row) => row.kind === "trip_quote");
    expect(mail?.locale).toBe("id");
    expect(mail?.subject).toContain(reference);
    expect(mail?.body_text).toContain("Driver Made will pick you up.");
    expect(mail?.body_text).toContain(`/trip/quote?reference=${reference}`);
    // The mail's link opens the lookup with the reference filled in, in the tourist's language.
    const link = /https?:\/\/[^\s]+\/trip\/quote\?reference=[\w-]+/.exec(mail?.body_text ?? "")?.[0] ?? "";
    const opened = await new Browser("id").page(new URL(link).pathname + new URL(link).search);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toBe("private, no-store");
    expect(opened.text).toMatch(
      new RegExp(`id="trip-reference"[^>]*value="${reference}"|value="${reference}"[^>]*id="trip-reference"`),
    );
    expect(textOf(opened.text)).toContain("Penawaran perjalanan Anda");
    expect(mail?.body_text).toMatch(/Rp [\d.]+/);
    const lines = await linesOf(reference);
    const total = lines.reduce((sum, line) => sum + line.price_idr, 0);
    expect(mail?.body_text).toContain(total.toLocaleString("de-DE"));
    expect(operator).toBeDefined();
  });

  it("refuses a last day in the past with 422 under the field", async () => {
    const { reference } = await sentTrip();
    const operator = await signedInOperator("en");
    const { version } = await tripState(reference);
    const reply = await operator.submit(tripPage(reference), {
      intent: "sendQuote",
      version: String(version),
      notes: "",
      valid_until: baliDate(-1),
    });
    expect(reply.status).toBe(422);
    expect(textOf(reply.text)).toContain("The last day to accept the quote cannot be in the past.");
    expect((await tripState(reference)).status).toBe("requested");
  });
});

describe("the tourist's quote page", () => {
  it("shows the quote's lines and total in the site's currency for the right e-mail, and the lookup's not-found for a wrong one", async () => {
    const trip = await quotedTrip("en");
    const wrong = await new Browser("en").submit(
      "/trip/quote",
      { reference: trip.reference, email: `x${trip.email}` },
      { csrf: false },
    );
    expect(wrong.status).toBe(404);
    expect(textOf(wrong.text)).toContain("We could not find a trip with this reference and e-mail address.");
    const found = await new Browser("en").submit(
      "/trip/quote",
      { reference: trip.reference.toLowerCase(), email: trip.email.toUpperCase() },
      { csrf: false },
    );
    expect(found.status).toBe(200);
    expect(roundTripsOf(found.headers)).toBeLessThanOrEqual(2);
    expect(found.text.match(/data-testid="quote-line"/g)).toHaveLength(4);
    const cents = (await linesOf(trip.reference)).reduce((sum, line) => sum + line.price_usd_cents, 0);
    expect(textOf(testIdPart(found.text, "quote-total"))).toContain(`US$ ${(cents / 100).toLocaleString("en-US")}`);
    expect(found.text).toContain('data-testid="accept-quote"');
    expect(textOf(found.text)).toContain("Driver Made will pick you up.");
  });

  it("asks for changes with a required message: the operator gets it with the link, and can send the quote again", async () => {
    const trip = await quotedTrip("en");
    const tourist = new Browser("en");
    const ask = (message: string) =>
      tourist.submit("/trip/quote", { intent: "changes", reference: trip.reference, email: trip.email, message });
    const empty = await ask("   ");
    expect(empty.status).toBe(422);
    expect(textOf(empty.text)).toContain("Please tell us what you would like to change.");
    expect((await tripState(trip.reference)).status).toBe("quoted");
    const asked = await ask("Could day two start at 10:00 instead?");
    expect(asked.status).toBe(200);
    expect((await tripState(trip.reference)).status).toBe("changes_requested");
    const mail = (await tripMails(trip.reference)).find((row) => row.kind === "trip_changes_requested");
    expect(mail?.locale).toBe("id");
    expect(mail?.to_address).toBe(env.OPERATOR_EMAIL);
    expect(mail?.body_text).toContain("Could day two start at 10:00 instead?");
    expect(mail?.body_text).toContain(`/admin/trips/${trip.reference}`);
    const page = await trip.operator.page(tripPage(trip.reference));
    expect(textOf(testIdPart(page.text, "change-request"))).toContain("Could day two start at 10:00 instead?");
    await sendQuote(trip.operator, trip.reference, "Day two now starts at 10:00.");
    expect((await tripState(trip.reference)).status).toBe("quoted");
  });
});

/** Two quoted trips that want the same car on the same days. */
async function twoTripsForOneCar() {
  const first = await quotedTrip("en");
  const { payload } = await tripPayload("en", {}, first.firstDay);
  const sent = await new Browser("en").post("/api/trip", payload);
  expect(sent.status).toBe(201);
  const second = { reference: sent.body.trip.reference as string, email: payload.email as string };
  await sendQuote(first.operator, second.reference);
  return [first, second] as const;
}

/** How many bookings hold the car on the day. */
async function carsHeldOn(vehicleId: number, date: string): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT count(*) AS n FROM bookings WHERE transport_id = ? AND visit_date = ? AND status IN ('requested', 'confirmed')",
  )
    .bind(vehicleId, date)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

let addresses = 0;
function postFrom(path: string): Request {
  addresses += 1;
  return new Request(`http://en.localhost${path}`, {
    method: "POST",
    headers: { "cf-connecting-ip": `198.51.100.${100 + addresses}` },
  });
}

/** The tourist's accept, straight through acceptQuote on `db`. */
function acceptDirectly(db: D1Database, trip: { reference: string; email: string }, version: number) {
  const request = postFrom("/trip/quote");
  const scope: RequestScope = {
    request,
    url: new URL(request.url),
    params: {},
    env,
    ctx: createExecutionContext(),
    config: siteConfig(env),
    db,
    locale: "en",
  };
  return acceptQuote(
    scope,
    { intent: "accept", reference: trip.reference, email: trip.email, version: String(version) },
    null,
  );
}

/** A booking of the trip's car on `date`, straight through requestBooking on `db`. */
function carBooking(db: D1Database, trip: Awaited<ReturnType<typeof quotedTrip>>, date: string): BookingCall {
  const { vehicle } = trip;
  return {
    db,
    env,
    ctx: createExecutionContext(),
    request: postFrom(`/api/transport/${vehicle.id}/booking`),
    locale: "en",
    target: { kind: "transport", id: vehicle.id },
    input: bookingPayload("en", trip.activity, 0, [], {
      activity_id: undefined,
      transport_id: vehicle.id,
      order_data: JSON.stringify([{ id: vehicle.id, ordered: 1 }]),
      total: vehicle.price_usd_cents / 100,
      adults: 1,
      kids: 0,
      date,
    }),
    idempotencyKey: null,
  };
}

/** The refusal says nothing was booked and names both days' car lines, full. */
function expectCarLinesRefused(html: string, vehicleName: string) {
  expect(textOf(testIdPart(html, "quote-refusal"))).toContain("Nothing was booked");
  const lines = elementsWith(html, 'data-testid="refused-line"').map(textOf);
  expect(lines).toHaveLength(2);
  for (const line of lines) {
    expect(line).toContain(vehicleName);
    expect(line).toContain("fully booked");
  }
}

/** The seed's vehicle takes several bookings a day; these tests need it to hold one, as one car does. */
async function setVehicleCapacity(capacity: number) {
  const vehicle = await publishedVehicle();
  await env.DB.prepare("UPDATE availability_rules SET capacity = ?2 WHERE transport_id = ?1")
    .bind(vehicle.id, capacity)
    .run();
}

describe("accepting the quote", () => {
  let seedCapacity = 0;
  beforeAll(async () => {
    const vehicle = await publishedVehicle();
    const rule = await env.DB.prepare("SELECT capacity FROM availability_rules WHERE transport_id = ?")
      .bind(vehicle.id)
      .first<{ capacity: number }>();
    seedCapacity = rule?.capacity ?? 0;
    await setVehicleCapacity(1);
  });
  afterAll(() => setVehicleCapacity(seedCapacity));

  it("books every bookable line under the trip at the quoted price, holding places, with mails and an audit row", async () => {
    const trip = await quotedTrip("en");
    const { version } = await tripState(trip.reference);
    const carDay = `/api/transport/${trip.vehicle.id}/availability?from=${baliDate(trip.firstDay)}&to=${baliDate(trip.firstDay)}`;
    await expect.poll(async () => (await new Browser("en").get(carDay)).headers.get("x-cache")).toBe("HIT");
    expect((await new Browser("en").get(carDay)).body.items[0].status).not.toBe("full");
    const reply = await accept(new Browser("en"), trip, version);
    expect(reply.status).toBe(200);
    expect(roundTripsOf(reply.headers)).toBeLessThanOrEqual(2);
    const bookings = await bookingsOf(trip.reference);
    expect(bookings.map((booking) => booking.status)).toEqual(["requested", "requested", "requested"]);
    expect(bookings.map((booking) => booking.seats)).toEqual([1, 3, 1]);
    const lines = (await linesOf(trip.reference)).filter((line) => line.item_kind !== "destination");
    expect(bookings.map((booking) => booking.total_usd_cents)).toEqual(lines.map((line) => line.price_usd_cents));
    const shown = [...reply.text.matchAll(/data-testid="trip-booking-reference">([^<]+)</g)].map((match) => match[1]);
    expect(shown).toEqual(bookings.map((booking) => booking.reference));
    expect((await tripState(trip.reference)).status).toBe("accepted");
    const kinds = (await tripMails(trip.reference)).map((mail) => mail.kind);
    expect(kinds).toContain("trip_accepted");
    expect(kinds).toContain("trip_accepted_notification");
    const tourist = (await tripMails(trip.reference)).find((mail) => mail.kind === "trip_accepted");
    expect(tourist?.locale).toBe("en");
    for (const booking of bookings) expect(tourist?.body_text).toContain(booking.reference);
    const [audit] = (await auditOf(trip.reference)).slice(-1);
    expect(audit?.actor_email).toBe(trip.email);
    expect(JSON.parse(audit?.after_json ?? "{}").status).toBe("accepted");
    // The car holds its only place: its day's availability, cached a moment ago, says full at once.
    expect((await new Browser("en").get(carDay)).body.items[0].status).toBe("full");
  });

  it("keeps the agreed price when the catalogue's price changes later", async () => {
    const trip = await quotedTrip("en");
    await accept(new Browser("en"), trip, (await tripState(trip.reference)).version);
    const before = await bookingsOf(trip.reference);
    await env.DB.prepare("UPDATE transports SET price_idr = price_idr + 1 WHERE id = ?").bind(trip.vehicle.id).run();
    const page = await new Browser("en").submit(
      "/trip/quote",
      { reference: trip.reference, email: trip.email },
      { csrf: false },
    );
    await env.DB.prepare("UPDATE transports SET price_idr = price_idr - 1 WHERE id = ?").bind(trip.vehicle.id).run();
    expect(await bookingsOf(trip.reference)).toEqual(before);
    const booking = await new Browser("en").submit(
      "/booking",
      { reference: before[0]?.reference ?? "", email: trip.email },
      { csrf: false },
    );
    expect(booking.status).toBe(200);
    expect(textOf(testIdPart(booking.text, "booking-trip"))).toContain(`Part of your trip ${trip.reference}`);
    expect(page.status).toBe(200);
    const operatorView = await trip.operator.page(`/admin/bookings/${before[0]?.reference}`);
    expect(textOf(testIdPart(operatorView.text, "booking-trip")).trim()).toBe(`Part of trip ${trip.reference}`);
    expect(testIdPart(operatorView.text, "booking-trip")).toContain(`href="/admin/trips/${trip.reference}"`);
  });

  it("shows the bookings in the operator's manifest of their day, with the trip's reference", async () => {
    const trip = await quotedTrip("en");
    await accept(new Browser("en"), trip, (await tripState(trip.reference)).version);
    const [first] = await bookingsOf(trip.reference);
    const manifest = await trip.operator.page(`/admin/calendar/${first?.visit_date}`);
    expect(manifest.status).toBe(200);
    expect(manifest.text).toContain(first?.reference ?? "?");
    expect(textOf(testIdPart(manifest.text, "manifest-booking-trip")).trim()).toBe(`Trip ${trip.reference}`);
    const csv = await trip.operator.fetchText("GET", `/admin/calendar/${first?.visit_date}.csv`);
    const row = csv.text.split("\r\n").find((line) => line.includes(first?.reference ?? "?"));
    expect(row).toMatch(new RegExp(`,${first?.reference},${trip.reference},0,Website,\\d+,$`));
  });

  /** An accepted trip whose arrival day has the transfer at 10:15, entrance tickets at 16:30 and an untimed extra. */
  async function acceptedWithExtras() {
    const trip = await sentTrip("en");
    const operator = await signedInOperator("en");
    const day = baliDate(trip.firstDay);
    const [transfer] = await linesOf(trip.reference);
    const edit = async (fields: Record<string, string>) => {
      const { version } = await tripState(trip.reference);
      const reply = await operator.submit(tripPage(trip.reference), { version: String(version), ...fields });
      expect(reply.status).toBe(303);
    };
    await edit({
      intent: "saveLine",
      line_id: String(transfer?.id),
      description: transfer?.description ?? "",
      price_idr: String(transfer?.price_idr),
      price_usd: ((transfer?.price_usd_cents ?? 0) / 100).toFixed(2),
      start_time: "10:15",
    });
    const extra = { intent: "addLine", day_date: day, item: "extra", price_idr: "120000", price_usd: "8" };
    await edit({ ...extra, description: "Entrance tickets, Tanah Lot", start_time: "16:30" });
    // An operator's text that a spreadsheet would read as a formula, on a line without a time.
    await edit({ ...extra, description: "=Parking at Tanah Lot", start_time: "" });
    await sendQuote(operator, trip.reference);
    expect((await accept(new Browser("en"), trip, (await tripState(trip.reference)).version)).status).toBe(200);
    const [transferBooking] = await bookingsOf(trip.reference);
    return { ...trip, operator, day, transferReference: transferBooking?.reference ?? "?" };
  }

  it("shows the quote's extras on their day's manifest at their times, after the transfer at its time", async () => {
    const trip = await acceptedWithExtras();
    const manifest = await trip.operator.page(`/admin/calendar/${trip.day}`);
    expect(manifest.status).toBe(200);
    const headings = elementsOf(manifest.text, "section")
      .filter((section) => /^<section [^>]*data-testid="manifest-(trip|quote-line)"/.test(section))
      .map((section) => textOf(elementsOf(section, "h2")[0] ?? "").trim());
    expect(headings).toEqual([
      `10:15 · ${trip.vehicleName}`,
      "16:30 · Entrance tickets, Tanah Lot",
      "=Parking at Tanah Lot",
    ]);
    const tickets = textOf(elementsWith(manifest.text, 'data-testid="manifest-quote-line"')[0] ?? "");
    expect(tickets).toContain("Extra of the trip plan");
    expect(tickets).toContain("Mrs. Ayu Lestari");
    expect(tickets).toContain("3 persons");
    expect(tickets).toContain(`Trip ${trip.reference}`);
  });

  it("lists the quote's extras in their day's CSV at their times, beside the transfer, guarded against formulas", async () => {
    const trip = await acceptedWithExtras();
    const csv = await trip.operator.fetchText("GET", `/admin/calendar/${trip.day}.csv`);
    expect(csv.status).toBe(200);
    const rows = csv.text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n")
      .slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]?.startsWith(`${trip.vehicleName},10:15,`)).toBe(true);
    expect(rows[0]).toMatch(new RegExp(`,${trip.transferReference},${trip.reference},0,Website,600000,$`));
    expect(rows[1]?.startsWith('"Entrance tickets, Tanah Lot",16:30,')).toBe(true);
    expect(rows[1]).toContain(",Mrs. Ayu Lestari,3,Extra of the trip plan,");
    expect(rows[1]?.endsWith(`,Accepted,,${trip.reference},0,,,`)).toBe(true);
    // Every row has the header's columns, the quote's own lines too.
    for (const row of rows) expect(parseCsv(`${row}\r\n`)[0]).toHaveLength(19);
    expect(rows[2]?.startsWith("'=Parking at Tanah Lot,,")).toBe(true);
  });

  it("refuses the whole acceptance when a day filled meanwhile, naming the line, and writes nothing", async () => {
    const [first, second] = await twoTripsForOneCar();
    expect((await accept(new Browser("en"), first, (await tripState(first.reference)).version)).status).toBe(200);
    const before = await tripState(second.reference);
    const refused = await accept(new Browser("en"), second, before.version);
    expect(refused.status).toBe(422);
    expectCarLinesRefused(refused.text, first.vehicleName);
    expect(await bookingsOf(second.reference)).toEqual([]);
    expect(await tripState(second.reference)).toEqual(before);
    expect((await tripMails(second.reference)).some((mail) => mail.kind === "trip_accepted")).toBe(false);
  });

  it("gives the car to the first of two trips whose acceptances both read before either writes", async () => {
    const trips = await twoTripsForOneCar();
    const versions = await Promise.all(trips.map(async (trip) => (await tripState(trip.reference)).version));
    const { first, second } = race(
      (db) => acceptDirectly(db, trips[0], versions[0] ?? 0),
      (db) => acceptDirectly(db, trips[1], versions[1] ?? 0),
    );
    const [won, lost] = await Promise.all([first, second]);
    expect(won).toMatchObject({ kind: "found", httpStatus: 200, done: "accepted" });
    expect(lost).toMatchObject({ kind: "found", httpStatus: 422, refusal: { problem: "unavailable" } });
    const refusedLines = lost.kind === "found" ? (lost.refusal?.lines ?? []) : [];
    expect(refusedLines).toHaveLength(2);
    for (const line of refusedLines) {
      expect(line.message).toContain(trips[0].vehicleName);
      expect(line.message).toContain("This date is fully booked");
    }
    expect(await bookingsOf(trips[1].reference)).toEqual([]);
    expect((await tripState(trips[1].reference)).status).toBe("quoted");
    expect(await bookingsOf(trips[0].reference)).toHaveLength(3);
    expect(await carsHeldOn(trips[0].vehicle.id, baliDate(trips[0].firstDay))).toBe(1);
  });

  it("refuses the acceptance that writes after a booking of the same car which read at the same moment", async () => {
    const trip = await quotedTrip("en");
    const { version } = await tripState(trip.reference);
    const { first, second } = race(
      (db) => requestBooking(carBooking(db, trip, baliDate(trip.firstDay))),
      (db) => acceptDirectly(db, trip, version),
    );
    await expect(first).resolves.toMatchObject({ replayed: false });
    const lost = await second;
    expect(lost).toMatchObject({ kind: "found", httpStatus: 422, refusal: { problem: "unavailable" } });
    const refusedLines = lost.kind === "found" ? (lost.refusal?.lines ?? []) : [];
    expect(refusedLines.map((line) => line.message)).toEqual([
      expect.stringContaining(`Airport transfer on arrival: ${trip.vehicleName}: This date is fully booked`),
    ]);
    expect(await bookingsOf(trip.reference)).toEqual([]);
    expect(await carsHeldOn(trip.vehicle.id, baliDate(trip.firstDay))).toBe(1);
  });

  it("refuses the booking that writes after an acceptance of the same car which read at the same moment", async () => {
    const trip = await quotedTrip("en");
    const { version } = await tripState(trip.reference);
    const { first, second } = race(
      (db) => acceptDirectly(db, trip, version),
      (db) => requestBooking(carBooking(db, trip, baliDate(trip.firstDay))),
    );
    await expect(first).resolves.toMatchObject({ httpStatus: 200, done: "accepted" });
    await expect(second).rejects.toMatchObject({ status: 422 });
    expect(await bookingsOf(trip.reference)).toHaveLength(3);
    expect(await carsHeldOn(trip.vehicle.id, baliDate(trip.firstDay))).toBe(1);
  });

  it("refuses a line on a day the activity is closed, naming it, and books nothing", async () => {
    const trip = await quotedTrip("en");
    await env.DB.prepare("INSERT INTO blackout_dates (activity_id, date) VALUES (?, ?)")
      .bind(trip.activity.id, baliDate(trip.firstDay + 1))
      .run();
    const refused = await accept(new Browser("en"), trip, (await tripState(trip.reference)).version);
    expect(refused.status).toBe(422);
    const lines = elementsWith(refused.text, 'data-testid="refused-line"').map(textOf);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(trip.activity.name);
    expect(lines[0]).toContain("This date is not available");
    expect(await bookingsOf(trip.reference)).toEqual([]);
  });

  it("makes one set of bookings when accepts race (two tabs, a double click)", async () => {
    const trip = await quotedTrip("en");
    const { version } = await tripState(trip.reference);
    const replies = await Promise.all([1, 2, 3].map(() => accept(new Browser("en"), trip, version)));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    const bookings = await bookingsOf(trip.reference);
    expect(bookings).toHaveLength(3);
    for (const reply of replies) {
      for (const booking of bookings) expect(reply.text).toContain(booking.reference);
    }
    const accepted = (await tripMails(trip.reference)).filter((mail) => mail.kind === "trip_accepted");
    expect(accepted).toHaveLength(1);
  });

  it("shows the same bookings when accepted again, and writes nothing more", async () => {
    const trip = await quotedTrip("en");
    const { version } = await tripState(trip.reference);
    await accept(new Browser("en"), trip, version);
    const bookings = await bookingsOf(trip.reference);
    const again = await accept(new Browser("en"), trip, version);
    expect(again.status).toBe(200);
    expect(await bookingsOf(trip.reference)).toEqual(bookings);
    expect(again.text).toContain(bookings[0]?.reference ?? "?");
  });

  it("refuses an expired quote with a clear message, shows it as expired and books nothing", async () => {
    const trip = await quotedTrip("id");
    await env.DB.prepare("UPDATE trips SET valid_until = ? WHERE reference = ?")
      .bind(baliDate(-1), trip.reference)
      .run();
    const { version } = await tripState(trip.reference);
    const reply = await accept(new Browser("id"), trip, version);
    expect(reply.status).toBe(422);
    expect(textOf(testIdPart(reply.text, "trip-status")).trim()).toBe("Kedaluwarsa");
    expect(textOf(testIdPart(reply.text, "quote-refusal"))).toContain("Penawaran ini sudah kedaluwarsa");
    expect(await bookingsOf(trip.reference)).toEqual([]);
    expect((await tripState(trip.reference)).status).toBe("quoted");
  });

  it("refuses an accept of a quote changed since it was shown, or of no version, with 409 and the quote as it is now", async () => {
    const trip = await quotedTrip("en");
    const shown = (await tripState(trip.reference)).version;
    const [line] = await linesOf(trip.reference);
    const saved = await trip.operator.submit(tripPage(trip.reference), {
      intent: "saveLine",
      version: String(shown),
      line_id: String(line?.id),
      description: "Airport pickup",
      price_idr: "123000",
      price_usd: "8",
      start_time: "",
    });
    expect(saved.status).toBe(303);
    await sendQuote(trip.operator, trip.reference);
    const tourist = new Browser("en");
    for (const version of [String(shown), "", "9999999999", "1 OR 1=1"]) {
      const reply = await tourist.submit("/trip/quote", {
        intent: "accept",
        reference: trip.reference,
        email: trip.email,
        version,
      });
      expect(reply.status, version).toBe(409);
      expect(textOf(testIdPart(reply.text, "quote-refusal"))).toContain("This quote changed after you opened it");
      expect(textOf(testIdPart(reply.text, "quote-days"))).toContain("Airport pickup");
    }
    expect(await bookingsOf(trip.reference)).toEqual([]);
    expect((await tripState(trip.reference)).status).toBe("quoted");
  });

  it("refuses an accept without the page's CSRF token with 419 and books nothing", async () => {
    const trip = await quotedTrip("en");
    const { version } = await tripState(trip.reference);
    const reply = await new Browser("en").submit(
      "/trip/quote",
      { intent: "accept", reference: trip.reference, email: trip.email, version: String(version) },
      { csrf: false },
    );
    expect(reply.status).toBe(419);
    expect(await bookingsOf(trip.reference)).toEqual([]);
    expect((await tripState(trip.reference)).version).toBe(version);
  });

  it("answers a tampered e-mail with the lookup's not-found and books nothing", async () => {
    const trip = await quotedTrip("en");
    const { version } = await tripState(trip.reference);
    const reply = await accept(new Browser("en"), { reference: trip.reference, email: "someone@example.com" }, version);
    expect(reply.status).toBe(404);
    expect(await bookingsOf(trip.reference)).toEqual([]);
  });
});

describe("the printable itinerary", () => {
  it("shows the tourist, in their language, every day with its times, places, bookings, pickup and who to call", async () => {
    const trip = await quotedTrip("id");
    const lookup = { intent: "itinerary", reference: trip.reference, email: trip.email };
    const early = await new Browser("id").submit("/trip/quote", lookup, { csrf: false });
    expect(early.status).toBe(200);
    expect(early.text).not.toContain('data-testid="itinerary"');
    await accept(new Browser("id"), trip, (await tripState(trip.reference)).version);
    const bookings = await bookingsOf(trip.reference);
    const tourist = await new Browser("id").submit("/trip/quote", lookup, { csrf: false });
    expect(tourist.status).toBe(200);
    const itinerary = testIdPart(tourist.text, "itinerary");
    const text = textOf(itinerary);
    expect(text).toContain(`Jadwal perjalanan ${trip.reference}`);
    expect(itinerary.match(/<section /g)).toHaveLength(3);
    for (const line of await linesOf(trip.reference)) expect(text).toContain(line.description);
    expect(text).toMatch(/08:00\s+[^<]*Ubud/);
    for (const booking of bookings) expect(itinerary).toContain(booking.reference);
    expect(text).toContain("Tempat penjemputan: Alaya Resort, Ubud");
    expect(textOf(testIdPart(itinerary, "itinerary-contact"))).toContain(`+${env.WHATSAPP_NUMBER}`);
    expect(textOf(testIdPart(itinerary, "itinerary-contact"))).toContain(env.OPERATOR_EMAIL);
  });

  it("meets the arriving party at the airport: the transfer's booking, the manifest and the itinerary say so", async () => {
    const trip = await quotedTrip("id");
    await accept(new Browser("id"), trip, (await tripState(trip.reference)).version);
    const pickups = await env.DB.prepare(
      `SELECT b.pickup_location FROM bookings b JOIN trips t ON t.id = b.trip_id WHERE t.reference = ?
       ORDER BY b.visit_date, b.id`,
    )
      .bind(trip.reference)
      .all<{ pickup_location: string }>();
    const airport = "Area kedatangan Bandara Ngurah Rai (DPS), dengan papan bertuliskan nama Anda";
    expect(pickups.results.map((row) => row.pickup_location)).toEqual([
      `${airport}; diantar ke Alaya Resort, Ubud`,
      "Alaya Resort, Ubud",
      "Alaya Resort, Ubud",
    ]);
    const [transfer] = await bookingsOf(trip.reference);
    const manifest = await trip.operator.page(`/admin/calendar/${transfer?.visit_date}`);
    expect(textOf(manifest.text)).toContain(airport);
    const lookup = { intent: "itinerary", reference: trip.reference, email: trip.email };
    const itinerary = testIdPart(
      (await new Browser("id").submit("/trip/quote", lookup, { csrf: false })).text,
      "itinerary",
    );
    const [arrivalDay, tourDay] = elementsOf(itinerary, "section").map(textOf);
    expect(arrivalDay).toContain(airport);
    expect(arrivalDay).not.toContain("Tempat penjemputan");
    expect(tourDay).toContain("Tempat penjemputan: Alaya Resort, Ubud");
  });

  it("shows the operator the itinerary, and a way to open it as the tourist sees it in their language", async () => {
    const trip = await quotedTrip("en");
    await accept(new Browser("en"), trip, (await tripState(trip.reference)).version);
    const bookings = await bookingsOf(trip.reference);
    const operator = await trip.operator.page(`${tripPage(trip.reference)}/itinerary`);
    expect(operator.status).toBe(200);
    for (const booking of bookings) expect(testIdPart(operator.text, "itinerary")).toContain(booking.reference);
    const page = await trip.operator.page(tripPage(trip.reference));
    const form = elementWith(page.text, 'aria-label="Itinerary in the tourist&#x27;s language"');
    expect(form).toMatch(/action="https?:\/\/[^"]+\/trip\/quote"/);
    expect(form).toContain(`value="${trip.email}"`);
    expect(textOf(form)).toContain("Itinerary in English");
  });
});

describe("the trip's calendar file", () => {
  const calendarOf = (site: Site, trip: { reference: string; email: string }) =>
    new Browser(site).submit(
      "/trip/quote/calendar.ics",
      { reference: trip.reference, email: trip.email },
      { csrf: false },
    );
  /** The file's content lines, folds undone, as a calendar reads them. */
  const unfolded = (file: string) => file.replaceAll("\r\n ", "").split("\r\n");
  /** Each VEVENT's lines. */
  const eventsOf = (file: string) =>
    file
      .replaceAll("\r\n ", "")
      .split("BEGIN:VEVENT\r\n")
      .slice(1)
      .map((event) => event.slice(0, event.indexOf("END:VEVENT")).split("\r\n"));
  const eventOf = (file: string, reference: string) =>
    eventsOf(file).find((event) => event.includes(`UID:${reference}@localhost`)) ?? [];

  /** An accepted trip whose car with driver starts at 09:00 (the operator set the time before sending). */
  async function acceptedTrip(site: Site) {
    const trip = await sentTrip(site);
    const operator = await signedInOperator("en");
    const driver = (await linesOf(trip.reference)).find((line) => line.item_kind === "driver");
    const saved = await operator.submit(tripPage(trip.reference), {
      intent: "saveLine",
      version: String((await tripState(trip.reference)).version),
      line_id: String(driver?.id),
      description: driver?.description ?? "",
      price_idr: String(driver?.price_idr),
      price_usd: String((driver?.price_usd_cents ?? 0) / 100),
      start_time: "09:00",
    });
    expect(saved.status).toBe(303);
    await sendQuote(operator, trip.reference);
    expect((await accept(new Browser(site), trip, (await tripState(trip.reference)).version)).status).toBe(200);
    return { ...trip, operator, bookings: await bookingsOf(trip.reference), lines: await linesOf(trip.reference) };
  }

  it("offers it on the accepted trip's page and itinerary, posting the reference and e-mail, and not before", async () => {
    const trip = await quotedTrip("en");
    const lookup = { reference: trip.reference, email: trip.email };
    const quoted = await new Browser("en").submit("/trip/quote", lookup, { csrf: false });
    expect(quoted.text).not.toContain('data-testid="trip-calendar"');
    await accept(new Browser("en"), trip, (await tripState(trip.reference)).version);
    for (const intent of ["", "itinerary"]) {
      const page = await new Browser("en").submit("/trip/quote", { ...lookup, intent }, { csrf: false });
      const form = elementWith(page.text, 'action="/trip/quote/calendar.ics"');
      expect(form).toContain(`value="${trip.reference}"`);
      expect(form).toContain(`value="${trip.email}"`);
      expect(textOf(form)).toContain("Add to calendar");
    }
  });

  it("holds one event per booking at its time in Bali, each with its booking's own UID, escaped and folded", async () => {
    const trip = await acceptedTrip("en");
    const file = await calendarOf("en", trip);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="${trip.reference}.ics"`);
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    const events = eventsOf(file.text);
    expect(events).toHaveLength(3);
    expect(events.map((event) => event.find((line) => line.startsWith("UID:")))).toEqual(
      trip.bookings.map((booking) => `UID:${booking.reference}@localhost`),
    );
    const [transfer, activity, driver] = trip.bookings.map((booking) => eventOf(file.text, booking.reference));
    const day = (offset: number) => baliDate(trip.firstDay + offset).replaceAll("-", "");
    // The transfer has no time yet: a whole day.
    expect(transfer).toContain(`DTSTART;VALUE=DATE:${day(0)}`);
    expect(activity).toContain(`DTSTART;TZID=Asia/Makassar:${day(1)}T080000`);
    // The car with driver for the plan's 8 hours from the time the operator set.
    expect(driver).toContain(`DTSTART;TZID=Asia/Makassar:${day(2)}T090000`);
    expect(driver).toContain(`DTEND;TZID=Asia/Makassar:${day(2)}T170000`);
    const [transferLine, activityLine, place, driverLine] = trip.lines;
    // A text's commas and semicolons are escaped ("Car with driver: Toyota Avanza\, 8 hours").
    const escaped = (text = "") => text.replace(/[,;]/g, (mark) => `\\${mark}`);
    expect(transfer).toContain(`SUMMARY:${escaped(transferLine?.description)}`);
    expect(driver).toContain(`SUMMARY:${escaped(driverLine?.description)}`);
    expect(driver?.find((line) => line.startsWith("SUMMARY:"))).toContain("\\, 8 hours");
    expect(activity).toContain(`SUMMARY:${escaped(activityLine?.description)}`);
    expect(activity).toContain("LOCATION:Alaya Resort\\, Ubud");
    const description = activity?.find((line) => line.startsWith("DESCRIPTION:")) ?? "";
    expect(description).toContain(`Booking reference ${trip.bookings[1]?.reference}: we confirm it`);
    expect(description).toContain(`Also planned on this day: ${place?.description}.`);
    expect(description).toContain(`Part of your trip ${trip.reference}.`);
    expect(description).toContain("\\n");
    const lines = unfolded(file.text);
    expect(lines).toContain("TZID:Asia/Makassar");
    expect(file.text.endsWith("\r\n")).toBe(true);
    for (const line of file.text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(file.text.split("\r\n").some((line) => line.startsWith(" "))).toBe(true);
  });

  it("gives each booking the same event as the booking's own file, its ID once confirmed", async () => {
    const trip = await acceptedTrip("en");
    const timing = (event: string[]) => event.filter((line) => /^(UID|DTSTART|DTEND|LOCATION)/.test(line));
    // The activity, and the car with driver for the plan's hours rather than the vehicle's own.
    for (const [index, confirmationId] of [
      [1, "UBUD-777"],
      [2, "CAR-778"],
    ] as const) {
      const reference = trip.bookings[index]?.reference ?? "?";
      const confirmed = await trip.operator.submit(`/admin/bookings/${reference}`, {
        intent: "confirm",
        confirmation_id: confirmationId,
      });
      expect(confirmed.status).toBe(303);
      const own = await new Browser("en").submit(`/booking/${reference}/calendar.ics`, { email: trip.email });
      expect(own.status).toBe(200);
      const tripEvent = eventOf((await calendarOf("en", trip)).text, reference);
      expect(timing(tripEvent)).toEqual(timing(eventOf(own.text, reference)));
      if (index === 2) {
        const day = baliDate(trip.firstDay + 2).replaceAll("-", "");
        expect(eventOf(own.text, reference)).toContain(`DTEND;TZID=Asia/Makassar:${day}T170000`);
      }
      expect(tripEvent.find((line) => line.startsWith("DESCRIPTION:"))).toContain(
        `Booking ID ${confirmationId}\\, reference ${reference}.`,
      );
    }
  });

  it("speaks Indonesian on the Indonesian site", async () => {
    const trip = await acceptedTrip("id");
    const file = await calendarOf("id", trip);
    expect(file.status).toBe(200);
    expect(eventsOf(file.text)).toHaveLength(3);
    const description = eventOf(file.text, trip.bookings[2]?.reference ?? "?").find((line) =>
      line.startsWith("DESCRIPTION:"),
    );
    expect(description).toContain(`Bagian dari perjalanan Anda ${trip.reference}.`);
    expect(description).toContain(`+${env.WHATSAPP_NUMBER}`);
  });

  it("refuses a trip not accepted yet with 409 and a wrong e-mail with the lookup's not-found, in the site's language", async () => {
    const trip = await quotedTrip("en");
    const early = await calendarOf("en", trip);
    expect(early.status).toBe(409);
    expect(early.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(early.text).toContain("they come once you have accepted its quote");
    const wrong = await calendarOf("en", { reference: trip.reference, email: `x${trip.email}` });
    expect(wrong.status).toBe(404);
    expect(wrong.text).toBe(
      "We could not find a trip with this reference and e-mail address. Please check both and try again.",
    );
    expect(wrong.headers.get("cache-control")).toBe("private, no-store");
    const indonesian = await calendarOf("id", { reference: trip.reference, email: `x${trip.email}` });
    expect(indonesian.status).toBe(404);
    expect(indonesian.text).toContain("Kami tidak menemukan perjalanan");
    expect((await calendarOf("id", trip)).status).toBe(409);
    const missing = await calendarOf("en", { reference: trip.reference, email: "" });
    expect(missing.status).toBe(422);
    expect(missing.text).toBe("Please enter the reference of your trip and your e-mail address.");
    // A GET (a pasted link) goes to the quote page, which asks for the pair.
    const get = await new Browser("en").page("/trip/quote/calendar.ics");
    expect(get.status).toBe(302);
    expect(get.headers.get("location")).toBe("/trip/quote");
  });

  it("counts its lookups with the quote page's, and refuses past the limit with 429", async () => {
    const trip = await quotedTrip("en");
    const browser = new Browser("en");
    const pair = { reference: trip.reference, email: trip.email };
    for (let n = 0; n < 10; n += 1) await browser.submit("/trip/quote", pair, { csrf: false });
    const limited = await browser.submit("/trip/quote/calendar.ics", pair, { csrf: false });
    expect(limited.status).toBe(429);
    expect(limited.text).toContain("Too many lookups");
  });
});
