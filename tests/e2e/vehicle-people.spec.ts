/**
 * Issue 43, item 5: a tourist booking a car says how many people ride in it, and the summary
 * before Confirm says the car and the people apart (the phone project: 390x844).
 */
import { ACTIVITY, fillDetails, inDays, mailsAbout, newEmail, pickDay, words } from "./booking-flow.ts";
import { expect, open, sites, test } from "./fixtures.ts";

test("a tourist booking a car enters 4 people, and the confirmation says 1 vehicle, 4 people", async ({ page }) => {
  await open(page, `${sites.en}${ACTIVITY}`);
  const car = page.getByTestId("package").filter({ hasText: "Private car with driver" });
  await car.getByTestId("book-now").click();
  const dialog = page.getByTestId("booking-dialog");
  await expect(dialog).toBeVisible();

  const people = dialog.getByTestId("people-stepper");
  await expect(dialog.getByText("How many people ride with us? At most 6.")).toBeVisible();
  for (let added = 0; added < 3; added++) await people.getByRole("button", { name: "More people" }).click();
  await expect(people.getByLabel("People: 4")).toBeVisible();

  await pickDay(page, "en", inDays(12));
  await fillDetails(page, "en", { first: "Sarah", last: "Miller", email: newEmail() });
  await page.getByRole("button", { name: words.en.checkout }).click();

  const confirm = page.getByTestId("confirm-dialog");
  await expect(confirm.getByTestId("confirm-party")).toHaveText("1 vehicle, 4 people");
  await confirm.getByRole("button", { name: words.en.confirm }).click();
  const reference = page.getByTestId("thank-you-dialog").getByTestId("booking-reference");
  await expect(reference).toHaveText(/^[A-Z0-9-]{8,}$/);
  const code = (await reference.textContent()) ?? "";
  await expect.poll(() => mailsAbout(code).length).toBe(2);
  for (const mail of mailsAbout(code)) expect(mail).toMatch(/1 vehicle, 4 people|1 kendaraan, 4 orang/);
});
