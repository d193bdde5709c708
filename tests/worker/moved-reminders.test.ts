/**
 * Issue 38: a booking moved to another date or start time gets its day-before reminder again, for
 * the new start, exactly once per start (decision 0068). A reminder still waiting for the old start
 * is dropped with the move; a change that keeps the start changes nothing about the reminder.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "#domain/availability.ts";
import { queueReminders } from "#workers/booking/reminders.ts";
import { activityPage, baliDate, KINTAMANI, type PageActivity } from "./booking-support.ts";
import type { Browser } from "./browser.ts";
import { signedInOperator } from "./operator-support.ts";

const JSON_ACCEPT = { accept: "application/json" };

let operator: Browser;
let kintamani: PageActivity;

beforeAll(async () => {
  operator = await signedInOperator("en", "Made Desk");
  kintamani = await activityPage("en", KINTAMANI);
  await env.DB.prepare("UPDATE availability_rules SET notice_hours = 0, start_times = '[]', capacity = 60").run();
}, 30_000);

/** A confirmed booking the operator entered for `date`. */
async function confirmed(date: string): Promise<string> {
  const pack = kintamani.packages[0];
  const reply = await operator.post(
    "/admin/bookings/new",
    {
      item: `activity-${kintamani.id}`,
      locale: "en",
      date,
      package_id: String(pack?.id),
      first_name: "Wayan",
      last_name: "Moved",
      email: "wayan.moved@example.com",
      phone_number: "+62 812 3333 4444",
      country: "Indonesia",
      payment_method: "cash",
      source: "phone",
      confirm: "yes",
      [`quantity_${pack?.products[0]?.id}`]: "1",
    },
    JSON_ACCEPT,
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.detail.booking.reference as string;
}

async function operatorChange(reference: string, fields: Record<string, string>): Promise<void> {
  const path = `/admin/bookings/${reference}/change`;
  const preview = await operator.post(path, fields, JSON_ACCEPT);
  expect(preview.status, JSON.stringify(preview.body)).toBe(200);
  const { version, newTotalMinor } = preview.body.preview;
  const saved = await operator.post(
    path,
    { ...fields, confirm: "yes", version: String(version), total: String(newTotalMinor) },
    JSON_ACCEPT,
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/** The sender's work: the booking's reminders went out. */
async function sent(reference: string): Promise<void> {
  await env.DB.prepare(
    `UPDATE mail_outbox SET status = 'sent'
     WHERE kind = 'booking_reminder' AND booking_id = (SELECT id FROM bookings WHERE reference = ?)`,
  )
    .bind(reference)
    .run();
}

/** The evening before `date`, in Bali, when its reminders are due. */
const eveningBefore = (date: string) => new Date(`${addDays(date, -1)}T16:05:00+08:00`);

async function remindersOf(reference: string): Promise<{ body_text: string }[]> {
  const { results } = await env.DB.prepare(
    `SELECT m.body_text FROM mail_outbox m JOIN bookings b ON b.id = m.booking_id
     WHERE b.reference = ? AND m.kind = 'booking_reminder' ORDER BY m.id`,
  )
    .bind(reference)
    .all<{ body_text: string }>();
  return results;
}

/** "12 Dec 2026": how the English reminder writes a date. */
const dayText = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });

describe("a moved booking's reminder", () => {
  it("comes again for the new date after the old one was reminded, and once however often the job runs", async () => {
    const first = baliDate(10);
    const moved = baliDate(12);
    const reference = await confirmed(first);
    expect(await queueReminders(env, eveningBefore(first))).toBeGreaterThanOrEqual(1);
    expect(await remindersOf(reference)).toHaveLength(1);
    await sent(reference);

    await operatorChange(reference, { date: moved });
    await queueReminders(env, eveningBefore(moved));
    await queueReminders(env, eveningBefore(moved));
    const reminders = await remindersOf(reference);
    expect(reminders).toHaveLength(2);
    expect(reminders[1]?.body_text).toContain(dayText(moved));
    await sent(reference);

    // Back to the first date: that start was reminded of already, so nothing more.
    await operatorChange(reference, { date: first });
    await queueReminders(env, eveningBefore(first));
    expect(await remindersOf(reference)).toHaveLength(2);
  });

  it("drops the reminder still waiting for the old start, and the new start gets its own", async () => {
    const first = baliDate(14);
    const moved = baliDate(16);
    const reference = await confirmed(first);
    await queueReminders(env, eveningBefore(first));
    // Held back as if the sender had not reached it yet.
    await env.DB.prepare(
      `UPDATE mail_outbox SET status = 'pending', next_attempt_at = '2999-01-01T00:00:00.000Z'
       WHERE kind = 'booking_reminder' AND booking_id = (SELECT id FROM bookings WHERE reference = ?)`,
    )
      .bind(reference)
      .run();
    expect(await remindersOf(reference)).toHaveLength(1);

    await operatorChange(reference, { date: moved });
    expect(await remindersOf(reference)).toEqual([]);
    await queueReminders(env, eveningBefore(moved));
    const reminders = await remindersOf(reference);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.body_text).toContain(dayText(moved));
  });

  it("is not sent again when the change keeps the start", async () => {
    const date = baliDate(18);
    const reference = await confirmed(date);
    await queueReminders(env, eveningBefore(date));
    await operatorChange(reference, { pickup_location: "Alila Ubud" });
    await queueReminders(env, eveningBefore(date));
    expect(await remindersOf(reference)).toHaveLength(1);
  });
});
