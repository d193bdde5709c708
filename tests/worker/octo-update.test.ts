/**
 * OCTO's booking update moves a hold or a confirmed booking in place (decision 0090): another
 * departure or other units, the seats of both departures following at once on the site's own
 * availability answer, in one guarded batch that changes nothing when the new departure is full and
 * lets exactly one of a move and a website booking take the last seats.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { addDays } from "#domain/availability.ts";
import { activityPage, baliDate, bookingPath, bookingPayload, KINTAMANI, UBUD } from "./booking-support.ts";
import { Browser } from "./browser.ts";
import { CONTACT, octo, octoChannel, reservation, setCapacity, setUp, siteRemaining } from "./octo-support.ts";
import { elementsWith, signedInOperator } from "./operator-support.ts";

const PRICING = { "octo-capabilities": "octo/pricing" };
const JSON_ACCEPT = { accept: "application/json" };

type Setup = Awaited<ReturnType<typeof setUp>>;

/** The availability id of the first departure after `date` the channel may sell. */
async function laterDeparture(setup: Setup, date: string): Promise<{ date: string; id: string }> {
  const checked = await octo(setup.channel.key, "POST", "availability", {
    productId: setup.productId,
    optionId: setup.optionId,
    localDateStart: addDays(date, 1),
    localDateEnd: addDays(date, 14),
  });
  const [next] = checked.body as { id: string }[];
  if (!next) throw new Error(`no departure after ${date}`);
  return { date: next.id.slice(0, 10), id: next.id };
}

async function patch(key: string, uuid: string, body: unknown) {
  return octo(key, "PATCH", `bookings/${uuid}`, body, PRICING);
}

async function seatsHeld(activityId: number, date: string): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT coalesce(sum(seats), 0) AS seats FROM seat_holders WHERE activity_id = ? AND visit_date = ?",
  )
    .bind(activityId, date)
    .first<{ seats: number }>();
  return row?.seats ?? 0;
}

describe("OCTO booking update moves a hold", () => {
  it("to another date: the old date's seats come back and the new date's go, the unit items kept", async () => {
    const setup = await setUp(baliDate(44));
    const later = await laterDeparture(setup, setup.date);
    const [before, beforeLater] = [await siteRemaining(setup.date), await siteRemaining(later.date)];
    const held = await octo(setup.channel.key, "POST", "bookings", reservation(setup, 2), PRICING);
    expect(await siteRemaining(setup.date)).toBe(before - 2);

    const moved = await patch(setup.channel.key, held.body.uuid, { availabilityId: later.id });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      status: "ON_HOLD",
      availabilityId: later.id,
      utcExpiresAt: held.body.utcExpiresAt,
    });
    expect(moved.body.availability.id).toBe(later.id);
    expect(moved.body.unitItems.map((unit: { uuid: string }) => unit.uuid)).toEqual(
      held.body.unitItems.map((unit: { uuid: string }) => unit.uuid),
    );
    expect(moved.body.pricing).toEqual(held.body.pricing);
    expect(await siteRemaining(setup.date)).toBe(before);
    expect(await siteRemaining(later.date)).toBe(beforeLater - 2);
  });

  it("to other units: the seats follow and the price is worked out again, net after the commission", async () => {
    const setup = await setUp(baliDate(52));
    const before = await siteRemaining(setup.date);
    const held = await octo(setup.channel.key, "POST", "bookings", reservation(setup, 2), PRICING);
    const [kept] = held.body.unitItems;
    const unitItems = [
      { uuid: kept.uuid, unitId: String(setup.adult.id) },
      { unitId: String(setup.adult.id) },
      { unitId: String(setup.adult.id) },
      { unitId: String(setup.child.id) },
    ];
    const moved = await patch(setup.channel.key, held.body.uuid, { unitItems });
    expect(moved.status).toBe(200);
    expect(moved.body.unitItems).toHaveLength(4);
    expect(moved.body.unitItems[0].uuid).toBe(kept.uuid);
    expect(await siteRemaining(setup.date)).toBe(before - 4);

    // The same units reserved afresh cost what the move now costs.
    const fresh = await octo(setup.channel.key, "POST", "bookings", { ...reservation(setup), unitItems }, PRICING);
    expect(moved.body.pricing.retail).toBe(fresh.body.pricing.retail);
    expect(moved.body.pricing.retail).toBeGreaterThan(held.body.pricing.retail);
    expect(moved.body.pricing.net).toBe(Math.round(moved.body.pricing.retail * 0.8));
  });

  it("to a full departure, or one the product lacks, or units it lacks: refused, and nothing changes", async () => {
    const setup = await setUp(baliDate(60));
    const later = await laterDeparture(setup, setup.date);
    await setCapacity(setup.activity.id, 4);
    const held = await octo(setup.channel.key, "POST", "bookings", reservation(setup, 2));
    const other = await octoChannel({ activities: [setup.activity.id] });
    const filler = await octo(other.key, "POST", "bookings", { ...reservation(setup, 3), availabilityId: later.id });
    expect(filler.body.status).toBe("ON_HOLD");

    const full = await patch(setup.channel.key, held.body.uuid, { availabilityId: later.id });
    expect(full.status).toBe(400);
    expect(full.body.error).toBe("UNPROCESSABLE_ENTITY");
    const unknownTime = await patch(setup.channel.key, held.body.uuid, {
      availabilityId: `${later.date}T03:17:00+08:00`,
    });
    expect(unknownTime.body).toMatchObject({ error: "INVALID_AVAILABILITY_ID" });
    const unknownUnit = await patch(setup.channel.key, held.body.uuid, { unitItems: [{ unitId: "nope" }] });
    expect(unknownUnit.body).toMatchObject({ error: "INVALID_UNIT_ID", unitId: "nope" });

    const read = await octo(setup.channel.key, "GET", `bookings/${held.body.uuid}`);
    expect(read.body).toMatchObject({ status: "ON_HOLD", availabilityId: setup.availabilityId });
    expect(read.body.unitItems).toHaveLength(2);
    expect(await seatsHeld(setup.activity.id, setup.date)).toBe(2);
    expect(await seatsHeld(setup.activity.id, later.date)).toBe(3);
  });
});

