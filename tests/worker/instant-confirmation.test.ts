/**
 * Issue 38, item 6: instant confirmation. With the activity's "confirm at once while seats are
 * free" on, a tourist's request within capacity is confirmed in the booking's own write (booking
 * ID, the confirmation mail in the tourist's language, the history row); the requests that need a
 * person stay requests; the operator turns it on in the activity editor, behind the version guard.
 */
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { type BookingCall, requestBooking } from "#workers/booking/bookings.ts";
import { CONFIRMATION_ID_PATTERN } from "#workers/booking/reference.ts";
import {
  activityPage,
  baliDate,
  bookingPath,
  bookingPayload,
  KINTAMANI,
  mailsOf,
  type PageActivity,
  roundTripsOf,
} from "./booking-support.ts";
import { Browser } from "./browser.ts";
import type { Site } from "./client.ts";
import { formFieldsOf, signedInOperator, testIdPart, textOf } from "./operator-support.ts";
import { race } from "./race-support.ts";

const KINTAMANI_SLUG = "kintamani-volcano-view-and-tirta-empul-tour";

let activity: PageActivity;

beforeAll(async () => {
  activity = await activityPage("en", KINTAMANI);
}, 30_000);

async function setConfirmation(instant: boolean, specialRequestsNeedPerson = false): Promise<void> {
  await env.DB.prepare(
    "UPDATE activities SET instant_confirmation = ?2, special_requests_need_person = ?3 WHERE id = ?1",
  )
    .bind(activity.id, Number(instant), Number(specialRequestsNeedPerson))
    .run();
}

async function setCapacity(capacity: number): Promise<void> {
  await env.DB.prepare("UPDATE availability_rules SET capacity = ?2 WHERE activity_id = ?1")
    .bind(activity.id, capacity)
    .run();
}

function book(site: Site, persons: number, overrides: Record<string, unknown> = {}) {
  const payload = bookingPayload(site, activity, 0, [persons], overrides);
  return new Browser(site).post(bookingPath(KINTAMANI), payload);
}

interface StoredAnswer {
  status: string;
  confirmation_id: string | null;
  decided_at: string | null;
}

async function stored(reference: string): Promise<StoredAnswer | null> {
  return env.DB.prepare("SELECT status, confirmation_id, decided_at FROM bookings WHERE reference = ?")
    .bind(reference)
    .first<StoredAnswer>();
}

async function historyOf(reference: string) {
  const { results } = await env.DB.prepare(
    `SELECT e.action, e.actor_role, e.confirmation_id FROM booking_events e JOIN bookings b ON b.id = e.booking_id
     WHERE b.reference = ?`,
  )
    .bind(reference)
    .all();
  return results;
}

