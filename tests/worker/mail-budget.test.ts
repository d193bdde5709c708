import { describe, expect, it } from "vitest";
import { RECEIVED_MAILS_PER_DAY } from "#domain/mail-budget.ts";
import { activityPage, bookingPath, bookingPayload, countBookings, countOutbox, UBUD } from "./booking-support.ts";
import { Browser, newEmail } from "./browser.ts";
import { tripPayload } from "./trip-support.ts";

const BOOKING = bookingPath(UBUD);
const TRIP = "/api/trip";

async function book(site: "en" | "id", email: string) {
  return new Browser(site).post(BOOKING, bookingPayload(site, await activityPage(site), 0, [1], { email }));
}

async function planTrip(site: "en" | "id", email: string) {
  const { payload } = await tripPayload(site, { email });
  return new Browser(site).post(TRIP, payload);
}

describe("one daily budget of 'received' and verification mails per mailbox", () => {
  it("counts booking and trip requests together, and refuses either past it with a 429 in the page's language", async () => {
    expect(RECEIVED_MAILS_PER_DAY).toBe(5);
    const email = "shared-budget@example.com";
    for (const reply of [
      await book("en", email),
      await planTrip("en", email),
      await book("id", email.toUpperCase()),
      await planTrip("id", email),
      await book("en", "shared-budget+again@example.com"),
    ]) {
      expect(reply.status).toBe(201);
    }
    const before = { bookings: await countBookings(), mails: await countOutbox() };
    const booking = await book("id", email);
    expect(booking.status).toBe(429);
    expect(booking.body.message).toBe(
      "Alamat e-mail ini sudah menerima semua e-mail yang kami kirim dalam sehari. Silakan balas salah satu e-mail kami atau coba lagi besok.",
    );
    const trip = await planTrip("en", email);
    expect(trip.status).toBe(429);
    expect(trip.body.message).toBe(
      "This e-mail address has had all the mails we send it in a day. Please reply to one of our e-mails or try again tomorrow.",
    );
    expect({ bookings: await countBookings(), mails: await countOutbox() }).toEqual(before);
    expect((await book("en", "someone-else@example.com")).status).toBe(201);
  });

  it("counts the verification links too: resends use the budget, and a spent budget refuses them", async () => {
    const email = newEmail();
    const browser = new Browser("en");
    const signedUp = await browser.post("/api/register", { name: "Made Wirawan", email, password: "sunrise-at-batur" });
    expect(signedUp.status).toBe(201);
    // The sign-up's link, two resends and two bookings: five mails.
    expect((await browser.post("/api/email/verification", {})).status).toBe(202);
    expect((await browser.post("/api/email/verification", {})).status).toBe(202);
    expect((await book("en", email)).status).toBe(201);
    expect((await book("en", email)).status).toBe(201);
    expect((await book("en", email)).status).toBe(429);
    const resend = await browser.post("/api/email/verification", {});
    expect(resend.status).toBe(429);
    expect(resend.body.message).toBe(
      "This e-mail address has had all the mails we send it in a day. Please reply to one of our e-mails or try again tomorrow.",
    );
  });
});
