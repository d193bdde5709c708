/**
 * Changing a booking (issue 38, item 3): on a phone, the operator moves a booking to the next day,
 * sees the price difference first, saves, and finds the new date on the booking's record.
 */
import { addDays } from "#domain/availability.ts";
import { baliToday } from "#domain/bali-time.ts";
import { formatDate } from "#domain/format.ts";
import { expect, open, sites, test } from "./fixtures.ts";
import { signInOperator } from "./operator-session.ts";

/** A class no other browser test books, so its places are this test's alone. */
const CLASS = "Vegetarian Balinese Cooking Class in Sanur";

test.use({ viewport: { width: 390, height: 844 } });

test("the operator moves a booking to the next day and sees the new date on the record", async ({ page }) => {
  const day = addDays(baliToday(), 33);
  const nextDay = addDays(day, 1);
  await signInOperator(page, "/admin/bookings/new");
  await page.getByLabel("Activity or vehicle", { exact: true }).selectOption({ label: CLASS });
  await page.getByRole("button", { name: "Choose", exact: true }).click();
  const entry = page.getByRole("form", { name: "New booking" });
  await entry.getByLabel("Date").fill(day);
  await entry.getByRole("spinbutton").first().fill("2");
  await entry.getByLabel("First name").fill("Ketut");
  await entry.getByLabel("Last name").fill("Sari");
  await entry.getByLabel("Phone or WhatsApp").fill("+62 812 3333 4444");
  await entry.getByRole("button", { name: "Save booking" }).click();
  await expect(page.getByTestId("booking-date")).toHaveText(formatDate("en", day));

  await page.getByTestId("change-booking").click();
  await expect(page).toHaveURL(/\/change$/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const change = page.getByRole("form", { name: "Change booking" });
  await change.getByLabel("Date").fill(nextDay);
  await change.getByRole("button", { name: "Show the price difference" }).click();
  const preview = page.getByTestId("change-preview");
  await expect(preview).toContainText(`${day} → ${nextDay}`);
  await expect(preview.getByTestId("change-difference")).toHaveText(/^US\$ 0(\.00)?$/);
  await preview.getByRole("button", { name: "Save the change" }).click();

  await expect(page.getByTestId("decision-notice")).toContainText("Booking changed.");
  await expect(page.getByTestId("booking-date")).toHaveText(formatDate("en", nextDay));
  await open(page, `${sites.en}${new URL(page.url()).pathname}`);
  await expect(page.getByTestId("booking-date")).toHaveText(formatDate("en", nextDay));
});
