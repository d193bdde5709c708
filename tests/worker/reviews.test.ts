import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BODY_MAX, REVIEWS_PER_DAY, TITLE_MAX } from "#domain/review-rules.ts";
import { Browser, newEmail } from "./browser.ts";
import { proveAddress } from "./operator-support.ts";

/** One subject of each kind, as their pages post reviews: the path of the /comment call and the subject's own GET. */
const SUBJECTS = [
  {
    kind: "activity",
    comments: "/api/activity/day-tours/ubud-rice-terrace-and-monkey-forest-tour/comment",
    detail: "/api/activity/day-tours/ubud-rice-terrace-and-monkey-forest-tour",
    unknown: "/api/activity/day-tours/no-such-tour/comment",
    table: "activities",
    row: "slug = 'ubud-rice-terrace-and-monkey-forest-tour'",
  },
  {
    kind: "destination",
    comments: "/api/destination/denpasar/sanur-beach/comment",
    detail: "/api/destination/denpasar/sanur-beach",
    unknown: "/api/destination/denpasar/no-such-beach/comment",
    table: "destinations",
    row: "slug = 'sanur-beach'",
  },
  {
    kind: "transport",
    comments: "/api/transport/3/comment",
    detail: "/api/transport/3",
    unknown: "/api/transport/9999/comment",
    table: "transports",
    row: "id = 3",
  },
] as const;

type Subject = (typeof SUBJECTS)[number];

const REVIEW = { rating: 5, title: "Sunrise over Batur", body: "Our guide Wayan was wonderful.\nWould book again." };

/**
 * A tourist who just signed up on that site and proved their address (reviews need it, unless
 * `verified` is false): the browser holds the session cookie, `token` is the bearer token.
 */
async function signedUp(site: "en" | "id" = "en", name = "Made Wirawan", { verified = true } = {}) {
  const browser = new Browser(site);
  const email = newEmail();
  const reply = await browser.post("/api/register", { name, email, password: "sunrise-at-batur" });
  expect(reply.status).toBe(201);
  if (verified) await proveAddress(browser, email);
  return { browser, email, token: reply.body.token as string, user: reply.body.user as { id: number; name: string } };
}

async function subjectRow(subject: Subject) {
  const listed = await new Browser().get(subject.comments);
  return { overview: listed.body.overview, first: listed.body.items.data[0], total: listed.body.items.total };
}

