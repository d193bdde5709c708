/**
 * Cancelling a booking: the tourist from the lookup page (the fee shown first, charged only as
 * shown), the operator for the tourist, and a no-show; each once, with its history row and mails.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { startOf } from "#domain/cancellation.ts";
import { activityPage, bookingPath, bookingPayload, mailsOf, storedEnding, UBUD } from "./booking-support.ts";
import { Browser } from "./browser.ts";
import { requestedBooking, signedInOperator, signedInTourist, testIdPart, textOf } from "./operator-support.ts";

const HOUR = 60 * 60 * 1000;

async function historyOf(reference: string) {
  const { results } = await env.DB.prepare(
    `SELECT e.action, e.from_status, e.actor_role, e.actor_email FROM booking_events e
     JOIN bookings b ON b.id = e.booking_id WHERE b.reference = ? ORDER BY e.id`,
  )
    .bind(reference)
    .all<{ action: string; from_status: string; actor_role: string; actor_email: string }>();
  return results;
}

/**
 * Moves the booking's visit date to the day of its next start after now (its activity's start
 * time, in Bali), `days` days later, or (with -1) to the day of its last start before now.
 */
async function startingOn(reference: string, days: number): Promise<void> {
  const row = await env.DB.prepare(
    "SELECT a.start_time FROM bookings b JOIN activities a ON a.id = b.activity_id WHERE b.reference = ?",
  )
    .bind(reference)
    .first<{ start_time: string | null }>();
  const baliToday = new Date(Date.now() + 8 * HOUR).toISOString().slice(0, 10);
  const startsToday = startOf({ visitDate: baliToday, startTime: row?.start_time ?? null }).getTime() > Date.now();
  const next = Date.parse(`${baliToday}T00:00:00Z`) + (startsToday ? 0 : 24 * HOUR);
  const day = new Date(next + days * 24 * HOUR).toISOString().slice(0, 10);
  await env.DB.prepare("UPDATE bookings SET visit_date = ? WHERE reference = ?").bind(day, reference).run();
}

async function confirmed(site: "en" | "id" = "en") {
  const booking = await requestedBooking(site);
  const operator = await signedInOperator("en");
  const answer = await operator.submit(`/admin/bookings/${booking.reference}`, { intent: "confirm" });
  expect(answer.status).toBe(303);
  return booking;
}

const lookUp = (browser: Browser, reference: string, email: string) =>
  browser.submit("/booking", { reference, email }, { csrf: false });

/** The second step's Yes: the only form that cancels. */
const cancel = (browser: Browser, reference: string, email: string, feePercent: string) =>
  browser.submit("/booking", { intent: "cancel", reference, email, fee_percent: feePercent, confirm: "yes" });

/** The first tap on Cancel (or an old one-step form): it only asks. */
const firstTap = (browser: Browser, reference: string, email: string, feePercent: string) =>
  browser.submit("/booking", { intent: "cancel", reference, email, fee_percent: feePercent });

