/**
 * Issue 41 on the owner's phone: the back office's front page shows the month's figures and its
 * charts, readable at 390 px and accessible, and leads into the reports. The numbers themselves
 * are checked against hand-computed bookings in tests/worker/reports.test.ts.
 */
import { expect, expectAccessible, test } from "./fixtures.ts";
import { signInOperator } from "./operator-session.ts";

test.use({ viewport: { width: 390, height: 844 } });

test("the front page's charts render on a phone, pass axe, and lead into the reports", async ({ page }) => {
  await signInOperator(page, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "How we are doing" })).toBeVisible();
  const charts = page.getByRole("img", { name: /Bookings and guests|Rupiah booked and paid|The fullest activities/ });
  await expect(charts).toHaveCount(3);
  for (const chart of await charts.all()) {
    const box = await chart.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  }
  // Nothing wider than the phone: no sideways scrolling of the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  // Last year is a preset, named in the address like the others.
  await page.getByRole("combobox", { name: "Period", exact: true }).selectOption({ label: "Last year" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/[?&]period=last-year\b/);
  const lastYear = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear() - 1; // Bali's year, UTC+8
  await expect(page.getByTestId("report-period")).toContainText(`01 Jan ${lastYear} to 31 Dec ${lastYear}`);

  await page.getByRole("link", { name: "Every report of this period" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download as CSV" }).first()).toHaveAttribute(
    "href",
    /\/admin\/reports\.csv\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d&report=bookings/,
  );
});
