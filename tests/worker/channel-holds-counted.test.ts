/**
 * A sales channel's hold takes seats until it expires (decision 0070): the back office's calendar
 * and day, and the site's "open soon" hint, count it as the seat guard does, and an expired hold
 * gives the seats back everywhere at once.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { nextOpenDays, nextOpenDaysStatements, opensSoon } from "#workers/availability/availability.ts";
import { activityPage, baliDate, UBUD } from "./booking-support.ts";
import { Browser } from "./browser.ts";
import { octo, octoChannel } from "./octo-support.ts";
import { elementsWith, signedInOperator, testIdPart, textOf } from "./operator-support.ts";

/** A channel's hold of `seats` adults on the first departure of `date`; returns its UUID. */
async function hold(path: string, date: string, seats: number, { capacity = 60, time = "" } = {}) {
  const activity = await activityPage("en", path);
  const persons = activity.packages[1] ?? activity.packages[0];
  const adult = persons?.products[0];
  if (!persons || !adult) throw new Error("no package of persons");
  await env.DB.prepare("UPDATE availability_rules SET capacity = ? WHERE activity_id = ?")
    .bind(capacity, activity.id)
    .run();
  const channel = await octoChannel({ activities: [activity.id] });
  const productId = `activity-${activity.id}`;
  const optionId = `package-${persons.id}`;
  const departures = await octo(channel.key, "POST", "availability", { productId, optionId, localDate: date });
  const departure = departures.body.find((one: { id: string }) => one.id.includes(`T${time}`));
  const held = await octo(channel.key, "POST", "bookings", {
    productId,
    optionId,
    availabilityId: departure.id,
    unitItems: Array.from({ length: seats }, () => ({ unitId: String(adult.id) })),
  });
  expect(held.body.status).toBe("ON_HOLD");
  return held.body.uuid as string;
}

async function expire(uuid: string) {
  await env.DB.prepare("UPDATE channel_bookings SET expires_at = '2000-01-01T00:00:00.000Z' WHERE uuid = ?")
    .bind(uuid)
    .run();
}

/** The seats held on the calendar's row of `date`; a day with neither bookings nor holds has no row, so none. */
async function heldOnCalendar(operator: Browser, date: string): Promise<string> {
  const page = await operator.page(`/admin/calendar?month=${date.slice(0, 7)}`);
  const row = elementsWith(page.text, 'data-testid="calendar-day"').find((one) => one.includes(`data-date="${date}"`));
  return row ? textOf(testIdPart(row, "calendar-held")).trim() : "0";
}

async function heldOnDay(operator: Browser, date: string): Promise<string> {
  const page = await operator.page(`/admin/calendar/${date}`);
  expect(page.status).toBe(200);
  return textOf(testIdPart(page.text, "held-seats")).trim();
}

describe("the back office counts the channels' live holds as taken seats", () => {
  it("a hold shows on the calendar and its day until it expires", async () => {
    const date = baliDate(33);
    const operator = await signedInOperator("en");
    expect(await heldOnCalendar(operator, date)).toBe("0");
    const uuid = await hold(UBUD, date, 3);
    expect(await heldOnCalendar(operator, date)).toBe("3");
    expect(await heldOnDay(operator, date)).toBe(
      "3 seats of this day are held by sales channels and not confirmed yet.",
    );

    await expire(uuid);
    expect(await heldOnCalendar(operator, date)).toBe("0");
    expect(await heldOnDay(operator, date)).toBe("");
  });
});

describe("'open soon' counts the channels' live holds", () => {
  it("a hold of the last seat closes the card, as the calendar says; its expiry opens it again", async () => {
    const KINTAMANI_SLUG = "kintamani-volcano-view-and-tirta-empul-tour";
    const path = `/activity/day-tours/${KINTAMANI_SLUG}`;
    const activity = await activityPage("en", path);
    // The only day in season, one departure, one seat.
    const day = baliDate(2);
    await env.DB.prepare(
      `UPDATE availability_rules SET season_start = ?2, season_end = ?2, start_times = '["09:00"]',
         capacity_per = 'start_time', notice_hours = 1 WHERE activity_id = ?1`,
    )
      .bind(activity.id, day)
      .run();
    const openSoon = async () => {
      let card: boolean | undefined;
      for (let page = 1; card === undefined; page += 1) {
        const reply = await new Browser("en").get(`/api/type/1?page=${page}`, { "X-Cache-Bypass": "1" });
        card = reply.body.items.data.find((item: { slug: string }) => item.slug === KINTAMANI_SLUG)?.open_soon;
        if (card === undefined && !reply.body.items.next_page_url) throw new Error("no Kintamani card");
      }
      const now = new Date();
      const target = { kind: "activity", typeSlug: "day-tours", slug: KINTAMANI_SLUG } as const;
      const reads = await env.DB.batch(nextOpenDaysStatements(env.DB, target, now));
      return { card, calendar: opensSoon(await nextOpenDays(env.DB, target, reads, now), now) };
    };
    await env.DB.prepare("UPDATE availability_rules SET capacity = 1 WHERE activity_id = ?").bind(activity.id).run();
    expect(await openSoon()).toEqual({ card: true, calendar: true });

    const uuid = await hold(path, day, 1, { capacity: 1, time: "09:00" });
    expect(await openSoon()).toEqual({ card: false, calendar: false });

    await expire(uuid);
    expect(await openSoon()).toEqual({ card: true, calendar: true });
  });
});
