import { describe, expect, it } from "vitest";
import { activityPage, bookingPath, bookingPayload, UBUD } from "./booking-support.ts";
import { Browser } from "./browser.ts";
import { signedInOperator, testIdPart } from "./operator-support.ts";

/** What a tourist or operator typed that looks like markup: a page shows it as typed, tags and all. */
const MARKUP = "<b>bold</b>";
const ESCAPED = "&lt;b&gt;bold&lt;/b&gt;";

/** The HTML without the empty comments React puts between neighbouring text nodes. */
const joined = (html: string) => html.replaceAll("<!-- -->", "");

describe("text people typed, shown inside a translated sentence", () => {
  it("keeps the tags of a search in the results heading and the nothing-found line", async () => {
    for (const site of ["id", "en"] as const) {
      const browser = new Browser(site);
      const { status, text } = await browser.fetchText("GET", `/results?query=${encodeURIComponent(MARKUP)}`);
      expect(status).toBe(200);
      const html = joined(text);
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      expect(main).toContain(`“${ESCAPED}”`);
      expect(main).not.toContain("“bold”");
    }
  });

  it("keeps the tags of a tourist's name and an operator's name in the booking's history", async () => {
    const activity = await activityPage("en");
    const payload = bookingPayload("en", activity, 0, [1], { last_name: MARKUP });
    const booked = await new Browser("en").post(bookingPath(UBUD), payload);
    expect(booked.status).toBe(201);
    const reference = booked.body.booking.reference as string;

    const operator = await signedInOperator("en", "<i>Ayu</i>");
    const confirmed = await operator.submit(`/admin/bookings/${reference}`, { intent: "confirm" });
    expect(confirmed.status).toBe(303);
    const page = await operator.fetchText("GET", `/admin/bookings/${reference}`);
    const history = testIdPart(joined(page.text), "booking-history");
    expect(history).toContain(`Requested by Mr. Made ${ESCAPED} on the site`);
    expect(history).toContain("&lt;i&gt;Ayu&lt;/i&gt; confirmed booking");
  });
});
