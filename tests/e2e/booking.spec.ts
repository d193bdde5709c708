import type { Page } from "@playwright/test";
import { addDays } from "#domain/availability.ts";
import { formatDate } from "#domain/format.ts";
import { createAccount, signInBrowser } from "./accounts.ts";
import { ACTIVITY, calendarDay, fillDetails, inDays, mailsAbout, newEmail, pickDay, words } from "./booking-flow.ts";
import { expect, expectAccessible, open, type SiteLocale, sites, test } from "./fixtures.ts";
import { signInOperator } from "./operator-session.ts";

/**
 * Signs a new tourist up through the /api, as the web app does (accounts.ts), and gives the page's
 * browser the session, so pages render signed in. A page loaded only to run the sign-up's fetch
 * cost a cold page load per test; the sign-up form is walked in auth.spec.ts.
 */
async function registerTourist(page: Page, locale: SiteLocale, name: string): Promise<string> {
  const account = await createAccount(name);
  await signInBrowser(page, sites[locale], account);
  return account.email;
}

/** In the page: whether the booking flow's script was fetched, and only after the page's load; null before. */
function bookingFlowFetchedAfterLoad(): boolean | null {
  // This project's types are Node's, whose performance knows no navigation entries.
  const entries = (type: string) =>
    performance.getEntriesByType(type as "resource") as unknown as {
      name: string;
      startTime: number;
      loadEventEnd: number;
    }[];
  const [navigation] = entries("navigation");
  const flow = entries("resource").find((entry) => /BookingFlow/.test(entry.name));
  if (!navigation || !flow || navigation.loadEventEnd === 0) return null;
  return flow.startTime >= navigation.loadEventEnd;
}

