import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { expireHolds } from "#workers/channels/channel-holds.ts";
import { credentialHash } from "#workers/channels/channel-keys.ts";
import { windowStartOf } from "#workers/rate-limits.ts";
import { activityPage, baliDate, bookingPath, bookingPayload, KINTAMANI, UBUD } from "./booking-support.ts";
import { Browser } from "./browser.ts";
import { CONTACT, octo, octoChannel, reservation, setCapacity, setUp, siteRemaining, ubud } from "./octo-support.ts";

describe("OCTO keys", () => {
  it("refuses a call without a key, with an unknown key, and with a revoked key at once", async () => {
    const { key, id } = await octoChannel();
    expect((await octo(key, "GET", "supplier")).status).toBe(200);

    const none = await octo(null, "GET", "supplier");
    expect(none.status).toBe(401);
    expect(none.body.error).toBe("UNAUTHORIZED");
    expect((await octo("octo_not-a-key", "GET", "supplier")).body.error).toBe("UNAUTHORIZED");

    await env.DB.prepare("UPDATE channel_keys SET revoked_at = '2026-01-01T00:00:00Z' WHERE channel_id = ?")
      .bind(id)
      .run();
    const revoked = await octo(key, "GET", "supplier");
    expect(revoked.status).toBe(401);
    expect(revoked.body).toMatchObject({ error: "UNAUTHORIZED" });
  });

  it("answers 429 past the key's calls a minute, without touching another key", async () => {
    const { key } = await octoChannel();
    const other = await octoChannel();
    const limitKey = `channel:key:${(await credentialHash(key)).slice(0, 32)}`;
    await env.DB.prepare("INSERT INTO rate_limits (key, window_start, hits) VALUES (?, ?, 300)")
      .bind(limitKey, windowStartOf(60))
      .run();
    const refused = await octo(key, "GET", "supplier");
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe("TOO_MANY_REQUESTS");
    expect((await octo(other.key, "GET", "supplier")).status).toBe(200);
  });

  it("takes no session and no CSRF token, and refuses a body past the bound with 413", async () => {
    const setup = await setUp();
    const huge = JSON.stringify({ ...reservation(setup), notes: "x".repeat(70 * 1024) });
    expect((await octo(setup.channel.key, "POST", "bookings", huge)).status).toBe(413);
    const notJson = await octo(setup.channel.key, "POST", "bookings", "{not json");
    expect(notJson.status).toBe(400);
    expect(notJson.body.error).toBe("BAD_REQUEST");
  });
});

