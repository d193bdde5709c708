/**
 * Issue 40, item 5: check-in at /admin/check-in. The operator finds a booking by its reference (as
 * the voucher's QR code holds it) or its booking ID, sees who and what is left to collect, and one
 * tap marks it present; a second tap says when it was. Only a confirmed booking of today can be
 * checked in; a no-show after the start is one tap at the terms' fee.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { mailsOf, storedEnding } from "./booking-support.ts";
import type { Browser } from "./browser.ts";
import { requestedBooking, signedInOperator, signedInTourist, textOf } from "./operator-support.ts";

const HOUR = 60 * 60 * 1000;
const baliDay = (days = 0) => new Date(Date.now() + 8 * HOUR + days * 24 * HOUR).toISOString().slice(0, 10);
const PAGE = "/admin/check-in";

/** A booking confirmed by the operator, for today in Bali, starting late tonight unless `startTime` says otherwise. */
async function confirmedToday(operator: Browser, startTime = "23:59") {
  const booking = await requestedBooking("en");
  expect((await operator.submit(`/admin/bookings/${booking.reference}`, { intent: "confirm" })).status).toBe(303);
  await env.DB.prepare("UPDATE bookings SET visit_date = ?2, start_time = ?3 WHERE reference = ?1")
    .bind(booking.reference, baliDay(), startTime)
    .run();
  return booking;
}

interface CheckInRow {
  checked_in_at: string | null;
  checked_in_by: number | null;
  version: number;
}

const checkInRow = (reference: string) =>
  env.DB.prepare("SELECT checked_in_at, checked_in_by, version FROM bookings WHERE reference = ?")
    .bind(reference)
    .first<CheckInRow>();

const tap = (operator: Browser, reference: string, fields: Record<string, string> = {}) =>
  operator.submit(PAGE, { intent: "checkIn", reference, ...fields });

