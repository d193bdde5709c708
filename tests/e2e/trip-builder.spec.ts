import { words as bookingWords, mailsAbout } from "./booking-flow.ts";
import { expect, expectAccessible, open, test } from "./fixtures.ts";
import { buildThreeDayTrip, planShown, sendTrip, tripWords } from "./trip-flow.ts";

/**
 * A new tourist's week in Bali, shortened to three days, on each site (issue 19): the plan built on
 * /trip and from a place's page, its warning fixed, the link that holds it, and the plan sent.
 */
for (const locale of ["en", "id"] as const) {
  test(`a tourist on the ${locale} site builds a three-day trip, fixes its warning and sends it`, async ({
    page,
    browser,
  }) => {
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
  });
}