describe("OCTO supplier and products", () => {
  it("GET /octo/supplier names the operator and the endpoint", async () => {
    const { key } = await octoChannel();
    const { status, body } = await octo(key, "GET", "supplier");
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: "balitours", endpoint: "http://en.localhost/octo" });
  });

  it("lists only the products the channel may sell, with options and units", async () => {
    const tour = await ubud();
    const kintamani = await activityPage("en", KINTAMANI);
    const { key } = await octoChannel({ activities: [tour.activity.id] });

    const listed = await octo(key, "GET", "products");
    expect(listed.status).toBe(200);
    expect(listed.body.map((product: { id: string }) => product.id)).toEqual([tour.productId]);
    const option = listed.body[0].options.find((candidate: { id: string }) => candidate.id === tour.optionId);
    expect(option.units.map((unit: { id: string; type: string }) => [unit.id, unit.type])).toEqual([
      [String(tour.adult.id), "ADULT"],
      [String(tour.child.id), "CHILD"],
    ]);
    expect(option.units[0].restrictions.minQuantity).toBe(tour.adult.minimal);
    expect(listed.body[0].timeZone).toBe("Asia/Makassar");
    expect(option.units[0].pricingFrom).toBeUndefined();

    const refused = await octo(key, "GET", `products/activity-${kintamani.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: "INVALID_PRODUCT_ID", productId: `activity-${kintamani.id}` });
    expect((await octo(key, "GET", "products/nonsense")).body.error).toBe("INVALID_PRODUCT_ID");
  });

  it("gives retail and net prices when octo/pricing is asked for", async () => {
    const tour = await ubud();
    const { key } = await octoChannel({ activities: [tour.activity.id], commission: 25 });
    const reply = await octo(key, "GET", `products/${tour.productId}`, undefined, {
      "Octo-Capabilities": "octo/pricing",
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("octo-capabilities")).toBe("octo/pricing");
    const unit = reply.body.options.find((option: { id: string }) => option.id === tour.optionId).units[0];
    expect(unit.pricingFrom[0]).toMatchObject({
      retail: tour.adult.price_idr,
      net: Math.round(tour.adult.price_idr * 0.75),
      currency: "IDR",
      currencyPrecision: 0,
    });
  });
});

describe("OCTO availability", () => {
  it("answers the calendar and the departures from the same seats as the site", async () => {
    const setup = await setUp();
    const calendar = await octo(setup.channel.key, "POST", "availability/calendar", {
      productId: setup.productId,
      optionId: setup.optionId,
      localDateStart: setup.date,
      localDateEnd: baliDate(22),
    });
    expect(calendar.status).toBe(200);
    expect(calendar.body).toHaveLength(3);
    expect(calendar.body[0]).toMatchObject({ localDate: setup.date, status: "AVAILABLE", available: true });
    expect(calendar.body[0].vacancies).toBe(await siteRemaining(setup.date));
    expect(setup.availabilityId).toMatch(new RegExp(`^${setup.date}T\\d\\d:\\d\\d:00\\+08:00$`));
  });

  it("says SOLD_OUT and CLOSED, and refuses an unknown option, unit or product", async () => {
    const setup = await setUp();
    await env.DB.prepare("INSERT INTO blackout_dates (activity_id, date) VALUES (?, ?)")
      .bind(setup.activity.id, baliDate(21))
      .run();
    const body = {
      productId: setup.productId,
      optionId: setup.optionId,
      localDateStart: baliDate(21),
      localDateEnd: baliDate(21),
    };
    expect((await octo(setup.channel.key, "POST", "availability", body)).body[0].status).toBe("CLOSED");
    await setCapacity(setup.activity.id, 0);
    const soldOut = await octo(setup.channel.key, "POST", "availability", {
      ...body,
      localDateStart: setup.date,
      localDateEnd: setup.date,
    });
    expect(soldOut.body[0]).toMatchObject({ status: "SOLD_OUT", vacancies: 0, available: false });

    const option = await octo(setup.channel.key, "POST", "availability", { ...body, optionId: "package-999999" });
    expect(option.body).toMatchObject({ error: "INVALID_OPTION_ID", optionId: "package-999999" });
    const unit = await octo(setup.channel.key, "POST", "availability", {
      ...body,
      units: [{ id: "42424242", quantity: 1 }],
    });
    expect(unit.body).toMatchObject({ error: "INVALID_UNIT_ID", unitId: "42424242" });
    const product = await octo(setup.channel.key, "POST", "availability", { ...body, productId: "transport-999" });
    expect(product.body.error).toBe("INVALID_PRODUCT_ID");
    const bad = await octo(setup.channel.key, "POST", "availability", { productId: setup.productId });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("BAD_REQUEST");
  });
});

describe("OCTO bookings", () => {
  it("holds seats on reserve, confirms into the inbox paid by the channel, and cancels", async () => {
    const setup = await setUp();
    const before = await siteRemaining(setup.date);

    const held = await octo(
      setup.channel.key,
      "POST",
      "bookings",
      reservation(setup, 2, { resellerReference: "KL-123" }),
    );
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({ status: "ON_HOLD", productId: setup.productId, resellerReference: "KL-123" });
    expect(Date.parse(held.body.utcExpiresAt)).toBeGreaterThan(Date.now());
    expect(held.body.unitItems).toHaveLength(2);
    expect(await siteRemaining(setup.date)).toBe(before - 2);

    const confirmed = await octo(setup.channel.key, "POST", `bookings/${held.body.uuid}/confirm`, { contact: CONTACT });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: "CONFIRMED", utcExpiresAt: null, contact: { firstName: "Jane" } });
    expect(confirmed.body.supplierReference).toMatch(/^BT-/);
    expect(await siteRemaining(setup.date)).toBe(before - 2);
    const row = await env.DB.prepare(
      `SELECT status, source, source_name, source_reference, payment_state, seats, first_name, email FROM bookings WHERE reference = ?`,
    )
      .bind(confirmed.body.supplierReference)
      .first();
    expect(row).toEqual({
      status: "confirmed",
      source: "marketplace",
      source_name: setup.channel.name,
      source_reference: "KL-123",
      payment_state: "paid",
      seats: 2,
      first_name: "Jane",
      email: "jane@example.com",
    });

    const fetched = await octo(setup.channel.key, "GET", `bookings/${held.body.uuid}`);
    expect(fetched.body.status).toBe("CONFIRMED");
    const listed = await octo(setup.channel.key, "GET", "bookings?resellerReference=KL-123");
    expect(listed.body.map((booking: { uuid: string }) => booking.uuid)).toEqual([held.body.uuid]);

    const cancelled = await octo(setup.channel.key, "POST", `bookings/${held.body.uuid}/cancel`, {
      reason: "Guest ill",
    });
    expect(cancelled.body).toMatchObject({
      status: "CANCELLED",
      cancellation: { reason: "Guest ill", refund: "FULL" },
    });
    expect(await siteRemaining(setup.date)).toBe(before);
    const ended = await env.DB.prepare("SELECT status FROM bookings WHERE reference = ?")
      .bind(confirmed.body.supplierReference)
      .first();
    expect(ended).toEqual({ status: "cancelled" });
  });

  it("a retried or concurrent confirm writes one booking, and a retried reserve one hold", async () => {
    const setup = await setUp();
    const uuid = crypto.randomUUID();
    const first = await octo(setup.channel.key, "POST", "bookings", reservation(setup, 2, { uuid }));
    const again = await octo(setup.channel.key, "POST", "bookings", reservation(setup, 2, { uuid }));
    expect(again.body.uuid).toBe(first.body.uuid);
    const holds = await env.DB.prepare("SELECT count(*) AS n FROM channel_bookings WHERE uuid = ?").bind(uuid).first();
    expect(holds).toEqual({ n: 1 });

    const confirms = await Promise.all([
      octo(setup.channel.key, "POST", `bookings/${uuid}/confirm`, { contact: CONTACT }),
      octo(setup.channel.key, "POST", `bookings/${uuid}/confirm`, { contact: CONTACT }),
    ]);
    const retried = await octo(setup.channel.key, "POST", `bookings/${uuid}/confirm`, { contact: CONTACT });
    for (const reply of [...confirms, retried]) expect(reply.body.status).toBe("CONFIRMED");
    const references = new Set([...confirms, retried].map((reply) => reply.body.supplierReference));
    expect(references.size).toBe(1);
    const written = await env.DB.prepare("SELECT count(*) AS n FROM bookings WHERE source_reference = ?")
      .bind(uuid)
      .first();
    expect(written).toEqual({ n: 1 });
    const payments = await env.DB.prepare(
      "SELECT count(*) AS n FROM booking_payments p JOIN bookings b ON b.id = p.booking_id WHERE b.source_reference = ?",
    )
      .bind(uuid)
      .first();
    expect(payments).toEqual({ n: 1 });
  });

  it("refuses an unknown availability, unit, or too few adults, and another channel's UUID", async () => {
    const setup = await setUp();
    const wrongTime = await octo(
      setup.channel.key,
      "POST",
      "bookings",
      reservation(setup, 2, { availabilityId: `${setup.date}T03:17:00+08:00` }),
    );
    expect(wrongTime.body).toMatchObject({ error: "INVALID_AVAILABILITY_ID" });
    const past = await octo(
      setup.channel.key,
      "POST",
      "bookings",
      reservation(setup, 2, { availabilityId: setup.availabilityId.replace(setup.date, baliDate(-3)) }),
    );
    expect(past.body.error).toBe("INVALID_AVAILABILITY_ID");
    const unit = await octo(setup.channel.key, "POST", "bookings", {
      ...reservation(setup),
      unitItems: [{ unitId: "nope" }],
    });
    expect(unit.body).toMatchObject({ error: "INVALID_UNIT_ID", unitId: "nope" });
    if (setup.adult.minimal > 1) {
      const tooFew = await octo(setup.channel.key, "POST", "bookings", reservation(setup, 1));
      expect(tooFew.body.error).toBe("UNPROCESSABLE_ENTITY");
    }
    const held = await octo(setup.channel.key, "POST", "bookings", reservation(setup));
    const other = await octoChannel({ activities: [setup.activity.id] });
    for (const [method, path] of [
      ["GET", `bookings/${held.body.uuid}`],
      ["POST", `bookings/${held.body.uuid}/cancel`],
      ["POST", `bookings/${held.body.uuid}/confirm`],
    ] as const) {
      const reply = await octo(other.key, method, path, method === "POST" ? { contact: CONTACT } : undefined);
      expect(reply.body).toMatchObject({ error: "INVALID_BOOKING_UUID", uuid: held.body.uuid });
    }
    expect((await octo(other.key, "GET", `bookings?localDate=${setup.date}`)).body).toEqual([]);
    expect((await octo(setup.channel.key, "GET", `bookings/${held.body.uuid}`)).body.status).toBe("ON_HOLD");
    const missingName = await octo(setup.channel.key, "POST", `bookings/${held.body.uuid}/confirm`, { contact: {} });
    expect(missingName.body.error).toBe("BAD_REQUEST");
  });

  it("extends a hold and changes its reference, and refuses to move it to a departure the product lacks", async () => {
    const setup = await setUp();
    const held = await octo(setup.channel.key, "POST", "bookings", reservation(setup, 2, { expirationMinutes: 5 }));
    const extended = await octo(setup.channel.key, "POST", `bookings/${held.body.uuid}/extend`, {
      expirationMinutes: 60,
    });
    expect(Date.parse(extended.body.utcExpiresAt) - Date.now()).toBeGreaterThan(50 * 60_000);
    const patched = await octo(setup.channel.key, "PATCH", `bookings/${held.body.uuid}`, {
      resellerReference: "KL-9",
      notes: "Late arrival",
    });
    expect(patched.body).toMatchObject({ resellerReference: "KL-9", notes: "Late arrival", status: "ON_HOLD" });
    const moved = await octo(setup.channel.key, "PATCH", `bookings/${held.body.uuid}`, {
      availabilityId: `${setup.date}T03:17:00+08:00`,
    });
    expect(moved.body.error).toBe("INVALID_AVAILABILITY_ID");
  });
});

describe("holds and the site's seats", () => {
  it("an expired hold gives its seats back: the site books them, and the hold reads EXPIRED", async () => {
    const setup = await setUp(baliDate(24));
    await setCapacity(setup.activity.id, 2);
    const held = await octo(setup.channel.key, "POST", "bookings", reservation(setup, 2));
    expect(held.body.status).toBe("ON_HOLD");
    const payload = bookingPayload("en", setup.activity, 1, [2, 0], { date: setup.date });
    expect((await new Browser("en").post(bookingPath(UBUD), payload)).status).toBe(422);

    await env.DB.prepare("UPDATE channel_bookings SET expires_at = '2000-01-01T00:00:00.000Z' WHERE uuid = ?")
      .bind(held.body.uuid)
      .run();
    const booked = await new Browser("en").post(bookingPath(UBUD), { ...payload, email: "other@example.com" });
    expect(booked.status).toBe(201);

    const read = await octo(setup.channel.key, "GET", `bookings/${held.body.uuid}`);
    expect(read.body.status).toBe("EXPIRED");
    const confirm = await octo(setup.channel.key, "POST", `bookings/${held.body.uuid}/confirm`, { contact: CONTACT });
    expect(confirm.body).toMatchObject({ error: "INVALID_BOOKING_UUID" });
  });

  it("the cron marks expired holds EXPIRED", async () => {
    const setup = await setUp();
    const held = await octo(setup.channel.key, "POST", "bookings", reservation(setup));
    await env.DB.prepare("UPDATE channel_bookings SET expires_at = '2000-01-01T00:00:00.000Z' WHERE uuid = ?")
      .bind(held.body.uuid)
      .run();
    expect(await expireHolds(env.DB)).toBeGreaterThanOrEqual(1);
    const row = await env.DB.prepare("SELECT status FROM channel_bookings WHERE uuid = ?").bind(held.body.uuid).first();
    expect(row).toEqual({ status: "EXPIRED" });
  });

  it("a channel's reserve and a tourist's booking racing for the last seats: exactly one gets them", async () => {
    const setup = await setUp(baliDate(25));
    await setCapacity(setup.activity.id, 2);
    const payload = bookingPayload("en", setup.activity, 1, [2, 0], { date: setup.date });
    const [channel, site] = await Promise.all([
      octo(setup.channel.key, "POST", "bookings", reservation(setup, 2)),
      new Browser("en").post(bookingPath(UBUD), payload),
    ]);
    const winners = [channel.status === 200, site.status === 201].filter(Boolean);
    expect(winners).toHaveLength(1);
    if (channel.status !== 200) expect(channel.body.error).toBe("UNPROCESSABLE_ENTITY");
    else expect(site.status).toBe(422);
    const held = await env.DB.prepare(
      "SELECT coalesce(sum(seats), 0) AS seats FROM seat_holders WHERE activity_id = ? AND visit_date = ?",
    )
      .bind(setup.activity.id, setup.date)
      .first();
    expect(held).toEqual({ seats: 2 });
  });
});
