/**
 * The operator's Decline, Cancel and No-show ask again before they act (issue 43, item 7): the
 * first post changes nothing and names the e-mail the tourist gets and the fee; only the second
 * step's Yes (`confirm=yes`) acts. The fee may be lowered or waived there with a reason, which the
 * history keeps and the tourist's mail states; a raised fee or a change without a reason is refused.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { startOf } from "#domain/cancellation.ts";
import { storedEnding } from "./booking-support.ts";
import { outboxRowsOf } from "./mail-support.ts";
import { formFieldsOf, requestedBooking, signedInOperator, testIdPart, textOf } from "./operator-support.ts";

const HOUR = 60 * 60 * 1000;

async function endingEventOf(reference: string) {
  return env.DB.prepare(
    `SELECT e.action, e.actor_email, e.policy_fee_percent, e.fee_percent, e.fee_reason FROM booking_events e
     JOIN bookings b ON b.id = e.booking_id WHERE b.reference = ? AND e.action IN ('cancelled', 'no_show')`,
  )
    .bind(reference)
    .first<Record<string, unknown>>();
}

/**
 * Moves the booking to the Bali day whose start (at the activity's own time) falls in the next 24
 * hours ("soon": inside the free window, at the late fee) or in the last 24 ("started"). Exactly
 * one day's start falls in each, whatever the time of day the suite runs at.
 */
async function starting(reference: string, when: "soon" | "started"): Promise<void> {
  const row = await env.DB.prepare(
    "SELECT a.start_time FROM bookings b JOIN activities a ON a.id = b.activity_id WHERE b.reference = ?",
  )
    .bind(reference)
    .first<{ start_time: string | null }>();
  const now = Date.now();
  const baliDay = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10);
  const startTime = row?.start_time ?? null;
  const aheadOf = (day: string) => startOf({ visitDate: day, startTime }).getTime() - now;
  const inWindow = (ahead: number) =>
    when === "soon" ? ahead > 0 && ahead <= 24 * HOUR : ahead <= 0 && ahead > -24 * HOUR;
  const day = [-2, -1, 0, 1, 2].map((shift) => baliDay(now + shift * 24 * HOUR)).find((day) => inWindow(aheadOf(day)));
  if (!day) throw new Error(`No Bali day starts ${when} at ${startTime}`);
  await env.DB.prepare("UPDATE bookings SET visit_date = ? WHERE reference = ?").bind(day, reference).run();
}

/** A confirmed English booking starting in about a day: inside the free window, at the late fee (50 %). */
async function lateBooking() {
  const booking = await requestedBooking("en");
  const operator = await signedInOperator("en", "Ketut Waiver");
  expect((await operator.submit(`/admin/bookings/${booking.reference}`, { intent: "confirm" })).status).toBe(303);
  await starting(booking.reference, "soon");
  return { ...booking, operator, page: `/admin/bookings/${booking.reference}` };
}

