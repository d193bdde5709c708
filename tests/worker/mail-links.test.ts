import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { activityPage, bookingPath, bookingPayload, UBUD } from "./booking-support.ts";
import { outboxRowsOf } from "./mail-support.ts";

/** A booking sent straight to the worker with whatever Host the sender chose, as a script can. */
async function bookOn(host: string, payload: Record<string, unknown>): Promise<string> {
  const token = "h".repeat(43);
  const response = await (exports as unknown as { default: Fetcher }).default.fetch(
    new Request(`http://${host}${bookingPath(UBUD)}`, {
      method: "POST",
      headers: {
        host,
        "content-type": "application/json",
        // Both names: a host other than localhost reads only the __Host- one (decision 0037).
        cookie: `XSRF-TOKEN=${token}; __Host-XSRF-TOKEN=${token}`,
        "x-xsrf-token": token,
        "cf-connecting-ip": "198.51.100.77",
      },
      body: JSON.stringify(payload),
    }),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { booking: { reference: string } }).booking.reference;
}

function linksIn(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? "");
}

describe("links in e-mails", () => {
  it("lead to the configured site, never to the Host a booking request was sent with", async () => {
    const payload = bookingPayload("id", await activityPage("id"), 0, [1]);
    const reference = await bookOn("evil.example", payload);
    const mails = await outboxRowsOf(reference);
    expect(mails.map((mail) => mail.kind)).toEqual(["booking_received", "booking_notification"]);
    for (const mail of mails) {
      expect(`${mail.body_text}${mail.body_html}`).not.toContain("evil.example");
      const links = linksIn(mail.body_html);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links.filter((href) => href.startsWith("http"))) expect(link).toMatch(/^http:\/\/localhost\//);
    }
    expect(mails[0]?.body_text).toContain(`http://localhost/booking?reference=${reference}`);
  });

  it("name the English site in an English booking's mail", async () => {
    const payload = bookingPayload("en", await activityPage("en"), 0, [1]);
    const reference = await bookOn("en.localhost:9999", payload);
    const [tourist] = await outboxRowsOf(reference);
    expect(tourist?.body_text).toContain(`http://en.localhost/booking?reference=${reference}`);
    expect(tourist?.body_text).not.toContain(":9999");
  });
});
