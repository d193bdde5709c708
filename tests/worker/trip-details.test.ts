/**
 * Transport forms ask for what the driver needs (issue 35, item 6): an airport transfer's
 * direction, flight number and flight time, a driver's pickup time, no pickup address for a
 * ticket-only package; checked by the server, stored, and passed on to the operator's mail, the
 * booking page, the day's manifest and its CSV, the voucher and its calendar file.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { catalogue } from "#seed/catalogue.ts";
import { seededIncludesPickup, seededTripForm } from "#seed/trip-forms.ts";
import { activityPage, baliDate, bookingPath, bookingPayload, type PageActivity } from "./booking-support.ts";
import { Browser } from "./browser.ts";
import type { Site } from "./client.ts";
import { signedInOperator, textOf } from "./operator-support.ts";

/** The first seeded airport transfer (category 2) and car with driver (category 1). */
const AIRPORT_TRANSFER = catalogue.transports.findIndex((vehicle) => vehicle.typeId === 2) + 1;
const CAR_WITH_DRIVER = catalogue.transports.findIndex((vehicle) => vehicle.typeId === 1) + 1;
const KECAK = "/activity/temples-culture/uluwatu-temple-and-kecak-fire-dance-sunset-tour";

const NO_ACTIVITY: PageActivity = { id: 0, code: "", name: "", packages: [] };

async function vehicleBooking(site: Site, id: number, fields: Record<string, unknown>, date = baliDate(47)) {
  const vehicle = (await new Browser(site).get(`/api/transport/${id}`)).body.items;
  return new Browser(site).post(
    `/api/transport/${id}/booking`,
    bookingPayload(site, NO_ACTIVITY, 0, [], {
      activity_id: undefined,
      transport_id: id,
      order_data: JSON.stringify([{ id, ordered: 1 }]),
      total: site === "id" ? vehicle.price_idr : vehicle.price_usd,
      adults: 1,
      kids: 0,
      date,
      ...fields,
    }),
  );
}

interface StoredTrip {
  trip_direction: string | null;
  flight_number: string | null;
  flight_time: string | null;
  pickup_time: string | null;
  pickup_location: string;
}

async function storedTrip(reference: string): Promise<StoredTrip | null> {
  return env.DB.prepare(
    "SELECT trip_direction, flight_number, flight_time, pickup_time, pickup_location FROM bookings WHERE reference = ?",
  )
    .bind(reference)
    .first<StoredTrip>();
}

async function mailText(reference: string, kind: string): Promise<string> {
  const row = await env.DB.prepare(
    `SELECT o.body_text FROM mail_outbox o JOIN bookings b ON b.id = o.booking_id WHERE b.reference = ? AND o.kind = ?`,
  )
    .bind(reference, kind)
    .first<{ body_text: string }>();
  return row?.body_text ?? "";
}

const FLIGHT = { trip_direction: "arrival", flight_number: "ga404", flight_time: "14:30" };

