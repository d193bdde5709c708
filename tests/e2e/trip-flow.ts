/**
 * A tourist's trip in the browser (issue 19), shared by the trip tests: a three-day plan built on
 * /trip and from a place's page, with a warning that shows and is fixed, then sent as a request;
 * the operator's quote, the tourist's acceptance and the bookings it made on the operator's manifest.
 */
import type { Browser, Locator, Page } from "@playwright/test";
import { addDays } from "#domain/availability.ts";
import { baliToday } from "#domain/bali-time.ts";
import { longDate } from "#domain/calendar.ts";
import { formatDate } from "#domain/format.ts";
import { words as bookingWords, inDays, mailsAbout, newEmail } from "./booking-flow.ts";
import { expect, open, type SiteLocale, sites } from "./fixtures.ts";
import { signInOperatorOn } from "./operator-session.ts";

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
    findActivity: "Cari aktivitas",
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
    findActivity: "Find an activity",
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
const control = (scope: Page | Locator, role: "combobox" | "searchbox" | "spinbutton" | "textbox", name: string) =>
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

/** Whether a request is the trip picker's search for `words`. */
function isPickerSearch(url: string, words: string): boolean {
  const { pathname, searchParams } = new URL(url);
  return pathname === "/api/trip/activities" && searchParams.get("query") === words;
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
  const arrival = inDays(12);
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
    // The picker offers the most reviewed activities until the tourist searches the catalogue.
    const activities = control(form, "combobox", w.activity);
    const searchbox = control(form, "searchbox", w.findActivity);
    const answered = (words: string) => page.waitForResponse((response) => isPickerSearch(response.url(), words));
    const tourFound = answered("Tegallalang Monkey Forest");
    await searchbox.fill("Tegallalang Monkey Forest");
    await tourFound;
    await expect(activities.getByRole("option", { name: w.ubudTour })).toHaveCount(1);
    // On a slow line the tourist chooses from the list on screen while a new search is on its way:
    // its answer, without the tour, lists the tour first and leaves it chosen.
    let answer = () => {};
    const heldAnswer = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route(
      (url) => isPickerSearch(url.href, "Jatiluwih"),
      async (route) => {
        await heldAnswer;
        await route.continue();
      },
    );
    const treksFound = answered("Jatiluwih");
    await searchbox.fill("Jatiluwih");
    await activities.selectOption({ label: w.ubudTour });
    answer();
    await treksFound;
    await expect(activities.getByRole("option", { name: /Jatiluwih/ }).first()).toBeAttached();
    await expect(activities.getByRole("option").first()).toHaveText(w.ubudTour);
    await expect(activities.getByRole("option", { selected: true })).toHaveText(w.ubudTour);
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

/** The words of the back office's quote editor and manifest, and of the tourist's quote page, on each site. */
export const quoteWords = {
  id: {
    search: "Cari menurut referensi, nama, atau e-mail",
    show: "Tampilkan",
    trip: (reference: string) => `Perjalanan ${reference}`,
    line: /^Baris: /,
    priceIdr: "Harga (Rp)",
    priceUsd: "Harga (US$)",
    startTime: "Waktu mulai",
    saveLine: "Simpan baris",
    lineSaved: "Baris telah disimpan.",
    sendForm: "Kirim penawaran",
    notes: "Catatan untuk wisatawan",
    note: "Sopir kami menjemput Anda di bandara dengan papan nama.",
    validUntil: "Berlaku hingga (waktu Bali)",
    sendQuote: "Kirim penawaran",
    quoteSent: "Penawaran telah dikirim ke wisatawan.",
    quoted: "Penawaran terkirim",
    reference: "Nomor referensi",
    showQuote: "Tampilkan penawaran saya",
    accept: "Terima penawaran dan pesan",
    booked: "Terima kasih! Perjalanan Anda sudah dipesan. Kami telah mengirimkan e-mail berisi setiap pemesanan.",
    accepted: "Diterima",
    itinerary: "Buka jadwal perjalanan untuk dicetak",
    itineraryOf: (reference: string) => `Jadwal perjalanan ${reference}`,
    manifest: (day: string) => `Manifes untuk ${day}`,
  },
  en: {
    search: "Search by reference, name or e-mail",
    show: "Show",
    trip: (reference: string) => `Trip ${reference}`,
    line: /^Line: /,
    priceIdr: "Price (Rp)",
    priceUsd: "Price (US$)",
    startTime: "Start time",
    saveLine: "Save line",
    lineSaved: "The line was saved.",
    sendForm: "Send the quote",
    notes: "Notes to the tourist",
    note: "Our driver meets you at the airport with a name sign.",
    validUntil: "Valid until (Bali time)",
    sendQuote: "Send the quote",
    quoteSent: "The quote was sent to the tourist.",
    quoted: "Quote sent",
    reference: "Reference",
    showQuote: "Show my quote",
    accept: "Accept the quote and book",
    booked: "Thank you! Your trip is booked. We have sent you an e-mail with every booking.",
    accepted: "Accepted",
    itinerary: "Open the printable itinerary",
    itineraryOf: (reference: string) => `Itinerary of trip ${reference}`,
    manifest: (day: string) => `Manifest for ${day}`,
  },
} as const satisfies Record<SiteLocale, Record<string, unknown>>;

/**
 * The operator's price of each line, in the plan's order (the transfer, the tour, the car, the
 * beach), as typed in the back office, and what each site shows of them: its own currency.
 */
const QUOTE = {
  typed: [
    { idr: "400.000", usd: "26.50" },
    { idr: "2150000", usd: "140" },
    { idr: "750.000", usd: "49.50" },
    { idr: "150000", usd: "10" },
  ],
  /** The transfer's start time: when the flight lands. */
  transferAt: "14:30",
  operatorTotal: { id: "Rp 3.450.000 · US$ 226", en: "Rp 3,450,000 · US$ 226" },
  shown: {
    id: { lines: ["Rp 400.000", "Rp 2.150.000", "Rp 750.000", "Rp 150.000"], total: "Rp 3.450.000" },
    en: { lines: ["US$ 26.50", "US$ 140", "US$ 49.50", "US$ 10"], total: "US$ 226" },
  },
} as const;

/** The operator, signed in on the `locale` site in a browser of their own (operator-session.ts). */
export async function signInOperator(browser: Browser, locale: SiteLocale): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signInOperatorOn(context, sites[locale]);
  const page = await context.newPage();
  await open(page, `${sites[locale]}/admin/trips`);
  await expect(page).toHaveURL(`${sites[locale]}/admin/trips`);
  return page;
}

