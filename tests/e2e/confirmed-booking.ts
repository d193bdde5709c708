/**
 * A guest's booking, requested or confirmed by the operator, made through the /api and the back
 * office's form outside any page, for tests that start from one (booking.spec.ts walks the booking
 * form and operator.spec.ts the operator's confirmation in the browser). Node cannot resolve
 * en.localhost: this books on the Indonesian site.
 */
import { type APIRequestContext, request } from "@playwright/test";
import { ACTIVITY, inDays, newEmail } from "./booking-flow.ts";
import { expect, sites, xsrfToken } from "./fixtures.ts";
import { signInOperatorApi } from "./operator-session.ts";

interface Product {
  price_idr: number;
  /** Set for a vehicle: the people one carries. */
  passengers: number | null;
}

/** Where and when to book: the Ubud tour a month or two ahead, unless a test needs another day. */
interface BookingChoice {
  activityPath?: string;
  daysAhead?: number;
}

/**
 * Books one of the first product of the activity's first package: for the Ubud tour one car (one
 * place of its capacity, two people in it, decision 0049), else one adult.
 */
async function book(api: APIRequestContext, email: string, choice: BookingChoice): Promise<string> {
  const activity = (await (await api.get(`/api${choice.activityPath ?? ACTIVITY}`)).json()).items;
  const products: Product[] = activity.packages[0].products;
  const ordered = products.map((product, index) => ({ ...product, ordered: index === 0 ? 1 : 0 }));
  const reply = await api.post(`/api${choice.activityPath ?? ACTIVITY}/booking`, {
    headers: { "X-XSRF-TOKEN": await xsrfToken(api) },
    data: {
      activity_id: activity.id,
      date: inDays(choice.daysAhead ?? 30 + Math.floor(Math.random() * 60)),
      adults: products[0]?.passengers ? 0 : 1,
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
  await signInOperatorApi(api);
  const decided = await api.post(`/admin/bookings/${reference}`, {
    form: { _token: await xsrfToken(api), intent: "confirm", confirmation_id: `E2E-${reference.slice(3, 7)}` },
    maxRedirects: 0,
  });
  expect(decided.status(), await decided.text()).toBe(303);
}

/** A guest's request, as the Indonesian site's booking form sends it, not yet answered. */
export async function requestedBooking(choice: BookingChoice = {}): Promise<{ reference: string; email: string }> {
  const email = newEmail();
  const tourist = await request.newContext({ baseURL: sites.id });
  try {
    return { reference: await book(tourist, email, choice), email };
  } finally {
    await tourist.dispose();
  }
}

export async function confirmedBooking(choice: BookingChoice = {}): Promise<{ reference: string; email: string }> {
  const email = newEmail();
  const tourist = await request.newContext({ baseURL: sites.id });
  const operator = await request.newContext({ baseURL: sites.id });
  try {
    const reference = await book(tourist, email, choice);
    await confirm(operator, reference);
    return { reference, email };
  } finally {
    await Promise.all([tourist.dispose(), operator.dispose()]);
  }
}