describe("check-in", () => {
  it("is the back office's own: 404 for a guest or a tourist, and linked in the menu", async () => {
    const tourist = await signedInTourist("en");
    expect((await tourist.page(PAGE)).status).toBe(404);
    expect((await tourist.submit(PAGE, { intent: "checkIn", reference: "BT-AAAA-AAAA" })).status).toBe(404);
    const operator = await signedInOperator("en");
    const page = await operator.page("/admin/bookings");
    expect(page.text).toContain('href="/admin/check-in"');
  });

  it("shows who comes and what is left to collect, then checks in with one tap, once", async () => {
    const operator = await signedInOperator("en", "Nyoman Door");
    const { reference } = await confirmedToday(operator);
    const before = await checkInRow(reference);

    const typed = reference.toLowerCase().replaceAll("-", " ");
    const found = await operator.page(`${PAGE}?reference=${encodeURIComponent(typed)}`);
    expect(found.status).toBe(200);
    const shown = textOf(found.text);
    expect(shown).toContain(reference);
    expect(shown).toMatch(/Guest\s*Mr\. Made Wirawan\s*Participants\s*1 vehicle, 2 people/);
    expect(shown).toMatch(/To collect\s*Rp\s?[\d.,]+/);

    const done = await tap(operator, reference);
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`${PAGE}?reference=${reference}&done=checked_in`);
    const after = await checkInRow(reference);
    expect(after?.checked_in_at).toBeTruthy();
    expect(after?.checked_in_by).toBeGreaterThan(0);
    expect(after?.version).toBe((before?.version ?? 0) + 1);
    const audit = await env.DB.prepare(
      "SELECT actor_name FROM audit_log WHERE action = 'check_in' AND entity = 'bookings' AND entity_id = ?",
    )
      .bind(reference)
      .all<{ actor_name: string }>();
    expect(audit.results).toEqual([{ actor_name: "Nyoman Door" }]);

    // The second tap (a second phone, a reload) writes nothing and says when the guest came, on Bali's clock.
    const at = new Date(Date.parse(after?.checked_in_at ?? "") + 8 * HOUR).toISOString().slice(11, 16);
    const again = await tap(operator, reference);
    expect(again.status).toBe(409);
    expect(textOf(again.text)).toContain(`Already checked in at ${at} by Nyoman Door.`);
    expect(await checkInRow(reference)).toEqual(after);
    const trail = textOf((await operator.page("/admin/team/activity")).text);
    expect(trail).toContain(`Nyoman Door checked in booking ${reference}`);

    const indonesian = await signedInOperator("id");
    const seen = await indonesian.page(`${PAGE}?reference=${reference}`);
    expect(textOf(seen.text)).toContain(`Sudah check-in pukul ${at} oleh Nyoman Door.`);
  });

  it("finds the booking by its booking ID too", async () => {
    const operator = await signedInOperator("en");
    const { reference } = await requestedBooking("en");
    const bookingId = `KLK-${Date.now()}`;
    const confirm = { intent: "confirm", confirmation_id: bookingId };
    expect((await operator.submit(`/admin/bookings/${reference}`, confirm)).status).toBe(303);
    await env.DB.prepare("UPDATE bookings SET visit_date = ?2 WHERE reference = ?1").bind(reference, baliDay()).run();
    expect((await tap(operator, bookingId.toLowerCase())).status).toBe(303);
    expect((await checkInRow(reference))?.checked_in_at).toBeTruthy();
  });

  it("refuses a cancelled booking, one of another day and an unknown reference, each saying why", async () => {
    const operator = await signedInOperator("en");
    const cancelled = await confirmedToday(operator);
    await env.DB.prepare("UPDATE bookings SET status = 'cancelled', cancellation_kind = 'tourist' WHERE reference = ?")
      .bind(cancelled.reference)
      .run();
    const refusedCancelled = await tap(operator, cancelled.reference);
    expect(refusedCancelled.status).toBe(409);
    expect(textOf(refusedCancelled.text)).toContain("This booking is cancelled.");

    const tomorrow = await confirmedToday(operator);
    await env.DB.prepare("UPDATE bookings SET visit_date = ?2 WHERE reference = ?1")
      .bind(tomorrow.reference, baliDay(1))
      .run();
    const refusedTomorrow = await tap(operator, tomorrow.reference);
    expect(refusedTomorrow.status).toBe(409);
    expect(textOf(refusedTomorrow.text)).toMatch(/This booking is for .+, not today\./);
    expect(textOf((await operator.page(`${PAGE}?reference=${tomorrow.reference}`)).text)).toContain("not today");

    const requested = await requestedBooking("en");
    await env.DB.prepare("UPDATE bookings SET visit_date = ?2 WHERE reference = ?1")
      .bind(requested.reference, baliDay())
      .run();
    const refusedRequest = await tap(operator, requested.reference);
    expect(refusedRequest.status).toBe(409);
    expect(textOf(refusedRequest.text)).toContain("This booking is not confirmed yet.");

    const unknown = await tap(operator, "BT-ZZZZ-ZZZZ");
    expect(unknown.status).toBe(404);
    expect(textOf(unknown.text)).toContain("No booking has the reference or booking ID BT-ZZZZ-ZZZZ.");
    for (const { reference } of [cancelled, tomorrow, requested]) {
      expect((await checkInRow(reference))?.checked_in_at).toBeNull();
    }
  });

  it("records a no-show after the start in one tap, at the terms' fee, through the booking's own no-show", async () => {
    const operator = await signedInOperator("en");
    const early = await confirmedToday(operator, "23:59");
    const page = textOf((await operator.page(`${PAGE}?reference=${early.reference}`)).text);
    expect(page).not.toContain("Record no-show");
    const tooEarly = await operator.submit(PAGE, {
      intent: "noShow",
      reference: early.reference,
      policy_percent: "100",
    });
    expect(tooEarly.status).toBe(409);
    expect(textOf(tooEarly.text)).toContain("A no-show can only be recorded once the trip has started.");

    const { reference } = await confirmedToday(operator, "00:00");
    const offered = textOf((await operator.page(`${PAGE}?reference=${reference}`)).text);
    expect(offered).toMatch(/the terms charge (Rp|US\$)\s?[\d.,]+ \(100 %\)/);
    const done = await operator.submit(PAGE, { intent: "noShow", reference, policy_percent: "100" });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`${PAGE}?reference=${reference}&done=no_show`);
    const ending = await storedEnding(reference);
    expect(ending).toMatchObject({ status: "cancelled", cancellation_kind: "no_show", cancellation_fee_percent: 100 });
    expect(ending.cancellation_fee_idr).toBe(ending.total_idr);
    expect((await mailsOf(reference)).at(-1)?.subject).toContain("recorded as a no-show");

    // Someone who was checked in came: no no-show for them.
    const came = await confirmedToday(operator, "00:00");
    expect((await tap(operator, came.reference)).status).toBe(303);
    const refused = await operator.submit(PAGE, { intent: "noShow", reference: came.reference, policy_percent: "100" });
    expect(refused.status).toBe(409);
    expect((await storedEnding(came.reference)).status).toBe("confirmed");
  });
});
