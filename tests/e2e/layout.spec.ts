import type { Locator, Page } from "@playwright/test";
import { expect, linesOf, open, sites, test } from "./fixtures.ts";

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
      expect(await coveredByWhatsApp(page, link), (await link.textContent()) ?? "").toBe(false);
    }
  });
});

test.describe("texts that must not break at 390 px", () => {
  test("the Indonesian price bar keeps the amount on one line, in three lines at most", async ({ page }) => {
    await open(page, `${sites.id}/activity/day-tours/ubud-rice-terrace-and-monkey-forest-tour`);
    const price = page.getByTestId("price-bar").getByTestId("price");
    expect(await linesOf(price.locator("strong"))).toBe(1);
    expect(await linesOf(price)).toBeLessThanOrEqual(3);
  });

  test("an event's place sits beside its pin", async ({ page }) => {
    await open(page, `${sites.en}/event/new-years-eve-2026-bali`);
    const location = page.getByTestId("event-location");
    const [pin, text] = await Promise.all([
      location.locator("svg").boundingBox(),
      location.getByText(/\S/).first().boundingBox(),
    ]);
    if (!pin || !text) throw new Error("no box");
    expect(text.x).toBeGreaterThan(pin.x + pin.width);
    expect(text.y).toBeLessThan(pin.y + pin.height);
  });
});
