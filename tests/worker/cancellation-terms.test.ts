/**
 * The cancellation terms of the chosen date and start time, as the mails and the booking page
 * state them, and the operator's flag on a request that starts sooner than we promise to confirm.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { startOf } from "#domain/cancellation.ts";
import { activityPage, baliDate, bookingPath, bookingPayload, UBUD } from "./booking-support.ts";
import { Browser } from "./browser.ts";
import type { Site } from "./client.ts";
import { signedInOperator, testIdPart, textOf } from "./operator-support.ts";

const HOUR = 60 * 60 * 1000;
let bookers = 0;

async function bookUbudOn(site: Site, date: string): Promise<{ reference: string; email: string }> {
  bookers += 1;
  const email = `terms${bookers}-${Date.now()}@example.com`;
  const activity = await activityPage(site);
  const reply = await new Browser(site).post(
    bookingPath(UBUD),
    bookingPayload(site, activity, 0, [1], { email, date }),
  );
  expect(reply.status).toBe(201);
  return { reference: reply.body.booking.reference as string, email };
}

async function mailText(reference: string, kind = "booking_received"): Promise<string> {
  const row = await env.DB.prepare(
    `SELECT m.body_text FROM mail_outbox m JOIN bookings b ON b.id = m.booking_id
     WHERE b.reference = ? AND m.kind = ? ORDER BY m.id LIMIT 1`,
  )
    .bind(reference, kind)
    .first<{ body_text: string }>();
  if (!row) throw new Error(`no request mail for ${reference}`);
  return row.body_text.replace(/\s+/g, " ");
}

/** When free cancellation of the booking ends, as Bali's clock shows it: "05 Dec 2026, 08:00". */
async function deadlineOf(reference: string): Promise<{ at: Date; shown: { en: string; id: string } }> {
  const row = await env.DB.prepare(
    `SELECT b.visit_date, coalesce(b.start_time, a.start_time) AS start_time, a.cancelation_hours FROM bookings b JOIN activities a ON a.id = b.activity_id
     WHERE b.reference = ?`,
  )
    .bind(reference)
    .first<{ visit_date: string; start_time: string | null; cancelation_hours: number }>();
  if (!row) throw new Error(`no booking ${reference}`);
  const at = new Date(
    startOf({ visitDate: row.visit_date, startTime: row.start_time }).getTime() - row.cancelation_hours * HOUR,
  );
  const bali = new Date(at.getTime() + 8 * HOUR).toISOString();
  const [year, month, day] = bali.slice(0, 10).split("-");
  const time = bali.slice(11, 16);
  const en = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][Number(month) - 1];
  const id = ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"][Number(month) - 1];
  return { at, shown: { en: `${day} ${en} ${year}, ${time}`, id: `${day} ${id} ${year}, ${time}` } };
}

const lookUp = (site: Site, reference: string, email: string) =>
  new Browser(site).submit("/booking", { reference, email }, { csrf: false });

describe("the terms of the chosen date and start time", () => {
  it("name the moment free cancellation ends, in Bali time, in the mail and on the booking page alike", async () => {
    const { reference, email } = await bookUbudOn("en", baliDate(12));
    const deadline = await deadlineOf(reference);
    const sentence = `Free cancellation until ${deadline.shown.en} (Bali time, Asia/Makassar, UTC+8).`;
    expect(await mailText(reference)).toContain(sentence);
    const page = await lookUp("en", reference, email);
    expect(textOf(testIdPart(page.text, "terms-once-confirmed")).trim()).toBe(sentence);
  });

  it("say a booking made inside the free window is not free, and what cancelling costs, on both sites", async () => {
    // Three days' free cancellation: tomorrow is inside the window at any hour of today.
    await env.DB.prepare("UPDATE activities SET cancelation_hours = 72 WHERE id = ?")
      .bind((await activityPage("en")).id)
      .run();
    for (const site of ["en", "id"] as const) {
      const { reference, email } = await bookUbudOn(site, baliDate(1));
      expect((await deadlineOf(reference)).at.getTime()).toBeLessThan(Date.now());
      const notFree = {
        en: "Not free: booked inside the free-cancellation window; cancelling a confirmed booking costs 50 % of the total.",
        id: "Tidak gratis: dipesan di dalam masa pembatalan gratis; membatalkan pemesanan yang sudah dikonfirmasi dikenai biaya 50 % dari total.",
      }[site];
      const mail = await mailText(reference);
      expect(mail).toContain(notFree);
      expect(mail).not.toContain("Free cancellation until");
      const page = await lookUp(site, reference, email);
      expect(textOf(testIdPart(page.text, "terms-once-confirmed")).trim()).toBe(notFree);
    }
  });
});

/** The inbox entry of one booking. */
function inboxItemOf(html: string, reference: string): string {
  const items = html.split('data-testid="inbox-item"').slice(1);
  return items.find((item) => item.includes(reference)) ?? "";
}

describe("a request that starts sooner than we promise to confirm", () => {
  it("is flagged in the operator's inbox and on its page; one with time enough is not", async () => {
    const soon = await bookUbudOn("en", baliDate(1));
    const later = await bookUbudOn("en", baliDate(14));
    const operator = await signedInOperator("en");
    const inbox = await operator.page("/admin/bookings?status=requested");
    expect(inbox.status).toBe(200);
    expect(inboxItemOf(inbox.text, soon.reference)).toContain('data-testid="short-notice-flag"');
    expect(inboxItemOf(inbox.text, later.reference)).not.toBe("");
    expect(inboxItemOf(inbox.text, later.reference)).not.toContain('data-testid="short-notice-flag"');

    const page = await operator.page(`/admin/bookings/${soon.reference}`);
    expect(textOf(testIdPart(page.text, "short-notice-flag"))).toContain(
      "Short notice: this request starts less than 48 hours after it was sent",
    );
    const calm = await operator.page(`/admin/bookings/${later.reference}`);
    expect(testIdPart(calm.text, "short-notice-flag")).toBe("");

    // The operator's mail, in Indonesian, says so at its top; the other's says nothing of it.
    expect(await mailText(soon.reference, "booking_notification")).toContain(
      "Mendesak: permintaan ini dimulai kurang dari 48 jam dari sekarang",
    );
    expect(await mailText(later.reference, "booking_notification")).not.toContain("Mendesak");
  });
});
