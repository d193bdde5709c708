/**
 * A channel booking's net price (what the channel pays us: retail less its commission) in the
 * back office: the day's manifest shows it on the channel's entry, and its CSV has a "Net (Rp)"
 * column, empty for other bookings.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { money } from "#domain/format.ts";
import { activityPage, baliDate, UBUD } from "./booking-support.ts";
import { parseCsv } from "./csv-support.ts";
import { octo, octoChannel } from "./octo-support.ts";
import { elementsWith, requestedBooking, signedInOperator, testIdPart, textOf } from "./operator-support.ts";

const CONTACT = { firstName: "Nadia", lastName: "Channel" };

async function confirmedChannelBooking(date: string, resellerReference?: string) {
  const activity = await activityPage("en", UBUD);
  const persons = activity.packages[1];
  const adult = persons?.products[0];
  if (!persons || !adult) throw new Error("Ubud has no package of persons");
  await env.DB.prepare("UPDATE availability_rules SET capacity = 60 WHERE activity_id = ?").bind(activity.id).run();
  const channel = await octoChannel({ activities: [activity.id], commission: 25 });
  const productId = `activity-${activity.id}`;
  const optionId = `package-${persons.id}`;
  const checked = await octo(channel.key, "POST", "availability", { productId, optionId, localDate: date });
  const held = await octo(channel.key, "POST", "bookings", {
    productId,
    optionId,
    availabilityId: checked.body[0].id,
    unitItems: [{ unitId: String(adult.id) }, { unitId: String(adult.id) }],
  });
  const confirmed = await octo(channel.key, "POST", `bookings/${held.body.uuid}/confirm`, {
    contact: CONTACT,
    ...(resellerReference ? { resellerReference } : {}),
  });
  expect(confirmed.status).toBe(200);
  const stored = await env.DB.prepare("SELECT net_idr, retail_idr FROM channel_bookings WHERE uuid = ?")
    .bind(held.body.uuid)
    .first<{ net_idr: number; retail_idr: number }>();
  if (!stored) throw new Error("no channel booking");
  expect(stored.net_idr).toBe(Math.round(stored.retail_idr * 0.75));
  return { reference: confirmed.body.supplierReference as string, netIdr: stored.net_idr, channel };
}

describe("a channel booking's net price in the back office", () => {
  it("the manifest CSV has a net column: the channel's net price, empty for a booking from the site", async () => {
    const date = baliDate(40);
    const { reference, netIdr } = await confirmedChannelBooking(date);
    await env.DB.prepare(
      `INSERT INTO bookings (reference, status, activity_id, transport_id, locale, currency, visit_date, start_time,
         adults, kids, seats, first_name, last_name, email, phone_number, country, special_request, pickup_location,
         payment_method, order_data, total_idr, total_usd_cents)
       SELECT 'BT-SITE-NET1', 'confirmed', activity_id, NULL, 'en', 'IDR', visit_date, start_time, 2, 0, 2,
         'Site', 'Guest', 'site@example.com', '+62811', 'Australia', '', '', 'cash', order_data, total_idr, 0
       FROM bookings WHERE reference = ?`,
    )
      .bind(reference)
      .run();

    for (const [locale, heading] of [
      ["en", "Net (Rp)"],
      ["id", "Neto (Rp)"],
    ] as const) {
      const operator = await signedInOperator(locale);
      const reply = await operator.fetchText("GET", `/admin/calendar/${date}.csv`);
      expect(reply.status).toBe(200);
      const [header = [], ...rows] = parseCsv(reply.text.replace(/^\uFEFF/, ""));
      const net = header.indexOf(heading);
      expect(net).toBe(header.length - 1);
      const referenceColumn = locale === "en" ? header.indexOf("Reference") : 13;
      const channelRow = rows.find((row) => row[referenceColumn] === reference);
      const siteRow = rows.find((row) => row[referenceColumn] === "BT-SITE-NET1");
      expect(channelRow?.[net]).toBe(String(netIdr));
      expect(siteRow?.[net]).toBe("");
    }

    const operator = await signedInOperator("en");
    const page = await operator.page(`/admin/calendar/${date}`);
    const entries = elementsWith(page.text, 'data-testid="manifest-booking"');
    const channelEntry = entries.find((entry) => entry.includes(reference)) ?? "";
    const siteEntry = entries.find((entry) => entry.includes("BT-SITE-NET1")) ?? "";
    expect(textOf(channelEntry)).toMatch(/Net price from the channel: Rp\s?[\d.,]+/);
    expect(siteEntry).not.toContain("manifest-net");
  });

  it("the inbox entry and the booking page name the channel, its reference and its net price", async () => {
    const { reference, netIdr, channel } = await confirmedChannelBooking(baliDate(41), "KLOOK-7731");
    const site = await requestedBooking("en");
    const operator = await signedInOperator("en");
    const net = `Net price from the channel: ${money("en", "IDR", netIdr)}`;

    const inbox = await operator.page("/admin/bookings");
    expect(inbox.status).toBe(200);
    const entries = elementsWith(inbox.text, 'data-testid="inbox-item"');
    const channelEntry = textOf(entries.find((entry) => entry.includes(reference)) ?? "");
    expect(channelEntry).toContain(`${channel.name} (KLOOK-7731)`);
    expect(channelEntry).toContain(net);
    expect(entries.find((entry) => entry.includes(site.reference))).not.toContain("inbox-net");

    const page = await operator.page(`/admin/bookings/${reference}`);
    expect(textOf(testIdPart(page.text, "booking-source"))).toContain(`${channel.name} (KLOOK-7731)`);
    expect(textOf(testIdPart(page.text, "booking-net")).trim()).toBe(net);
    const sitePage = await operator.page(`/admin/bookings/${site.reference}`);
    expect(sitePage.text).not.toContain("booking-net");
  });
});
