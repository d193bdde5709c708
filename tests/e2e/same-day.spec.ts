/**
 * Issue 43, item 4: each departure is bookable until its own start less the notice, so once the
 * day's first departure has gone a later one can still be picked and booked today, and the gone
 * one is not offered. The rule's minute-by-minute edges are tested with a fixed clock in
 * tests/unit/availability.test.ts and tests/worker/booking-hardening.test.ts; here the clock is
 * the real one, so the day's departures are 00:00 (gone) and 23:59 (still ahead).
 */
import { baliToday } from "#domain/bali-time.ts";
import { formatDate } from "#domain/format.ts";
import { calendarDay, fillDetails, newEmail, whileTodayLasts, words } from "./booking-flow.ts";
import { expect, open, sites, test } from "./fixtures.ts";
import { openAvailabilityEditor, signInOperator } from "./operator-session.ts";

/** A tour no other browser test books. */
const TOUR = "/activity/temples-culture/tenganan-bali-aga-village-and-gringsing-weaving-tour";

test("today's later departure can be picked and booked once the first has gone", async ({ page, browser }) => {
  await whileTodayLasts();
  await signInOperator(page, "/admin/activities");
  await openAvailabilityEditor(page, "Tenganan");
  await page.getByLabel("Start times (HH:MM, separated by commas)").fill("00:00, 23:59");
  await page.getByLabel("Counted").selectOption("start_time");
  await page.getByLabel("Minimum notice (hours before the start, Bali time)").fill("0");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");

  const tourist = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await open(tourist, `${sites.en}${TOUR}`);
  await tourist.getByTestId("package").first().getByTestId("book-now").click();
  const dialog = tourist.getByTestId("booking-dialog");
  const today = calendarDay(tourist, "en", baliToday());
  await expect(today).not.toHaveAttribute("aria-disabled", "true");
  await today.click();
  const times = dialog.getByRole("group", { name: /^Start time on / });
  // Only the departure still ahead is offered; the one that has gone is not shown as "Full".
  await expect(times.getByRole("radio")).toHaveCount(1);
  await times.getByRole("radio", { name: /^23:59 · / }).check();
  await fillDetails(tourist, "en", { first: "Ketut", last: "Arsana", email: newEmail() });
  await dialog.getByRole("button", { name: words.en.checkout }).click();
  const confirm = tourist.getByTestId("confirm-dialog");
  await expect(confirm.getByTestId("confirm-date")).toHaveText(formatDate("en", baliToday()));
  await expect(confirm.getByTestId("confirm-start-time")).toHaveText("23:59");
  await confirm.getByRole("button", { name: words.en.confirm }).click();
  await expect(tourist.getByTestId("booking-reference")).toHaveText(/^[A-Z0-9-]{8,}$/);
});
