/**
 * My bookings (issue 20) in a real browser, on both sites: a tourist who booked while signed in
 * opens the profile and finds the booking, its status in the page's language and its page.
 */
import { request } from "@playwright/test";
import { createAccount, RATE_LIMITED_TIMEOUT, signInBrowser } from "./accounts.ts";
import { expect, expectAccessible, open, sites, test } from "./fixtures.ts";

const UBUD = "/activity/day-tours/ubud-rice-terrace-and-monkey-forest-tour";

/** A booking of Ubud's car for one, made through the /api with the account's bearer token. */
async function bookedWith(token: string, email: string): Promise<string> {
  const api = await request.newContext({ baseURL: sites.id });
  try {
    const activity = (await (await api.get(`/api${UBUD}`)).json()).items;
    const products = activity.packages[0].products as { price_idr: number }[];
    const date = new Date(Date.now() + (120 + Math.floor(Math.random() * 60)) * 86_400_000).toISOString().slice(0, 10);
    const reply = await api.post(`/api${UBUD}/booking`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        activity_id: activity.id,
        date,
        // A car books no adult: the people riding in it are named apart (decision 0049).
        adults: 0,
        kids: 0,
        people: 2,
        first_name: "Mr. Made",
        last_name: "Wirawan",
        email,
        phone_number: "+62 812-3456-7890",
        country: "Australia",
        special_request: "",
        pickup_location: "Alaya Resort, Ubud",
        payment_method: "cash",
        order_data: JSON.stringify(products.map((product, index) => ({ ...product, ordered: index === 0 ? 1 : 0 }))),
        total: products[0]?.price_idr,
      },
    });
    expect(reply.status(), await reply.text()).toBe(201);
    return (await reply.json()).booking.reference;
  } finally {
    await api.dispose();
  }
}

const WORDS = {
  en: { heading: "My bookings", status: "Requested", add: "Add a booking made without signing in" },
  id: { heading: "Pemesanan saya", status: "Diminta", add: "Tambahkan pemesanan yang dibuat tanpa masuk" },
} as const;

test("signed in, the profile lists the booking with its status and page, on both sites", async ({ page }) => {
  test.setTimeout(RATE_LIMITED_TIMEOUT);
  const account = await createAccount("Kadek Tourist");
  const reference = await bookedWith(account.token, account.email);
  for (const locale of ["en", "id"] as const) {
    const words = WORDS[locale];
    await signInBrowser(page, sites[locale], account);
    await open(page, `${sites[locale]}/profile`);
    const list = page.getByTestId("my-bookings");
    await expect(list.getByRole("heading", { name: words.heading })).toBeVisible();
    const entry = list.getByTestId("my-booking").filter({ hasText: reference });
    await expect(entry.getByTestId("booking-status")).toHaveText(words.status);
    await expect(list.getByRole("form", { name: words.add })).toBeVisible();
    if (locale === "en") await expectAccessible(page);
    await entry.getByRole("link", { name: reference }).click();
    await expect(page).toHaveURL(new RegExp(`/booking\\?reference=${reference}$`));
    await expect(page.locator("#lookup-reference")).toHaveValue(reference);
  }
});