describe("a request to an activity that confirms at once", () => {
  it("is confirmed in the booking's own write: booking ID, the confirmation mail in English, the history row", async () => {
    await setConfirmation(true);
    const reply = await book("en", 2, { date: baliDate(12) });
    expect(reply.status).toBe(201);
    // The read and the one write, as for any request: the confirmation costs no round trip more.
    expect(roundTripsOf(reply.headers)).toBe(2);
    const { booking } = reply.body;
    expect(booking.status).toBe("confirmed");
    expect(booking.confirmation_id).toMatch(CONFIRMATION_ID_PATTERN);
    expect(await stored(booking.reference)).toMatchObject({
      status: "confirmed",
      confirmation_id: booking.confirmation_id,
      decided_at: expect.any(String),
    });
    expect(await historyOf(booking.reference)).toEqual([
      { action: "confirmed", actor_role: "tourist", confirmation_id: booking.confirmation_id },
    ]);
    const mails = await mailsOf(booking.reference);
    expect(mails.map((mail) => [mail.kind, mail.locale])).toEqual([
      ["booking_confirmed", "en"],
      ["booking_notification", "id"],
    ]);
    expect(mails[0]?.subject).toContain(`booking ID ${booking.confirmation_id}`);
    expect(mails[1]?.subject).toContain("dikonfirmasi langsung");
    // The voucher is there at once: the booking's e-mail opens it.
    const tourist = new Browser("en");
    const posted = await tourist.submit(`/booking/${booking.reference}/voucher`, { email: booking.email });
    expect(posted.status).toBe(303);
    const voucher = await tourist.page(posted.headers.get("location") ?? "");
    expect(textOf(testIdPart(voucher.text, "voucher"))).toContain(`Booking ID ${booking.confirmation_id}`);
  });

  it("mails the confirmation in Indonesian to a tourist who booked on the Indonesian site", async () => {
    await setConfirmation(true);
    const reply = await book("id", 1, { date: baliDate(13) });
    expect(reply.status).toBe(201);
    expect(reply.body.booking.status).toBe("confirmed");
    const [confirmation] = await mailsOf(reply.body.booking.reference);
    expect(confirmation).toMatchObject({ kind: "booking_confirmed", locale: "id" });
    expect(confirmation?.subject).toContain(`ID pemesanan ${reply.body.booking.confirmation_id}`);
  });

  it("stays a request when it starts sooner than the confirmation promise (the short-notice flag)", async () => {
    await setConfirmation(true);
    const reply = await book("en", 1, { date: baliDate(1) });
    expect(reply.status).toBe(201);
    expect(reply.body.booking).toMatchObject({ status: "requested", confirmation_id: null });
    expect((await mailsOf(reply.body.booking.reference)).map((mail) => mail.kind)).toEqual([
      "booking_received",
      "booking_notification",
    ]);
    expect(await historyOf(reply.body.booking.reference)).toEqual([]);
  });

  it("stays a request with a special request when the operator wants a person to read them, and not without one", async () => {
    await setConfirmation(true, true);
    const withRequest = await book("en", 1, { date: baliDate(14), special_request: "My son is 3, is that ok?" });
    expect(withRequest.body.booking).toMatchObject({ status: "requested", confirmation_id: null });
    const without = await book("en", 1, { date: baliDate(14), special_request: "  " });
    expect(without.body.booking.status).toBe("confirmed");
    await setConfirmation(true, false);
    const readByNobody = await book("en", 1, { date: baliDate(14), special_request: "Vegetarian lunch, please." });
    expect(readByNobody.body.booking.status).toBe("confirmed");
  });

  it("is refused over capacity, as any request is, and nothing is written", async () => {
    await setConfirmation(true);
    await setCapacity(2);
    const date = baliDate(15);
    const reply = await book("en", 3, { date });
    expect(reply.status).toBe(422);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM bookings WHERE activity_id = ? AND visit_date = ?")
      .bind(activity.id, date)
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
    await setCapacity(60);
  });

  it("with the setting off stays a request with the request mails, as before", async () => {
    await setConfirmation(false);
    const reply = await book("en", 2, { date: baliDate(12) });
    expect(reply.status).toBe(201);
    expect(reply.body.booking).toMatchObject({ status: "requested", confirmation_id: null });
    expect((await mailsOf(reply.body.booking.reference)).map((mail) => mail.kind)).toEqual([
      "booking_received",
      "booking_notification",
    ]);
  });
});

function call(db: D1Database, input: Record<string, unknown>): BookingCall {
  return {
    db,
    env,
    ctx: createExecutionContext(),
    request: new Request(`http://en.localhost/api${KINTAMANI}/booking`, {
      method: "POST",
      headers: { "cf-connecting-ip": "198.51.100.9" },
    }),
    locale: "en",
    target: { kind: "activity", typeSlug: "day-tours", slug: KINTAMANI_SLUG },
    input,
    idempotencyKey: null,
  };
}

describe("two instant bookings racing for the last seat on the real D1", () => {
  it("confirm exactly one: the other, read while the seat was free, is refused and writes nothing", async () => {
    await setConfirmation(true);
    const date = baliDate(16);
    await setCapacity(3);
    expect((await book("en", 2, { date })).body.booking.status).toBe("confirmed");
    const { first, second } = race(
      (db) => requestBooking(call(db, bookingPayload("en", activity, 0, [1], { date }))),
      (db) => requestBooking(call(db, bookingPayload("en", activity, 0, [1], { date }))),
    );
    const won = await first;
    expect(won.booking).toMatchObject({ status: "confirmed", confirmation_id: expect.stringMatching(/^BK-/) });
    await expect(second).rejects.toMatchObject({ status: 422 });
    const { results } = await env.DB.prepare(
      "SELECT status, seats FROM bookings WHERE activity_id = ? AND visit_date = ? ORDER BY id",
    )
      .bind(activity.id, date)
      .all();
    expect(results).toEqual([
      { status: "confirmed", seats: 2 },
      { status: "confirmed", seats: 1 },
    ]);
    await setCapacity(60);
  });
});

type Card = { id: number; instant_confirmation: boolean };

/** Every card of the activities' list, page after page, as the /api pages it. */
async function listedCards(): Promise<Card[]> {
  const cards: Card[] = [];
  for (let page = 1; page < 20; page += 1) {
    const reply = await new Browser("en").get(`/api/type?page=${page}`);
    cards.push(...reply.body.items.data);
    if (!reply.body.items.next_page_url) break;
  }
  return cards;
}

async function searchedCards(): Promise<Card[]> {
  return (await new Browser("en").get("/api/search?query=tirta%20empul")).body.items.data;
}

