import { inDays } from "./booking-flow.ts";
import { confirmedBooking } from "./confirmed-booking.ts";
import { expect, sites, test } from "./fixtures.ts";
import { signInOperator } from "./operator-session.ts";

/** "Rp 1,250,000" as the English back office writes it, back to rupiah. */
const rupiah = (text: string) => Number(text.replace(/[^\d]/g, ""));

test("the operator records a cash deposit and the manifest says what to collect on the day, in rupiah", async ({
  page,
}) => {
  const daysAhead = 40 + Math.floor(Math.random() * 40);
  const { reference } = await confirmedBooking({ daysAhead });
  await signInOperator(page, `/admin/bookings/${reference}`);

  const balance = rupiah((await page.getByTestId("to-collect").textContent()) ?? "");
  const deposit = 100000;
  expect(balance).toBeGreaterThan(deposit);
  const form = page.getByRole("form", { name: "Record a payment" });
  await expect(form.getByLabel("Method")).toHaveValue("cash");
  await form.getByLabel("Amount").fill(String(deposit));
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByTestId("decision-notice")).toHaveText("Payment recorded.");
  await expect(page.getByTestId("payment-state")).toHaveText("Part-paid");
  await expect(page.getByTestId("ledger-entry")).toContainText("Rp 100,000 paid by Cash");

  await page.goto(`${sites.en}/admin/calendar/${inDays(daysAhead)}`);
  const guest = page.getByTestId("manifest-booking").filter({ hasText: reference });
  const left = (balance - deposit).toLocaleString("en-US");
  await expect(guest.getByTestId("manifest-to-collect")).toHaveText(`Collect Rp ${left} in rupiah`);
});
