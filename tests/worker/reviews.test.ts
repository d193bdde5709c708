import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BODY_MAX, TITLE_MAX } from "#domain/review-rules.ts";
import { Browser, newEmail } from "./browser.ts";

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

/** A tourist who just signed up on that site: the browser holds the session cookie, `token` is the bearer token. */
async function signedUp(site: "en" | "id" = "en", name = "Made Wirawan") {
  const browser = new Browser(site);
  const reply = await browser.post("/api/register", { name, email: newEmail(), password: "sunrise-at-batur" });
  expect(reply.status).toBe(201);
  return { browser, token: reply.body.token as string, user: reply.body.user as { id: number; name: string } };
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
      const { browser } = await signedUp();
      for (const rating of [1, 1, 1, 1, 1, 5, 5]) {
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
    for (const rating of [1, 5]) {
      expect((await browser.post(path, { ...REVIEW, rating })).status).toBe(201);
    }
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

  it("takes 20 reviews an hour from one account, then 429 without storing, while others still post", async () => {
    const { browser } = await signedUp();
    for (let n = 1; n <= 20; n += 1) {
      expect((await browser.post(path, { ...REVIEW, title: `Flood ${n}` })).status).toBe(201);
    }
    const refused = await browser.post(path, { ...REVIEW, title: "Flood 21" });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("You have posted many reviews in a short time. Please try again later.");
    expect(await countComments("Flood 21")).toBe(0);
    // Signing in again does not reset the account's limit.
    const again = new Browser("en");
    const email = (
      await env.DB.prepare(
        "SELECT u.email FROM users u JOIN comments c ON c.user_id = u.id WHERE c.title = 'Flood 1'",
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
