/**
 * Issue 35, items 3 and 7: the booking calendar starts on the day the page's "Next available"
 * names, and a day with many places is read out as available, not as "60 places left". What the
 * server renders (prices with their unit and minimum, "no dates open") is tested in
 * tests/worker/honest-prices.test.ts.
 */
import { longDate, shortDay } from "#domain/calendar.ts";
import { ACTIVITY } from "./booking-flow.ts";
import { expect, open, sites, test } from "./fixtures.ts";

const AVAILABLE = { en: "available", id: "tersedia" } as const;

for (const locale of ["en", "id"] as const) {
  test(`the calendar opens on the first day 'Next available' names and calls its 60 places available (${locale})`, async ({
    page,
  }) => {
    await open(page, `${sites[locale]}${ACTIVITY}`);
    const named = (await page.getByTestId("next-available").textContent()) ?? "";
    await page.getByTestId("price-bar").getByTestId("book-now").click();
    const dialog = page.getByTestId("booking-dialog");
    const chosen = dialog.locator('[data-testid="calendar-day"][aria-pressed="true"]');
    await expect(chosen).toHaveAccessibleName(new RegExp(`, ${AVAILABLE[locale]}$`));
    const date = (await chosen.getAttribute("data-date")) ?? "";
    expect(named).toContain(`${shortDay(locale, date)}`);
    expect(named.indexOf(shortDay(locale, date))).toBeLessThan(named.indexOf("·"));
    await expect(dialog.getByTestId("places-left")).toHaveText(`${longDate(locale, date)}: ${AVAILABLE[locale]}`);
  });
}