/**
 * Clicks a form's button and waits for the page's data read after the redirect: the next form
 * must carry the trip's new version, or the server refuses it as a conflicting edit (409).
 */
async function submitAndReload(page: Page, button: Locator) {
  const reloaded = page.waitForResponse(
    (response) => response.request().method() === "GET" && new URL(response.url()).pathname.endsWith(".data"),
  );
  await button.click();
  await reloaded;
}

/**
 * The operator finds the trip on /admin/trips by its reference, prices each line (and gives the
 * transfer its start time), adds a note and the quote's last day, and sends the quote.
 */
export async function operatorQuotes(operator: Page, locale: SiteLocale, reference: string) {
  const w = quoteWords[locale];
  await operator.getByLabel(w.search).fill(reference);
  await operator.getByRole("button", { name: w.show, exact: true }).click();
  await operator.getByRole("link", { name: new RegExp(reference) }).click();
  await expect(operator.getByRole("heading", { level: 1, name: w.trip(reference) })).toBeVisible();

  const lines = operator.getByRole("form", { name: w.line });
  await expect(lines).toHaveCount(QUOTE.typed.length);
  for (const [index, price] of QUOTE.typed.entries()) {
    const line = lines.nth(index);
    await line.getByLabel(w.priceIdr).fill(price.idr);
    await line.getByLabel(w.priceUsd).fill(price.usd);
    if (index === 0) await line.getByLabel(w.startTime).fill(QUOTE.transferAt);
    await submitAndReload(operator, line.getByRole("button", { name: w.saveLine }));
    await expect(operator.getByRole("status")).toHaveText(w.lineSaved);
  }
  await expect(operator.getByTestId("quote-total")).toHaveText(QUOTE.operatorTotal[locale]);

  const send = operator.getByRole("form", { name: w.sendForm });
  await send.getByLabel(w.notes).fill(w.note);
  await send.getByLabel(w.validUntil).fill(addDays(baliToday(), 7));
  await send.getByRole("button", { name: w.sendQuote }).click();
  await expect(operator.getByRole("status")).toHaveText(w.quoteSent);
  await expect(operator.getByTestId("trip-status")).toHaveText(w.quoted);
}