describe("OCTO booking update moves a hold to another product", () => {
  it("only to one the channel may sell; then both tours' seats follow", async () => {
    const setup = await setUp(baliDate(100));
    const kintamani = await activityPage("en", KINTAMANI);
    const persons = kintamani.packages[1] ?? kintamani.packages[0];
    const adult = persons?.products[0];
    if (!persons || !adult) throw new Error("Kintamani has no package of persons");
    await setCapacity(kintamani.id, 60);
    const held = await octo(setup.channel.key, "POST", "bookings", reservation(setup, 2));
    const target = { productId: `activity-${kintamani.id}`, optionId: `package-${persons.id}` };
    const unitItems = [{ unitId: String(adult.id) }, { unitId: String(adult.id) }];
    const notSold = await patch(setup.channel.key, held.body.uuid, { ...target, unitItems });
    expect(notSold.body).toMatchObject({ error: "INVALID_PRODUCT_ID", productId: target.productId });

    await env.DB.prepare("INSERT INTO channel_items (channel_id, activity_id) VALUES (?, ?)")
      .bind(setup.channel.id, kintamani.id)
      .run();
    const departures = await octo(setup.channel.key, "POST", "availability", {
      ...target,
      localDateStart: baliDate(100),
      localDateEnd: baliDate(130),
    });
    const [departure] = departures.body as { id: string }[];
    if (!departure) throw new Error("Kintamani has no departure in a month");
    const date = departure.id.slice(0, 10);
    const kintamaniHeld = await seatsHeld(kintamani.id, date);
    const moved = await patch(setup.channel.key, held.body.uuid, {
      ...target,
      availabilityId: departure.id,
      unitItems,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ ...target, availabilityId: departure.id, status: "ON_HOLD" });
    expect(await seatsHeld(setup.activity.id, setup.date)).toBe(0);
    expect(await seatsHeld(kintamani.id, date)).toBe(kintamaniHeld + 2);
  });
});

