/**
 * Issue 40, item 6: the review asked for afterwards. The day after a checked-in visit the cron
 * queues one mail in the guest's language, whatever the number of runs; its link opens a review
 * form tied to the booking, works once and for 30 days, signs nobody in, and the review carries the
 * "booked with us" badge. Cancelled, absent or opted-out guests get no mail.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { queueReviewRequests } from "#workers/reviews/review-requests.ts";
import { UBUD } from "./booking-support.ts";
import { Browser } from "./browser.ts";
import type { Site } from "./client.ts";
import { formFieldsOf, requestedBooking, signedInOperator, textOf } from "./operator-support.ts";

const HOUR = 60 * 60 * 1000;
const baliDay = (days = 0) => new Date(Date.now() + 8 * HOUR + days * 24 * HOUR).toISOString().slice(0, 10);
/** 11:00 in Bali tomorrow: the morning after today's visits. */
const tomorrowMorning = () => new Date(`${baliDay(1)}T11:00:00+08:00`);

let operator: Browser;

beforeAll(async () => {
  operator = await signedInOperator("en", "Komang Door");
}, 30_000);

/** A booking of today, confirmed and checked in at the door through the check-in page. */
async function visited(site: Site = "en") {
  const booking = await requestedBooking(site);
  expect((await operator.submit(`/admin/bookings/${booking.reference}`, { intent: "confirm" })).status).toBe(303);
  await env.DB.prepare("UPDATE bookings SET visit_date = ?2 WHERE reference = ?1")
    .bind(booking.reference, baliDay())
    .run();
  expect((await operator.submit("/admin/check-in", { intent: "checkIn", reference: booking.reference })).status).toBe(
    303,
  );
  return booking;
}

interface RequestMail {
  locale: string;
  subject: string;
  body_text: string;
}

async function reviewMails(reference: string): Promise<RequestMail[]> {
  const { results } = await env.DB.prepare(
    `SELECT o.locale, o.subject, o.body_text FROM mail_outbox o JOIN bookings b ON b.id = o.booking_id
     WHERE b.reference = ? AND o.kind = 'review_request'`,
  )
    .bind(reference)
    .all<RequestMail>();
  return results;
}

/** The link's path, as the guest's mail gives it. */
function linkOf(mail: RequestMail | undefined): string {
  const path = mail?.body_text.match(/https?:\/\/[^/\s]+(\/review\/[\w-]+)/)?.[1];
  if (!path) throw new Error("No review link in the mail");
  return path;
}

const review = { rating: "5", title: "Best morning in Ubud", body: "Made knew every terrace by name. <b>Thanks</b>" };

