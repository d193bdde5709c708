/**
 * Availability from end to end, on both sites: the operator closes a date and sets a capacity of
 * 2; a tourist on the Indonesian site sees that date closed and books the last 2 places; a second
 * tourist on the English site sees the day full; the operator's manifest lists the booking; the
 * first tourist cancels from the lookup page, seeing the fee first, and the places come back.
 */
import type { Page } from "@playwright/test";
import { addDays } from "#domain/availability.ts";
import { calendarDay, fillDetails, inDays, newEmail, pickDay, words } from "./booking-flow.ts";
import { expect, expectAccessible, open, type SiteLocale, sites, test } from "./fixtures.ts";
import { openAvailabilityEditor, signInOperator } from "./operator-session.ts";

/** A class no other browser test books, so its two places are this test's alone. */
const CLASS = "/activity/cooking-classes/organic-farm-cooking-class-in-tabanan";

/** Opens the booking dialog of the class on `locale`'s site, the calendar on the month of `date`. */
async function openBooking(page: Page, locale: SiteLocale, date: string) {
  await open(page, `${sites[locale]}${CLASS}`);
  await page.getByTestId("package").first().getByTestId("book-now").click();
  const dialog = page.getByTestId("booking-dialog");
  await expect(dialog).toBeVisible();
  const day = calendarDay(page, locale, date);
  const next = dialog.getByRole("button", { name: words[locale].nextMonth });
  for (let months = 0; months < 3 && !(await day.isVisible()); months++) await next.click();
  return day;
}

test("the operator closes a date and sets 2 places; tourists see closed, book the last 2, see full; the manifest lists it; a cancellation gives the places back", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const closedDay = inDays(20);
  const bookedDay = addDays(closedDay, 1);

  // The operator: capacity 2 a day, and one date closed.
  await signInOperator(page, "/admin/activities");
  await openAvailabilityEditor(page, "Organic farm cooking class");
  await page.getByLabel("Capacity (persons)").fill("2");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");
  await page.getByLabel("Date", { exact: true }).fill(closedDay);
  await page.getByRole("button", { name: "Close this date" }).click();
  await expect(page.getByRole("status")).toContainText("Date closed.");
  await expectAccessible(page);

  // A tourist on the Indonesian site: the closed date cannot be chosen; the next day has 2 places.
  const first = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const closed = await openBooking(first, "id", closedDay);
  await expect(closed).toHaveAttribute("aria-disabled", "true");
  await expect(closed).toHaveAccessibleName(/tutup/i);
  await pickDay(first, "id", bookedDay);
  const dialog = first.getByTestId("booking-dialog");
  await dialog.getByRole("button", { name: `Tambah: ${words.id.adult}` }).click();
  const email = newEmail();
  await fillDetails(first, "id", { first: "Wayan", last: "Sudiarta", email });
  await first.getByRole("button", { name: words.id.checkout }).click();
  await first.getByTestId("confirm-dialog").getByRole("button", { name: words.id.confirm }).click();
  const reference = (await first.getByTestId("booking-reference").textContent())?.trim() ?? "";
  expect(reference).toMatch(/^BT-/);

  // A second tourist on the English site finds the day full.
  const second = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const full = await openBooking(second, "en", bookedDay);
  await expect(full).toHaveAttribute("aria-disabled", "true");
  await expect(full).toHaveAccessibleName(/full/i);

  // The operator's manifest of that day lists the booking.
  await open(page, `${sites.en}/admin/calendar/${bookedDay}`);
  await expect(page.getByRole("main")).toContainText(reference);
  await expect(page.getByRole("main")).toContainText("Wayan Sudiarta");

  // The first tourist cancels from the lookup page: the cost is said before the button.
  await open(first, `${sites.id}/booking?reference=${reference}`);
  await first.getByLabel("E-mail").fill(email);
  await first.getByRole("button", { name: "Tampilkan pemesanan saya" }).click();
  const offer = first.getByTestId("cancel-booking");
  await expect(offer).toContainText("Anda dapat menariknya tanpa biaya");
  await offer.getByRole("button", { name: "Batalkan pemesanan saya" }).click();
  await offer.getByTestId("confirm-cancel").click();
  await expect(first.getByTestId("cancellation-notice")).toContainText("Pemesanan Anda dibatalkan.");

  // The places are back for the second tourist.
  const again = await openBooking(second, "en", bookedDay);
  await expect(again).not.toHaveAttribute("aria-disabled", "true");
  await expect(again).toHaveAccessibleName(/2 places left/);
});
