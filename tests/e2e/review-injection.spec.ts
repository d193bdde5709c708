/**
 * Every payload of the injection corpus is posted through the real endpoint as the title and the
 * body of a review, then the reviews are read in Chromium on both sites: the first page as the
 * server rendered it (and as React hydrated it from the inline data), the rest through Load more.
 * Nothing may run: no dialog opens, no marker element exists, no window-level marker is set, no
 * request leaves for another host, and each payload reads back as the very text that was posted.
 */
import type { Page } from "@playwright/test";
import { plainReviewBody, plainReviewTitle, TITLE_MAX } from "#domain/review-rules.ts";
import { type Account, createVerifiedAccount, RATE_LIMITED_TIMEOUT } from "./accounts.ts";
import { expect, open, sites, test } from "./fixtures.ts";
import { INJECTION_CORPUS } from "./injection-corpus.ts";

const PATH = "/activity/temples-culture/besakih-mother-temple-and-kertha-gosa-tour";

/** Reads every review on the page: Load more until the list ends. */
async function showAllReviews(page: Page, expected: number) {
  const list = page.getByTestId("reviews");
  const more = page.getByTestId("reviews-section").getByRole("button", { name: /^(Load more|Muat lebih banyak)$/ });
  while (await more.isVisible()) {
    const shown = await list.getByTestId("review").count();
    await more.click();
    await expect(list.getByTestId("review")).not.toHaveCount(shown);
  }
  await expect(list.getByTestId("review")).toHaveCount(expected);
}

/** A payload is often one long word: it must wrap inside its review, not widen the page. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.locator("html").evaluate((html: { scrollWidth: number }) => html.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

/** What would show that a payload ran, read in the page. */
async function traces(page: Page) {
  const reviews = page.getByTestId("reviews");
  const review = reviews.getByTestId("review");
  return {
    markers: await page.evaluate(() => Object.keys(globalThis).filter((key) => key.toLowerCase().includes("xss"))),
    polluted: await page.evaluate(() => (({}) as { polluted?: unknown }).polluted ?? null),
    markedElements: await page.locator("[data-xss], [id^='xss'], xss").count(),
    // A review is an avatar initial, a name, a date, a star rating (CSS-drawn, no SVG), a heading
    // and a paragraph: any other element inside the list came from a payload.
    foreignElements: await reviews
      .locator(
        "script, iframe, img, svg, object, embed, video, audio, source, picture, style, link, meta, base, form, input, button, select, textarea, details, marquee, a, math, template, noscript, animate, set, foreignObject",
      )
      .evaluateAll((elements) => elements.map((element) => element.outerHTML.slice(0, 80))),
    ratings: await review.locator('[role="img"]').count(),
    titles: await review.locator("h3").allTextContents(),
    bodies: await review.locator(":scope > p").allTextContents(),
    location: page.url(),
  };
}

/** Payloads a review's body carries, one a line, after the one its title carries. */
const PAYLOADS_PER_BODY = 3;

/**
 * The corpus as reviews: one payload as the title and the next ones, a line each, as the body (the
 * last review's body is its title when nothing is left). Each review needs an account of its own;
 * a review per two payloads signed up 34 tourists, a sixth of the test's time.
 */
function reviewsOf(corpus: readonly string[]): { title: string; body: string }[] {
  const reviews: { title: string; body: string }[] = [];
  for (let index = 0; index < corpus.length; index += 1 + PAYLOADS_PER_BODY) {
    const title = corpus[index] as string;
    const lines = corpus.slice(index + 1, index + 1 + PAYLOADS_PER_BODY);
    reviews.push({ title, body: lines.length > 0 ? lines.join("\n") : title });
  }
  return reviews;
}

test.describe("script injection in reviews", () => {
  test("a corpus of injection payloads posted as titles and bodies renders as inert text on both sites", async ({
    page,
  }) => {
    test.setTimeout(4 * RATE_LIMITED_TIMEOUT);
    expect(INJECTION_CORPUS.length).toBeGreaterThanOrEqual(50);
    for (const payload of INJECTION_CORPUS) expect(payload.length, payload).toBeLessThanOrEqual(TITLE_MAX);

    // Posted through the real endpoint with bearer tokens, as an API client would. An account
    // reviews an item once (issue 34), so each review carries several payloads, one as its title
    // and the next ones as the lines of its body, each from its own account with a proven address.
    const reviews = reviewsOf(INJECTION_CORPUS);
    // More than a page of them: the first page is the server's HTML, the rest come through Load more.
    expect(reviews.length).toBeGreaterThan(12);
    const accounts: Account[] = [];
    for (let n = 0; n < reviews.length; n += 1) {
      accounts.push(await createVerifiedAccount(`<b onmouseover=alert(${n})>Tester ${n}</b>`));
    }
    for (const [index, review] of reviews.entries()) {
      // Node cannot resolve en.localhost; a review is the same on both sites.
      const reply = await page.request.post(`${sites.id}/api${PATH}/comment`, {
        data: { rating: (index % 5) + 1, ...review },
        headers: { Authorization: `Bearer ${(accounts[index] as Account).token}` },
      });
      expect(reply.status(), review.title).toBe(201);
    }
    const listed = await (await page.request.get(`${sites.id}/api${PATH}/comment`)).json();
    const total: number = listed.items.total;

    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      await dialog.dismiss();
    });
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      const host = new URL(request.url()).hostname;
      if (host !== "localhost" && !host.endsWith(".localhost")) elsewhere.push(request.url());
    });

    for (const site of [sites.en, sites.id]) {
      const url = `${site}${PATH}`;
      await open(page, url);
      await expectNoSidewaysScroll(page);
      await showAllReviews(page, total);
      // Handlers that would fire late (a failed image, an SVG animation, autofocus) get their chance.
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(1500);
      const found = await traces(page);
      expect(found.location).toBe(url);
      await expectNoSidewaysScroll(page);
      expect(found.markers).toEqual([]);
      expect(found.polluted).toBeNull();
      expect(found.markedElements).toBe(0);
      expect(found.foreignElements).toEqual([]);
      expect(found.ratings).toBe(total);
      for (const { title, body } of reviews) {
        expect(found.titles, title).toContain(plainReviewTitle(title));
        expect(found.bodies, body).toContain(plainReviewBody(body));
      }
      // The authors' names are text too.
      await expect(page.getByText("<b onmouseover=alert(0)>Tester 0</b>").first()).toBeVisible();
    }
    expect(dialogs).toEqual([]);
    expect(elsewhere).toEqual([]);
  });
});