describe("the activity editor's confirmation settings", () => {
  const editPath = () => `/admin/activities/${activity.id}`;
  const formOf = (html: string) => formFieldsOf(html, "Edit activity");
  const storedSettings = () =>
    env.DB.prepare("SELECT instant_confirmation, special_requests_need_person, version FROM activities WHERE id = ?")
      .bind(activity.id)
      .first<{ instant_confirmation: number; special_requests_need_person: number; version: number }>();

  it("saves both boxes behind the version guard; the cards and the page then say 'Instant confirmation'", async () => {
    await setConfirmation(false);
    const operator = await signedInOperator("en", "Ketut Editor");
    const form = formOf((await operator.page(editPath())).text);
    expect(form).toMatchObject({ instant_confirmation: "0", special_requests_need_person: "0" });
    const stale = formOf((await operator.page(editPath())).text);

    const saved = await operator.submit(editPath(), {
      ...form,
      instant_confirmation: "1",
      special_requests_need_person: "1",
    });
    expect(saved.status).toBe(303);
    expect(await storedSettings()).toMatchObject({ instant_confirmation: 1, special_requests_need_person: 1 });
    expect(formOf((await operator.page(editPath())).text)).toMatchObject({
      instant_confirmation: "1",
      special_requests_need_person: "1",
    });

    // A second editor's page opened before that save: refused, and the settings stay as saved.
    const refused = await operator.submit(editPath(), { ...stale, instant_confirmation: "0" });
    expect(refused.status).toBe(409);
    expect(await storedSettings()).toMatchObject({ instant_confirmation: 1 });
    const wrong = await operator.submit(editPath(), {
      ...formOf((await operator.page(editPath())).text),
      instant_confirmation: "yes",
    });
    expect(wrong.status).toBe(422);
    expect(textOf(wrong.text)).toContain("Tick the box to turn this on, or leave it empty to turn it off.");

    for (const list of [await listedCards(), await searchedCards()]) {
      const card = list.find((item) => item.id === activity.id);
      expect(card?.instant_confirmation).toBe(true);
      expect(list.find((item) => item.id !== activity.id)?.instant_confirmation).toBe(false);
    }
    const page = await new Browser("en").page(KINTAMANI);
    expect(page.text).toContain('data-testid="instant-confirmation"');
    expect(textOf(page.text)).toContain("Instant confirmation");
  });
});

describe("a vehicle's confirmation settings", () => {
  const VEHICLE = 3;
  const editPath = `/admin/transport/${VEHICLE}`;
  const formOf = (html: string) => formFieldsOf(html, "Edit vehicle");

  function bookVehicle(days: number) {
    const order = JSON.stringify([{ id: VEHICLE, name: "Avanza", price_idr: 1, price_usd: 1, minimal: 1, ordered: 1 }]);
    // Priced in rupiah on the Indonesian site, as tests/worker/bookings.test.ts books a vehicle.
    return new Browser("id").post(
      `/api/transport/${VEHICLE}/booking`,
      bookingPayload("id", { id: 0, code: "", name: "", packages: [] }, 0, [], {
        activity_id: undefined,
        transport_id: VEHICLE,
        order_data: order,
        total: 700000,
        adults: 1,
        kids: 0,
        date: baliDate(days),
      }),
    );
  }

  it("are saved in the vehicle editor behind the version guard; its requests are then confirmed at once", async () => {
    const operator = await signedInOperator("en", "Made Vehicles");
    const form = formOf((await operator.page(editPath)).text);
    expect(form).toMatchObject({ instant_confirmation: "0", special_requests_need_person: "0" });
    const otherTab = formOf((await operator.page(editPath)).text);
    expect((await bookVehicle(20)).body.booking).toMatchObject({ status: "requested", confirmation_id: null });

    const wrong = await operator.submit(editPath, { ...form, instant_confirmation: "yes" });
    expect(wrong.status).toBe(422);
    expect(textOf(wrong.text)).toContain("Tick the box to turn this on, or leave it empty to turn it off.");
    const saved = await operator.submit(editPath, { ...form, instant_confirmation: "1" });
    expect(saved.status).toBe(303);
    expect(formOf((await operator.page(editPath)).text)).toMatchObject({ instant_confirmation: "1" });
    // Another tab opened before that save is refused, and the setting stays as saved.
    expect((await operator.submit(editPath, { ...otherTab, instant_confirmation: "0" })).status).toBe(409);

    const reply = await bookVehicle(21);
    expect(reply.status).toBe(201);
    expect(reply.body.booking).toMatchObject({ kind: "transport", status: "confirmed" });
    expect(reply.body.booking.confirmation_id).toMatch(CONFIRMATION_ID_PATTERN);
    const page = await new Browser("en").page(`/transport/${VEHICLE}`);
    expect(textOf(testIdPart(page.text, "instant-confirmation")).trim()).toBe("Instant confirmation");
  });
});