describe("an airport transfer asks for the direction, the flight number and the flight time", () => {
  it("refuses a transfer without them, a message under each field in the page's language", async () => {
    const english = await vehicleBooking("en", AIRPORT_TRANSFER, {});
    expect(english.status).toBe(422);
    expect(english.body.errors).toEqual({
      trip_direction: ["Please choose whether you arrive at or depart from the airport."],
      flight_number: ["Please enter your flight number."],
      flight_time: ["Please enter your flight's time."],
    });
    const indonesian = await vehicleBooking("id", AIRPORT_TRANSFER, {
      trip_direction: "sideways",
      flight_number: "flight 404",
      flight_time: "25:00",
    });
    expect(indonesian.status).toBe(422);
    expect(Object.keys(indonesian.body.errors)).toEqual(["trip_direction", "flight_number", "flight_time"]);
    expect(indonesian.body.errors.flight_number[0]).not.toBe("The flight number must look like GA 404 or QZ7510.");
  });

  it("stores them, as airlines print the number, and mails them to the operator", async () => {
    const made = await vehicleBooking("en", AIRPORT_TRANSFER, FLIGHT);
    expect(made.status).toBe(201);
    const { reference } = made.body.booking;
    expect(await storedTrip(reference)).toMatchObject({
      trip_direction: "arrival",
      flight_number: "GA 404",
      flight_time: "14:30",
      pickup_time: null,
    });
    const operatorMail = await mailText(reference, "booking_notification");
    expect(operatorMail).toContain("GA 404");
    expect(operatorMail).toContain("14:30");
    expect(operatorMail).toContain("Kedatangan: penjemputan di bandara");
    expect(await mailText(reference, "booking_received")).toContain("GA 404");
  });

  it("accepts QZ7510 and a departure, and drops flight fields sent for a car with driver", async () => {
    const departure = await vehicleBooking("en", AIRPORT_TRANSFER, {
      trip_direction: "departure",
      flight_number: "QZ7510",
      flight_time: "06:05",
    });
    expect(departure.status).toBe(201);
    expect(await storedTrip(departure.body.booking.reference)).toMatchObject({ flight_number: "QZ 7510" });
    const car = await vehicleBooking("en", CAR_WITH_DRIVER, { ...FLIGHT, pickup_time: "08:30" });
    expect(car.status).toBe(201);
    expect(await storedTrip(car.body.booking.reference)).toMatchObject({
      trip_direction: null,
      flight_number: null,
      flight_time: null,
      pickup_time: "08:30",
    });
  });
});

describe("a car with driver asks for the pickup time", () => {
  it("refuses a booking without it and stores it", async () => {
    const without = await vehicleBooking("en", CAR_WITH_DRIVER, { pickup_time: "" });
    expect(without.status).toBe(422);
    expect(without.body.errors).toEqual({ pickup_time: ["Please choose the pickup time."] });
    const made = await vehicleBooking("en", CAR_WITH_DRIVER, { pickup_time: "07:45" });
    expect(made.status).toBe(201);
    expect(await storedTrip(made.body.booking.reference)).toMatchObject({ pickup_time: "07:45" });
  });
});

describe("the operator sees the trip details on the booking page, the day's manifest and its CSV", () => {
  it("lists direction, flight and pickup time, with the CSV's formula guard", async () => {
    const date = baliDate(53);
    const transfer = await vehicleBooking("en", AIRPORT_TRANSFER, FLIGHT, date);
    expect(transfer.status).toBe(201);
    const car = await vehicleBooking(
      "en",
      CAR_WITH_DRIVER,
      { pickup_time: "07:45", pickup_location: '=HYPERLINK("http://x")' },
      date,
    );
    expect(car.status).toBe(201);
    const operator = await signedInOperator("en");

    const page = textOf((await operator.page(`/admin/bookings/${transfer.body.booking.reference}`)).text);
    expect(page).toContain("Arrival: pickup at the airport");
    expect(page).toContain("GA 404");

    const manifest = textOf((await operator.page(`/admin/calendar/${date}`)).text);
    expect(manifest).toContain("Flight GA 404 at 14:30");
    expect(manifest).toContain("Pickup time: 07:45");

    const csv = (await operator.fetchText("GET", `/admin/calendar/${date}.csv`)).text;
    const [header, ...rows] = csv.replace("\uFEFF", "").split("\r\n");
    expect(header).toContain("Transfer,Flight,Flight time");
    const transferRow = rows.find((row) => row.includes(transfer.body.booking.reference)) ?? "";
    expect(transferRow).toContain("Arrival: pickup at the airport,GA 404,14:30");
    const carRow = rows.find((row) => row.includes(car.body.booking.reference)) ?? "";
    expect(carRow).toContain("07:45");
    expect(carRow).toContain(`"'=HYPERLINK(""http://x"")"`);
  });
});