describe("the review request mail", () => {
  it("goes out the morning after a checked-in visit, once, in the guest's language, even when runs overlap", async () => {
    const english = await visited("en");
    const indonesian = await visited("id");
    expect(await queueReviewRequests(env, new Date(`${baliDay()}T20:00:00+08:00`))).toBe(0);
    expect(await queueReviewRequests(env, new Date(`${baliDay(1)}T09:00:00+08:00`))).toBe(0);

    const runs = await Promise.all([
      queueReviewRequests(env, tomorrowMorning()),
      queueReviewRequests(env, tomorrowMorning()),
    ]);
    await queueReviewRequests(env, tomorrowMorning());
    expect(runs.reduce((sum, queued) => sum + queued, 0)).toBeGreaterThanOrEqual(2);
    const [mailEn] = await reviewMails(english.reference);
    const [mailId] = await reviewMails(indonesian.reference);
    expect(await reviewMails(english.reference)).toHaveLength(1);
    expect(await reviewMails(indonesian.reference)).toHaveLength(1);
    expect(mailEn).toMatchObject({ locale: "en" });
    expect(mailEn?.subject).toContain("How was");
    expect(mailId).toMatchObject({ locale: "id" });
    expect(mailId?.subject).toContain("Bagaimana");
    expect(mailEn?.body_text).toMatch(/https?:\/\/en\.[^/\s]+\/review\/[\w-]{43}\s/);

    // The link's token is stored hashed, never as sent.
    const token = linkOf(mailEn).split("/").at(-1) ?? "";
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM review_requests WHERE token_hash = ?")
      .bind(token)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it("is not sent to guests who cancelled, did not show, were not checked in, or to an activity that turned it off", async () => {
    const cancelled = await visited("en");
    await env.DB.prepare("UPDATE bookings SET status = 'cancelled', cancellation_kind = 'operator' WHERE reference = ?")
      .bind(cancelled.reference)
      .run();
    const absent = await requestedBooking("en");
    await operator.submit(`/admin/bookings/${absent.reference}`, { intent: "confirm" });
    await env.DB.prepare("UPDATE bookings SET visit_date = ?2, start_time = '00:00' WHERE reference = ?1")
      .bind(absent.reference, baliDay())
      .run();
    const noShow = await operator.submit("/admin/check-in", {
      intent: "noShow",
      reference: absent.reference,
      policy_percent: "100",
    });
    expect(noShow.status).toBe(303);
    const notCheckedIn = await requestedBooking("en");
    await operator.submit(`/admin/bookings/${notCheckedIn.reference}`, { intent: "confirm" });
    await env.DB.prepare("UPDATE bookings SET visit_date = ?2 WHERE reference = ?1")
      .bind(notCheckedIn.reference, baliDay())
      .run();

    // The operator turns the mail off in the activity's editor.
    const activity = await env.DB.prepare("SELECT activity_id AS id FROM bookings WHERE reference = ?")
      .bind(cancelled.reference)
      .first<{ id: number }>();
    const editor = `/admin/activities/${activity?.id}`;
    const form = formFieldsOf((await operator.page(editor)).text, "Edit activity");
    expect(form.review_mail).toBe("1");
    expect((await operator.submit(editor, { ...form, review_mail: "0" })).status).toBe(303);
    expect(formFieldsOf((await operator.page(editor)).text, "Edit activity").review_mail).toBe("0");
    const optedOut = await visited("en");

    await queueReviewRequests(env, tomorrowMorning());
    for (const { reference } of [cancelled, absent, notCheckedIn, optedOut]) {
      expect(await reviewMails(reference), reference).toEqual([]);
    }
    const back = formFieldsOf((await operator.page(editor)).text, "Edit activity");
    expect((await operator.submit(editor, { ...back, review_mail: "1" })).status).toBe(303);
  });
});

describe("the review link", () => {
  let path: string;
  let reference: string;

  beforeAll(async () => {
    ({ reference } = await visited("en"));
    await queueReviewRequests(env, tomorrowMorning());
    path = linkOf((await reviewMails(reference))[0]);
  }, 30_000);

  it("answers 404 to a wrong token, and keeps a refused form's token for the next try", async () => {
    const guest = new Browser("en");
    expect((await guest.page("/review/not-a-token-we-sent")).status).toBe(404);
    expect((await guest.submit("/review/not-a-token-we-sent", review, { csrf: false })).status).toBe(404);
    expect((await guest.page(`/review/${"x".repeat(500)}`)).status).toBe(404);
    const empty = await guest.submit(path, { rating: "9", title: "", body: "" }, { csrf: false });
    expect(empty.status).toBe(422);
    expect(textOf(empty.text)).toContain("This field is required");
    expect((await guest.page(path)).status).toBe(200);
  });

  it("opens a form without signing in, takes one review with the badge, and then answers 410", async () => {
    const guest = new Browser("en");
    const form = await guest.page(path);
    expect(form.status).toBe(200);
    expect(form.headers.get("cache-control")).toContain("no-store");
    expect(form.headers.get("referrer-policy")).toBe("no-referrer");
    expect(textOf(form.text)).toContain("Booked with us");

    const sent = await guest.submit(path, review, { csrf: false });
    expect(sent.status).toBe(201);
    expect(textOf(sent.text)).toContain("Thank you!");
    expect((await guest.get("/api/user")).status).toBe(401);

    const comments = await guest.get(`/api${UBUD}/comment`);
    const mine = (
      comments.body.items.data as { title: string; booked_with_us?: boolean; user: { name: string } }[]
    ).find((comment) => comment.title === review.title);
    expect(mine).toMatchObject({ booked_with_us: true });
    expect(mine?.user.name).not.toMatch(/^(Mr|Mrs|Ms)\./);
    const stored = await env.DB.prepare(
      "SELECT c.body, c.user_id FROM comments c JOIN bookings b ON b.id = c.booking_id WHERE b.reference = ?",
    )
      .bind(reference)
      .first<{ body: string; user_id: number | null }>();
    expect(stored).toEqual({ body: review.body, user_id: null });

    // Shown escaped on the activity page, like every review.
    const page = await guest.page(UBUD);
    expect(page.text).not.toContain("<b>Thanks</b>");

    const again = await guest.submit(path, { ...review, title: "Second try" }, { csrf: false });
    expect(again.status).toBe(410);
    expect(textOf(again.text)).toContain("This link has already been used");
    expect((await guest.page(path)).status).toBe(410);
    const count = await env.DB.prepare(
      "SELECT count(*) AS n FROM comments c JOIN bookings b ON b.id = c.booking_id WHERE b.reference = ?",
    )
      .bind(reference)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);

    // The operator moderates it as any other review, badge included.
    const moderation = textOf((await operator.page("/admin/reviews")).text);
    expect(moderation).toContain(review.title);
  });

  it("answers 410 once the 30 days are over", async () => {
    const other = await visited("en");
    await queueReviewRequests(env, tomorrowMorning());
    const expiring = linkOf((await reviewMails(other.reference))[0]);
    const expiresAt = await env.DB.prepare(
      "SELECT r.expires_at, r.created_at FROM review_requests r JOIN bookings b ON b.id = r.booking_id WHERE b.reference = ?",
    )
      .bind(other.reference)
      .first<{ expires_at: string }>();
    const days = (Date.parse(expiresAt?.expires_at ?? "") - tomorrowMorning().getTime()) / (24 * HOUR);
    expect(days).toBe(30);
    await env.DB.prepare(
      "UPDATE review_requests SET expires_at = ?2 WHERE booking_id = (SELECT id FROM bookings WHERE reference = ?1)",
    )
      .bind(other.reference, new Date(Date.now() - 1000).toISOString())
      .run();
    const guest = new Browser("en");
    const opened = await guest.page(expiring);
    expect(opened.status).toBe(410);
    expect(textOf(opened.text)).toContain("This link has expired");
    expect((await guest.submit(expiring, review, { csrf: false })).status).toBe(410);
  });
});
