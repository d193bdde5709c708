import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { baliDate, type PageActivity, roundTripsOf } from "./booking-support.ts";
import { Browser } from "./browser.ts";
import { storedTrip, tripMails, tripPayload } from "./trip-support.ts";

const TRIP = "/api/trip";

async function countTrips(): Promise<number> {
  return (await env.DB.prepare("SELECT count(*) AS n FROM trips").first<{ n: number }>())?.n ?? 0;
}

/** What the page shows for Ubud's all-in package for 2 adults and a child, in minor units. */
function allInMinor(activity: PageActivity, currency: "IDR" | "USD"): number {
  const [adult, child] = activity.packages[1]?.products ?? [];
  if (!adult || !child) throw new Error("the all-in package has adults and children");
  const unit = (product: { price_idr: number; price_usd: number }) =>
    currency === "IDR" ? product.price_idr : Math.round(product.price_usd * 100);
  return 2 * unit(adult) + unit(child);
}

let keys = 0;
function newKey(): string {
  keys += 1;
  return `trip-key-${Date.now()}-${keys}-xxxxxxxx`;
}

describe("POST /api/trip prices the plan with the booking's rules", () => {
  it("answers 201 with the reference, the status and the estimate per day and in total, in rupiah", async () => {
    const { activity, vehicle, payload } = await tripPayload("id");
    const reply = await new Browser("id").post(TRIP, payload);
    expect(reply.status).toBe(201);
    const { trip } = reply.body;
    expect(trip.reference).toMatch(/^TR-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(trip.status).toBe("requested");
    expect(trip.currency).toBe("IDR");
    const dayTwo = allInMinor(activity, "IDR");
    const plan = payload.plan as { days: { date: string }[] };
    expect(trip.days).toEqual([
      { date: plan.days[0]?.date, total: vehicle.price_idr },
      { date: plan.days[1]?.date, total: dayTwo },
      { date: plan.days[2]?.date, total: vehicle.price_idr },
    ]);
    expect(trip.total).toBe(2 * vehicle.price_idr + dayTwo);
    const stored = await storedTrip(trip.reference);
    expect(stored?.estimate_idr).toBe(2 * vehicle.price_idr + dayTwo);
    expect(stored?.estimate_usd_cents).toBe(2 * vehicle.price_usd_cents + allInMinor(activity, "USD"));
    const lines = await env.DB.prepare(
      "SELECT day_date, position, item_kind, price_idr FROM trip_quote_lines WHERE trip_id = ? ORDER BY day_date, position",
    )
      .bind(stored?.id)
      .all();
    expect(lines.results.map((line) => [line.item_kind, line.price_idr])).toEqual([
      ["transfer", vehicle.price_idr],
      ["activity", dayTwo],
      ["destination", 0],
      ["driver", vehicle.price_idr],
    ]);
  });

  it("answers the estimate in dollars with cents on the English site and accepts the total the page showed", async () => {
    const { activity, vehicle, payload } = await tripPayload("en");
    const cents = 2 * vehicle.price_usd_cents + allInMinor(activity, "USD");
    const reply = await new Browser("en").post(TRIP, { ...payload, total: cents / 100 });
    expect(reply.status).toBe(201);
    expect(reply.body.trip.currency).toBe("USD");
    expect(reply.body.trip.days[1].total).toBe(allInMinor(activity, "USD") / 100);
    expect(reply.body.trip.total).toBe(cents / 100);
  });

  it("refuses a tampered total with the booking's message and writes nothing", async () => {
    const { payload } = await tripPayload("en");
    const before = await countTrips();
    const reply = await new Browser("en").post(TRIP, { ...payload, total: 1 });
    expect(reply.status).toBe(422);
    expect(reply.body.errors.total).toEqual([
      "The prices have changed. Please reload the page to see the current prices.",
    ]);
    expect(await countTrips()).toBe(before);
  });

  it("refuses an item the catalogue does not offer, naming the day and the item, in the page's language", async () => {
    const { payload } = await tripPayload("en");
    const plan = payload.plan as { arrival: string; days: { items: unknown[] }[] };
    plan.days[1]?.items.push({ kind: "driver", transportId: 999_999, hours: 4 });
    const reply = await new Browser("en").post(TRIP, payload);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toMatch(/^Day 2 \(.+\), item 3: this is no longer offered/);
    expect(reply.body.errors["plan.days.1.items.2"]).toEqual([reply.body.message]);

    const id = await tripPayload("id");
    const idPlan = id.payload.plan as { days: { items: unknown[] }[] };
    idPlan.days[0]?.items.unshift({ kind: "destination", destinationId: 999_999 });
    const idReply = await new Browser("id").post(TRIP, id.payload);
    expect(idReply.status).toBe(422);
    expect(idReply.body.message).toMatch(/^Hari 1 \(.+\), item 1: /);
  });

  it("refuses an archived vehicle as no longer offered", async () => {
    const { vehicle, payload } = await tripPayload("en");
    await env.DB.prepare("UPDATE transports SET status = 'archived' WHERE id = ?").bind(vehicle.id).run();
    try {
      const reply = await new Browser("en").post(TRIP, payload);
      expect(reply.status).toBe(422);
      expect(reply.body.message).toMatch(/^Day 1 \(.+\), item 1: this is no longer offered/);
    } finally {
      await env.DB.prepare("UPDATE transports SET status = 'published' WHERE id = ?").bind(vehicle.id).run();
    }
  });

  it("refuses a party below a package's minimum as the booking does, naming the item", async () => {
    const { payload } = await tripPayload("en");
    const plan = payload.plan as { adults: number; kids: number };
    plan.adults = 1;
    plan.kids = 0;
    const reply = await new Browser("en").post(TRIP, payload);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toMatch(
      /^Day 2 \(.+\), item 1 \(.+\): The quantity of Adult must be a whole number from 2/,
    );
  });
});

describe("what POST /api/trip refuses", () => {
  it("answers 419 without the X-XSRF-TOKEN header and writes nothing", async () => {
    const { payload } = await tripPayload("en");
    const before = await countTrips();
    const browser = new Browser("en");
    await browser.get("/sanctum/csrf-cookie");
    const reply = await browser.request("POST", TRIP, { body: payload });
    expect(reply.status).toBe(419);
    expect(await countTrips()).toBe(before);
  });

  it("answers 422 per field in English", async () => {
    const { payload } = await tripPayload("en");
    const reply = await new Browser("en").post(TRIP, { ...payload, first_name: "Ms.", email: "nope", country: "" });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      first_name: ["First name is required."],
      email: ["E-mail must be valid."],
      country: ["Please select your country."],
    });
  });

  it("answers 422 per field in Indonesian, the plan's problems under plan", async () => {
    const { payload } = await tripPayload("id");
    const plan = payload.plan as { arrival: string; departure: string };
    const reply = await new Browser("id").post(TRIP, {
      ...payload,
      plan: { ...plan, departure: baliDate(1), arrival: baliDate(3) },
      last_name: "",
    });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors)).toEqual(["plan", "last_name"]);
    expect(reply.body.errors.plan).toEqual(["Tanggal keberangkatan tidak boleh sebelum tanggal kedatangan."]);
    expect(reply.body.errors.last_name[0]).toMatch(/nama belakang/i);

    const empty = await new Browser("id").post(TRIP, { ...payload, plan: { ...plan, days: [] } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.plan).toEqual([expect.stringContaining("Tambahkan")]);
  });

  it("refuses a plan that is not one with a message under plan", async () => {
    const { payload } = await tripPayload("en");
    const reply = await new Browser("en").post(TRIP, { ...payload, plan: { days: "tomorrow" } });
    expect(reply.status).toBe(422);
    expect(reply.body.errors.plan).toEqual(["The trip plan could not be read. Please reload the page and try again."]);
  });
});

