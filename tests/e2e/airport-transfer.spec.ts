import { fillDetails, newEmail, words } from "./booking-flow.ts";
import { expect, open, sites, test } from "./fixtures.ts";

/** The first vehicle of the "Airport transfer" category in the seed. */
const AIRPORT_TRANSFER = "/transport/9";

test.describe("an airport transfer's booking form", () => {
  test("asks for the direction, flight number and flight time, and books with them", async ({ page }) => {
    await open(page, `${sites.en}${AIRPORT_TRANSFER}`);
    await page.getByTestId("book-now").click();
    const dialog = page.getByTestId("booking-dialog");
    await expect(dialog.getByRole("group", { name: "Pickup date" })).toBeVisible();
    await fillDetails(page, "en", { first: "Liam", last: "Nguyen", email: newEmail() });

    await dialog.getByRole("button", { name: words.en.checkout }).click();
    await expect(dialog.getByText("Please choose arrival or departure")).toBeVisible();

    await dialog.getByRole("radio", { name: "Arrival: pickup at the airport" }).check();
    const flightNumber = dialog.getByLabel("Flight number");
    await flightNumber.fill("flight 404");
    await dialog.getByLabel("Landing time of your flight").fill("14:30");
    await dialog.getByRole("button", { name: words.en.checkout }).click();
    await expect(flightNumber).toHaveAccessibleDescription("The flight number must look like GA 404 or QZ7510.");

    await flightNumber.fill("GA 404");
    await dialog.getByRole("button", { name: words.en.checkout }).click();
    await page.getByRole("button", { name: words.en.confirm }).click();
    await expect(page.getByTestId("booking-reference")).toHaveText(/^[A-Z0-9-]{8,}$/);
  });
});
