/**
 * A phone booking takes the seats a tourist would (issue 38): on a phone, the operator enters a
 * booking for 4 that fills the walk's day, and a tourist then finds that day full.
 */
import { calendarDay, inDays, words } from "./booking-flow.ts";
import { expect, open, sites, test } from "./fixtures.ts";
import { openAvailabilityEditor, signInOperator } from "./operator-session.ts";

/** A walk no other browser test books, so its places are this test's alone. */
const WALK = "/activity/volcano-trekking/campuhan-ridge-and-ubud-rice-field-walk";
const NAME = "Campuhan Ridge and Ubud Rice Field Morning Walk";

test.use({ viewport: { width: 390, height: 844 } });

test("the operator takes a phone booking for 4 that fills the day; a tourist then sees the day full", async ({
  page,
  browser,
}) => {
  const day = inDays(24);
  await signInOperator(page, "/admin/activities");
  await openAvailabilityEditor(page, "Campuhan Ridge");
  await page.getByLabel("Capacity (persons)").fill("4");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");

  await open(page, `${sites.en}/admin/bookings/new`);
  await page.getByLabel("Find an activity or vehicle").fill("Campuhan");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("radio", { name: NAME }).check();
  await page.getByRole("button", { name: "Choose", exact: true }).click();
  const form = page.getByRole("form", { name: "New booking" });
  await form.getByLabel("Date").fill(day);
  await form.getByRole("spinbutton").first().fill("4");
  await form.getByLabel("First name").fill("Ketut");
  await form.getByLabel("Last name").fill("Sari");
  await form.getByLabel("Phone or WhatsApp").fill("+62 812 3333 4444");
  await form.getByRole("button", { name: "Save booking" }).click();
  await expect(page.getByTestId("booking-source")).toContainText("Phone");

  const tourist = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await open(tourist, `${sites.en}${WALK}`);
  await tourist.getByTestId("package").first().getByTestId("book-now").click();
  const dialog = tourist.getByTestId("booking-dialog");
  await expect(dialog).toBeVisible();
  const full = calendarDay(tourist, "en", day);
  const next = dialog.getByRole("button", { name: words.en.nextMonth });
  for (let months = 0; months < 3 && !(await full.isVisible()); months++) await next.click();
  await expect(full).toHaveAttribute("aria-disabled", "true");
  await expect(full).toHaveAccessibleName(/full/i);
});
