/**
 * A tourist's trip in the browser (issue 19), shared by the trip tests: a three-day plan built on
 * /trip and from a place's page, with a warning that shows and is fixed, then sent as a request.
 * `buildAndSendTrip` gives the reference, for the tests that go on to the operator's quote.
 */
import type { Locator, Page } from "@playwright/test";
import { addDays } from "#domain/availability.ts";
import { baliToday } from "#domain/bali-time.ts";
import { longDate } from "#domain/calendar.ts";
import { words as bookingWords, newEmail } from "./booking-flow.ts";
import { expect, open, type SiteLocale, sites } from "./fixtures.ts";

/** How a trip reference reads (workers/booking/reference.ts makes them). */
const TRIP_REFERENCE = /^TR-[0-9A-Z]{4}-[0-9A-Z]{4}$/;

/** The Nusa Penida place whose page adds it to the plan. */
export const KELINGKING = "/destination/klungkung/kelingking-beach";

/** The words of each site, as a tourist reads them. */
export const tripWords = {
  id: {
    arrival: "Kedatangan",
    departure: "Keberangkatan",
    adults: "Dewasa",
    children: "Anak-anak",
    addForm: "Tambahkan ke rencana Anda",
    day: "Hari",
    what: "Apa",
    activity: "Aktivitas",
    package: "Paket",
    startTime: "Waktu mulai",
    anActivity: "Aktivitas",
    transfer: "Antar-jemput bandara",
    driver: "Mobil dengan sopir",
    hours: "Jam",
    addToDay: "Tambahkan ke hari ini",
    addToTrip: "Tambahkan ke rencana perjalanan saya",
    added: "Ditambahkan ke rencana Anda pada",
    ubudTour: "Tur Ubud: Sawah Terasering Tegallalang dan Monkey Forest",
    allIn: "All-in: mobil, tiket dan makan siang",
    kelingking: "Kunjungi Pantai Kelingking (Klungkung)",
    nusaPenida: "Nusa Penida memerlukan satu hari tersendiri",
    moveTo: (label: string) => `Pindahkan ${label} ke hari lain`,
    send: "Kirim rencana saya",
    received: "Terima kasih, kami sudah menerima rencana Anda",
  },
  en: {
    arrival: "Arrival",
    departure: "Departure",
    adults: "Adults",
    children: "Children",
    addForm: "Add to your plan",
    day: "Day",
    what: "What",
    activity: "Activity",
    package: "Package",
    startTime: "Start time",
    anActivity: "An activity",
    transfer: "An airport transfer",
    driver: "A car with driver",
    hours: "Hours",
    addToDay: "Add to this day",
    addToTrip: "Add to my trip",
    added: "Added to your plan on",
    ubudTour: "Ubud Tour: Tegallalang Rice Terraces and Monkey Forest",
    allIn: "All-in: car, tickets and lunch",
    kelingking: "Visit Kelingking Beach (Klungkung)",
    nusaPenida: "Nusa Penida takes a day of its own",
    moveTo: (label: string) => `Move ${label} to another day`,
    send: "Send my plan",
    received: "Thank you, we have received your plan",
  },
} as const satisfies Record<SiteLocale, Record<string, unknown>>;

export interface BuiltTrip {
  /** The plan's three dates, arrival first. */
  dates: [string, string, string];
  /** What each day shows, as the page names its items. */
  plan: string[][];
  /** The estimated total the page shows. */
  total: string;
  /** The page's link, which holds the plan. */
  link: string;
}

export interface SentTrip extends BuiltTrip {
  reference: string;
  email: string;
}

/** A control of the builder by its accessible name (a wrapping label also holds a select's options). */
const control = (scope: Page | Locator, role: "combobox" | "spinbutton" | "textbox", name: string) =>
  scope.getByRole(role, { name, exact: true });

export const tripDay = (page: Page, date: string) => page.getByTestId(`trip-day-${date}`);

/** What each day of the plan holds, as the page names its items. */
export async function planShown(page: Page): Promise<string[][]> {
  const days = page.locator('[data-testid^="trip-day-"]');
  await expect(days.first()).toBeVisible();
  const shown: string[][] = [];
  for (const day of await days.all()) {
    shown.push(await day.locator('[data-testid="trip-item"] p').allInnerTexts());
  }
  return shown;
}

