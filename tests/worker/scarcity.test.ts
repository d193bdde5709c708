/**
 * Issue 42, item 5: honest scarcity (decision 0087). "Only N left" when at most 5 places and at
 * most a third of the capacity are left, from the seats the server counts; "Booked N times this
 * month" from 5 confirmed bookings made this Bali month, off again when one is cancelled; both on
 * the page and in the /api, in both languages, a list page's rows read not growing with bookings.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsReadOf } from "#workers/db.ts";
import {
  activityPage,
  baliDate,
  bookingPath,
  bookingPayload,
  KINTAMANI,
  type PageActivity,
  roundTripsOf,
} from "./booking-support.ts";
import { Browser } from "./browser.ts";
import type { Site } from "./client.ts";
import { elementWith, testIdPart, textOf } from "./operator-support.ts";

const BOOKED = {
  en: (count: number) => `Booked ${count} times this month`,
  id: (count: number) => `Dipesan ${count} kali bulan ini`,
} as const;
const SITES = ["en", "id"] as const;

let activity: PageActivity;

beforeAll(async () => {
  activity = await activityPage("en", KINTAMANI);
  // Requests within capacity are confirmed in their own write (decision 0065), as a tourist's are.
  await env.DB.prepare("UPDATE activities SET instant_confirmation = 1 WHERE id = ?").bind(activity.id).run();
}, 30_000);

/** A fresh render (the edge cache skipped): the page's HTML or the /api's JSON. */
function fresh(site: Site, path: string) {
  return new Browser(site).fetchText("GET", path, { headers: { "X-Cache-Bypass": "1", accept: "text/html" } });
}

async function freshJson(site: Site, path: string) {
  return new Browser(site).get(path, { "X-Cache-Bypass": "1" });
}

/** A tourist's booking of `persons` on `date`, through the booking call; confirmed at once. */
async function book(persons: number, date: string, site: Site = "en") {
  const page = site === "en" ? activity : await activityPage(site, KINTAMANI);
  const reply = await new Browser(site).post(
    bookingPath(KINTAMANI),
    bookingPayload(site, page, 0, [persons], { date }),
  );
  expect(reply.status).toBe(201);
  return reply.body.booking as { reference: string; email: string; status: string };
}

/** The tourist cancels from the lookup page (free: the visit is weeks away). */
async function cancelAsTourist({ reference, email }: { reference: string; email: string }) {
  const tourist = new Browser("en");
  await tourist.submit("/booking", { reference, email }, { csrf: false });
  return tourist.submit("/booking", { intent: "cancel", reference, email, fee_percent: "0", confirm: "yes" });
}

/** What the activity's page, its /api answer and its card on its type's list say of its bookings this month. */
async function bookedFigures(site: Site) {
  const page = await fresh(site, KINTAMANI);
  const api = await freshJson(site, `/api${KINTAMANI}`);
  const list = await fresh(site, "/activity/day-tours");
  const card = elementWith(list.text, `href="${KINTAMANI}"`);
  expect(card, "the card is on the list's first page").not.toBe("");
  return {
    page: textOf(testIdPart(page.text, "booked-this-month")).trim(),
    api: api.body.items.booked_this_month as number | null,
    card: textOf(testIdPart(card, "booked-this-month")).trim(),
  };
}

