/**
 * The back office as the operator uses it on a phone: no tourist's chat button over it, a booking's
 * details before the buttons that act on it, and the guest's phone both to call and to WhatsApp.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "./browser.ts";
import { requestedBooking, signedInOperator } from "./operator-support.ts";

let operator: Browser;

beforeAll(async () => {
  operator = await signedInOperator("en");
}, 30_000);

describe("the back office on a phone", () => {
  it("shows no floating WhatsApp button, which is the tourists' way to reach the operator", async () => {
    const { reference } = await requestedBooking("en");
    for (const path of ["/admin/bookings", `/admin/bookings/${reference}`, "/admin/activities", "/admin/team"]) {
      const page = await operator.page(path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).not.toContain('data-testid="whatsapp"');
    }
    // The invitation's page stands outside the back office's layout, and is no tourist's page either.
    expect((await operator.page("/admin/invitation?token=unknown")).text).not.toContain('data-testid="whatsapp"');
    expect((await operator.page("/tips")).text).toContain('data-testid="whatsapp"');
  });

  it("shows the booking's details first and the actions after them", async () => {
    const { reference } = await requestedBooking("en");
    const html = (await operator.page(`/admin/bookings/${reference}`)).text;
    const firstAction = html.indexOf('name="intent"');
    expect(firstAction).toBeGreaterThan(0);
    expect(html.indexOf('id="booking-request"')).toBeGreaterThan(0);
    expect(html.indexOf('id="booking-request"')).toBeLessThan(firstAction);
    expect(html.indexOf('id="booking-tourist"')).toBeLessThan(firstAction);
  });

  it("links the guest's phone number to a call and to a WhatsApp chat", async () => {
    const { reference } = await requestedBooking("en");
    const booking = await operator.page(`/admin/bookings/${reference}`);
    expect(booking.text).toContain('href="tel:+6281234567890"');
    expect(booking.text).toContain('href="https://wa.me/6281234567890"');

    const row = await env.DB.prepare("SELECT visit_date AS date FROM bookings WHERE reference = ?")
      .bind(reference)
      .first<{ date: string }>();
    const day = await operator.page(`/admin/calendar/${row?.date}`);
    expect(day.status).toBe(200);
    expect(day.text).toContain('href="tel:+6281234567890"');
    expect(day.text).toContain('href="https://wa.me/6281234567890"');
  });
});
