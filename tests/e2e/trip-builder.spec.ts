import { addDays } from "#domain/availability.ts";
import { baliToday } from "#domain/bali-time.ts";
import { longDate } from "#domain/calendar.ts";
import { words as bookingWords, mailsAbout } from "./booking-flow.ts";
import { expect, expectAccessible, open, sites, test } from "./fixtures.ts";
import {
  buildThreeDayTrip,
  operatorQuotes,
  operatorSeesManifests,
  planShown,
  sendTrip,
  signInOperator,
  touristAccepts,
  touristOpensItinerary,
  tripWords,
} from "./trip-flow.ts";

const departureMoved = {
  en: (date: string) => `we moved your departure to ${date}`,
  id: (date: string) => `kami memindahkan keberangkatan Anda ke ${date}`,
} as const;

// A fresh plan runs from tomorrow for three days; an arrival ten days on takes the departure along.
for (const locale of ["en", "id"] as const) {
  test(`an arrival after the departure moves the departure and says so (${locale})`, async ({ page }) => {
    const w = tripWords[locale];
    const arrival = addDays(baliToday(), 11);
    await open(page, `${sites[locale]}/trip`);
    await page.getByRole("textbox", { name: w.arrival, exact: true }).fill(arrival);
    await expect(page.getByRole("textbox", { name: w.departure, exact: true })).toHaveValue(addDays(arrival, 2));
    await expect(page.locator('[data-testid^="trip-day-"]')).toHaveCount(3);
    await expect(
      page.getByRole("status").filter({ hasText: departureMoved[locale](longDate(locale, addDays(arrival, 2))) }),
    ).toBeVisible();
  });
}

/**
 * A new tourist's week in Bali, shortened to three days, on the Indonesian site (issue 19): the plan built on
 * /trip and from a place's page, its warning fixed, the link that holds it, and the plan sent; the
 * operator's quote in the site's language, the tourist's acceptance, the bookings on the operator's
 * manifest of each day, and the printable itinerary. The English site's words, prices in US$ and mails are the same pages' and
 * mails' in tests/worker/trips.test.ts and trip-quotes.test.ts; running the whole walk twice cost the
 * suite 20 s of its 10 minutes.
 */
test("a tourist on the id site builds a three-day trip, fixes its warning, sends it and accepts the operator's quote", async ({
  page,
  browser,
}) => {
  const locale = "id";
  test.setTimeout(120_000);
  const trip = await buildThreeDayTrip(page, locale);
  await expectAccessible(page);

  // The link holds the plan: a browser that never saw it opens the same one.
  const elsewhere = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const friend = await elsewhere.newPage();
  await open(friend, trip.link);
  expect(await planShown(friend)).toEqual(trip.plan);
  await expect(friend.getByTestId("trip-total")).toHaveText(trip.total);
  await elsewhere.close();

  // Sending without details: the form says what is missing, under the fields, in the site's language.
  const form = page.getByRole("form", { name: tripWords[locale].send });
  await form.getByRole("button", { name: tripWords[locale].send }).click();
  await expect(form.getByRole("alert").filter({ hasText: bookingWords[locale].fillAll })).toBeVisible();
  await expect(form.getByLabel(bookingWords[locale].firstName)).toHaveAccessibleDescription(
    bookingWords[locale].required,
  );

  const { reference, email } = await sendTrip(page, locale);
  // The plan stays on the page after it is sent; the tourist and the operator are mailed.
  expect(await planShown(page)).toEqual(trip.plan);
  await expect.poll(() => mailsAbout(reference).length).toBe(2);
  expect(mailsAbout(reference).some((mail) => mail.includes(email))).toBe(true);

  // The operator prices the lines and sends the quote; the tourist accepts it from the e-mail's link.
  const operator = await signInOperator(browser, locale);
  await operatorQuotes(operator, locale, reference);
  const bookings = await touristAccepts(page, locale, { ...trip, reference, email });
  // The transfer, the tour and the car are booked, one a day; the beach needs no booking.
  expect([...bookings.values()].map((references) => references.length)).toEqual([1, 1, 1]);
  await expectAccessible(page);

  await operatorSeesManifests(operator, locale, reference, bookings);
  await operator.context().close();
  await touristOpensItinerary(page, locale, reference, bookings);
});
