/**
 * Issue 38: the operator's entry of a vehicle booking asks what the tourist's vehicle form asks
 * (issue 35's trip details): an airport transfer's direction, flight number and flight time, a
 * driver's pickup time, each checked by the tourist's rules and refused per field in the operator's
 * language, and kept on the booking for the driver's manifest.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { baliDate } from "./booking-support.ts";
import type { Browser } from "./browser.ts";
import { signedInOperator } from "./operator-support.ts";

const JSON_ACCEPT = { accept: "application/json" };
const VEHICLE = 3;

let operator: Browser;
let indonesianOperator: Browser;

beforeAll(async () => {
  [operator, indonesianOperator] = await Promise.all([signedInOperator("en", "Made Desk"), signedInOperator("id")]);
  await env.DB.prepare("UPDATE availability_rules SET notice_hours = 0, start_times = '[]', capacity = 60").run();
}, 30_000);

async function setTripForm(tripForm: string): Promise<void> {
  await env.DB.prepare("UPDATE transports SET trip_form = ? WHERE id = ?").bind(tripForm, VEHICLE).run();
}

function entry(fields: Record<string, string>, browser = operator) {
  return browser.post(
    "/admin/bookings/new",
    {
      item: `transport-${VEHICLE}`,
      locale: "en",
      date: baliDate(20),
      people: "2",
      [`quantity_${VEHICLE}`]: "1",
      first_name: "Komang",
      last_name: "Driver",
      phone_number: "+62 812 3333 4444",
      country: "Indonesia",
      payment_method: "cash",
      source: "whatsapp",
      ...fields,
    },
    JSON_ACCEPT,
  );
}

async function tripOf(reference: string) {
  return env.DB.prepare(
    "SELECT trip_direction, flight_number, flight_time, pickup_time FROM bookings WHERE reference = ?",
  )
    .bind(reference)
    .first();
}

describe("the operator's entry of a vehicle booking", () => {
  it("asks an airport transfer's direction, flight number and time, and keeps them", async () => {
    await setTripForm("airport_transfer");
    const form = await operator.page(`/admin/bookings/new?item=transport-${VEHICLE}`);
    for (const name of ["trip_direction", "flight_number", "flight_time"])
      expect(form.text).toContain(`name="${name}"`);
    expect(form.text).not.toContain('name="pickup_time"');

    const missing = await entry({});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(["trip_direction", "flight_number", "flight_time"]);
    const wrong = await entry({ trip_direction: "sideways", flight_number: "404", flight_time: "25:00" });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(["flight_number", "flight_time", "trip_direction"]);
    const indonesian = await entry({ trip_direction: "arrival", flight_time: "10:15" }, indonesianOperator);
    expect(indonesian.status).toBe(422);
    expect(indonesian.body.errors.flight_number?.[0]).toMatch(/penerbangan/i);

    const saved = await entry({ trip_direction: "arrival", flight_number: "ga404", flight_time: "10:15" });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await tripOf(saved.body.detail.booking.reference)).toEqual({
      trip_direction: "arrival",
      flight_number: "GA 404",
      flight_time: "10:15",
      pickup_time: null,
    });
  });

  it("asks a vehicle with driver's pickup time, and drops what its form does not ask", async () => {
    await setTripForm("with_driver");
    const form = await operator.page(`/admin/bookings/new?item=transport-${VEHICLE}`);
    expect(form.text).toContain('name="pickup_time"');
    expect(form.text).not.toContain('name="flight_number"');
    const missing = await entry({});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(["pickup_time"]);
    const saved = await entry({ pickup_time: "07:30", flight_number: "GA 404" });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await tripOf(saved.body.detail.booking.reference)).toMatchObject({
      pickup_time: "07:30",
      flight_number: null,
    });
  });
});
