import type { Page } from "@playwright/test";
import { baliToday } from "#domain/bali-time.ts";
import { formatDate } from "#domain/format.ts";
import { createAccount, createVerifiedAccount, RATE_LIMITED_TIMEOUT, signInWithDialog } from "./accounts.ts";
import { expect, expectAccessible, linesOf, open, type SiteLocale, sites, test } from "./fixtures.ts";

interface Overview {
  five: number;
  four: number;
  three: number;
  two: number;
  one: number;
  total: number;
  avg: number;
}

const TEXT = {
  id: {
    page: "/destination/badung/taman-ayun-temple",
    api: "/api/destination/badung/taman-ayun-temple/comment",
    write: "Tulis ulasan",
    dialog: "Tulis ulasan",
    required: "Kolom ini wajib diisi",
    stars: (n: number) => `${n} bintang`,
    title: "Judul",
    body: "Ulasan Anda",
    send: "Kirim ulasan",
    of: (n: number) => `${n} dari 5`,
    rated: (n: number) => `Nilai ${n.toFixed(1)} dari 5`,
    basedOn: (n: number) => `Berdasarkan ${n} ulasan`,
    name: "Ketut Arsana",
    review: {
      rating: 3,
      title: "Tenang di pagi hari",
      body: "Datang jam delapan, masih sepi.\nParitnya indah sekali.",
    },
  },
  en: {
    page: "/transport/7",
    api: "/api/transport/7/comment",
    write: "Write review",
    dialog: "Write a review",
    required: "This field is required",
    stars: (n: number) => (n === 1 ? "1 star" : `${n} stars`),
    title: "Title",
    body: "Your review",
    send: "Send review",
    of: (n: number) => `${n} of 5`,
    rated: (n: number) => `Rated ${n.toFixed(1)} out of 5`,
    basedOn: (n: number) => (n === 1 ? "Based on 1 review" : `Based on ${n} reviews`),
    name: "Emily Clarke",
    review: { rating: 2, title: "Car was late", body: "Driver was kind, but we waited 40 minutes.\nCar was clean." },
  },
} as const;

const LEVELS = ["five", "four", "three", "two", "one"] as const;

/** The subject's overview from the /api (on the Indonesian host: Node cannot resolve en.localhost). */
async function overviewOf(page: Page, api: string): Promise<Overview> {
  return (await (await page.request.get(`${sites.id}${api}`)).json()).overview;
}

async function expectSummary(page: Page, locale: SiteLocale, overview: Overview) {
  const summary = page.getByTestId("rating-summary");
  if (overview.total === 0) {
    await expect(summary).toHaveCount(0);
    return;
  }
  await expect(summary).toContainText(TEXT[locale].basedOn(overview.total));
  await expect(summary).toContainText(overview.avg.toFixed(1));
  const percents = summary.getByRole("listitem");
  for (const [index, level] of LEVELS.entries()) {
    await expect(percents.nth(index)).toContainText(`${Math.round((overview[level] / overview.total) * 100)}%`);
  }
}