describe("Booked N times this month", () => {
  it("shows from the fifth confirmed booking, on the page, the card and the /api, in both languages, and a cancellation takes it back", async () => {
    const first = await book(1, baliDate(12));
    const statuses = [first.status];
    for (const days of [13, 14, 15]) statuses.push((await book(1, baliDate(days))).status);
    expect(statuses).toEqual(["confirmed", "confirmed", "confirmed", "confirmed"]);
    // A request not confirmed yet does not count.
    await env.DB.prepare("UPDATE activities SET instant_confirmation = 0 WHERE id = ?").bind(activity.id).run();
    expect((await book(1, baliDate(16))).status).toBe("requested");
    await env.DB.prepare("UPDATE activities SET instant_confirmation = 1 WHERE id = ?").bind(activity.id).run();
    for (const site of SITES) expect(await bookedFigures(site)).toEqual({ page: "", api: null, card: "" });

    await book(2, baliDate(17), "id");
    for (const site of SITES) {
      expect(await bookedFigures(site)).toEqual({ page: BOOKED[site](5), api: 5, card: BOOKED[site](5) });
    }
    const apiList = await freshJson("en", "/api/type/1");
    const apiCard = apiList.body.items.data.find((card: { id: number }) => card.id === activity.id);
    expect(apiCard.booked_this_month).toBe(5);

    const cancelled = await cancelAsTourist(first);
    expect(textOf(testIdPart(cancelled.text, "cancellation-notice"))).toContain("Your booking is cancelled.");
    for (const site of SITES) expect(await bookedFigures(site)).toEqual({ page: "", api: null, card: "" });
  });

  it("is read from the month's total, one row per card: a list page reads no more rows for more bookings", async () => {
    const before = await fresh("en", "/activity/day-tours");
    // Beyond the 30 days "open soon" looks at, so only the month's total can read them.
    for (const days of [45, 46, 47, 48, 49, 50]) await book(1, baliDate(days));
    const after = await fresh("en", "/activity/day-tours");
    // Every confirmed booking of the activity in this file was made now, this month.
    const confirmed = await env.DB.prepare(
      "SELECT count(*) AS n FROM bookings WHERE activity_id = ? AND status = 'confirmed'",
    )
      .bind(activity.id)
      .first<number>("n");
    expect(confirmed).toBeGreaterThanOrEqual(6);
    expect(textOf(elementWith(after.text, `href="${KINTAMANI}"`))).toContain(BOOKED.en(confirmed ?? 0));
    expect(roundTripsOf(after.headers)).toBeLessThanOrEqual(2);
    // The one total row the card now finds; six bookings scanned would read six more.
    const [rowsBefore, rowsAfter] = [rowsReadOf(before.headers) ?? 0, rowsReadOf(after.headers) ?? 0];
    expect(rowsBefore).toBeGreaterThan(0);
    expect(rowsAfter - rowsBefore).toBeLessThanOrEqual(1);
  });
});

describe("Only N left", () => {
  /** The first bookable day of a rule with this capacity, from 20 days ahead, and the page and /api's words for it. */
  async function scarcityOn(site: Site, date: string) {
    const answer = await freshJson(site, `/api${KINTAMANI}/availability?from=${date}&to=${date}`);
    const page = await fresh(site, KINTAMANI);
    return {
      day: answer.body.items[0] as { status: string; remaining: number },
      nextAvailable: textOf(testIdPart(page.text, "next-available")).trim(),
    };
  }

  it("shows when at most 5 places and a third of the capacity are left, not above, in both languages", async () => {
    const date = baliDate(20);
    await env.DB.prepare(
      "UPDATE availability_rules SET capacity = 12, season_start = ?2, notice_hours = 0 WHERE activity_id = ?1",
    )
      .bind(activity.id, date)
      .run();
    // Nothing taken: 12 of 12 is not scarce, whatever the count.
    expect((await scarcityOn("en", date)).day).toMatchObject({ status: "open", remaining: 12 });

    await book(7, date);
    // 5 left of 12 is more than a third: said plainly, not "only".
    const five = await scarcityOn("en", date);
    expect(five.day).toMatchObject({ status: "open", remaining: 5 });
    expect(five.nextAvailable).not.toContain("left");

    const second = await book(1, date);
    const only = { en: "(only 4 left)", id: "(hanya sisa 4)" };
    for (const site of SITES) {
      const four = await scarcityOn(site, date);
      expect(four.day).toMatchObject({ status: "few", remaining: 4 });
      expect(four.nextAvailable).toContain(only[site]);
    }

    // The cancellation gives the place back: 5 left, no longer "only".
    await cancelAsTourist(second);
    const after = await scarcityOn("en", date);
    expect(after.day).toMatchObject({ status: "open", remaining: 5 });
    expect(after.nextAvailable).not.toContain("only");
  });
});
