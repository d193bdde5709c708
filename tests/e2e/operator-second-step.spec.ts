import { confirmedBooking } from "./confirmed-booking.ts";
import { expect, test } from "./fixtures.ts";
import { signInOperator } from "./operator-session.ts";

/** 48 free hours before an 11:00 start: a booking for tomorrow is always inside them, at the late fee. */
const KITESURFING = "/activity/water-sports/sanur-kitesurfing-lesson";

test("the operator's Cancel asks again with the fee and the e-mail, and takes a lower fee with its reason", async ({
  page,
}) => {
  const { reference } = await confirmedBooking({ activityPath: KITESURFING, daysAhead: 1 });
  await signInOperator(page, `/admin/bookings/${reference}`);

  await page.getByRole("button", { name: "Cancel booking" }).click();
  const step = page.getByTestId("second-step");
  await expect(step).toContainText("The guest gets the cancellation e-mail in Indonesian");
  await expect(step.getByTestId("second-step-fee")).toHaveText(/the fee is Rp [\d.,]+ \(50 % of the total\)/);
  await expect(page.getByTestId("booking-status")).toHaveText("Confirmed");

  await step.getByLabel("Fee to charge, in % of the total").fill("20");
  await step.getByLabel("Why you lower or waive the fee").fill("Heavy rain closed the beach.");
  await step.getByRole("button", { name: "Yes, cancel" }).click();
  await expect(page.getByTestId("decision-notice")).toContainText("Cancelled.");
  await expect(page.getByTestId("fee-change")).toHaveText(
    "Fee lowered from 50 % to 20 %: “Heavy rain closed the beach.”",
  );
});