for (const locale of ["id", "en"] as const) {
  const text = TEXT[locale];
  const site = sites[locale];

  test.describe(`reviews on the ${locale} site`, () => {
    test("a signed-out tourist presses Write review, signs in inside the dialog, posts, and sees the review on top with the summary updated", async ({
      page,
    }) => {
      test.setTimeout(RATE_LIMITED_TIMEOUT);
      const account = await createVerifiedAccount(text.name);
      const before = await overviewOf(page, text.api);
      await open(page, `${site}${text.page}`);
      await page.locator("#tab-reviews").click();
      await expectSummary(page, locale, before);

      await page.getByRole("button", { name: text.write }).click();
      // The first press fetches the flow (dialogs, machine, API client): slow on a busy machine.
      await expect(page.getByTestId("sign-in-dialog")).toBeVisible({ timeout: 20_000 });
      await signInWithDialog(page, account);

      const dialog = page.getByRole("dialog", { name: text.dialog });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("radio", { name: text.stars(4) })).toBeChecked();
      await expect(dialog.getByTestId("rating-text")).toHaveText(text.of(4));
      // "4 of 5" must not break at 390 px, in either language.
      expect(await linesOf(dialog.getByTestId("rating-text"))).toBe(1);
      await expectAccessible(page, dialog);
      await dialog.getByRole("button", { name: text.send }).click();
      await expect(dialog.getByText(text.required)).toHaveCount(2);
      await expect(dialog.getByLabel(text.title)).toHaveAttribute("aria-invalid", "true");
      // The refused Send takes the tourist to the first field to fix, which announces its message.
      await expect(dialog.getByLabel(text.title)).toBeFocused();

      await dialog.getByRole("radio", { name: text.stars(text.review.rating) }).check();
      await expect(dialog.getByTestId("rating-text")).toHaveText(text.of(text.review.rating));
      await dialog.getByLabel(text.title).fill(text.review.title);
      await expect(dialog.getByText(text.required)).toHaveCount(1);
      await dialog.getByLabel(text.body).fill(text.review.body);
      await expect(dialog.getByText(text.required)).toHaveCount(0);
      await dialog.getByRole("button", { name: text.send }).click();
      await expect(dialog).toBeHidden();

      const first = page.getByTestId("review").first();
      await expect(first.getByRole("heading")).toHaveText(text.review.title);
      await expect(first).toContainText(text.name);
      await expect(first.locator("time")).toHaveText(formatDate(locale, baliToday()));
      await expect(first.getByRole("img", { name: text.rated(text.review.rating) })).toBeVisible();
      await expect(first.locator("p")).toHaveText(text.review.body);
      const level = LEVELS[5 - text.review.rating] as (typeof LEVELS)[number];
      const after = await overviewOf(page, text.api);
      expect(after).toMatchObject({ total: before.total + 1, [level]: before[level] + 1 });
      await expectSummary(page, locale, after);

      // The dialog starts again from four stars and empty fields.
      await page.getByRole("button", { name: text.write }).click();
      await expect(dialog.getByRole("radio", { name: text.stars(4) })).toBeChecked();
      await expect(dialog.getByLabel(text.title)).toHaveValue("");
      await expect(dialog.getByLabel(text.body)).toHaveValue("");
      await dialog.getByRole("button", { name: /^(Close|Tutup)$/ }).click();

      // Signing in inside the dialog signed the whole page in; a new visit shows the review first.
      await open(page, `${site}${text.page}`);
      await page.locator("#tab-reviews").click();
      await expect(page.getByTestId("review").first().getByRole("heading")).toHaveText(text.review.title);
      await page.getByRole("button", { name: text.write }).click();
      await expect(page.getByRole("dialog", { name: text.dialog })).toBeVisible();
      await expect(page.getByTestId("sign-in-dialog")).toBeHidden();
    });
  });
}

// Both flows on the cooking class's page in one tab, the second from a fresh load: a tab of its own
// cost a renderer's start and a cold first load. The first needs the tab's first load: it watches
// which scripts the page fetches.
test("the dialogs load only when Write review is pressed, and closing the login leaves the tourist signed out; signing in inside the booking form", async ({
  page,
}) => {
  test.setTimeout(RATE_LIMITED_TIMEOUT);
  await test.step("the dialogs load only when Write review is pressed, and closing the login leaves the tourist signed out", async () => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await open(page, `${sites.en}/activity/cooking-classes/ubud-balinese-cooking-class-with-market-visit`);
    // The dialogs and the review machine are not part of the page yet. (The API client may be: it
    // comes with the booking form, which the page fetches once it is idle.)
    expect(scripts.filter((url) => /ReviewFlow/.test(url))).toEqual([]);
    await page.getByRole("button", { name: "Write review" }).click();
    const signIn = page.getByTestId("sign-in-dialog");
    await expect(signIn).toBeVisible({ timeout: 20_000 });
    expect(scripts.filter((url) => /ReviewFlow/.test(url)).length).toBeGreaterThan(0);
    await expectAccessible(page, signIn);
    await page.keyboard.press("Escape");
    await expect(signIn).toBeHidden();
    await expect(page.getByRole("button", { name: "Write review" })).toBeFocused();
  });
  await test.step("after signing in inside the booking form, the menu shows the account and Write review does not ask again", () =>
    signInInsideTheBookingForm(page));
});

async function signInInsideTheBookingForm(page: Page) {
  const account = await createAccount("Komang Sari");
  await open(page, `${sites.en}/activity/cooking-classes/ubud-balinese-cooking-class-with-market-visit`);
  const writeReview = page.getByRole("button", { name: "Write review" });
  await writeReview.click();
  const signIn = page.getByTestId("sign-in-dialog");
  await expect(signIn).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press("Escape");
  await expect(signIn).toBeHidden();

  await page.getByTestId("price-bar").getByTestId("book-now").click();
  const booking = page.getByTestId("booking-dialog");
  await booking.getByRole("button", { name: "Log in or register" }).click();
  await signInWithDialog(page, account);
  await expect(booking.getByLabel("E-mail", { exact: true })).toHaveValue(account.email);
  await page.keyboard.press("Escape");
  await expect(booking).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "Profile" })).toBeVisible();
  await expect(menu.getByRole("button", { name: "Log out" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();

  await writeReview.click();
  await expect(page.getByRole("dialog", { name: "Write a review" })).toBeVisible();
  await expect(signIn).toBeHidden();
}
