import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { auditTrail } from "#workers/audit.ts";
import { activityPage, bookingPath, bookingPayload, KINTAMANI, UBUD } from "./booking-support.ts";
import { Browser, newEmail } from "./browser.ts";
import type { Site } from "./client.ts";
import {
  proveAddress,
  signedInOperator,
  signedInTourist,
  signedInVerifiedTourist,
  testIdPart,
  textOf,
} from "./operator-support.ts";

/** One subject of each kind: its page, and the /api answers that show its reviews and figures. */
const SUBJECTS = [
  { kind: "activity", page: UBUD },
  { kind: "destination", page: "/destination/denpasar/sanur-beach" },
  { kind: "transport", page: "/transport/3" },
] as const;
type Subject = (typeof SUBJECTS)[number];
const [ACTIVITY] = SUBJECTS;
const comments = (subject: Subject) => `/api${subject.page}/comment`;

let operator: Browser;
let reviews = 0;

beforeAll(async () => {
  operator = await signedInOperator("en", "Wayan Moderator");
}, 30_000);

interface Posted {
  id: number;
  title: string;
  /** The 201 answer's item. */
  item: { booked_with_us?: boolean };
}

/** A review posted by `author` (a new tourist with a proven address unless given) through the /api, as the page posts it. */
async function postReview(subject: Subject, rating = 1, author?: Browser): Promise<Posted> {
  reviews += 1;
  const title = `Moderated review ${reviews} ${Date.now()}`;
  const browser = author ?? (await signedInVerifiedTourist("en")).browser;
  const reply = await browser.post(comments(subject), { rating, title, body: "Rude driver, late pickup." });
  expect(reply.status).toBe(201);
  return { id: reply.body.items.id as number, title, item: reply.body.items };
}

async function versionOf(id: number): Promise<string> {
  const row = await env.DB.prepare("SELECT version FROM comments WHERE id = ?").bind(id).first<{ version: number }>();
  return String(row?.version);
}

async function moderate(browser: Browser, fields: Record<string, string>, options?: { csrf: boolean }) {
  return browser.submit("/admin/reviews", fields, options);
}

async function hide(id: number, reason = "Insults the driver by name.") {
  return moderate(operator, { intent: "hide", id: String(id), version: await versionOf(id), reason });
}

async function unhide(id: number) {
  return moderate(operator, { intent: "unhide", id: String(id), version: await versionOf(id) });
}

async function reply(id: number, text: string) {
  return moderate(operator, { intent: "reply", id: String(id), version: await versionOf(id), reply: text });
}

/** What an anonymous visitor of `site` gets (through the edge cache): the /api list, the /api item and the page. */
async function publicView(subject: Subject, site: Site = "en") {
  const visitor = new Browser(site);
  const list = await visitor.get(comments(subject));
  const item = await visitor.get(`/api${subject.page}`);
  const page = await visitor.page(subject.page);
  expect([list.status, item.status, page.status]).toEqual([200, 200, 200]);
  return {
    overview: list.body.overview as Overview,
    items: list.body.items.data as { id: number; title: string; reply?: unknown; booked_with_us?: boolean }[],
    count: item.body.items.comments_count as number,
    rating: item.body.items.rating as number,
    page: page.text,
  };
}

interface Overview {
  five: number;
  four: number;
  three: number;
  two: number;
  one: number;
  total: number;
  avg: number;
}

function meanOf(overview: Omit<Overview, "avg">): number {
  const sum = overview.one + 2 * overview.two + 3 * overview.three + 4 * overview.four + 5 * overview.five;
  return overview.total === 0 ? 0 : Math.round((sum / overview.total) * 100) / 100;
}

