/**
 * What a tourist is promised for the date they chose, and the second step before a cancellation:
 * a booking for tomorrow says it may not be confirmed in time and which cancellation terms apply,
 * and Cancel on the booking page asks again, with the fee, before it cancels.
 */
import { addDays } from "#domain/availability.ts";
import { baliClock, baliToday } from "#domain/bali-time.ts";
import { termsWhenBooked } from "#domain/cancellation.ts";
import { ACTIVITY, fillDetails, newEmail, pickDay, words } from "./booking-flow.ts";
import { expect, open, sites, test } from "./fixtures.ts";

const site = {
  en: {
    freeUntil: (deadline: string) => `Free cancellation until ${deadline} (Bali time, Asia/Makassar, UTC+8).`,
    notFree: "Not free: booked inside the free-cancellation window",
    shortNotice: "The operator may not be able to confirm before your start",
    show: "Show my booking",
    cancel: "Cancel my booking",
    secondStep: "Cancelling is free of charge. Do you want to cancel?",
    yes: "Yes, cancel my booking",
    cancelled: "Your booking is cancelled.",
  },
  id: {
    freeUntil: (deadline: string) => `Pembatalan gratis sampai ${deadline} (waktu Bali, Asia/Makassar, UTC+8).`,
    notFree: "Tidak gratis: dipesan di dalam masa pembatalan gratis",
    shortNotice: "Operator mungkin tidak sempat mengonfirmasi sebelum waktu mulai Anda",
    show: "Tampilkan pemesanan saya",
    cancel: "Batalkan pemesanan saya",
    secondStep: "Pembatalan tidak dikenai biaya. Apakah Anda ingin membatalkan?",
    yes: "Ya, batalkan pemesanan saya",
    cancelled: "Pemesanan Anda dibatalkan.",
  },
} as const;

for (const locale of ["en", "id"] as const) {
  test(`a booking for tomorrow (${locale}) states its own terms and the short notice, and Cancel asks again`, async ({
    page,
  }) => {
    const w = { ...words[locale], ...site[locale] };
    const tomorrow = addDays(baliToday(), 1);
    await open(page, `${sites[locale]}${ACTIVITY}`);
    // On a server just started, the dialog's code may still be on its way: tap again until it opens.
    await expect(async () => {
      await page.getByTestId("price-bar").getByTestId("book-now").click();
      await expect(page.getByTestId("booking-dialog")).toBeVisible({ timeout: 3_000 });
    }).toPass();
    const email = newEmail();
    await pickDay(page, locale, tomorrow);
    await fillDetails(page, locale, { first: "Anna", last: "Weber", email });
    await page.getByRole("button", { name: w.checkout }).click();

    const confirm = page.getByTestId("confirm-dialog");
    await expect(confirm.getByTestId("short-notice")).toContainText(w.shortNotice);
    // The tour starts at 08:00 and is free to cancel until 24 hours before: today 08:00 in Bali.
    const terms = termsWhenBooked({ visitDate: tomorrow, startTime: "08:00", freeCancellationHours: 24 }, new Date());
    await expect(confirm.getByTestId("confirm-cancellation")).toContainText(
      terms.kind === "freeUntil" ? w.freeUntil(baliClock(locale, terms.freeUntil)) : w.notFree,
    );
    await confirm.getByRole("button", { name: w.confirm }).click();
    const reference = (await page.getByTestId("booking-reference").textContent()) ?? "";
    expect(reference).toMatch(/^[A-Z0-9-]{8,}$/);

    await open(page, `${sites[locale]}/booking?reference=${reference}`);
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: w.show }).click();
    const offer = page.getByTestId("cancel-booking");
    await offer.getByRole("button", { name: w.cancel }).click();
    await expect(offer.getByTestId("cancel-second-step")).toHaveText(w.secondStep);
    await expect(page.getByTestId("looked-up-booking")).not.toContainText(w.cancelled);
    await offer.getByRole("button", { name: w.yes }).click();
    await expect(page.getByTestId("cancellation-notice")).toContainText(w.cancelled);
  });
}