test.describe("booking an activity", () => {
  test("a signed-out tourist on the Indonesian site books the all-in package and sees the reference; a name longer than the server takes is refused in the form", async ({
    page,
  }) => {
    const w = words.id;
    await open(page, `${sites.id}${ACTIVITY}`);
    // The dialogs, machine and country list are not part of the page's load: fetched once it is idle.
    await expect.poll(() => page.evaluate(bookingFlowFetchedAfterLoad)).toBe(true);

    const allIn = page.getByTestId("package").filter({ hasText: w.allIn });
    await allIn.getByTestId("book-now").click();
    const dialog = page.getByTestId("booking-dialog");
    await expect(dialog).toBeVisible();

    // Two adults are the package's minimum; children are optional.
    await expect(dialog.getByRole("button", { name: `Kurangi: ${w.adult}` })).toBeDisabled();
    await expect(dialog.getByTestId("booking-total")).toHaveText("Rp 900.000");
    await dialog.getByRole("button", { name: `Tambah: ${w.child}` }).click();
    await expect(dialog.getByTestId("booking-total")).toHaveText("Rp 1.200.000");

    await dialog.page().getByRole("button", { name: w.checkout }).click();
    await expect(page.getByText(w.fillAll)).toBeVisible();
    await expect(dialog.getByText(w.required).first()).toBeVisible();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeFocused();
    await expectAccessible(page, dialog);

    const email = newEmail();
    const visit = inDays(10);
    await pickDay(page, "id", visit);
    await fillDetails(page, "id", { first: "Sarah", last: "Miller", email });
    await dialog.getByLabel("Negara").selectOption("Germany");
    await page.getByRole("button", { name: w.checkout }).click();

    const confirm = page.getByTestId("confirm-dialog");
    await expect(confirm).toBeVisible();
    const lines = confirm.getByTestId("price-lines");
    await expect(lines).toContainText(`${w.adult}: Rp 450.000 × 2`);
    await expect(lines).toContainText(`${w.child}: Rp 300.000 × 1`);
    await expect(confirm.getByTestId("confirm-total")).toHaveText("Rp 1.200.000");
    await expect(confirm).toContainText("BT0101");
    await expect(confirm.getByTestId("confirm-date")).toHaveText(formatDate("id", visit));
    await expect(confirm.getByTestId("confirm-country")).toHaveText("Jerman");
    await confirm.getByRole("button", { name: w.confirm }).click();

    const thanks = page.getByTestId("thank-you-dialog");
    await expect(thanks).toBeVisible();
    const reference = thanks.getByTestId("booking-reference");
    await expect(reference).toHaveText(/^BT-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await expectAccessible(page, thanks);

    // Two e-mails leave right after the answer: the tourist's, in Indonesian, and the operator's.
    const code = (await reference.textContent()) ?? "";
    await expect.poll(() => mailsAbout(code).length).toBe(2);
    const [toTourist] = mailsAbout(code).filter((mail) => mail.includes(`To: ${email}`));
    expect(toTourist).toContain("Rp 1.200.000");
    expect(toTourist).toContain("48 jam");
    await thanks.getByRole("button", { name: w.ok }).click();
    await expect(thanks).toBeHidden();
    await expect(page.getByTestId("booking-dialog")).toBeHidden();

    // The Indonesian site's next flow in the same tab, from a fresh load: a tab of its own cost a
    // renderer's start and a cold first load.
    await test.step("a name longer than the server takes shows the name's limit under the field in the page's language and sends nothing", () =>
      nameLongerThanTheServerTakes(page));
  });

  for (const [locale, carTotal, country, bankTransfer] of [
    ["en", "US$ 47", "Country", "Bank transfer"],
    ["id", "Rp 750.000", "Negara", "Transfer bank"],
  ] as const) {
    test(`a signed-in tourist (${locale}) finds the form prefilled and pays in the site's currency`, async ({
      page,
    }) => {
      const w = words[locale];
      const email = await registerTourist(page, locale, "Made Ayu Wirawan");
      await open(page, `${sites[locale]}${ACTIVITY}`);
      await page.getByTestId("price-bar").getByTestId("book-now").click();
      const dialog = page.getByTestId("booking-dialog");
      await expect(dialog.getByLabel(w.firstName)).toHaveValue("Made Ayu");
      await expect(dialog.getByLabel(w.lastName)).toHaveValue("Wirawan");
      await expect(dialog.getByLabel("E-mail", { exact: true })).toHaveValue(email);
      await expect(dialog.getByLabel(country)).toHaveValue("Australia");
      await expect(dialog.getByTestId("booking-total")).toHaveText(carTotal);

      await fillDetails(page, locale, {});
      await dialog.getByRole("radio", { name: new RegExp(bankTransfer) }).check();
      await page.getByRole("button", { name: w.checkout }).click();
      const confirm = page.getByTestId("confirm-dialog");
      await expect(confirm.getByTestId("confirm-total")).toHaveText(carTotal);
      await expect(confirm).toContainText(bankTransfer);
      await confirm.getByRole("button", { name: w.confirm }).click();
      await expect(page.getByTestId("booking-reference")).toHaveText(/^[A-Z0-9-]{8,}$/);
      await expect(page.getByTestId("thank-you-dialog")).toContainText(email);
    });
  }

  // Both flows on the English activity page in one tab, the second from a fresh load: a tab of its
  // own cost a renderer's start and a cold first load.
  test("a tourist picked up in Uluwatu sees its surcharge in the total and the pickup time before booking; another signs in inside the booking dialog and the details fill in", async ({
    page,
  }) => {
    await test.step("a tourist picked up in Uluwatu sees its surcharge in the total and the pickup time before booking", () =>
      pickedUpInUluwatu(page));
    await test.step("a tourist signs in inside the booking dialog and the details fill in", () =>
      signsInInsideTheDialog(page));
  });
});

async function pickedUpInUluwatu(page: Page) {
  const w = words.en;
  await open(page, `${sites.en}${ACTIVITY}`);
  await page.getByTestId("price-bar").getByTestId("book-now").click();
  const dialog = page.getByTestId("booking-dialog");
  await expect(dialog.getByTestId("booking-total")).toHaveText("US$ 47");
  await fillDetails(page, "en", { first: "Lena", last: "Vogel", email: newEmail() });
  await expect(dialog.getByRole("option", { name: /Amed and East Bali: outside our service area/ })).toBeDisabled();
  await dialog.getByLabel("Pickup area").selectOption({ label: "Uluwatu (pickup surcharge US$ 10)" });
  await expect(dialog.getByTestId("booking-total")).toHaveText("US$ 57");
  await expect(dialog.getByTestId("pickup-time")).toHaveText(/^Pickup around \d\d:\d\d from Uluwatu$/);
  await page.getByRole("button", { name: w.checkout }).click();

  const confirm = page.getByTestId("confirm-dialog");
  await expect(confirm.getByTestId("price-lines")).toContainText("Pickup from Uluwatu");
  await expect(confirm.getByTestId("confirm-total")).toHaveText("US$ 57");
  const pickupTime = (await confirm.getByTestId("confirm-pickup-time").textContent()) ?? "";
  expect(pickupTime).toMatch(/^Pickup around \d\d:\d\d from Uluwatu$/);
  await confirm.getByRole("button", { name: w.confirm }).click();
  await expect(page.getByTestId("booking-reference")).toHaveText(/^[A-Z0-9-]{8,}$/);
  await expect(page.getByTestId("thank-you-pickup-time")).toHaveText(pickupTime);
}

async function signsInInsideTheDialog(page: Page) {
  const w = words.en;
  const { email } = await createAccount("Komang Sari");
  await open(page, `${sites.en}${ACTIVITY}`);
  await page.getByTestId("price-bar").getByTestId("book-now").click();
  const dialog = page.getByTestId("booking-dialog");
  await dialog.getByRole("button", { name: "Log in or register" }).click();
  const signIn = page.getByTestId("sign-in-dialog");
  await signIn.getByLabel("E-mail", { exact: true }).fill(email);
  await signIn.getByLabel("Password").fill("sunrise-at-batur");
  await signIn.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(signIn).toBeHidden();
  await expect(dialog.getByLabel(w.firstName)).toHaveValue("Komang");
  await expect(dialog.getByLabel(w.lastName)).toHaveValue("Sari");
  await expect(dialog.getByLabel("E-mail", { exact: true })).toHaveValue(email);
  await expect(dialog.getByRole("button", { name: "Log in or register" })).toBeHidden();
}

test.describe("a booking form that cannot be loaded", () => {
  test.use({ allowedConsoleErrors: [/BookingFlow|Failed to fetch dynamically imported module|ERR_FAILED/] });

  test("says so in the page's language, and the next Book now opens it once it can load", async ({ page }) => {
    // Every try of the chunk fails while blocked, the ones under a retry query too (retriable-import.ts).
    const blocked = /BookingFlow-[^/?]*\.js(\?.*)?$/;
    await page.route(blocked, (route) => route.abort());
    await open(page, `${sites.en}${ACTIVITY}`);
    await page.getByTestId("price-bar").getByTestId("book-now").click();
    await expect(page.getByRole("alert")).toHaveText(
      "The booking form could not be loaded. Check your connection and press Book now again.",
    );

    await page.unroute(blocked);
    await page.getByTestId("price-bar").getByTestId("book-now").click();
    await expect(page.getByTestId("booking-dialog")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});

test.describe("the calendar", () => {
  test("by keyboard a tourist moves a week on, picks the day, must pick one of its start times, and books it", async ({
    page,
  }) => {
    await open(page, `${sites.en}/activity/spa-wellness/ubud-balinese-massage-and-flower-bath`);
    await page.getByTestId("price-bar").getByTestId("book-now").click();
    const dialog = page.getByTestId("booking-dialog");
    // The roving day is the one Tab reaches; the first bookable day starts chosen.
    const first = dialog.locator('[data-testid="calendar-day"][tabindex="0"]');
    await expect(first).toHaveAttribute("aria-pressed", "true");
    const firstDate = (await first.getAttribute("data-date")) ?? "";
    const visit = addDays(firstDate, 7);
    await first.focus();
    await page.keyboard.press("ArrowDown");
    const day = calendarDay(page, "en", visit);
    await expect(day).toBeFocused();
    // Three sessions of 6: 18 places are many, so the day is read out as available.
    await expect(day).toHaveAccessibleName(/, available$/);
    await page.keyboard.press("Enter");
    await expect(day).toHaveAttribute("aria-pressed", "true");

    const times = dialog.getByRole("group", { name: /^Start time on / });
    await expect(times.getByRole("radio")).toHaveCount(3);
    await fillDetails(page, "en", { first: "Ana", last: "Lima", email: newEmail() });
    await dialog.getByRole("button", { name: words.en.checkout }).click();
    await expect(times.getByText("Please choose a start time")).toBeVisible();
    await expectAccessible(page, dialog);

    await times.getByRole("radio", { name: "13:00 · 6 places left" }).check();
    await dialog.getByRole("button", { name: words.en.checkout }).click();
    const confirm = page.getByTestId("confirm-dialog");
    await expect(confirm.getByTestId("confirm-date")).toHaveText(formatDate("en", visit));
    await expect(confirm.getByTestId("confirm-start-time")).toHaveText("13:00");
    await confirm.getByRole("button", { name: words.en.confirm }).click();
    await expect(page.getByTestId("booking-reference")).toHaveText(/^[A-Z0-9-]{8,}$/);
  });
});

test.describe("booking a vehicle", () => {
  test("Book now on a vehicle sends a request priced from the vehicle", async ({ page }) => {
    await open(page, `${sites.en}/transport/1`);
    await page.getByTestId("book-now").click();
    const dialog = page.getByTestId("booking-dialog");
    // The stepper counts vehicles, each for its hours: the price is per vehicle, not per person.
    await expect(dialog.getByTestId("quantity-stepper")).toContainText(/^Vehicles \(.+, 10 hours each\)/);
    const total = await dialog.getByTestId("booking-total").textContent();
    expect(total).toMatch(/^US\$ \d/);
    await fillDetails(page, "en", { first: "Liam", last: "Nguyen", email: newEmail() });
    // A car with driver asks when the driver comes.
    await dialog.getByLabel("Pickup time").fill("08:30");
    await page.getByRole("button", { name: words.en.checkout }).click();
    await expect(page.getByTestId("confirm-total")).toHaveText(total ?? "");
    await page.getByRole("button", { name: words.en.confirm }).click();
    await expect(page.getByTestId("booking-reference")).toHaveText(/^[A-Z0-9-]{8,}$/);
  });
});

test.describe("a request the server refuses for a field", () => {
  // The refused request is a 422 on purpose; Chromium logs it.
  test.use({ allowedConsoleErrors: [/status of 422/] });

  test("goes back to step 1 with the message under its field, focused; the name takes no more than the server does", async ({
    page,
  }) => {
    const w = words.en;
    await open(page, `${sites.en}${ACTIVITY}`);
    await page.getByTestId("price-bar").getByTestId("book-now").click();
    const dialog = page.getByTestId("booking-dialog");
    const firstName = dialog.getByLabel(w.firstName);
    await firstName.fill("a".repeat(150));
    await expect(firstName).toHaveValue("a".repeat(100));
    await fillDetails(page, "en", { last: "Miller", email: newEmail() });

    // What a form cannot send, a script can: the last name with a line break reaches the real server.
    await page.route("**/api/activity/*/*/booking", async (route) => {
      const body = JSON.parse(route.request().postData() ?? "{}");
      await route.continue({ postData: JSON.stringify({ ...body, last_name: "Miller\nPay at https://evil.example" }) });
    });
    await dialog.getByRole("button", { name: w.checkout }).click();
    await page.getByTestId("confirm-dialog").getByRole("button", { name: w.confirm }).click();

    await expect(dialog).toBeVisible();
    const lastName = dialog.getByLabel(w.lastName);
    await expect(lastName).toHaveAttribute("aria-invalid", "true");
    await expect(lastName).toHaveAccessibleDescription(
      "The last name must be one line, without control or invisible characters.",
    );
    await expect(lastName).toBeFocused();
    await expect(page.getByText("Something went wrong, please reload")).toBeHidden();
    await expectAccessible(page, dialog);

    await page.unroute("**/api/activity/*/*/booking");
    await lastName.fill("Miller-Jones");
    await expect(lastName).not.toHaveAttribute("aria-invalid");
    await dialog.getByRole("button", { name: w.checkout }).click();
    await page.getByTestId("confirm-dialog").getByRole("button", { name: w.confirm }).click();
    await expect(page.getByTestId("booking-reference")).toHaveText(/^[A-Z0-9-]{8,}$/);
  });
});

/** A name longer than the server takes shows its limit under the field in the page's language and sends nothing. */
async function nameLongerThanTheServerTakes(page: Page) {
  const w = words.id;
  await open(page, `${sites.id}${ACTIVITY}`);
  await page.getByTestId("price-bar").getByTestId("book-now").click();
  const dialog = page.getByTestId("booking-dialog");
  await fillDetails(page, "id", { last: "Wirawan", email: newEmail() });
  // Typing stops at maxlength; autofill, an extension or a script can still put in more.
  const firstName = dialog.getByLabel(w.firstName);
  await firstName.evaluate((input) => input.removeAttribute("maxlength"));
  await firstName.fill("a".repeat(101));
  let sent = false;
  await page.route("**/api/activity/*/*/booking", async (route) => {
    sent = true;
    await route.continue();
  });

  await dialog.getByRole("button", { name: w.checkout }).click();

  await expect(firstName).toHaveAttribute("aria-invalid", "true");
  await expect(firstName).toHaveAccessibleDescription("Nama depan maksimal 100 karakter.");
  await expect(firstName).toBeFocused();
  await expect(page.getByTestId("confirm-dialog")).toBeHidden();
  expect(sent).toBe(false);
}

test.describe("instant confirmation", () => {
  test("the operator turns it on, and the thank-you dialog says Confirmed with the booking ID", async ({
    page,
    browser,
  }) => {
    await signInOperator(page, "/admin/activities");
    await page.getByLabel("Search by name or code").fill("BT1606");
    await page.getByRole("button", { name: "Show", exact: true }).click();
    // Before the search's list arrives, the whole list shows another Sidemen activity first.
    await expect(page).toHaveURL(/BT1606/);
    await page.getByRole("link", { name: "Sidemen Valley Cycling Tour" }).click();
    await expect(page).toHaveURL(/\/admin\/activities\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sidemen Valley Cycling Tour");
    await page.getByLabel("Confirm at once while seats are free").check();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Saved.");

    const tourist = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await open(tourist, `${sites.en}/activity/cycling/sidemen-valley-cycling-tour`);
    await expect(tourist.getByTestId("instant-confirmation").first()).toHaveText("Instant confirmation");
    await tourist.getByTestId("price-bar").getByTestId("book-now").click();
    // A week ahead: sooner than the 48-hour promise would stay a request.
    await pickDay(tourist, "en", inDays(7));
    await fillDetails(tourist, "en", { first: "Ana", last: "Lima", email: newEmail() });
    await tourist.getByTestId("booking-dialog").getByRole("button", { name: words.en.checkout }).click();
    await tourist.getByTestId("confirm-dialog").getByRole("button", { name: words.en.confirm }).click();
    const thanks = tourist.getByTestId("thank-you-dialog");
    await expect(thanks.getByRole("heading")).toHaveText("Thank you, your booking is confirmed");
    await expect(thanks.getByTestId("booking-confirmed")).toHaveText(
      /^Confirmed: your booking ID is BK-\d{6}-\w{4}\.$/,
    );
    await expect(thanks).not.toContainText("48 hours");
  });
});