describe("the tourist cancels from the lookup page", () => {
  it("withdraws a request free of charge, once, with the history row and both mails", async () => {
    const { reference, email } = await requestedBooking("en");
    const tourist = new Browser("en");
    const found = await lookUp(tourist, reference, email);
    const offer = textOf(testIdPart(found.text, "cancel-booking"));
    expect(offer).toContain("Your request is not confirmed yet, so you can withdraw it free of charge.");

    const done = await cancel(tourist, reference, email, "0");
    expect(done.status).toBe(200);
    expect(textOf(testIdPart(done.text, "cancellation-notice"))).toContain("Your booking is cancelled.");
    expect(textOf(testIdPart(done.text, "looked-up-booking"))).toContain("This booking was cancelled");
    expect(testIdPart(done.text, "cancel-booking")).toBe("");
    expect(await storedEnding(reference)).toMatchObject({
      status: "cancelled",
      cancellation_kind: "tourist",
      cancellation_fee_percent: 0,
      cancellation_fee_idr: 0,
    });
    expect(await historyOf(reference)).toEqual([
      { action: "cancelled", from_status: "requested", actor_role: "tourist", actor_email: email },
    ]);
    const mails = (await mailsOf(reference)).filter((mail) => mail.kind.includes("cancel"));
    expect(mails.map((mail) => [mail.kind, mail.locale])).toEqual([
      ["booking_cancelled", "en"],
      ["booking_cancellation_notification", "id"],
    ]);
    expect(mails[0]?.subject).toContain(`Your booking ${reference} is cancelled`);

    const again = await cancel(tourist, reference, email, "0");
    expect(again.status).toBe(409);
    expect(textOf(testIdPart(again.text, "cancellation-problem"))).toContain("had already been cancelled");
    expect((await historyOf(reference)).length).toBe(1);
    expect((await mailsOf(reference)).filter((mail) => mail.kind.includes("cancel")).length).toBe(2);
  });

  it("shows the late fee of a confirmed booking before cancelling, and charges only the fee shown", async () => {
    const { reference, email } = await confirmed("id");
    await startingOn(reference, 0);
    const tourist = new Browser("id");
    const found = await lookUp(tourist, reference, email);
    const offer = textOf(testIdPart(found.text, "cancellation-fee"));
    expect(offer).toMatch(/Pembatalan sekarang dikenai biaya Rp [\d.]+: 50 % dari total/);

    // A form that still says "free" (opened before the free period ended) is refused and shows the fee.
    const stale = await cancel(tourist, reference, email, "0");
    expect(stale.status).toBe(409);
    expect(textOf(testIdPart(stale.text, "cancellation-problem"))).toContain("Biaya pembatalan berubah");
    expect((await storedEnding(reference)).status).toBe("confirmed");

    const done = await cancel(tourist, reference, email, "50");
    expect(done.status).toBe(200);
    const state = await storedEnding(reference);
    expect(state).toMatchObject({ status: "cancelled", cancellation_kind: "tourist", cancellation_fee_percent: 50 });
    expect(state.cancellation_fee_idr).toBe(Math.round(state.total_idr / 2));
    expect(textOf(testIdPart(done.text, "looked-up-booking"))).toMatch(/Sesuai kebijakan pembatalan kami/);
    expect((await historyOf(reference)).at(-1)).toMatchObject({ action: "cancelled", from_status: "confirmed" });
  });

  it("never cancels on the first tap: a second step repeats the fee, and only its Yes cancels", async () => {
    const { reference, email } = await confirmed("id");
    await startingOn(reference, 0);
    const tourist = new Browser("id");
    const asked = await firstTap(tourist, reference, email, "50");
    expect(asked.status).toBe(200);
    expect((await storedEnding(reference)).status).toBe("confirmed");
    expect((await historyOf(reference)).map((event) => event.action)).toEqual(["confirmed"]);
    const step = testIdPart(asked.text, "cancel-booking");
    expect(textOf(testIdPart(step, "cancellation-fee"))).toMatch(/dikenai biaya Rp [\d.]+: 50 % dari total/);
    expect(textOf(testIdPart(step, "cancel-second-step"))).toContain("Apakah Anda ingin membatalkan");
    expect(step).toMatch(/name="confirm" value="yes"/);
    expect(testIdPart(asked.text, "cancellation-notice")).toBe("");

    const done = await cancel(tourist, reference, email, "50");
    expect(done.status).toBe(200);
    expect(await storedEnding(reference)).toMatchObject({ status: "cancelled", cancellation_fee_percent: 50 });
  });

  it("is free while the free-cancellation period lasts", async () => {
    const { reference, email } = await confirmed("en");
    await startingOn(reference, 10);
    const found = await lookUp(new Browser("en"), reference, email);
    expect(textOf(testIdPart(found.text, "cancel-booking"))).toContain("Cancelling now is free of charge (until");
    expect((await cancel(new Browser("en"), reference, email, "0")).status).toBe(200);
    expect(await storedEnding(reference)).toMatchObject({ status: "cancelled", cancellation_fee_percent: 0 });
  });

  it("cannot cancel a trip that has started, nor without the page's token, nor with another e-mail", async () => {
    const { reference, email } = await confirmed("en");
    const tourist = new Browser("en");
    const noToken = await tourist.submit(
      "/booking",
      { intent: "cancel", reference, email, fee_percent: "0" },
      { csrf: false },
    );
    expect(noToken.status).toBe(419);
    const wrongEmail = await cancel(tourist, reference, `other-${email}`, "0");
    expect(wrongEmail.status).toBe(404);
    expect((await storedEnding(reference)).status).toBe("confirmed");

    await startingOn(reference, -1);
    const found = await lookUp(tourist, reference, email);
    expect(textOf(found.text)).toContain("This trip has started, so it can no longer be cancelled online.");
    const late = await cancel(tourist, reference, email, "50");
    expect(late.status).toBe(409);
    expect((await storedEnding(reference)).status).toBe("confirmed");
  });
});

