/**
 * Changing a booking (issue 38, items 3 and 4): on a phone, a tourist moves their booking to the
 * next day from the lookup page with the booking calendar, sees the new price first, confirms, and
 * finds the new date on it.
 */
import { addDays } from "#domain/availability.ts";
import { formatDate } from "#domain/format.ts";
import { inDays } from "./booking-flow.ts";
import { expect, open, sites, test } from "./fixtures.ts";
import { signInOperator } from "./operator-session.ts";

/** A class no other browser test books, so its places are this test's alone. */
const CLASS = "Vegetarian Balinese Cooking Class in Sanur";
const EMAIL = "guest.moves@example.com";

test.use({ viewport: { width: 390, height: 844 } });

test("the tourist moves their booking to the next day from the lookup page", async ({ page, browser }) => {
  const day = inDays(33);
  const nextDay = addDays(day, 1);
  // The booking: taken by phone in the back office, for a guest with an e-mail.
  await signInOperator(page, "/admin/bookings/new");
  await page.getByLabel("Find an activity or vehicle").fill(CLASS);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("radio", { name: CLASS }).check();
  await page.getByRole("button", { name: "Choose", exact: true }).click();
  const entry = page.getByRole("form", { name: "New booking" });
  await entry.getByLabel("Date").fill(day);
  await entry.getByRole("spinbutton").first().fill("2");
  await entry.getByLabel("First name").fill("Ketut");
  await entry.getByLabel("Last name").fill("Sari");
  await entry.getByLabel("E-mail (optional for walk-ins)").fill(EMAIL);
  await entry.getByLabel("Phone or WhatsApp").fill("+62 812 3333 4444");
  await entry.getByRole("button", { name: "Save booking" }).click();
  await expect(page.getByTestId("booking-date")).toHaveText(formatDate("en", day));
  const reference = new URL(page.url()).pathname.split("/").at(-1) ?? "";

  const tourist = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await open(tourist, `${sites.en}/booking?reference=${reference}`);
  await tourist.getByLabel("E-mail").fill(EMAIL);
  await tourist.getByRole("button", { name: "Show my booking" }).click();
  const change = tourist.getByRole("form", { name: "Change the booking" });
  // The booking form's calendar: the next day, once its free seats are loaded.
  if (nextDay.slice(0, 7) !== day.slice(0, 7)) await change.getByRole("button", { name: "Next month" }).click();
  const dayButton = change.locator(`[data-date="${nextDay}"]`);
  await expect(dayButton).toHaveAttribute("aria-disabled", "false");
  await dayButton.click();
  await expect(dayButton).toHaveAttribute("aria-pressed", "true");
  await change.getByRole("button", { name: "Show the new price" }).click();
  await expect(tourist.getByTestId("own-change-total")).toContainText("The total stays");
  await tourist.getByRole("button", { name: "Confirm the change" }).click();

  await expect(tourist.getByTestId("own-change-done")).toBeVisible();
  await expect(tourist.getByTestId("booking-date")).toHaveText(formatDate("en", nextDay));
});
