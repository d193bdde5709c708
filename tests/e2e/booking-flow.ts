/**
 * A tourist's booking in the browser, shared by the booking tests and the operator's: the words of
 * each site, filling in the form, and reading the e-mails the e2e server wrote as .eml files.
 */
import { readdirSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import type { SiteLocale } from "./fixtures.ts";

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
  return `booker${tourists}-${Date.now()}@example.com`;
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
