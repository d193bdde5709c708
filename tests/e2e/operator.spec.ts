import { E2E_OPERATOR } from "../support/e2e-operator.ts";
import { mailsAbout } from "./booking-flow.ts";
import { requestedBooking } from "./confirmed-booking.ts";
import { expect, expectAccessible, isSameDocument, markDocument, open, sites, test } from "./fixtures.ts";
import { signInOperator } from "./operator-session.ts";

/** An .eml's text with the quoted-printable "=3D" of every "=" undone (mailsAbout already joins soft breaks). */
function readable(eml: string): string {
  return eml.replaceAll("=3D", "=");
}

/** The pages of a PDF that Chromium printed: one page object each. */
function pagesOf(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
}

test.describe("the operator's inbox", () => {
  test("a request goes from booked to confirmed: the operator confirms it with a booking ID, the tourist sees it", async ({
    page,
  }) => {
    // A tourist's request from the Indonesian site, booked through the /api as its form books it
    // (booking.spec.ts walks the form in the browser).
    const { reference, email } = await requestedBooking();
    expect(reference).toMatch(/^BT-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await expect.poll(() => mailsAbout(reference).length).toBe(2);
    const received = readable(mailsAbout(reference).find((mail) => mail.includes(`To: ${email}`)) ?? "");
    expect(received).toContain(`${sites.id}/booking?reference=${reference}`);

    // The operator signs in on the English site and finds the request in the inbox.
    await signInOperator(page, "/admin/bookings");
    await expect(page.getByRole("heading", { level: 1, name: "Booking requests" })).toBeVisible();
    await expect(page.getByTestId("inbox-item").first()).toContainText(reference);
    await expectAccessible(page);
    await page.getByLabel("Search by reference, booking ID, name or e-mail").fill(email);
    await page.getByLabel("Status").selectOption("requested");
    await page.getByRole("button", { name: "Show", exact: true }).click();
    await expect(page).toHaveURL(/status=requested/);
    await expect(page.getByTestId("inbox-item")).toHaveCount(1);
    await page.getByTestId("inbox-item").click();

    // The request in detail, confirmed with a typed booking ID and a note.
    await expect(page).toHaveURL(`${sites.en}/admin/bookings/${reference}`);
    await expect(page.getByTestId("booking-status")).toHaveText("Requested");
    await expect(page.getByRole("link", { name: email })).toBeVisible();
    await expect(page.getByTestId("price-lines")).toContainText("Rp");
    await expectAccessible(page);
    const bookingId = `E2E-${Date.now().toString(36).toUpperCase()}`;
    await page.getByLabel("Booking ID").fill(bookingId);
    await page.getByLabel("Note for the tourist (optional, in the e-mail)").fill("Wayan picks you up at 07:30.");
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByTestId("decision-notice")).toContainText("Confirmed.");
    await expect(page.getByTestId("booking-status")).toHaveText("Confirmed");
    await expect(page.getByTestId("confirmation-id")).toHaveText(bookingId);
    await expect(page.getByTestId("booking-event")).toContainText(`${E2E_OPERATOR.name} confirmed booking`);
    await expect(page.getByRole("button", { name: "Confirm booking" })).toHaveCount(0);

    // The tourist, signed out, follows the link from the e-mail and sees the booking confirmed.
    await page.context().clearCookies();
    await open(page, `${sites.id}/booking?reference=${reference}`);
    await expect(page.getByLabel("Nomor referensi")).toHaveValue(reference);
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Tampilkan pemesanan saya" }).click();
    const booking = page.getByTestId("looked-up-booking");
    await expect(booking.getByTestId("booking-status")).toHaveText("Terkonfirmasi");
    await expect(booking.getByTestId("confirmation-id")).toHaveText(bookingId);
    await expect(booking).toContainText("Wayan picks you up at 07:30.");
    await expectAccessible(page);

    // The confirmation e-mail, in Indonesian, holds the booking ID and the link back.
    const confirmations = () => mailsAbout(bookingId).filter((mail) => mail.includes(`To: ${email}`));
    await expect.poll(() => confirmations().length).toBe(1);
    const confirmation = readable(confirmations()[0] ?? "");
    expect(confirmation).toContain(`ID pemesanan Anda: ${bookingId}`);
    expect(confirmation).toContain("Kabar baik: pemesanan Anda sudah terkonfirmasi!");
    expect(confirmation).toContain(`${sites.id}/booking?reference=${reference}`);

    // Its voucher link asks for the e-mail, then shows the voucher (the page's GET, by the grant the
    // post gave this browser): one sheet on paper, and a calendar file.
    expect(confirmation).toContain(`${sites.id}/booking/${reference}/voucher`);
    await open(page, `${sites.id}/booking/${reference}/voucher`);
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Tampilkan voucher" }).click();
    const voucher = page.getByTestId("voucher");
    await expect(voucher.getByTestId("voucher-confirmation-id")).toHaveText(bookingId);
    await expect(page).toHaveURL(`${sites.id}/booking/${reference}/voucher`);
    await expect(
      voucher.getByRole("img", { name: `Kode QR referensi Anda ${reference}, untuk pengemudi Anda` }),
    ).toBeVisible();
    await expectAccessible(page);
    for (const format of ["A4", "Letter"]) {
      expect(pagesOf(await page.pdf({ format, printBackground: true })), format).toBe(1);
    }
    const download = page.waitForEvent("download");
    await voucher.getByRole("link", { name: "Tambahkan ke kalender" }).click();
    expect((await download).suggestedFilename()).toBe(`${reference}.ics`);
  });
  // That the inbox does not exist for anyone else, the site's 404 page with its heading and its
  // way home, is server-rendered HTML: tests/worker/operator.test.ts. A 404 page hydrating is
  // activity-detail.spec.ts's.
});

test("from a public page, the menu's Booking requests opens the inbox in the site's language, its words loaded with it", async ({
  page,
}) => {
  await open(page, `${sites.id}/login?nextUrl=/activity`);
  await page.getByLabel("E-mail").fill(E2E_OPERATOR.email);
  await page.getByLabel("Kata sandi").fill(E2E_OPERATOR.password);
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page).toHaveURL(`${sites.id}/activity`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // Marks this document: a navigation inside the app keeps it, a full page load would not.
  await markDocument(page);

  await page.getByRole("button", { name: "Buka menu" }).click();
  await page.getByRole("link", { name: "Permintaan pemesanan" }).click();
  await expect(page).toHaveURL(`${sites.id}/admin/bookings`);
  await expect(page.getByLabel("Cari berdasarkan nomor referensi, ID pemesanan, nama, atau e-mail")).toBeVisible();
  await expect(page.getByRole("button", { name: "Tampilkan", exact: true })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
});

test.describe("the tourist's lookup", () => {
  // The form's answer to a wrong pair is a 404, which Chromium logs like any failed request.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("a wrong reference or e-mail on the lookup page answers that no such booking was found", async ({ page }) => {
    await open(page, `${sites.en}/booking`);
    await page.getByLabel("Reference").fill("BT-ZZZZ-ZZZZ");
    await page.getByLabel("E-mail").fill("nobody@example.com");
    await page.getByRole("button", { name: "Show my booking" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "We could not find a booking with this reference and e-mail address. Please check both and try again.",
    );
    await expectAccessible(page);
  });
});