describe("who may moderate reviews", () => {
  it("answers a guest and a tourist with the site's 404 on the page and every action, and changes nothing", async () => {
    const review = await postReview(ACTIVITY);
    for (const [who, browser] of [
      ["guest", new Browser("en")],
      ["tourist", await signedInTourist("en")],
    ] as const) {
      for (const path of ["/admin/reviews", "/admin/reviews?shown=hidden", "/admin/reviews.data"]) {
        const answer = await browser.page(path);
        expect(answer.status, `${who} GET ${path}`).toBe(404);
        expect(answer.headers.get("cache-control"), `${who} GET ${path}`).toBe("private, no-store");
        expect(answer.text, `${who} GET ${path}`).not.toContain(review.title);
      }
      const version = await versionOf(review.id);
      const attempts: Record<string, string>[] = [
        { intent: "hide", reason: "mine" },
        { intent: "unhide" },
        { intent: "reply", reply: "Thanks!" },
      ];
      for (const fields of attempts) {
        const answer = await moderate(browser, { ...fields, id: String(review.id), version });
        expect(answer.status, `${who} POST ${fields.intent}`).toBe(404);
      }
    }
    expect(await versionOf(review.id)).toBe("1");
    expect((await publicView(ACTIVITY)).items.map((item) => item.id)).toContain(review.id);
  });

  it("refuses a post without the CSRF token (419) and one without a reason (422, under the field), changing nothing", async () => {
    const review = await postReview(ACTIVITY);
    const version = await versionOf(review.id);
    const noToken = await moderate(
      operator,
      { intent: "hide", id: String(review.id), version, reason: "Spam" },
      { csrf: false },
    );
    expect(noToken.status).toBe(419);
    expect(textOf(testIdPart(noToken.text, "moderation-problem"))).toContain("This form has expired");

    const noReason = await moderate(operator, { intent: "hide", id: String(review.id), version, reason: "  " });
    expect(noReason.status).toBe(422);
    const card = testIdPart(
      noReason.text.slice(noReason.text.indexOf(`id="review-${review.id}"`) - 5),
      "field-problem",
    );
    expect(textOf(card)).toContain("Please write why this review is hidden.");

    const id = await signedInOperator("id");
    const indonesian = await moderate(id, { intent: "hide", id: String(review.id), version, reason: "" });
    expect(indonesian.status).toBe(422);
    expect(textOf(testIdPart(indonesian.text, "field-problem"))).toContain("Tuliskan alasan ulasan ini disembunyikan.");

    expect(await versionOf(review.id)).toBe(version);
    expect((await publicView(ACTIVITY)).items.map((item) => item.id)).toContain(review.id);
    expect(await auditTrail(env.DB, { entity: "comments", entityId: review.id })).toEqual([]);
  });
});