/** Adds an item to a day with the builder's "Add to your plan" form; `choose` fills the item's own fields. */
async function addItem(
  page: Page,
  locale: SiteLocale,
  date: string,
  what: string,
  choose?: (form: Locator) => Promise<unknown>,
) {
  const w = tripWords[locale];
  const form = page.getByRole("form", { name: w.addForm });
  await control(form, "combobox", w.day).selectOption(date);
  await control(form, "combobox", w.what).selectOption({ label: what });
  await choose?.(form);
  const items = tripDay(page, date).getByTestId("trip-item");
  const before = await items.count();
  await form.getByRole("button", { name: w.addToDay }).click();
  await expect(items).toHaveCount(before + 1);
}

/**
 * Builds a three-day trip on the `locale` site from an empty browser: the stay and the party, an
 * airport transfer on day 1, the Ubud tour's all-in package at 08:00 on day 2, a car with driver on
 * day 3, then Kelingking Beach from its own page. It lands on day 1, where Nusa Penida is warned
 * against; moving it to the car's day 3 clears the warning.
 */
export async function buildThreeDayTrip(page: Page, locale: SiteLocale): Promise<BuiltTrip> {
  const w = tripWords[locale];
  const site = sites[locale];
  const arrival = addDays(baliToday(), 12);
  const dates: BuiltTrip["dates"] = [arrival, addDays(arrival, 1), addDays(arrival, 2)];
  const [first, second, third] = dates;

  await open(page, `${site}/trip`);
  // The departure first: the stay must run forwards at every step.
  await control(page, "textbox", w.departure).fill(third);
  await control(page, "textbox", w.arrival).fill(first);
  await control(page, "spinbutton", w.adults).fill("2");
  await control(page, "spinbutton", w.children).fill("1");
  await expect(page.locator('[data-testid^="trip-day-"]')).toHaveCount(3);
  await expect(tripDay(page, first)).toBeVisible();

  await addItem(page, locale, first, w.transfer);
  await addItem(page, locale, second, w.anActivity, async (form) => {
    await control(form, "combobox", w.activity).selectOption({ label: w.ubudTour });
    await control(form, "combobox", w.package).selectOption({ label: w.allIn });
    await control(form, "combobox", w.startTime).selectOption("08:00");
  });
  await addItem(page, locale, third, w.driver, (form) => control(form, "spinbutton", w.hours).fill("8"));
  await expect(tripDay(page, second).getByTestId("trip-item")).toContainText(["08:00"]);

  // From a place's page: the plan comes back from local storage, the place on the first day with room.
  await open(page, `${site}${KELINGKING}`);
  await page.getByRole("link", { name: w.addToTrip }).click();
  await expect(page.getByRole("status").filter({ hasText: `${w.added} ${longDate(locale, first)}` })).toBeVisible();
  const dayOne = tripDay(page, first);
  await expect(dayOne.getByTestId("trip-item")).toHaveCount(2);
  await expect(dayOne.getByTestId("trip-warning")).toHaveText([new RegExp(`^${w.nusaPenida}`)]);

  await dayOne.getByRole("combobox", { name: w.moveTo(w.kelingking) }).selectOption(third);
  await expect(page.getByTestId("trip-warning")).toHaveCount(0);
  await expect(tripDay(page, third).getByTestId("trip-item")).toHaveCount(2);

  return {
    dates,
    plan: await planShown(page),
    total: (await page.getByTestId("trip-total").textContent()) ?? "",
    link: page.url(),
  };
}

/** Sends the plan on the page with a new tourist's contact details; the trip reference the page shows. */
export async function sendTrip(page: Page, locale: SiteLocale): Promise<{ reference: string; email: string }> {
  const b = bookingWords[locale];
  const form = page.getByRole("form", { name: tripWords[locale].send });
  const email = newEmail();
  await form.getByLabel(b.firstName).fill("Ayu");
  await form.getByLabel(b.lastName).fill("Lestari");
  await form.getByLabel("E-mail", { exact: true }).fill(email);
  await form.getByLabel(b.phone).fill("+61 412 345 678");
  await form.getByLabel(b.pickup).fill("Alaya Resort, Jalan Hanoman, Ubud");
  await form.getByRole("button", { name: tripWords[locale].send }).click();

  await expect(page.getByRole("heading", { name: tripWords[locale].received })).toBeFocused();
  const reference = page.getByTestId("trip-reference");
  await expect(reference).toHaveText(TRIP_REFERENCE);
  return { reference: (await reference.textContent()) ?? "", email };
}

/** A new tourist's three-day trip, built and sent on the `locale` site. */
export async function buildAndSendTrip(page: Page, locale: SiteLocale): Promise<SentTrip> {
  const built = await buildThreeDayTrip(page, locale);
  return { ...built, ...(await sendTrip(page, locale)) };
}
