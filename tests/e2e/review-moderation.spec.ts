import { request } from "@playwright/test";
import { createVerifiedAccount, RATE_LIMITED_TIMEOUT } from "./accounts.ts";
import { expect, expectAccessible, sites, test } from "./fixtures.ts";
import { signInOperator } from "./operator-session.ts";

const ACTIVITY = "/activity/day-tours/kintamani-volcano-view-and-tirta-empul-tour";

/** Posts a one-star review as a new tourist (bearer token, as an API client does); the subject's review count after it. */
async function postReview(title: string): Promise<number> {
  const account = await createVerifiedAccount("Putu Reviewer");
  const api = await request.newContext({ baseURL: sites.id });
  try {
    const posted = await api.post(`/api${ACTIVITY}/comment`, {
      data: { rating: 1, title, body: "The guide shouted at us all day." },
      headers: { Authorization: `Bearer ${account.token}` },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    return (await (await api.get(`/api${ACTIVITY}/comment`)).json()).overview.total;
  } finally {
    await api.dispose();
  }
}

test("the operator hides a review from the phone and the activity page counts one review fewer", async ({ page }) => {
  test.setTimeout(RATE_LIMITED_TIMEOUT);
  const title = `Worst day ${Date.now()}`;
  const total = await postReview(title);

  await signInOperator(page, "/admin/reviews");
  await expect(page.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();

  await page.getByLabel("Search by title, text or name").fill(title);
  await page.getByRole("button", { name: "Show", exact: true }).click();
  const review = page.getByTestId("moderated-review");
  await expect(review).toHaveCount(1);
  await expect(review).toContainText(title);
  await expectAccessible(page);

  await review.getByLabel("Reason for hiding (for the team, not shown to visitors)").fill("Abusive towards our guide.");
  await review.getByRole("button", { name: "Hide review" }).click();
  await expect(page.getByTestId("moderation-notice")).toContainText("Review hidden.");
  await expect(review).toContainText("Hidden because: Abusive towards our guide.");
  await expect(review.getByRole("button", { name: "Show again" })).toBeVisible();

  await review.getByRole("link", { name: /Kintamani/ }).click();
  await expect(page).toHaveURL(`${sites.en}${ACTIVITY}`);
  const summary = page.getByTestId("rating-summary");
  await summary.scrollIntoViewIfNeeded();
  await expect(summary).toContainText(total - 1 === 1 ? "Based on 1 review" : `Based on ${total - 1} reviews`);
  await expect(page.getByTestId("reviews")).not.toContainText(title);
});
