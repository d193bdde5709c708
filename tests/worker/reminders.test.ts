/**
 * The day-before reminder: from 16:00 in Bali, each confirmed booking of the next day gets one
 * e-mail in the tourist's language with the pickup, what to bring and the operator's WhatsApp,
 * queued in the outbox exactly once however often (or however concurrently) the cron runs.
 */
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { addDays } from "#domain/availability.ts";
import { baliToday } from "#domain/bali-time.ts";
import type { Locale } from "#domain/locale.ts";
import { queueReminders } from "#workers/booking/reminders.ts";
import { newReference, type OutboxRow } from "./mail-support.ts";

interface Texts {
  id: number;
  name: string;
  pickupTime: string;
  whatToBring: string[];
}

async function activityTexts(slug: string, locale: Locale): Promise<Texts> {
  const row = await env.DB.prepare(
    `SELECT a.id, t.name, t.pickup_time AS pickupTime, t.whattobring FROM activities a
     JOIN activity_translations t ON t.activity_id = a.id AND t.locale = ?2 WHERE a.slug = ?1`,
  )
    .bind(slug, locale)
    .first<{ id: number; name: string; pickupTime: string; whattobring: string }>();
  if (!row) throw new Error(`no activity ${slug}`);
  return { id: row.id, name: row.name, pickupTime: row.pickupTime, whatToBring: JSON.parse(row.whattobring) };
}

const SURF = "kuta-beginner-surf-lesson";
const UBUD = "ubud-rice-terrace-and-monkey-forest-tour";

/** A booking as the booking endpoint and the operator's confirmation leave it. */
async function stored(options: {
  date: string;
  activityId: number;
  locale: Locale;
  status?: string;
  startTime?: string | null;
}): Promise<{ reference: string; email: string }> {
  const reference = newReference();
  const email = `${reference.toLowerCase()}@example.com`;
  const lines = [{ product_id: 1, name: "Adult", quantity: 2, price_idr: 450000, price_usd_cents: 2800 }];
  await env.DB.prepare(
    `INSERT INTO bookings (reference, status, activity_id, locale, currency, visit_date, start_time, adults, kids, seats,
       first_name, last_name, email, phone_number, country, pickup_location, payment_method, order_data,
       total_idr, total_usd_cents, confirmation_id)
     VALUES (?1, ?2, ?3, ?4, CASE ?4 WHEN 'id' THEN 'IDR' ELSE 'USD' END, ?5, ?6, 2, 0, 2, 'Ms. Ayu', 'Lestari', ?7,
       '+62 812 000 111', 'Indonesia', 'Hard Rock Hotel, Kuta', 'cash', ?8, 900000, 5600,
       CASE ?2 WHEN 'confirmed' THEN 'C-' || ?1 END)`,
  )
    .bind(
      reference,
      options.status ?? "confirmed",
      options.activityId,
      options.locale,
      options.date,
      options.startTime ?? null,
      email,
      JSON.stringify(lines),
    )
    .run();
  return { reference, email };
}

type Reminder = Pick<
  OutboxRow,
  "to_address" | "reply_to" | "locale" | "subject" | "body_text" | "body_html" | "status"
>;

async function remindersOf(reference: string): Promise<Reminder[]> {
  const { results } = await env.DB.prepare(
    `SELECT m.to_address, m.reply_to, m.locale, m.subject, m.body_text, m.body_html, m.status FROM mail_outbox m
     JOIN bookings b ON b.id = m.booking_id WHERE b.reference = ? AND m.kind = 'booking_reminder' ORDER BY m.id`,
  )
    .bind(reference)
    .all<Reminder>();
  return results;
}