describe("the operator ends a booking", () => {
  it("cancels for the tourist at the policy's fee, with a note in the tourist's mail", async () => {
    const { reference } = await confirmed("en");
    await startingOn(reference, 10);
    const operator = await signedInOperator("en", "Putu Canceller");
    const page = await operator.page(`/admin/bookings/${reference}`);
    expect(textOf(page.text)).toContain("Cancelling now is free of charge under the policy.");
    const done = await operator.submit(`/admin/bookings/${reference}`, {
      intent: "cancel",
      note: "Road closed.",
      confirm: "yes",
    });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`/admin/bookings/${reference}?done=cancelled`);
    expect(await storedEnding(reference)).toMatchObject({ status: "cancelled", cancellation_kind: "operator" });
    expect((await historyOf(reference)).at(-1)).toMatchObject({ action: "cancelled", actor_role: "operator" });
    expect((await mailsOf(reference)).at(-1)).toMatchObject({ kind: "booking_cancelled", locale: "en" });
    const after = await operator.page(`/admin/bookings/${reference}?done=cancelled`);
    expect(textOf(after.text)).toContain("Cancelled. The tourist is told by e-mail");
  });

  it("records a no-show only once the trip has started, at the whole total", async () => {
    const { reference } = await confirmed("en");
    const operator = await signedInOperator("en");
    await startingOn(reference, 0);
    const early = await operator.submit(`/admin/bookings/${reference}`, { intent: "noShow" });
    expect(early.status).toBe(409);
    expect(textOf(early.text)).toContain("A no-show can only be recorded once the trip has started.");
    await startingOn(reference, -1);
    const done = await operator.submit(`/admin/bookings/${reference}`, { intent: "noShow", confirm: "yes" });
    expect(done.status).toBe(303);
    const state = await storedEnding(reference);
    expect(state).toMatchObject({ status: "cancelled", cancellation_kind: "no_show", cancellation_fee_percent: 100 });
    expect(state.cancellation_fee_idr).toBe(state.total_idr);
    expect((await mailsOf(reference)).at(-1)?.subject).toContain("recorded as a no-show");

    // Who did what reads as sentences in the operator's language, not as stored statuses and columns.
    const history = textOf(testIdPart((await operator.page(`/admin/bookings/${reference}`)).text, "booking-history"));
    expect(history).toContain(`Wayan Operator confirmed booking ${reference}`);
    expect(history).toContain(`Wayan Operator recorded booking ${reference} as a no-show`);
    expect(history).not.toContain("Declined");
    const trail = textOf(testIdPart((await operator.page("/admin/team/activity")).text, "activity"));
    expect(trail).toContain(`Wayan Operator recorded booking ${reference} as a no-show`);
    expect(trail).not.toMatch(/no_show|confirmation_id|: bookings|→ cancelled/);
    const indonesian = await signedInOperator("id", "Made Operator");
    const trailId = textOf(testIdPart((await indonesian.page("/admin/team/activity")).text, "activity"));
    expect(trailId).toContain(`Wayan Operator mencatat pemesanan ${reference} sebagai tidak hadir`);
    const historyId = textOf(
      testIdPart((await indonesian.page(`/admin/bookings/${reference}`)).text, "booking-history"),
    );
    expect(historyId).toContain(`Wayan Operator mengonfirmasi pemesanan ${reference}`);
  });

  it("refuses a note that is too long, and does not exist for a guest or a tourist", async () => {
    const { reference } = await confirmed("en");
    const operator = await signedInOperator("en");
    const long = await operator.submit(`/admin/bookings/${reference}`, { intent: "cancel", note: "x".repeat(5000) });
    expect(long.status).toBe(422);
    for (const browser of [new Browser("en"), await signedInTourist("en")]) {
      expect((await browser.submit(`/admin/bookings/${reference}`, { intent: "cancel" })).status).toBe(404);
    }
    expect((await storedEnding(reference)).status).toBe("confirmed");
  });
});

