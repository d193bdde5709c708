import { expect, open, sites, test } from "./fixtures.ts";

const TIP = "/tips/money-atms-and-money-changers";

test.describe("the language dialog", () => {
  test("leads from a page to its twin on the other site, and back", async ({ page }) => {
    await open(page, `${sites.id}${TIP}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Uang, ATM dan money changer di Bali");

    await page.getByRole("button", { name: "Buka menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Ganti bahasa" }).click();
    const toEnglish = page.getByRole("dialog", { name: "Pilih bahasa Anda" });
    await expect(toEnglish).toBeVisible();
    await toEnglish.getByRole("link", { name: /English/ }).click();
    await expect(page).toHaveURL(`${sites.en}${TIP}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Money, ATMs and money changers in Bali");

    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Change language" }).click();
    const toIndonesian = page.getByRole("dialog", { name: "Choose your language" });
    await toIndonesian.getByRole("link", { name: /Indonesia/ }).click();
    await expect(page).toHaveURL(`${sites.id}${TIP}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Uang, ATM dan money changer di Bali");
  });

  test("keeps the search of a results page", async ({ page }) => {
    await open(page, `${sites.en}/results?query=ubud`);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Change language" }).click();
    await page
      .getByRole("dialog", { name: "Choose your language" })
      .getByRole("link", { name: /Indonesia/ })
      .click();
    await expect(page).toHaveURL(`${sites.id}/results?query=ubud`);
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
  });
});
