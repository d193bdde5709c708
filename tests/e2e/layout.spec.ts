import type { Locator, Page } from "@playwright/test";
import { expect, open, sites, test } from "./fixtures.ts";

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Scrolls down just far enough to see the element, as a thumb does, and says whether the WhatsApp button covers it. */
async function coveredByWhatsApp(page: Page, element: Locator): Promise<boolean> {
  await element.evaluate((node) => node.scrollIntoView({ block: "end" }));
  const [box, button] = await Promise.all([element.boundingBox(), page.getByTestId("whatsapp").boundingBox()]);
  if (!box || !button) throw new Error("an element has no box");
  return overlaps(box, button);
}

test.describe("the floating WhatsApp button at 390 × 844", () => {
  test("leaves room for prices, the Register button, the home tabs and the footer links", async ({ page }) => {
    await open(page, `${sites.en}/transport`);
    const firstCard = page.locator('a[href^="/transport/"]').first();
    expect(await coveredByWhatsApp(page, firstCard.getByText(/^US\$/))).toBe(false);
    expect(await coveredByWhatsApp(page, firstCard.getByText("per vehicle"))).toBe(false);

    await open(page, `${sites.en}/register`);
    expect(await coveredByWhatsApp(page, page.getByRole("button", { name: "Register" }))).toBe(false);

    await open(page, `${sites.en}/`);
    expect(await coveredByWhatsApp(page, page.getByRole("tab", { name: "Destinations" }))).toBe(false);

    for (const link of await page.locator("footer").getByRole("link").all()) {
      expect(await coveredByWhatsApp(page, link), await link.textContent()).toBe(false);
    }
  });
});