describe("the signed-in tourist cancels from the profile", () => {
  it("lists the account's bookings with the cancel offer, and cancels only its own", async () => {
    const tourist = await signedInTourist("en");
    const activity = await activityPage("en");
    const made = await tourist.post(bookingPath(UBUD), bookingPayload("en", activity, 0, [1]));
    expect(made.status).toBe(201);
    const reference = made.body.booking.reference as string;

    const profile = await tourist.page("/profile");
    const mine = textOf(testIdPart(profile.text, "my-bookings"));
    expect(mine).toContain(reference);
    expect(mine).toContain("Your request is not confirmed yet, so you can withdraw it free of charge.");

    const stranger = await signedInTourist("en");
    const forged = await stranger.submit("/profile", { intent: "cancel", reference, fee_percent: "0" });
    expect(forged.status).toBe(404);
    expect((await new Browser("en").submit("/profile", { intent: "cancel", reference, fee_percent: "0" })).status).toBe(
      404,
    );
    expect((await storedEnding(reference)).status).toBe("requested");

    const asked = await tourist.submit("/profile", { intent: "cancel", reference, fee_percent: "0" });
    expect(asked.status).toBe(200);
    expect(textOf(testIdPart(asked.text, "cancel-second-step"))).toContain("Cancelling is free of charge.");
    expect((await storedEnding(reference)).status).toBe("requested");

    const done = await tourist.submit("/profile", { intent: "cancel", reference, fee_percent: "0", confirm: "yes" });
    expect(done.status).toBe(200);
    expect(textOf(testIdPart(done.text, "cancellation-notice"))).toContain("Your booking is cancelled.");
    expect(await storedEnding(reference)).toMatchObject({ status: "cancelled", cancellation_kind: "tourist" });
    const [event] = await historyOf(reference);
    expect(event).toMatchObject({ action: "cancelled", actor_role: "tourist" });
  });
});

describe("a cancellation releases its places", () => {
  it("gives the booking's places back to the day at once", async () => {
    const { reference, email } = await requestedBooking("en");
    // A day of its own, far ahead, where no other test books.
    const day = new Date(Date.now() + (200 + Math.floor(Math.random() * 100)) * 24 * HOUR).toISOString().slice(0, 10);
    await env.DB.prepare("UPDATE bookings SET visit_date = ? WHERE reference = ?").bind(day, reference).run();
    const remaining = async () => {
      // The same URL each time: the edge cache's copy must follow the cancellation at once.
      const answer = await new Browser("en").get(`/api${UBUD}/availability?from=${day}&to=${day}`);
      expect(answer.status).toBe(200);
      return answer.body.items[0].remaining as number;
    };
    const held = await env.DB.prepare("SELECT seats FROM bookings WHERE reference = ?")
      .bind(reference)
      .first<{ seats: number }>();
    const before = await remaining();
    await expect
      .poll(async () =>
        (await new Browser("en").get(`/api${UBUD}/availability?from=${day}&to=${day}`)).headers.get("x-cache"),
      )
      .toBe("HIT");
    expect((await cancel(new Browser("en"), reference, email, "0")).status).toBe(200);
    expect(await remaining()).toBe(before + (held?.seats ?? 0));
  });
});

describe("a booking takes its places", () => {
  it("from the cached availability answer at once", async () => {
    const activity = await activityPage("en");
    const payload = bookingPayload("en", activity, 0, [1]);
    const day = String(payload.date);
    const url = `/api${UBUD}/availability?from=${day}&to=${day}`;
    const remaining = async () => (await new Browser("en").get(url)).body.items[0].remaining as number;
    const before = await remaining();
    await expect.poll(async () => (await new Browser("en").get(url)).headers.get("x-cache")).toBe("HIT");
    const made = await new Browser("en").post(bookingPath(UBUD), payload);
    expect(made.status).toBe(201);
    const seats = await env.DB.prepare("SELECT seats FROM bookings WHERE reference = ?")
      .bind(made.body.booking.reference)
      .first<{ seats: number }>();
    // Other files may book the same day meanwhile: at least this booking's places are gone.
    expect(await remaining()).toBeLessThanOrEqual(before - (seats?.seats ?? 1));
  });
});