async function countComments(title: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM comments WHERE title = ?")
    .bind(title)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** The mean of the overview's five counts to two decimals, as the stars show it. */
function meanOf(overview: { one: number; two: number; three: number; four: number; five: number; total: number }) {
  const sum = overview.one + 2 * overview.two + 3 * overview.three + 4 * overview.four + 5 * overview.five;
  return overview.total === 0 ? 0 : Math.round((sum / overview.total) * 100) / 100;
}

function roundTrips(headers: Headers): number {
  return Number(headers.get("server-timing")?.match(/(\d+) round trips/)?.[1] ?? Number.NaN);
}

for (const subject of SUBJECTS) {
  describe(`POST …/comment of a ${subject.kind}`, () => {
    it("answers 401 to a signed-out visitor and stores nothing", async () => {
      const title = `Signed out ${subject.kind}`;
      const reply = await new Browser("en").post(subject.comments, { ...REVIEW, title });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ message: "Please sign in first." });
      const id = await new Browser("id").post(subject.comments, { ...REVIEW, title });
      expect(id.body.message).toBe("Silakan masuk terlebih dahulu.");
      expect(await countComments(title)).toBe(0);
    });

    it("answers 419 without the CSRF header, even signed in, and stores nothing", async () => {
      const { browser } = await signedUp();
      const title = `No CSRF ${subject.kind}`;
      const reply = await browser.request("POST", subject.comments, { body: { ...REVIEW, title } });
      expect(reply.status).toBe(419);
      expect(await countComments(title)).toBe(0);
    });

    it("posts a review: 201 with the comment, first in the list, count, average and overview updated in one round trip", async () => {
      const before = await subjectRow(subject);
      const detailBefore = (await new Browser().get(subject.detail)).body.items;
      const { browser, user } = await signedUp("en", "Kadek Ayu");

      const reply = await browser.post(subject.comments, { ...REVIEW, rating: 2 });

      expect(reply.status).toBe(201);
      expect(reply.body).toEqual({
        items: {
          id: expect.any(Number),
          user: { name: "Kadek Ayu", image: null },
          rating: 2,
          title: REVIEW.title,
          body: REVIEW.body,
          updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        },
      });
      expect(roundTrips(reply.headers)).toBe(1);
      const stored = await env.DB.prepare("SELECT user_id, author_name FROM comments WHERE id = ?")
        .bind(reply.body.items.id)
        .first();
      expect(stored).toEqual({ user_id: user.id, author_name: "Kadek Ayu" });

      const after = await subjectRow(subject);
      expect(after.first).toEqual(reply.body.items);
      expect(after.total).toBe(before.total + 1);
      expect(after.overview).toEqual({
        ...before.overview,
        two: before.overview.two + 1,
        total: before.overview.total + 1,
        avg: meanOf(after.overview),
      });
      const detailAfter = (await new Browser().get(subject.detail)).body.items;
      expect(detailAfter.comments_count).toBe(detailBefore.comments_count + 1);
      expect(detailAfter.rating).toBe(after.overview.avg);
    });

    it("keeps the average the mean of every rating, however many reviews come in", async () => {
      // From no reviews, five 1s then two 5s: carrying a rounded average forward gives 2.15 (15 / 7 is 2.14).
      await env.DB.prepare(
        `UPDATE ${subject.table} SET rating = 0, comments_count = 0, rating_1 = 0, rating_2 = 0, rating_3 = 0,
         rating_4 = 0, rating_5 = 0 WHERE ${subject.row}`,
      ).run();
      for (const rating of [1, 1, 1, 1, 1, 5, 5]) {
        const { browser } = await signedUp();
        expect((await browser.post(subject.comments, { ...REVIEW, rating })).status).toBe(201);
        const { overview } = await subjectRow(subject);
        expect(overview.avg).toBe(meanOf(overview));
      }
      const end = (await subjectRow(subject)).overview;
      expect(end).toMatchObject({ one: 5, five: 2, total: 7, avg: 2.14 });
      expect((await new Browser().get(subject.detail)).body.items.rating).toBe(2.14);
    });

    it("takes a bearer token instead of the cookie, without CSRF (API clients)", async () => {
      const { token } = await signedUp();
      const title = `Bearer ${subject.kind}`;
      const reply = await new Browser().request("POST", subject.comments, {
        body: { ...REVIEW, title },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(reply.status).toBe(201);
      expect(await countComments(title)).toBe(1);
    });

    it("answers 404 for a subject that does not exist, and stores nothing", async () => {
      const { browser } = await signedUp();
      const title = `Unknown ${subject.kind}`;
      const reply = await browser.post(subject.unknown, { ...REVIEW, title });
      expect(reply.status).toBe(404);
      expect(await countComments(title)).toBe(0);
    });
  });
}

describe("what a review may hold", () => {
  const path = SUBJECTS[0].comments;

  it("answers 422 with a message per field in the site's language", async () => {
    const { browser: en } = await signedUp("en");
    const empty = await en.post(path, {});
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      message: "The rating must be a whole number from 1 to 5.",
      errors: {
        rating: ["The rating must be a whole number from 1 to 5."],
        title: ["This field is required."],
        body: ["This field is required."],
      },
    });
    const { browser: id } = await signedUp("id");
    const blank = await id.post(path, { rating: 4, title: "  \n ", body: "\t" });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ title: ["Kolom ini wajib diisi."], body: ["Kolom ini wajib diisi."] });
    expect(blank.body.message).toBe("Kolom ini wajib diisi.");
  });

  it("takes a whole rating from 1 to 5 only", async () => {
    const { browser } = await signedUp();
    for (const rating of [0, 6, 4.5, "4", null, -1, 1e9]) {
      const reply = await browser.post(path, { ...REVIEW, rating });
      expect(reply.status, JSON.stringify(rating)).toBe(422);
      expect(Object.keys(reply.body.errors)).toEqual(["rating"]);
    }
    expect((await browser.post(path, { ...REVIEW, rating: 1 })).status).toBe(201);
    expect((await browser.post(path, { ...REVIEW, rating: 5 })).status).toBe(200);
  });

  it(`limits the title to ${TITLE_MAX} and the review to ${BODY_MAX} characters, and wants text`, async () => {
    const { browser } = await signedUp();
    const long = await browser.post(path, {
      ...REVIEW,
      title: "a".repeat(TITLE_MAX + 1),
      body: "b".repeat(BODY_MAX + 1),
    });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({
      title: [`The title must be at most ${TITLE_MAX} characters.`],
      body: [`The review must be at most ${BODY_MAX} characters.`],
    });
    const notText = await browser.post(path, { ...REVIEW, title: ["<b>"], body: { html: "<b>" } });
    expect(notText.body.errors).toEqual({ title: ["This field must be text."], body: ["This field must be text."] });
    const notObject = await browser.post(path, [REVIEW]);
    expect(notObject.status).toBe(422);
    const notJson = await browser.request("POST", path, {
      body: "rating=5",
      headers: { "x-xsrf-token": browser.cookies.get("XSRF-TOKEN") ?? "" },
    });
    expect(notJson.status).toBe(422);
    const longest = await browser.post(path, { ...REVIEW, title: "a".repeat(TITLE_MAX), body: "b".repeat(BODY_MAX) });
    expect(longest.status).toBe(201);
  });

  it("stores markup as the characters typed, without control characters, and answers it the same way", async () => {
    const { browser } = await signedUp();
    const title = `<img src=x onerror="alert('t')">\r\nFun <b>day</b>\u0000`;
    const body = `</script><script>alert(1)</script>\r\n<svg onload=alert(2)>\u202Eevil\u0007\n\n& &amp; "quotes"`;
    const reply = await browser.post(path, { rating: 3, title, body });
    expect(reply.status).toBe(201);
    const storedTitle = `<img src=x onerror="alert('t')"> Fun <b>day</b>`;
    const storedBody = `</script><script>alert(1)</script>\n<svg onload=alert(2)>evil\n\n& &amp; "quotes"`;
    expect(reply.body.items).toMatchObject({ title: storedTitle, body: storedBody });
    const row = await env.DB.prepare("SELECT title, body FROM comments WHERE id = ?").bind(reply.body.items.id).first();
    expect(row).toEqual({ title: storedTitle, body: storedBody });
    const listed = await new Browser().get(path);
    expect(listed.body.items.data[0]).toMatchObject({ title: storedTitle, body: storedBody });
  });

  it("answers 401 for an expired session", async () => {
    const { browser, user } = await signedUp();
    await env.DB.prepare("UPDATE sessions SET expires_at = '2000-01-01T00:00:00.000Z' WHERE user_id = ?")
      .bind(user.id)
      .run();
    const reply = await browser.post(path, { ...REVIEW, title: "Expired session" });
    expect(reply.status).toBe(401);
    expect(await countComments("Expired session")).toBe(0);
  });

  it("takes 20 posts an hour from one account, then 429 without storing, while others still post", async () => {
    const { browser } = await signedUp();
    for (let n = 1; n <= 20; n += 1) {
      expect((await browser.post(path, { ...REVIEW, title: `Flood ${n}` })).status).toBe(n === 1 ? 201 : 200);
    }
    const refused = await browser.post(path, { ...REVIEW, title: "Flood 21" });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("You have posted many reviews in a short time. Please try again later.");
    expect(await countComments("Flood 21")).toBe(0);
    // Signing in again does not reset the account's limit.
    const again = new Browser("en");
    const email = (
      await env.DB.prepare(
        "SELECT u.email FROM users u JOIN comments c ON c.user_id = u.id WHERE c.title = 'Flood 20'",
      ).first<{ email: string }>()
    )?.email;
    expect((await again.post("/api/login", { email, password: "sunrise-at-batur" })).status).toBe(200);
    expect((await again.post(path, { ...REVIEW, title: "Flood 22" })).status).toBe(429);
    const { browser: other } = await signedUp();
    expect((await other.post(path, { ...REVIEW, title: "Someone else" })).status).toBe(201);
  });

  it("answers GET of the list as before and a JSON 405 to other methods", async () => {
    const listed = await new Browser().get(path);
    expect(listed.status).toBe(200);
    const put = await new Browser().request("PUT", path, { body: REVIEW });
    expect(put.status).toBe(405);
  });
});