describe("the Idempotency-Key of POST /api/trip", () => {
  it("answers a retry with the same trip, marked as replayed, and writes nothing more", async () => {
    const { payload } = await tripPayload("en");
    const key = newKey();
    const browser = new Browser("en");
    const first = await browser.post(TRIP, payload, { "Idempotency-Key": key });
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const before = await countTrips();
    const again = await browser.post(TRIP, payload, { "Idempotency-Key": key });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(await countTrips()).toBe(before);
    expect(await tripMails(first.body.trip.reference)).toHaveLength(2);
  });

  it("refuses the same key with another request", async () => {
    const { payload } = await tripPayload("en");
    const key = newKey();
    const browser = new Browser("en");
    expect((await browser.post(TRIP, payload, { "Idempotency-Key": key })).status).toBe(201);
    const other = await browser.post(
      TRIP,
      { ...payload, pickup_location: "Another hotel" },
      { "Idempotency-Key": key },
    );
    expect(other.status).toBe(422);
    expect(other.body.errors.idempotency_key).toEqual(["This Idempotency-Key was already used for another trip plan."]);
  });
});

describe("the trip's mails and round trips", () => {
  it("queues the tourist's mail in English and the operator's in Indonesian with the link to the trip", async () => {
    const { payload } = await tripPayload("en");
    const reply = await new Browser("en").post(TRIP, payload);
    expect(reply.status).toBe(201);
    const { reference } = reply.body.trip;
    const [tourist, operator] = await tripMails(reference);
    expect(tourist?.kind).toBe("trip_received");
    expect(tourist?.to_address).toBe(payload.email);
    expect(tourist?.locale).toBe("en");
    expect(tourist?.subject).toBe(`We received your trip plan ${reference}`);
    expect(tourist?.body_text).toContain("Estimated total: US$");
    expect(tourist?.body_text).toContain("This is a request, not a booking yet");
    expect(tourist?.body_text).toContain("- Uluwatu Temple = US$ 0\n");
    expect(operator?.kind).toBe("trip_notification");
    expect(operator?.locale).toBe("id");
    expect(operator?.to_address).toBe("hello@balitours.example");
    expect(operator?.subject).toContain(`Rencana perjalanan baru ${reference}`);
    expect(operator?.body_text).toContain(`/admin/trips/${reference}`);
  });

  it("queues the tourist's mail in Indonesian on the Indonesian site", async () => {
    const { payload } = await tripPayload("id");
    const reply = await new Browser("id").post(TRIP, payload);
    const [tourist] = await tripMails(reply.body.trip.reference);
    expect(tourist?.locale).toBe("id");
    expect(tourist?.subject).toBe(`Kami telah menerima rencana perjalanan Anda ${reply.body.trip.reference}`);
  });

  it("reads in one round trip and writes in one more", async () => {
    const { payload } = await tripPayload("en");
    const reply = await new Browser("en").post(TRIP, payload, { "Idempotency-Key": newKey() });
    expect(reply.status).toBe(201);
    expect(roundTripsOf(reply.headers)).toBe(2);
    expect(reply.headers.get("cache-control")).toBe("no-store");
  });
});