/** `time` (HH:MM) in Bali on `date`, as the moment the cron runs. */
const baliMoment = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`);

describe("the day-before reminder", () => {
  it("reaches tomorrow's confirmed tourist in their language with the pickup, what to bring and the WhatsApp link", async () => {
    const surf = await activityTexts(SURF, "en");
    const ubud = await activityTexts(UBUD, "id");
    const english = await stored({ date: "2032-03-10", activityId: surf.id, locale: "en", startTime: "07:00" });
    const indonesian = await stored({ date: "2032-03-10", activityId: ubud.id, locale: "id" });

    await queueReminders(env, baliMoment("2032-03-09", "16:05"));

    const [mail, ...more] = await remindersOf(english.reference);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({
      to_address: english.email,
      reply_to: "hello@balitours.example",
      locale: "en",
      status: "pending",
    });
    expect(mail?.subject).toContain(surf.name);
    expect(mail?.subject).toContain("tomorrow");
    const text = mail?.body_text ?? "";
    expect(text).toContain(surf.pickupTime);
    expect(text).toContain("07:00");
    expect(text).toContain("Hard Rock Hotel, Kuta");
    expect(text).toContain(english.reference);
    expect(text).toContain(`C-${english.reference}`);
    for (const item of surf.whatToBring) expect(text).toContain(item);
    const wa = `https://wa.me/6281338512345?text=${encodeURIComponent(`Hello, this is about my booking ${english.reference}.`)}`;
    expect(text).toContain(wa);
    expect(mail?.body_html).toContain(`href="${wa}"`);

    const [id] = await remindersOf(indonesian.reference);
    expect(id?.locale).toBe("id");
    expect(id?.subject).toContain(ubud.name);
    for (const item of ubud.whatToBring) expect(id?.body_text).toContain(item);
    expect(id?.body_text).toContain(ubud.pickupTime);
    expect(id?.body_text).not.toContain("Hello, this is about my booking");
  });

  it("is not sent for a request, a cancelled booking or another day, nor before 16:00 in Bali the day before", async () => {
    const surf = await activityTexts(SURF, "en");
    const requested = await stored({ date: "2032-04-10", activityId: surf.id, locale: "en", status: "requested" });
    const cancelled = await stored({ date: "2032-04-10", activityId: surf.id, locale: "en", status: "cancelled" });
    const later = await stored({ date: "2032-04-11", activityId: surf.id, locale: "en" });
    const tomorrow = await stored({ date: "2032-04-10", activityId: surf.id, locale: "en" });

    await queueReminders(env, baliMoment("2032-04-09", "15:55"));
    expect(await remindersOf(tomorrow.reference)).toHaveLength(0);

    await queueReminders(env, baliMoment("2032-04-09", "16:00"));
    expect(await remindersOf(tomorrow.reference)).toHaveLength(1);
    expect(await remindersOf(requested.reference)).toHaveLength(0);
    expect(await remindersOf(cancelled.reference)).toHaveLength(0);
    expect(await remindersOf(later.reference)).toHaveLength(0);
  });

  it("is queued exactly once per booking when the job runs twice, and when two runs overlap", async () => {
    const surf = await activityTexts(SURF, "en");
    const bookings = await Promise.all(
      Array.from({ length: 4 }, () => stored({ date: "2032-05-10", activityId: surf.id, locale: "en" })),
    );
    const evening = baliMoment("2032-05-09", "18:00");
    await Promise.all([queueReminders(env, evening), queueReminders(env, evening), queueReminders(env, evening)]);
    await queueReminders(env, baliMoment("2032-05-09", "18:05"));
    await queueReminders(env, baliMoment("2032-05-09", "23:55"));
    for (const booking of bookings) expect(await remindersOf(booking.reference)).toHaveLength(1);
    const { results } = await env.DB.prepare(
      `SELECT reminded_at FROM bookings WHERE reference IN (${bookings.map(() => "?").join(",")})`,
    )
      .bind(...bookings.map((booking) => booking.reference))
      .all<{ reminded_at: string | null }>();
    expect(results.every((row) => row.reminded_at !== null)).toBe(true);
  });

  it("runs from the production worker's cron, which queues tomorrow's reminders once it is past 16:00 in Bali", async () => {
    const surf = await activityTexts(SURF, "en");
    const now = new Date();
    const booking = await stored({ date: addDays(baliToday(now), 1), activityId: surf.id, locale: "en" });
    const worker = exports as unknown as { default: { scheduled(options: { cron: string }): Promise<unknown> } };
    await worker.default.scheduled({ cron: "*/5 * * * *" });
    await worker.default.scheduled({ cron: "*/5 * * * *" });
    const afterFour = new Date(now.getTime() + 8 * 3_600_000).getUTCHours() >= 16;
    expect(await remindersOf(booking.reference)).toHaveLength(afterFour ? 1 : 0);
  });
});
