import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { fillDetails, newEmail, words } from "./booking-flow.ts";
import { expect, expectAccessible, open, sites, test } from "./fixtures.ts";
import { signInOperator } from "./operator-session.ts";

const PHOTO = fileURLToPath(new URL("../fixtures/photo-1500x1000.jpg", import.meta.url));

/** The texts a published activity needs, in both languages. */
const TEXTS: Record<string, [string, string]> = {
  "Short description": ["Lumba-lumba di Lovina saat matahari terbit.", "Dolphins off Lovina at sunrise."],
  Location: ["Lovina, Buleleng", "Lovina, Buleleng"],
  Highlights: ["<p>Perahu tradisional</p>", "<p>Traditional boat</p>"],
  Description: ["<p>Berangkat pukul 06.00.</p>", "<p>Leaves at 06:00.</p>"],
  "Included (one per line)": ["Perahu\nSarapan", "Boat\nBreakfast"],
  "Pickup time": ["05.00", "05:00"],
  "Meeting point": ["Pantai Lovina", "Lovina beach"],
};

async function fillPair(page: Page, label: string, [indonesian, english]: [string, string], nth = 0) {
  await page.getByLabel(`${label} (Indonesian)`, { exact: true }).nth(nth).fill(indonesian);
  await page.getByLabel(`${label} (English)`, { exact: true }).nth(nth).fill(english);
}

async function fillPackage(page: Page, nth: number, name: [string, string], idr: string, usd: string) {
  await fillPair(page, "Package name", name, nth);
  await fillPair(page, "Product name", ["Dewasa", "Adult"], nth);
  await page.getByLabel("Price (IDR)", { exact: true }).nth(nth).fill(idr);
  await page.getByLabel("Price (USD)", { exact: true }).nth(nth).fill(usd);
}

/**
 * Saves and waits for the page's data after the save: the notice of an earlier save may still be on
 * the page, and a next form sent before the reload would carry the old version (a 409).
 */
async function save(page: Page, notice: RegExp) {
  const reloaded = page.waitForResponse(
    (response) => response.request().method() === "GET" && new URL(response.url()).pathname.endsWith(".data"),
  );
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await reloaded;
  await expect(page.getByRole("status")).toContainText(notice);
}

test("the operator creates an activity with two packages and a photo on the phone, publishes it, a tourist books it, and a new price shows at once", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInOperator(page, "/admin/activities");

  const name = `Lovina dolphin sunrise ${Date.now()}`;
  await page.getByLabel("Type").first().selectOption({ index: 0 });
  await page.getByLabel("Name (Indonesian)").fill(`Lumba-lumba Lovina ${name.slice(-13)}`);
  await page.getByLabel("Name (English)").fill(name);
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByTestId("row-status")).toHaveText("Draft");
  const editor = page.url();

  for (const [label, texts] of Object.entries(TEXTS)) await fillPair(page, label, texts);
  await fillPackage(page, 0, ["Perahu bersama", "Shared boat"], "350000", "23.50");
  await save(page, /Saved/);
  await page.getByRole("button", { name: "Add package" }).click();
  await expect(page.getByLabel("Package name (English)", { exact: true })).toHaveCount(2);
  await fillPackage(page, 1, ["Perahu pribadi", "Private boat"], "900000", "59");
  await save(page, /Saved/);

  await page.getByLabel("Photo (JPEG, PNG or WebP, up to 10 MB)").setInputFiles(PHOTO);
  await page.getByLabel("What the photo shows (Indonesian)").fill("Lumba-lumba di Lovina");
  await page.getByLabel("What the photo shows (English)").fill("Dolphins at Lovina");
  await page.getByRole("button", { name: "Add photo" }).click();
  // The first photo of a worker is slow: the codecs' WebAssembly compiles on first use.
  await expect(page.getByTestId("row-photo")).toHaveCount(1, { timeout: 20_000 });
  await expectAccessible(page);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByTestId("row-status")).toHaveText("Published");

  // Both sites show it, and search finds it.
  const tourist = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await open(tourist, `${sites.en}/results?query=${encodeURIComponent(name)}`);
  await tourist.getByRole("link", { name }).first().click();
  await expect(tourist.getByRole("heading", { level: 1, name })).toBeVisible();
  const path = new URL(tourist.url()).pathname;
  await expect(tourist.getByRole("img", { name: "Dolphins at Lovina" }).first()).toBeVisible();

  // A tourist on the Indonesian site books the private boat.
  await open(tourist, `${sites.id}${path}`);
  await expect(tourist.locator("html")).toHaveAttribute("data-hydrated", "true");
  await tourist.getByTestId("package").filter({ hasText: "Perahu pribadi" }).getByTestId("book-now").click();
  const dialog = tourist.getByTestId("booking-dialog");
  await expect(dialog.getByTestId("booking-total")).toHaveText("Rp 900.000");
  await fillDetails(tourist, "id", { first: "Sarah", last: "Miller", email: newEmail() });
  await tourist.getByRole("button", { name: words.id.checkout }).click();
  await tourist.getByTestId("confirm-dialog").getByRole("button", { name: words.id.confirm }).click();
  await expect(tourist.getByTestId("thank-you-dialog").getByTestId("booking-reference")).toHaveText(/^[A-Z0-9-]{8,}$/);

  // A new price shows at once on the tourist's next visit.
  await open(page, editor);
  await page.getByLabel("Price (IDR)", { exact: true }).nth(1).fill("950000");
  await save(page, /Saved/);
  await open(tourist, `${sites.id}${path}`);
  await expect(tourist.getByTestId("package").filter({ hasText: "Perahu pribadi" })).toContainText("Rp 950.000");
});