describe("the operator's second step", () => {
  it("a first Cancel changes nothing and names the e-mail and the fee; its Yes cancels at the policy's fee", async () => {
    const { reference, operator, page } = await lateBooking();
    const mailsBefore = (await outboxRowsOf(reference)).length;
    const asked = await operator.submit(page, { intent: "cancel", note: "Sorry." });
    expect(asked.status).toBe(200);
    expect(await storedEnding(reference)).toMatchObject({ status: "confirmed", cancellation_kind: null });
    expect(await outboxRowsOf(reference)).toHaveLength(mailsBefore);
    const step = textOf(testIdPart(asked.text, "second-step"));
    expect(step).toContain("The guest gets the cancellation e-mail in English");
    expect(step).toMatch(/Under the policy, the fee is US\$ [\d.,]+ \(50 % of the total\)/);

    const yes = formFieldsOf(asked.text, "Cancel this booking for sure?");
    expect(yes).toMatchObject({
      intent: "cancel",
      note: "Sorry.",
      confirm: "yes",
      policy_percent: "50",
      fee_percent: "50",
    });
    const done = await operator.submit(page, yes);
    expect(done.status).toBe(303);
    const state = await storedEnding(reference);
    expect(state).toMatchObject({ status: "cancelled", cancellation_kind: "operator", cancellation_fee_percent: 50 });
    expect(await endingEventOf(reference)).toMatchObject({ policy_fee_percent: 50, fee_percent: 50, fee_reason: "" });
  });

  it("a first No-show and a first Decline change nothing and name their e-mail", async () => {
    const { reference, operator, page } = await lateBooking();
    await starting(reference, "started");
    const asked = await operator.submit(page, { intent: "noShow" });
    expect(asked.status).toBe(200);
    expect(textOf(testIdPart(asked.text, "second-step"))).toContain("The guest gets the no-show e-mail in English");
    expect(textOf(testIdPart(asked.text, "second-step"))).toContain("(100 % of the total)");
    expect((await storedEnding(reference)).status).toBe("confirmed");
    expect((await operator.submit(page, { intent: "noShow", confirm: "yes" })).status).toBe(303);
    expect(await storedEnding(reference)).toMatchObject({
      cancellation_kind: "no_show",
      cancellation_fee_percent: 100,
    });

    const request = await requestedBooking("id");
    const requestPage = `/admin/bookings/${request.reference}`;
    const declineAsked = await operator.submit(requestPage, { intent: "decline", reason: "No boats." });
    expect(declineAsked.status).toBe(200);
    expect(textOf(testIdPart(declineAsked.text, "second-step"))).toContain(
      "The guest gets the decline e-mail in Indonesian",
    );
    expect((await storedEnding(request.reference)).status).toBe("requested");
    expect(await outboxRowsOf(request.reference)).toHaveLength(2);
    const yes = formFieldsOf(declineAsked.text, "Decline this request for sure?");
    expect(yes).toMatchObject({ intent: "decline", reason: "No boats.", confirm: "yes" });
    expect((await operator.submit(requestPage, yes)).status).toBe(303);
    expect((await storedEnding(request.reference)).status).toBe("declined");
  });

  it("lowers the fee with a reason: stored, kept in the history, and stated in the tourist's mail", async () => {
    const { reference, operator, page } = await lateBooking();
    const done = await operator.submit(page, {
      intent: "cancel",
      confirm: "yes",
      policy_percent: "50",
      fee_percent: "20",
      fee_reason: "Heavy rain, the road to the falls is closed.",
    });
    expect(done.status).toBe(303);
    const state = await storedEnding(reference);
    expect(state).toMatchObject({ status: "cancelled", cancellation_fee_percent: 20 });
    expect(state.cancellation_fee_idr).toBe(Math.round((state.total_idr * 20) / 100));
    expect(await endingEventOf(reference)).toMatchObject({
      action: "cancelled",
      policy_fee_percent: 50,
      fee_percent: 20,
      fee_reason: "Heavy rain, the road to the falls is closed.",
    });
    const mail = (await outboxRowsOf(reference)).at(-1);
    expect(mail?.kind).toBe("booking_cancelled");
    expect(mail?.body_text).toMatch(/We have lowered the fee to US\$ [\d.,]+ \(20 % of the total\)/);
    const after = await operator.page(`${page}?done=cancelled`);
    expect(textOf(testIdPart(after.text, "fee-change"))).toContain(
      "Fee lowered from 50 % to 20 %: “Heavy rain, the road to the falls is closed.”",
    );
  });

  it("waives a no-show's fee with a reason, and the mail says nothing is due", async () => {
    const { reference, operator, page } = await lateBooking();
    await starting(reference, "started");
    const done = await operator.submit(page, {
      intent: "noShow",
      confirm: "yes",
      policy_percent: "100",
      fee_percent: "0",
      fee_reason: "Landslide on the pickup road.",
    });
    expect(done.status).toBe(303);
    expect(await storedEnding(reference)).toMatchObject({ cancellation_kind: "no_show", cancellation_fee_percent: 0 });
    expect(await storedEnding(reference)).toMatchObject({ cancellation_fee_idr: 0 });
    expect((await outboxRowsOf(reference)).at(-1)?.body_text).toContain("We have waived the cancellation fee");
  });

  it("refuses a raised fee, one below zero and a change without a reason, field by field, changing nothing", async () => {
    const { reference, operator, page } = await lateBooking();
    const yes = { intent: "cancel", confirm: "yes", policy_percent: "50" };
    const raised = await operator.submit(page, { ...yes, fee_percent: "80", fee_reason: "Extra work." });
    expect(raised.status).toBe(422);
    expect(textOf(raised.text)).toContain("The fee cannot be more than the policy sets (50 %).");
    expect(testIdPart(raised.text, "second-step")).toContain('id="fee-percent-error"');
    const negative = await operator.submit(page, { ...yes, fee_percent: "-5", fee_reason: "Rain." });
    expect(negative.status).toBe(422);
    expect(textOf(negative.text)).toContain("The fee cannot be below 0 %.");
    const noReason = await operator.submit(page, { ...yes, fee_percent: "10", fee_reason: "  " });
    expect(noReason.status).toBe(422);
    expect(textOf(testIdPart(noReason.text, "second-step"))).toContain("Please write why you change the fee");

    const json = await operator.post(
      page,
      { ...yes, fee_percent: "51", fee_reason: "" },
      { Accept: "application/json" },
    );
    expect(json.status).toBe(422);
    expect(json.body.errors.fee_percent).toEqual([
      "The fee cannot be more than the policy sets (50 %). You can only lower it or waive it.",
    ]);

    expect(await storedEnding(reference)).toMatchObject({ status: "confirmed", cancellation_fee_percent: null });
    expect(await endingEventOf(reference)).toBeNull();
  });
});
