/**
 * A guest's booking confirmed by the operator, made through the /api and the back office's form
 * outside any page, for tests that start from a confirmed booking (operator.spec.ts walks the
 * same way in the browser). Node cannot resolve en.localhost: this books on the Indonesian site.
 */
import { type APIRequestContext, request } from "@playwright/test";
import { addDays } from "#domain/availability.ts";
import { baliToday } from "#domain/bali-time.ts";
import { E2E_OPERATOR } from "../support/e2e-operator.ts";
import { ACTIVITY, newEmail } from "./booking-flow.ts";
import { expect, sites } from "./fixtures.ts";

interface Product {
  price_idr: number;
}

async function xsrfToken(api: APIRequestContext): Promise<string> {
  await api.get("/sanctum/csrf-cookie");
  return (await api.storageState()).cookies.find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "";
}

/** Books one car of the activity's first package (one place of its capacity, two people in it), on a day a month or two ahead. */
async function book(api: APIRequestContext, email: string): Promise<string> {
  const activity = (await (await api.get(`/api${ACTIVITY}`)).json()).items;
  const products: Product[] = activity.packages[0].products;
  const ordered = products.map((product, index) => ({ ...product, ordered: index === 0 ? 1 : 0 }));
  const reply = await api.post(`/api${ACTIVITY}/booking`, {
    headers: { "X-XSRF-TOKEN": await xsrfToken(api) },
    data: {
      activity_id: activity.id,
      date: addDays(baliToday(), 30 + Math.floor(Math.random() * 60)),
      // A car books no adult: the people riding in it are named apart (decision 0049).
      adults: 0,
      kids: 0,
      people: 2,
      first_name: "Mr. Nyoman",
      last_name: "Guest",
      email,
      phone_number: "+62 812-3456-7890",
      country: "Australia",
      special_request: "",
      pickup_location: "Alaya Resort, Jalan Hanoman, Ubud",
      payment_method: "cash",
      order_data: JSON.stringify(ordered),
      total: products[0]?.price_idr ?? 0,
    },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return (await reply.json()).booking.reference;
}

async function confirm(api: APIRequestContext, reference: string): Promise<void> {
  const signedIn = await api.post("/api/login", {
    headers: { "X-XSRF-TOKEN": await xsrfToken(api) },
    data: { email: E2E_OPERATOR.email, password: E2E_OPERATOR.password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const decided = await api.post(`/admin/bookings/${reference}`, {
    form: { _token: await xsrfToken(api), intent: "confirm", confirmation_id: `E2E-${reference.slice(3, 7)}` },
    maxRedirects: 0,
  });
  expect(decided.status(), await decided.text()).toBe(303);
}

export async function confirmedBooking(): Promise<{ reference: string; email: string }> {
  const email = newEmail();
  const tourist = await request.newContext({ baseURL: sites.id });
  const operator = await request.newContext({ baseURL: sites.id });
  try {
    const reference = await book(tourist, email);
    await confirm(operator, reference);
    return { reference, email };
  } finally {
    await Promise.all([tourist.dispose(), operator.dispose()]);
  }
}
