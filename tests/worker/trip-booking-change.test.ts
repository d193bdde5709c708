/**
 * Issue 38: a booking made under a trip's quote is changed like any other, and its quote line
 * follows (decision 0068): the day, the start time, what is booked and the price, so the quote page
 * and its mails show the booking as it now stands. It moves only within the trip's days.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { activityPage, baliDate, type PageActivity, UBUD } from "./booking-support.ts";
import { Browser } from "./browser.ts";
import { signedInOperator, textOf } from "./operator-support.ts";
import { tripPayload } from "./trip-support.ts";

const JSON_ACCEPT = { accept: "application/json" };
const FIRST_DAY = 60;

let operator: Browser;
let ubud: PageActivity;

beforeAll(async () => {
  operator = await signedInOperator("en", "Made Desk");
  ubud = await activityPage("en", UBUD);
  await env.DB.prepare("UPDATE availability_rules SET notice_hours = 0, capacity = 60").run();
}, 30_000);

/** A trip sent, quoted and accepted: its reference, e-mail and the booking of its Ubud line. */
async function acceptedTrip() {
  const { payload } = await tripPayload("en", {}, FIRST_DAY);
  const sent = await new Browser("en").post("/api/trip", payload);
  expect(sent.status).toBe(201);
  const reference = sent.body.trip.reference as string;
  const trip = () =>
    env.DB.prepare("SELECT version FROM trips WHERE reference = ?").bind(reference).first<{ version: number }>();
  const quoted = await operator.submit(`/admin/trips/${reference}`, {
    intent: "sendQuote",
    version: String((await trip())?.version),
    notes: "",
    valid_until: baliDate(10),
  });
  expect(quoted.status).toBe(303);
  const accepted = await new Browser("en").submit("/trip/quote", {
    intent: "accept",
    reference,
    email: payload.email as string,
    version: String((await trip())?.version),
  });
  expect(accepted.status).toBe(200);
  const booking = await env.DB.prepare(
    "SELECT b.reference FROM bookings b JOIN trips t ON t.id = b.trip_id WHERE t.reference = ? AND b.activity_id = ?",
  )
    .bind(reference, ubud.id)
    .first<{ reference: string }>();
  return { reference, email: payload.email as string, booking: booking?.reference ?? "" };
}

async function lineOf(booking: string) {
  return env.DB.prepare(
    `SELECT l.day_date, l.start_time, l.description, l.price_idr, l.price_usd_cents FROM trip_quote_lines l
     JOIN bookings b ON b.id = l.booking_id WHERE b.reference = ?`,
  )
    .bind(booking)
    .first<{
      day_date: string;
      start_time: string | null;
      description: string;
      price_idr: number;
      price_usd_cents: number;
    }>();
}

function changePath(reference: string) {
  return `/admin/bookings/${reference}/change`;
}

describe("a trip's booking changed by the operator", () => {
  it("moves its quote line to the new day with the new party and price, as the quote page shows", async () => {
    const trip = await acceptedTrip();
    const adult = ubud.packages[1]?.products[0];
    const fields = { date: baliDate(FIRST_DAY), [`quantity_${adult?.id}`]: "3" };
    const preview = await operator.post(changePath(trip.booking), fields, JSON_ACCEPT);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const { version, newTotalMinor } = preview.body.preview;
    const saved = await operator.post(
      changePath(trip.booking),
      { ...fields, confirm: "yes", version: String(version), total: String(newTotalMinor) },
      JSON_ACCEPT,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const stored = await env.DB.prepare("SELECT total_idr, total_usd_cents FROM bookings WHERE reference = ?")
      .bind(trip.booking)
      .first<{ total_idr: number; total_usd_cents: number }>();
    const line = await lineOf(trip.booking);
    expect(line).toMatchObject({
      day_date: baliDate(FIRST_DAY),
      price_idr: stored?.total_idr,
      price_usd_cents: stored?.total_usd_cents,
    });
    expect(line?.description).toContain("3 ×");
    const page = await new Browser("en").submit("/trip/quote", { reference: trip.reference, email: trip.email });
    expect(textOf(page.text)).toContain(line?.description ?? "?");
  });

  it("refuses a date outside the trip's days under the field, and nothing moves", async () => {
    const trip = await acceptedTrip();
    const before = await lineOf(trip.booking);
    const reply = await operator.post(changePath(trip.booking), { date: baliDate(FIRST_DAY + 5) }, JSON_ACCEPT);
    expect(reply.status).toBe(422);
    expect(reply.body.errors.date?.[0]).toContain("part of a trip");
    expect(await lineOf(trip.booking)).toEqual(before);
  });
});