describe("a ticket-only package asks for no pickup address", () => {
  async function ticketOnly(site: Site) {
    const activity = await activityPage(site, KECAK);
    const index = activity.packages.findIndex((pack) => pack.name === "Tickets only, no transfer");
    return { activity, index };
  }

  it("books without a pickup address, keeps none, and pays cash on site", async () => {
    const { activity, index } = await ticketOnly("en");
    expect(index).toBeGreaterThan(-1);
    const made = await new Browser("en").post(
      bookingPath(KECAK),
      bookingPayload("en", activity, index, [1], { pickup_location: "" }),
    );
    expect(made.status).toBe(201);
    const { reference } = made.body.booking;
    expect((await storedTrip(reference))?.pickup_location).toBe("");
    const touristMail = await mailText(reference, "booking_received");
    expect(touristMail).not.toContain("to your driver");
    expect(touristMail).toContain("on site");
  });

  it("still asks a package with a transfer for its pickup address", async () => {
    const { activity, index } = await ticketOnly("en");
    const withTransfer = index === 0 ? 1 : 0;
    const refused = await new Browser("en").post(
      bookingPath(KECAK),
      bookingPayload("en", activity, withTransfer, [1], { pickup_location: " " }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ pickup_location: ["Pickup location is required."] });
  });

  it("gives the meeting point in the voucher and its calendar file", async () => {
    const { activity, index } = await ticketOnly("en");
    const payload = bookingPayload("en", activity, index, [1], { pickup_location: "" });
    const made = await new Browser("en").post(bookingPath(KECAK), payload);
    expect(made.status).toBe(201);
    const { reference } = made.body.booking;
    const operator = await signedInOperator("en");
    const confirmed = await operator.submit(`/admin/bookings/${reference}`, {
      intent: "confirm",
      confirmation_id: "K-1234",
    });
    expect(confirmed.status).toBe(303);

    const tourist = new Browser("en");
    const posted = await tourist.submit(`/booking/${reference}/voucher`, { email: String(payload.email) });
    expect(posted.status).toBe(303);
    const voucher = textOf((await tourist.page(`/booking/${reference}/voucher`)).text);
    expect(voucher).toContain("Meeting point");
    expect(voucher).toContain("Kecak ticket booth at Uluwatu temple");
    const file = await tourist.fetchText("GET", `/booking/${reference}/calendar.ics`, { redirect: "manual" });
    expect(file.status).toBe(200);
    const unfolded = file.text.replace(/\r\n /g, "");
    expect(unfolded).toMatch(/LOCATION:[^\r\n]*Kecak ticket booth at Uluwatu temple/);
    expect(unfolded).toContain("No pickup is included.");
  });
});

describe("migration 0033 reads a stored catalogue as the seed does", () => {
  it("gives every vehicle its trip form and every package its pickup as the seed gave them", async () => {
    const migration = env.TEST_MIGRATIONS.find((entry) => entry.name.startsWith("0033"));
    const updates = (migration?.queries ?? []).filter((query) => /UPDATE (transports|packages) SET/.test(query));
    expect(updates).toHaveLength(2);
    const read = async () => {
      const [vehicles, packages] = await env.DB.batch<{ id: number; trip_form?: string; includes_pickup?: number }>([
        env.DB.prepare("SELECT id, trip_form FROM transports ORDER BY id"),
        env.DB.prepare("SELECT id, includes_pickup FROM packages ORDER BY id"),
      ]);
      return { vehicles: vehicles?.results, packages: packages?.results };
    };
    const seeded = await read();
    await env.DB.batch([
      env.DB.prepare("UPDATE transports SET trip_form = 'rental'"),
      env.DB.prepare("UPDATE packages SET includes_pickup = 1"),
      ...updates.map((query) => env.DB.prepare(query)),
    ]);
    expect(await read()).toEqual(seeded);
    expect(new Set(seeded.vehicles?.map((row) => row.trip_form))).toEqual(
      new Set(["airport_transfer", "with_driver", "rental"]),
    );
    expect(seeded.packages?.filter((row) => row.includes_pickup === 0).length).toBeGreaterThan(3);
    expect(seededTripForm("airport-transfer")).toBe("airport_transfer");
    expect(seededIncludesPickup("Tickets only, no transfer", ["Transfer, temple and Kecak tickets"])).toBe(false);
  });
});