/** The link of the quote's e-mail to `email`, once it is in the mail sink. */
async function quoteLink(reference: string, email: string): Promise<string> {
  const link = new RegExp(`https?://[^\\s"<>]+/trip/quote\\?reference=${reference}`);
  const quoteMail = () =>
    mailsAbout(reference)
      .map((mail) => mail.replaceAll("=3D", "="))
      .find((mail) => mail.includes(`To: ${email}`) && link.test(mail));
  await expect.poll(quoteMail).toBeTruthy();
  return link.exec(quoteMail() ?? "")?.[0] ?? "";
}

/**
 * Each site's tourist looks their trip up from an address of their own (documentation addresses),
 * as tourists do: on the e2e server every request otherwise comes from "local", and the suite's
 * lookups of bookings, vouchers and trips would share one counter of 10 per ten minutes.
 */
const TOURIST_ADDRESS: Record<SiteLocale, string> = { en: "203.0.113.19", id: "203.0.113.20" };

/** The booking references of each day of the accepted quote, by date. */
export type TripBookings = Map<string, string[]>;

/**
 * The tourist follows the quote's link from the e-mail, enters the e-mail address, reads the
 * lines and the total in the site's language and currency, and accepts: every day's bookings.
 */
export async function touristAccepts(page: Page, locale: SiteLocale, trip: SentTrip): Promise<TripBookings> {
  const w = quoteWords[locale];
  const { reference } = trip;
  const link = await quoteLink(reference, trip.email);
  expect(link).toBe(`${sites[locale]}/trip/quote?reference=${reference}`);
  await page.setExtraHTTPHeaders({ "cf-connecting-ip": TOURIST_ADDRESS[locale] });
  await open(page, link);
  await expect(page.getByLabel(w.reference)).toHaveValue(reference);
  await page.getByLabel("E-mail").fill(trip.email);
  await page.getByRole("button", { name: w.showQuote }).click();

  const quote = page.getByTestId("trip-quote");
  await expect(quote.getByTestId("trip-status")).toHaveText(w.quoted);
  const lines = quote.getByTestId("quote-line");
  await expect(lines).toHaveCount(QUOTE.shown[locale].lines.length);
  for (const [index, price] of QUOTE.shown[locale].lines.entries()) {
    await expect(lines.nth(index)).toContainText(price);
  }
  await expect(lines.nth(0)).toContainText(`${QUOTE.transferAt} · `);
  await expect(lines.nth(1)).toContainText(`08:00 · ${tripWords[locale].ubudTour}`);
  await expect(quote.getByTestId("quote-total")).toHaveText(QUOTE.shown[locale].total);
  await expect(quote).toContainText(w.note);

  await quote.getByRole("button", { name: w.accept }).click();
  await expect(quote.getByRole("status")).toHaveText(w.booked);
  await expect(quote.getByTestId("trip-status")).toHaveText(w.accepted);
  const bookings: TripBookings = new Map();
  for (const date of trip.dates) {
    const day = quote.getByRole("region", { name: formatDate(locale, date) });
    bookings.set(date, await day.getByTestId("trip-booking-reference").allInnerTexts());
  }
  return bookings;
}

/** The tourist opens the printable itinerary of the accepted trip: each booking under its day. */
export async function touristOpensItinerary(page: Page, locale: SiteLocale, reference: string, bookings: TripBookings) {
  await page.getByRole("button", { name: quoteWords[locale].itinerary }).click();
  const itinerary = page.getByTestId("itinerary");
  await expect(
    itinerary.getByRole("heading", { level: 1, name: quoteWords[locale].itineraryOf(reference) }),
  ).toBeVisible();
  for (const [date, references] of bookings) {
    const day = itinerary.getByRole("region", { name: formatDate(locale, date) });
    await expect(day.getByTestId("trip-booking-reference")).toHaveText(references);
  }
}

/** The operator's manifest of each of the trip's days lists its bookings, each naming the trip. */
export async function operatorSeesManifests(
  operator: Page,
  locale: SiteLocale,
  reference: string,
  bookings: TripBookings,
) {
  const w = quoteWords[locale];
  for (const [date, references] of bookings) {
    await open(operator, `${sites[locale]}/admin/calendar/${date}`);
    await expect(operator.getByRole("heading", { level: 1, name: w.manifest(formatDate(locale, date)) })).toBeVisible();
    for (const booking of references) {
      const entry = operator
        .getByTestId("manifest-booking")
        .filter({ has: operator.getByRole("link", { name: booking, exact: true }) });
      await expect(entry.getByRole("link", { name: w.trip(reference), exact: true })).toBeVisible();
    }
  }
}
