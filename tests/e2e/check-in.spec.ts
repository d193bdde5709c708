/**
 * Issue 40, item 5: check-in at the door on a phone. The operator types the reference (no camera in
 * the test browser), sees who it is and what to collect, checks the guest in with one tap, and a
 * second look says when. The states and the no-show are in tests/worker/check-in.test.ts.
 */
import { baliToday } from "#domain/bali-time.ts";
import { expect, open, sites, test } from "./fixtures.ts";
import { signInOperator } from "./operator-session.ts";

/** A class no other browser test books: today's walk-in is this test's alone. */
const CLASS = "Village Home Cooking Class in Sidemen";

test.use({ viewport: { width: 390, height: 844 } });

test("the operator checks a guest in by typed reference, once", async ({ page }) => {
  await signInOperator(page, "/admin/bookings/new");
  await page.getByLabel("Activity or vehicle", { exact: true }).selectOption({ label: CLASS });
  await page.getByRole("button", { name: "Choose", exact: true }).click();
  const form = page.getByRole("form", { name: "New booking" });
  await form.getByLabel("Date").fill(baliToday());
  await form.getByRole("spinbutton").first().fill("2");
  await form.getByLabel("First name").fill("Wayan");
  await form.getByLabel("Last name").fill("Doorstep");
  await form.getByLabel("Phone or WhatsApp").fill("+62 812 5555 6666");
  await form.getByRole("button", { name: "Save booking" }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\/BT-/);
  const reference = /\/admin\/bookings\/(BT-[A-Z0-9-]+)/.exec(page.url())?.[1] ?? "";
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByTestId("booking-status")).toHaveText("Confirmed");

  await open(page, `${sites.en}/admin/check-in`);
  await page.getByLabel("Reference or booking ID").fill(reference.toLowerCase().replaceAll("-", " "));
  await page.getByRole("button", { name: "Find", exact: true }).click();
  const booking = page.getByTestId("check-in-booking");
  await expect(booking).toContainText(reference);
  await expect(booking).toContainText("Wayan Doorstep");
  await expect(booking.getByTestId("check-in-to-collect")).toHaveText(/Rp [\d.,]+|Nothing, it is paid\./);

  await booking.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(page.getByTestId("check-in-notice")).toHaveText("Checked in. Enjoy the day!");
  await expect(page.getByTestId("check-in-state")).toHaveText(/^Already checked in at \d\d:\d\d by .+\.$/);
  await expect(booking.getByRole("button", { name: "Check in", exact: true })).toHaveCount(0);
});