describe("hiding a review", () => {
  for (const subject of SUBJECTS) {
    it(`takes it off both sites and out of the ${subject.kind}'s count, average and overview, and showing it restores them`, async () => {
      const review = await postReview(subject, 1);
      // Both sites' cached answers hold the review now; the purge must drop them.
      const before = { en: await publicView(subject, "en"), id: await publicView(subject, "id") };
      expect(before.en.items.map((item) => item.id)).toContain(review.id);
      expect(before.id.page).toContain(review.title);

      const hidden = await hide(review.id);
      expect(hidden.status).toBe(303);
      expect(hidden.headers.get("location")).toBe(`/admin/reviews?done=hidden#review-${review.id}`);
      expect(hidden.headers.has("x-purge-paths")).toBe(false);

      for (const site of ["en", "id"] as const) {
        const after = await publicView(subject, site);
        expect(
          after.items.map((item) => item.id),
          site,
        ).not.toContain(review.id);
        expect(after.page, site).not.toContain(review.title);
        const expected = {
          ...before[site].overview,
          one: before[site].overview.one - 1,
          total: before[site].overview.total - 1,
        };
        expect(after.overview, site).toEqual({ ...expected, avg: meanOf(expected) });
        expect(after.count, site).toBe(before[site].count - 1);
        expect(after.rating, site).toBe(meanOf(expected));
      }

      expect((await unhide(review.id)).status).toBe(303);
      for (const site of ["en", "id"] as const) {
        const restored = await publicView(subject, site);
        expect(restored.overview, site).toEqual(before[site].overview);
        expect(restored.count, site).toBe(before[site].count);
        expect(
          restored.items.map((item) => item.id),
          site,
        ).toContain(review.id);
        expect(restored.page, site).toContain(review.title);
      }

      const trail = await auditTrail(env.DB, { entity: "comments", entityId: review.id });
      expect(trail.map((row) => [row.action, row.actorName, row.before, row.after])).toEqual([
        [
          "unhide",
          "Wayan Moderator",
          { hidden_at: expect.any(String), hidden_reason: "Insults the driver by name." },
          { hidden_at: null, hidden_reason: null },
        ],
        [
          "hide",
          "Wayan Moderator",
          { hidden_at: null, hidden_reason: null },
          { hidden_at: expect.any(String), hidden_reason: "Insults the driver by name." },
        ],
      ]);
    });
  }

  it("purges as well when the page posts with JavaScript (the .data request of the form)", async () => {
    const review = await postReview(ACTIVITY);
    expect((await publicView(ACTIVITY, "id")).page).toContain(review.title);
    if (!operator.cookies.has("XSRF-TOKEN")) await operator.get("/sanctum/csrf-cookie");
    const form = new URLSearchParams({
      _token: operator.cookies.get("XSRF-TOKEN") ?? "",
      intent: "hide",
      id: String(review.id),
      version: await versionOf(review.id),
      reason: "Posted twice.",
    });
    const answer = await operator.fetchText("POST", "/admin/reviews.data", {
      body: form.toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    expect(answer.status).toBeLessThan(400);
    expect(answer.headers.has("x-purge-paths")).toBe(false);
    expect((await publicView(ACTIVITY, "id")).page).not.toContain(review.title);
  });

  it("lists every review newest first, whatever its subject, with its subject linked", async () => {
    const older = await postReview(SUBJECTS[1]);
    const newer = await postReview(ACTIVITY);
    const list = await operator.page("/admin/reviews");
    expect(list.status).toBe(200);
    const text = textOf(list.text);
    expect(text.indexOf(newer.title)).toBeGreaterThan(-1);
    expect(text.indexOf(newer.title)).toBeLessThan(text.indexOf(older.title));
    expect(list.text).toContain('href="/destination/denpasar/sanur-beach"');
    expect(list.text).toContain(`href="${UBUD}"`);
  });

  it("lists the review for the operator, hidden with its reason, and filters by kind, state and text", async () => {
    const review = await postReview(SUBJECTS[2]);
    expect((await hide(review.id, "Advertises another company.")).status).toBe(303);
    const hiddenTransport = await operator.page(
      `/admin/reviews?kind=transport&shown=hidden&q=${encodeURIComponent(review.title)}`,
    );
    expect(hiddenTransport.status).toBe(200);
    expect(hiddenTransport.headers.get("cache-control")).toBe("private, no-store");
    const card = testIdPart(hiddenTransport.text, "moderated-review");
    expect(textOf(card)).toContain(review.title);
    expect(textOf(card)).toContain("Hidden because: Advertises another company.");
    expect(card).toContain('href="/transport/3"');
    for (const other of ["kind=activity", "shown=shown"]) {
      const elsewhere = await operator.page(`/admin/reviews?${other}&q=${encodeURIComponent(review.title)}`);
      expect(elsewhere.status, other).toBe(200);
      expect(testIdPart(elsewhere.text, "moderated-review"), other).toBe("");
    }
  });

  it("lets one of two operators' hides made at once through, with one audit row and the figures moved once", async () => {
    const review = await postReview(ACTIVITY, 3);
    const before = await publicView(ACTIVITY);
    const version = await versionOf(review.id);
    const second = await signedInOperator("en", "Ketut Moderator");
    const both = await Promise.all(
      [operator, second].map((browser) =>
        moderate(browser, { intent: "hide", id: String(review.id), version, reason: "Duplicate review." }),
      ),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([303, 409]);
    expect(await auditTrail(env.DB, { entity: "comments", entityId: review.id })).toHaveLength(1);
    const after = await publicView(ACTIVITY);
    expect(after.overview.three).toBe(before.overview.three - 1);
    expect(after.count).toBe(before.count - 1);
  });

  it("refuses a form from before another operator's change (409) and keeps that change", async () => {
    const review = await postReview(ACTIVITY);
    const seen = await versionOf(review.id);
    expect((await hide(review.id, "First operator's reason.")).status).toBe(303);
    const late = await moderate(operator, { intent: "unhide", id: String(review.id), version: seen });
    expect(late.status).toBe(409);
    expect(textOf(testIdPart(late.text, "moderation-problem"))).toContain("Someone changed this review");
    expect((await publicView(ACTIVITY)).items.map((item) => item.id)).not.toContain(review.id);
    expect(await auditTrail(env.DB, { entity: "comments", entityId: review.id })).toHaveLength(1);
  });
});

describe("the operator's public reply", () => {
  it("shows under the review on both sites, in the page's language, and an empty reply removes it", async () => {
    const review = await postReview(ACTIVITY, 2);
    await publicView(ACTIVITY, "en");
    expect((await reply(review.id, "We are sorry, Komang.\nThe driver has been spoken to.")).status).toBe(303);
    const labels = { en: "Reply from the operator", id: "Balasan dari operator" };
    for (const site of ["en", "id"] as const) {
      const view = await publicView(ACTIVITY, site);
      const item = view.items.find((entry) => entry.id === review.id);
      expect(item?.reply, site).toEqual({
        body: "We are sorry, Komang.\nThe driver has been spoken to.",
        updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      const shown = textOf(testIdPart(view.page, "operator-reply"));
      expect(shown, site).toContain(labels[site]);
      expect(shown, site).toContain("The driver has been spoken to.");
    }
    expect((await reply(review.id, "")).status).toBe(303);
    const view = await publicView(ACTIVITY, "en");
    expect(view.items.find((entry) => entry.id === review.id)).not.toHaveProperty("reply");
    const trail = await auditTrail(env.DB, { entity: "comments", entityId: review.id });
    expect(trail.map((row) => row.action)).toEqual(["reply", "reply"]);
    expect(trail[0]?.after).toEqual({ reply_body: null, replied_at: null });
  });
});

describe("the booked-with-us badge", () => {
  /** A tourist who booked UBUD signed in, with the booking confirmed by the operator when `confirmed`. */
  async function tourist(path: string, confirmed: boolean): Promise<Browser> {
    const { browser } = await signedInVerifiedTourist("en");
    const activity = await activityPage("en", path);
    const booked = await browser.post(bookingPath(path), bookingPayload("en", activity, 0, [1]));
    expect(booked.status).toBe(201);
    const reference = booked.body.booking.reference as string;
    if (confirmed)
      expect((await operator.submit(`/admin/bookings/${reference}`, { intent: "confirm" })).status).toBe(303);
    return browser;
  }

  it("marks only a review by a tourist with a confirmed booking of that activity, on the /api and both pages", async () => {
    const booked = await postReview(ACTIVITY, 5, await tourist(UBUD, true));
    const unconfirmed = await postReview(ACTIVITY, 5, await tourist(UBUD, false));
    const otherActivity = await postReview(ACTIVITY, 5, await tourist(KINTAMANI, true));
    expect([booked, unconfirmed, otherActivity].map((posted) => posted.item.booked_with_us)).toEqual([
      true,
      undefined,
      undefined,
    ]);
    for (const site of ["en", "id"] as const) {
      const view = await publicView(ACTIVITY, site);
      const flags = Object.fromEntries(view.items.map((item) => [item.id, item.booked_with_us]));
      expect(flags[booked.id], site).toBe(true);
      expect(flags[unconfirmed.id], site).toBeUndefined();
      expect(flags[otherActivity.id], site).toBeUndefined();
      const badges = view.page
        .split('data-testid="review"')
        .filter((part) => part.includes('data-testid="booked-with-us"'));
      expect(
        badges.some((part) => part.includes(booked.title)),
        site,
      ).toBe(true);
      expect(
        badges.some((part) => part.includes(unconfirmed.title) || part.includes(otherActivity.title)),
        site,
      ).toBe(false);
    }
    const list = await operator.page(`/admin/reviews?q=${encodeURIComponent(booked.title)}`);
    expect(textOf(testIdPart(list.text, "moderated-review"))).toContain("Booked with us");
  });

  it("counts a booking made signed out with the account's e-mail once the address is proven, not before", async () => {
    const email = newEmail();
    const activity = await activityPage("en");
    const booked = await new Browser("en").post(bookingPath(UBUD), bookingPayload("en", activity, 0, [1], { email }));
    expect(booked.status).toBe(201);
    const reference = booked.body.booking.reference as string;
    expect((await operator.submit(`/admin/bookings/${reference}`, { intent: "confirm" })).status).toBe(303);
    const author = new Browser("en");
    const signedUp = await author.post("/api/register", { name: "Nyoman", email, password: "sunrise-at-batur" });
    expect(signedUp.status).toBe(201);
    // Reviews need a proven address (issue 34), so the review is written once it is proven…
    await proveAddress(author, email);
    const review = await postReview(ACTIVITY, 4, author);
    expect(review.item.booked_with_us).toBe(true);
    const flag = async () =>
      (await new Browser("en").get(comments(ACTIVITY), { "x-cache-bypass": "1" })).body.items.data.find(
        (item: { id: number }) => item.id === review.id,
      )?.booked_with_us;
    expect(await flag()).toBe(true);
    // …and a review of an account whose address is unproven (written before that rule) shows no badge.
    await env.DB.prepare("UPDATE users SET email_verified_at = NULL WHERE email = ?").bind(email).run();
    expect(await flag()).toBeUndefined();
  });
});