describe("one review per account and item, from a proven address, a few a day (issue 34)", () => {
  const vehicle = SUBJECTS[2];
  const UPDATED = "Your review was updated. Each account has one review per activity, destination or vehicle.";

  async function reviewsBy(userId: number): Promise<number> {
    const row = await env.DB.prepare("SELECT count(*) AS n FROM comments WHERE user_id = ?")
      .bind(userId)
      .first<{ n: number }>();
    return row?.n ?? 0;
  }

  /** Published activities other than the ones the other tests post to, as their /comment paths. */
  async function activityPaths(count: number): Promise<string[]> {
    const { results } = await env.DB.prepare(
      `SELECT a.slug, ty.slug AS type FROM activities a JOIN activity_types ty ON ty.id = a.type_id
       WHERE a.status = 'published' AND a.slug <> 'ubud-rice-terrace-and-monkey-forest-tour' ORDER BY a.id LIMIT ?`,
    )
      .bind(count)
      .all<{ slug: string; type: string }>();
    expect(results).toHaveLength(count);
    return results.map((row) => `/api/activity/${row.type}/${row.slug}/comment`);
  }

  it("the attack: a new account posts 20 one-star reviews of a vehicle; it keeps one review and the rating moves by one", async () => {
    const before = await subjectRow(vehicle);
    const { browser, user } = await signedUp("en", "Fresh Attacker");
    const replies = [];
    for (let n = 1; n <= 20; n += 1) {
      replies.push(await browser.post(vehicle.comments, { rating: 1, title: `Scam ${n}`, body: "Terrible, avoid." }));
    }
    expect(replies.map((reply) => reply.status)).toEqual([201, ...Array<number>(19).fill(200)]);
    expect(replies[0]?.body).toEqual({ items: expect.objectContaining({ title: "Scam 1" }) });
    expect(replies[19]?.body).toEqual({
      items: expect.objectContaining({ id: replies[0]?.body.items.id, rating: 1, title: "Scam 20" }),
      updated: true,
      message: UPDATED,
    });
    expect(await reviewsBy(user.id)).toBe(1);
    const after = await subjectRow(vehicle);
    expect(after.total).toBe(before.total + 1);
    expect(after.overview).toEqual({
      ...before.overview,
      one: before.overview.one + 1,
      total: before.overview.total + 1,
      avg: meanOf(after.overview),
    });
    expect((await new Browser().get(vehicle.detail)).body.items.rating).toBe(after.overview.avg);
  });

  it("an edit replaces rating, title and body, keeps the counts right, and answers in the site's language", async () => {
    const subject = SUBJECTS[1];
    const before = await subjectRow(subject);
    const { browser, user } = await signedUp("id", "Ketut Edit");
    const first = await browser.post(subject.comments, { rating: 2, title: "Ramai sekali", body: "Terlalu ramai." });
    expect(first.status).toBe(201);
    const edited = await browser.post(subject.comments, { rating: 5, title: "Indah pagi hari", body: "Datang pagi." });
    expect(edited.status).toBe(200);
    expect(edited.body.updated).toBe(true);
    expect(edited.body.message).toBe(
      "Ulasan Anda sudah diperbarui. Setiap akun memiliki satu ulasan untuk setiap aktivitas, destinasi, atau kendaraan.",
    );
    expect(edited.body.items).toMatchObject({ id: first.body.items.id, rating: 5, title: "Indah pagi hari" });
    const after = await subjectRow(subject);
    expect(after.overview).toEqual({
      ...before.overview,
      five: before.overview.five + 1,
      total: before.overview.total + 1,
      avg: meanOf(after.overview),
    });
    expect(after.first).toEqual(edited.body.items);
    expect((await new Browser().get(subject.detail)).body.items).toMatchObject({
      comments_count: before.overview.total + 1,
      rating: after.overview.avg,
    });
    // A review the operator hid stays hidden when its author edits it, and out of the figures.
    await env.DB.prepare("UPDATE comments SET hidden_at = '2026-01-01T00:00:00.000Z' WHERE user_id = ?")
      .bind(user.id)
      .run();
    const hiddenEdit = await browser.post(subject.comments, { rating: 1, title: "Buruk", body: "Buruk sekali." });
    expect(hiddenEdit.status).toBe(200);
    const end = await subjectRow(subject);
    expect(end.overview).toEqual(before.overview);
    const listed = (await new Browser().get(subject.comments)).body.items.data as { title: string }[];
    expect(listed.some((item) => item.title === "Buruk")).toBe(false);
    expect(await reviewsBy(user.id)).toBe(1);
  });

  it("refuses an account whose address is not proven: 403 in the site's language, nothing stored", async () => {
    const title = "Unproven address";
    const { browser: en } = await signedUp("en", "Unproven", { verified: false });
    const refused = await en.post(SUBJECTS[0].comments, { ...REVIEW, title });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message:
        "Please confirm your e-mail address before you write a review. Open the link we sent you, or ask for a new one on your profile page.",
    });
    const { browser: id } = await signedUp("id", "Belum", { verified: false });
    const ditolak = await id.post(SUBJECTS[0].comments, { ...REVIEW, title });
    expect(ditolak.status).toBe(403);
    expect(ditolak.body.message).toBe(
      "Silakan konfirmasi alamat e-mail Anda sebelum menulis ulasan. Buka tautan yang kami kirim, atau minta tautan baru di halaman profil Anda.",
    );
    expect(await countComments(title)).toBe(0);
  });

  it(`takes ${REVIEWS_PER_DAY} new reviews a Bali day per account, then 429; edits still go through, and the next day counts anew`, async () => {
    const paths = await activityPaths(REVIEWS_PER_DAY + 1);
    const { browser, user } = await signedUp("en", "Busy Reviewer");
    for (const path of paths.slice(0, REVIEWS_PER_DAY)) {
      expect((await browser.post(path, { ...REVIEW, title: "Daily" })).status, path).toBe(201);
    }
    const over = await browser.post(paths[REVIEWS_PER_DAY] ?? "", { ...REVIEW, title: "One too many" });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(
      `You can write at most ${REVIEWS_PER_DAY} new reviews a day. Please try again tomorrow; you can still edit the reviews you have written.`,
    );
    expect(await countComments("One too many")).toBe(0);
    expect((await browser.post(paths[0] ?? "", { ...REVIEW, title: "Daily, edited" })).status).toBe(200);
    const { browser: id } = await signedUp("id", "Sibuk");
    for (const path of paths.slice(0, REVIEWS_PER_DAY)) expect((await id.post(path, REVIEW)).status).toBe(201);
    const lewat = await id.post(paths[REVIEWS_PER_DAY] ?? "", REVIEW);
    expect(lewat.status).toBe(429);
    expect(lewat.body.message).toBe(
      `Anda dapat menulis paling banyak ${REVIEWS_PER_DAY} ulasan baru per hari. Silakan coba lagi besok; Anda tetap dapat mengubah ulasan yang sudah Anda tulis.`,
    );
    // Written before midnight in Bali (16:00 UTC): yesterday's reviews leave today's allowance whole.
    await env.DB.prepare("UPDATE comments SET created_at = ? WHERE user_id = ?")
      .bind(new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString(), user.id)
      .run();
    expect((await browser.post(paths[REVIEWS_PER_DAY] ?? "", { ...REVIEW, title: "Next day" })).status).toBe(201);
  });

  it("two posts of one account at once leave one review, counted once", async () => {
    const subject = SUBJECTS[0];
    const before = await subjectRow(subject);
    const { browser, user } = await signedUp("en", "Double Click");
    const replies = await Promise.all([
      browser.post(subject.comments, { ...REVIEW, rating: 3, title: "Twice A" }),
      browser.post(subject.comments, { ...REVIEW, rating: 3, title: "Twice B" }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 201]);
    expect(await reviewsBy(user.id)).toBe(1);
    const after = await subjectRow(subject);
    expect(after.overview).toEqual({
      ...before.overview,
      three: before.overview.three + 1,
      total: before.overview.total + 1,
      avg: meanOf(after.overview),
    });
  });

  it("the database itself keeps one review per account and item, whatever writes the row", async () => {
    const { user } = await signedUp("en", "Direct Writer");
    const insert = () =>
      env.DB.prepare("INSERT INTO comments (transport_id, user_id, rating, title, body) VALUES (3, ?, 1, 'x', 'x')")
        .bind(user.id)
        .run();
    await insert();
    await expect(insert()).rejects.toThrow(/UNIQUE/);
    // Reviews without an account (the seed's, those of deleted accounts) are not limited.
    for (let n = 0; n < 2; n += 1) {
      await env.DB.prepare(
        "INSERT INTO comments (transport_id, rating, title, body) VALUES (3, 4, 'Guest', 'x')",
      ).run();
    }
  });
});

describe("the pages that show reviews", () => {
  it("vary on Cookie, so a copy kept from before signing in (in the dialog) is not shown after posting", async () => {
    const worker = (exports as unknown as { default: Fetcher }).default;
    for (const path of [
      "/activity/day-tours/ubud-rice-terrace-and-monkey-forest-tour",
      "/destination/denpasar/sanur-beach",
      "/transport/3",
    ]) {
      const page = await worker.fetch(new Request(`http://en.localhost${path}`));
      expect(page.status, path).toBe(200);
      expect(page.headers.get("cache-control")).toContain("public");
      expect(page.headers.get("vary") ?? "", path).toMatch(/\bCookie\b/);
      await page.body?.cancel();
    }
  });
});
