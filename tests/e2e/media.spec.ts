import { fileURLToPath } from "node:url";
import { E2E_OPERATOR } from "../support/e2e-operator.ts";
import { expect, expectAccessible, open, sites, test } from "./fixtures.ts";

const PHOTO = fileURLToPath(new URL("../fixtures/photo-1500x1000.jpg", import.meta.url));

test("the operator picks a photo from the phone and sees it stored as WebP in the page's size", async ({ page }) => {
  await open(page, `${sites.en}/login?nextUrl=/admin/media`);
  await page.getByLabel("E-mail").fill(E2E_OPERATOR.email);
  await page.getByLabel("Password").fill(E2E_OPERATOR.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(`${sites.en}/admin/media`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  await page.getByLabel("Photo", { exact: true }).setInputFiles(PHOTO);
  await page.getByLabel("Description in Indonesian").fill("Sawah bertingkat di Jatiluwih");
  await page.getByLabel("Description in English").fill("Rice terraces at Jatiluwih");
  await page.getByRole("button", { name: "Upload photo" }).click();

  const stored = page.getByTestId("stored-photo").getByRole("img", { name: "Rice terraces at Jatiluwih" });
  await expect(stored).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}-1200x800\.webp$/);
  await expect.poll(() => stored.evaluate((img: { naturalWidth: number }) => img.naturalWidth)).toBe(1200);
  await expect(page.getByTestId("stored-photo")).toContainText("thumbnail 480×320");
  await expectAccessible(page);
});
