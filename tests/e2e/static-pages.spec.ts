import { STATIC_PAGES } from "../support/seeded-pages.ts";
import { expect, expectAccessible, open, type SiteLocale, sites, test } from "./fixtures.ts";

test.use({ viewport: { width: 390, height: 844 } });

const PAGES = STATIC_PAGES;

/**
 * Each page on one site, alternating: the sites differ in server-rendered text only, which
 * tests/worker/static-pages.test.ts checks on both (language, title, heading, text, links), with
 * the FAQ's groups, the sitemap and robots.txt.
 */
PAGES.forEach((page, index) => {
  const locale: SiteLocale = index % 2 === 0 ? "en" : "id";
  test(`${page.path} on the ${locale} site shows its heading and a WhatsApp link, accessibly`, async ({
    page: browser,
  }) => {
    const response = await open(browser, `${sites[locale]}${page.path}`);
    expect(response?.status()).toBe(200);
    const h1 = browser.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(page.title[locale]);
    await expect(h1).toBeVisible();
    await expect(browser.getByRole("link", { name: /WhatsApp/ }).first()).toBeVisible();
    await expectAccessible(browser);
  });
});

test("the FAQ shows five groups with the general questions open, and a tapped title opens its group", async ({
  page,
}) => {
  await open(page, `${sites.en}/helpandfaq`);
  const groups = page.getByTestId("faq-groups").locator("details");
  await expect(groups).toHaveCount(5);
  await expect(groups.nth(0)).toHaveAttribute("open", "");
  for (const index of [1, 2, 3, 4]) await expect(groups.nth(index)).not.toHaveAttribute("open");
  await expect(page.getByRole("heading", { name: "What can I book with Bali Tours?" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Which currency can I pay in cash?" })).toBeHidden();

  await page.getByText("Payment process", { exact: true }).click();
  await expect(page.getByRole("heading", { name: "Which currency can I pay in cash?" })).toBeVisible();
  await expect(page.getByText(/We cannot accept cash in US dollars/)).toBeVisible();
  await expect(page.getByText(/3% surcharge/).first()).toBeVisible();
});
