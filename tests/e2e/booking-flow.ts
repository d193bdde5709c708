/**
 * A tourist's booking in the browser, shared by the booking tests and the operator's: the words of
 * each site, filling in the form, and reading the e-mails the e2e server wrote as .eml files.
 */
import { readdirSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { addDays } from "#domain/availability.ts";
import { baliDateTime, baliToday } from "#domain/bali-time.ts";
import { longDate } from "#domain/calendar.ts";
import { expect, type SiteLocale, test } from "./fixtures.ts";

/**
 * The date `days` days after today in Bali. The browser tests' database has the seed's closures
 * months ahead (tests/support/test-dates.ts), so any day a flow books is open.
 */
export const inDays = (days: number): string => addDays(baliToday(), days);

/**
 * For a flow that books today and must end on the day it began: begun in Bali's last two minutes
 * (a departure at 23:59, a walk-in read back after midnight), it waits for the next day to begin,
 * its time-out lengthened by the wait, and then runs in full.
 */
export async function whileTodayLasts() {
  if (baliDateTime().slice(11) < "23:58") return;
  const untilTomorrow = Date.parse(`${addDays(baliToday(), 1)}T00:00:05+08:00`) - Date.now();
  test.setTimeout(test.info().timeout + untilTomorrow);
  await new Promise((resolve) => setTimeout(resolve, untilTomorrow));
}

export const ACTIVITY = "/activity/day-tours/ubud-rice-terrace-and-monkey-forest-tour";

/** The words of each site, as a tourist reads them. */
export const words = {
  id: {
    checkout: "Checkout",
    fillAll: "Silakan isi semua data",
    required: "Kolom wajib diisi",
    firstName: "Nama depan",
    lastName: "Nama belakang",
    phone: "Nomor telepon atau WhatsApp",
    pickup: "Lokasi penjemputan (nama dan alamat hotel)",
    confirm: "Konfirmasi dan pesan",
    ok: "Ok",
    allIn: "All-in: mobil, tiket dan makan siang",
    adult: "Dewasa",
    child: "Anak (4–11 tahun)",
    nextMonth: "Bulan berikutnya",
  },
  en: {
    checkout: "Checkout",
    fillAll: "Please fill in all data",
    required: "Field is required",
    firstName: "First name",
    lastName: "Last name",
    phone: "Phone or WhatsApp number",
    pickup: "Pickup location (hotel name and address)",
    confirm: "Confirm and book",
    ok: "Ok",
    allIn: "All-in: car, tickets and lunch",
    adult: "Adult",
    child: "Child (4–11 years)",
    nextMonth: "Next month",
  },
} satisfies Record<SiteLocale, Record<string, string>>;

/** Where the e2e server's mail sink writes each message (scripts/serve.ts). */
export const MAIL_DIR = ".wrangler/e2e-mail";

/** The .eml files that mention a booking reference, with quoted-printable soft breaks undone. */
export function mailsAbout(reference: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(MAIL_DIR).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  return files
    .map((name) => readFileSync(`${MAIL_DIR}/${name}`, "utf8").replace(/=\r?\n/g, ""))
    .filter((text) => text.includes(reference));
}

let tourists = 0;
export function newEmail(): string {
  tourists += 1;
  return `booker${tourists}-${process.env.TEST_PARALLEL_INDEX}-${Date.now()}@example.com`;
}

export async function fillDetails(
  page: Page,
  locale: SiteLocale,
  details: { first?: string; last?: string; email?: string },
) {
  const w = words[locale];
  const dialog = page.getByTestId("booking-dialog");
  if (details.first !== undefined) await dialog.getByLabel(w.firstName).fill(details.first);
  if (details.last !== undefined) await dialog.getByLabel(w.lastName).fill(details.last);
  if (details.email !== undefined) await dialog.getByLabel("E-mail", { exact: true }).fill(details.email);
  await dialog.getByLabel(w.phone).fill("+61 412 345 678");
  await dialog.getByLabel(w.pickup).fill("Komaneka at Bisma, Jalan Bisma, Ubud");
}

/** A day of the booking dialog's calendar, by the name it is read out with ("Tuesday, 8 December 2026, …"). */
export function calendarDay(page: Page, locale: SiteLocale, date: string) {
  const name = longDate(locale, date).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByTestId("booking-dialog").getByRole("button", { name: new RegExp(`^${name},`) });
}

/**
 * Picks `date` in the booking dialog's calendar, paging on to its month first. Each page is waited
 * for before it is read: on a slow machine the month may not be drawn yet, and paging on past it
 * would never find the day.
 */
export async function pickDay(page: Page, locale: SiteLocale, date: string) {
  const dialog = page.getByTestId("booking-dialog");
  const day = calendarDay(page, locale, date);
  const next = dialog.getByRole("button", { name: words[locale].nextMonth });
  const firstDay = dialog.getByTestId("calendar-day").first();
  await expect(firstDay).toBeVisible();
  for (let months = 0; months < 3 && !(await day.isVisible()); months++) {
    const shown = (await firstDay.getAttribute("data-date")) ?? "";
    await next.click();
    await expect(firstDay).not.toHaveAttribute("data-date", shown);
  }
  await day.click();
  await expect(day).toHaveAttribute("aria-pressed", "true");
}