describe("OCTO booking update moves a confirmed booking", () => {
  it("moved by the operator in the back office: the channel reads the booking's new departure", async () => {
    const setup = await setUp(baliDate(75));
    const later = await laterDeparture(setup, setup.date);
    const held = await octo(setup.channel.key, "POST", "bookings", reservation(setup, 2), PRICING);
    const confirmed = await octo(setup.channel.key, "POST", `bookings/${held.body.uuid}/confirm`, {
      contact: CONTACT,
    });
    const reference: string = confirmed.body.supplierReference;

    const operator = await signedInOperator("en");
    const changePath = `/admin/bookings/${reference}/change`;
    const shown = await operator.post(changePath, { date: later.date }, JSON_ACCEPT);
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    const { version, newTotalMinor } = shown.body.preview;
    const saved = await operator.post(
      changePath,
      { date: later.date, confirm: "yes", version: String(version), total: String(newTotalMinor) },
      JSON_ACCEPT,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(400);

    const read = await octo(setup.channel.key, "GET", `bookings/${held.body.uuid}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ status: "CONFIRMED", availabilityId: later.id });
    expect(read.body.availability.id).toBe(later.id);
    expect(read.body.unitItems).toHaveLength(2);
  });

  it("to another date and other units: the booking row, the manifest, the audit and the payment follow", async () => {
    const setup = await setUp(baliDate(68));
    const later = await laterDeparture(setup, setup.date);
    const gyg = await octoChannel({ activities: [setup.activity.id], kind: "getyourguide" });
    const [before, beforeLater] = [await siteRemaining(setup.date), await siteRemaining(later.date)];
    const held = await octo(setup.channel.key, "POST", "bookings", reservation(setup, 2), PRICING);
    const confirmed = await octo(setup.channel.key, "POST", `bookings/${held.body.uuid}/confirm`, {
      contact: CONTACT,
    });
    const reference: string = confirmed.body.supplierReference;
    await env.DB.prepare("UPDATE channel_notifications SET status = 'sent' WHERE status = 'pending'").run();

    const unitItems = [...held.body.unitItems, { unitId: String(setup.adult.id) }];
    const moved = await patch(setup.channel.key, held.body.uuid, { availabilityId: later.id, unitItems });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ status: "CONFIRMED", availabilityId: later.id, supplierReference: reference });
    expect(moved.body.pricing.retail).toBe((held.body.pricing.retail / 2) * 3);
    expect(await siteRemaining(setup.date)).toBe(before);
    expect(await siteRemaining(later.date)).toBe(beforeLater - 3);

    const row = await env.DB.prepare(
      "SELECT id, visit_date, seats, adults, total_idr, paid_idr, payment_state, status FROM bookings WHERE reference = ?",
    )
      .bind(reference)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({
      visit_date: later.date,
      seats: 3,
      adults: 3,
      total_idr: moved.body.pricing.retail,
      paid_idr: moved.body.pricing.retail,
      payment_state: "paid",
      status: "confirmed",
    });
    const audit = await env.DB.prepare(
      "SELECT actor_name, action, before_json, after_json FROM audit_log WHERE entity = 'bookings' AND entity_id = ?",
    )
      .bind(reference)
      .all<{ actor_name: string; action: string; before_json: string; after_json: string }>();
    expect(audit.results).toHaveLength(1);
    expect(audit.results[0]).toMatchObject({ actor_name: setup.channel.name, action: "update" });
    expect(JSON.parse(audit.results[0]?.before_json ?? "{}")).toMatchObject({ date: setup.date });
    expect(JSON.parse(audit.results[0]?.after_json ?? "{}")).toMatchObject({ date: later.date });

    const operator = await signedInOperator("en");
    const onNewDay = elementsWith(
      (await operator.page(`/admin/calendar/${later.date}`)).text,
      'data-testid="manifest-booking"',
    );
    const onOldDay = elementsWith(
      (await operator.page(`/admin/calendar/${setup.date}`)).text,
      'data-testid="manifest-booking"',
    );
    expect(onNewDay.some((entry) => entry.includes(reference))).toBe(true);
    expect(onOldDay.some((entry) => entry.includes(reference))).toBe(false);

    // GetYourGuide sells the same tour: it hears of both dates.
    const pending = await env.DB.prepare(
      "SELECT visit_date FROM channel_notifications WHERE channel_id = ? AND status = 'pending' ORDER BY visit_date",
    )
      .bind(gyg.id)
      .all<{ visit_date: string }>();
    expect(pending.results.map((one) => one.visit_date)).toEqual([setup.date, later.date]);
  });

  it("a hold's move tells GetYourGuide of both dates too", async () => {
    const setup = await setUp(baliDate(76));
    const later = await laterDeparture(setup, setup.date);
    const gyg = await octoChannel({ activities: [setup.activity.id], kind: "getyourguide" });
    const held = await octo(setup.channel.key, "POST", "bookings", reservation(setup, 2));
    await env.DB.prepare("UPDATE channel_notifications SET status = 'sent' WHERE status = 'pending'").run();
    expect((await patch(setup.channel.key, held.body.uuid, { availabilityId: later.id })).status).toBe(200);
    const pending = await env.DB.prepare(
      "SELECT visit_date FROM channel_notifications WHERE channel_id = ? AND status = 'pending' ORDER BY visit_date",
    )
      .bind(gyg.id)
      .all<{ visit_date: string }>();
    expect(pending.results.map((one) => one.visit_date)).toEqual([setup.date, later.date]);
  });

  it("a cancelled booking, an expired hold and another channel's booking are refused, and nothing moves", async () => {
    const setup = await setUp(baliDate(84));
    const later = await laterDeparture(setup, setup.date);
    const [before, beforeLater] = [
      await seatsHeld(setup.activity.id, setup.date),
      await seatsHeld(setup.activity.id, later.date),
    ];
    const held = await octo(setup.channel.key, "POST", "bookings", reservation(setup, 2));
    const other = await octoChannel({ activities: [setup.activity.id] });
    const stranger = await patch(other.key, held.body.uuid, { availabilityId: later.id });
    expect(stranger.body).toMatchObject({ error: "INVALID_BOOKING_UUID", uuid: held.body.uuid });
    expect(await seatsHeld(setup.activity.id, setup.date)).toBe(before + 2);
    expect(await seatsHeld(setup.activity.id, later.date)).toBe(beforeLater);

    await octo(setup.channel.key, "POST", `bookings/${held.body.uuid}/cancel`, {});
    const cancelled = await patch(setup.channel.key, held.body.uuid, { availabilityId: later.id });
    expect(cancelled.body.error).toBe("UNPROCESSABLE_ENTITY");

    // The operator cancelled the booking row in the back office; the channel's row still says CONFIRMED.
    const booked = await octo(setup.channel.key, "POST", "bookings", reservation(setup, 2));
    const confirmed = await octo(setup.channel.key, "POST", `bookings/${booked.body.uuid}/confirm`, {
      contact: CONTACT,
    });
    await env.DB.prepare("UPDATE bookings SET status = 'cancelled' WHERE reference = ?")
      .bind(confirmed.body.supplierReference)
      .run();
    const cancelledByOperator = await patch(setup.channel.key, booked.body.uuid, { availabilityId: later.id });
    expect(cancelledByOperator.body.error).toBe("UNPROCESSABLE_ENTITY");

    const expiring = await octo(setup.channel.key, "POST", "bookings", reservation(setup, 2));
    await env.DB.prepare("UPDATE channel_bookings SET expires_at = '2000-01-01T00:00:00.000Z' WHERE uuid = ?")
      .bind(expiring.body.uuid)
      .run();
    const expired = await patch(setup.channel.key, expiring.body.uuid, { availabilityId: later.id });
    expect(expired.body.error).toBe("INVALID_BOOKING_UUID");
    expect(await seatsHeld(setup.activity.id, setup.date)).toBe(before);
    expect(await seatsHeld(setup.activity.id, later.date)).toBe(beforeLater);
  });
});

describe("a move and a website booking racing for the last seats", () => {
  it("exactly one of them gets them", async () => {
    const setup = await setUp(baliDate(92));
    const later = await laterDeparture(setup, setup.date);
    await setCapacity(setup.activity.id, 2);
    const held = await octo(setup.channel.key, "POST", "bookings", reservation(setup, 2));
    const confirmed = await octo(setup.channel.key, "POST", `bookings/${held.body.uuid}/confirm`, {
      contact: CONTACT,
    });
    expect(confirmed.body.status).toBe("CONFIRMED");
    const payload = bookingPayload("en", setup.activity, 1, [2, 0], { date: later.date });
    const [move, site] = await Promise.all([
      patch(setup.channel.key, held.body.uuid, { availabilityId: later.id }),
      new Browser("en").post(bookingPath(UBUD), payload),
    ]);
    const winners = [move.status === 200, site.status === 201].filter(Boolean);
    expect(winners).toHaveLength(1);
    if (move.status === 200) {
      expect(site.status).toBe(422);
      expect(await seatsHeld(setup.activity.id, setup.date)).toBe(0);
    } else {
      expect(move.body.error).toBe("UNPROCESSABLE_ENTITY");
      expect(await seatsHeld(setup.activity.id, setup.date)).toBe(2);
      const read = await octo(setup.channel.key, "GET", `bookings/${held.body.uuid}`);
      expect(read.body.availabilityId).toBe(setup.availabilityId);
    }
    expect(await seatsHeld(setup.activity.id, later.date)).toBe(2);
  });
});
