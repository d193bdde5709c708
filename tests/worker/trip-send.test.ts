import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { currencyOf, minorToAmount } from "#domain/format.ts";
import type { TripItem, TripPlan } from "#domain/trip.ts";
import { choiceIndex, estimateMinor, itemFromLink } from "#domain/trip-catalogue.ts";
import { getTripChoices } from "#workers/catalogue/trip-choices.ts";
import { activityPage, baliDate, KINTAMANI, UBUD } from "./booking-support.ts";
import { Browser } from "./browser.ts";
import type { Site } from "./client.ts";
import { elementsWith, textOf } from "./operator-support.ts";

/**
 * The trip builder's side of sending (issue 19): the Add to my trip links of the catalogue pages,
 * and the estimate the builder shows, which is the total POST /api/trip must accept.
 */
const LABEL = { id: "Tambahkan ke rencana perjalanan saya", en: "Add to my trip" } satisfies Record<Site, string>;

async function addLinks(site: Site, path: string) {
  const { status, text } = await new Browser(site).page(path);
  expect(status).toBe(200);
  return elementsWith(text.replaceAll("<!-- -->", ""), 'data-testid="add-to-trip"');
}

const hrefOf = (link: string) => /href="([^"]+)"/.exec(link)?.[1]?.replaceAll("&amp;", "&") ?? "";

async function firstId(sql: string): Promise<number> {
  const row = await env.DB.prepare(sql).first<{ id: number }>();
  if (!row) throw new Error(`nothing for ${sql}`);
  return row.id;
}

describe.each(["id", "en"] as const)("Add to my trip on the %s site", (site) => {
  it("is a plain link per package of an activity, each naming its package, that the builder reads", async () => {
    const activity = await activityPage(site, UBUD);
    const links = await addLinks(site, UBUD);
    expect(links.map(hrefOf)).toEqual(activity.packages.map((pack) => `/trip?add=activity:${activity.id}.${pack.id}`));
    for (const link of links) {
      expect(link.startsWith("<a ")).toBe(true);
      expect(textOf(link).trim()).toBe(LABEL[site]);
      expect(link).toMatch(/aria-describedby="package-\d+-name"/);
    }
    // The builder's page carries the activities its link names.
    const index = choiceIndex(await getTripChoices(env.DB, site, [activity.id]));
    const add = new URL(hrefOf(links[1] ?? ""), "http://localhost").searchParams.get("add") ?? "";
    expect(itemFromLink(add, index)).toMatchObject({ kind: "activity", packageId: activity.packages[1]?.id });
  });

  it("is a plain link on a destination's page and on a vehicle's page", async () => {
    const destination = await firstId(
      "SELECT d.id FROM destinations d JOIN regencies r ON r.id = d.regency_id WHERE d.slug = 'sanur-beach' AND r.slug = 'denpasar'",
    );
    const vehicle = await firstId("SELECT id FROM transports WHERE status = 'published' ORDER BY id LIMIT 1");
    const destinationLinks = await addLinks(site, "/destination/denpasar/sanur-beach");
    const vehicleLinks = await addLinks(site, `/transport/${vehicle}`);
    expect(destinationLinks.map(hrefOf)).toEqual([`/trip?add=destination:${destination}`]);
    expect(vehicleLinks.map(hrefOf)).toEqual([`/trip?add=vehicle:${vehicle}`]);
    for (const link of [...destinationLinks, ...vehicleLinks]) expect(textOf(link).trim()).toBe(LABEL[site]);
  });
});

let keys = 0;

describe.each(["id", "en"] as const)("the builder's estimate on the %s site", (site) => {
  it("is the total POST /api/trip accepts for a plan of packages, a car with driver and a transfer", async () => {
    const ubud = await activityPage(site, UBUD);
    const kintamani = await activityPage(site, KINTAMANI);
    const choices = await getTripChoices(env.DB, site, [ubud.id, kintamani.id]);
    const index = choiceIndex(choices);
    const vehicle = choices.vehicles[0];
    const destination = choices.destinations[0];
    if (!vehicle || !destination) throw new Error("the seed has vehicles and destinations");
    const activityItems = [ubud, kintamani].flatMap((activity) =>
      activity.packages.map(
        (pack): TripItem => ({ kind: "activity", activityId: activity.id, packageId: pack.id, startTime: null }),
      ),
    );
    const start = 70 + (site === "en" ? 5 : 0);
    const plan: TripPlan = {
      arrival: baliDate(start),
      departure: baliDate(start + 1),
      adults: 2,
      kids: 1,
      days: [
        {
          date: baliDate(start),
          items: [
            { kind: "transfer", transportId: vehicle.id, direction: "arrival" },
            ...activityItems.slice(0, 2),
            { kind: "destination", destinationId: destination.id },
          ],
        },
        {
          date: baliDate(start + 1),
          items: [{ kind: "driver", transportId: vehicle.id, hours: 12 }, ...activityItems.slice(2)],
        },
      ],
    };
    const currency = currencyOf(site);
    const shownMinor = plan.days
      .flatMap((day) => day.items)
      .reduce((sum, item) => sum + (estimateMinor(index, item, plan, currency) ?? Number.NaN), 0);
    keys += 1;
    const reply = await new Browser(site).post(
      "/api/trip",
      {
        plan,
        first_name: "Mr. Wayan",
        last_name: "Sudarsana",
        email: `estimate-${site}-${Date.now()}@example.com`,
        phone_number: "+62 812 3456 7890",
        country: "Indonesia",
        special_request: "",
        pickup_location: "Hotel Tugu, Canggu",
        payment_method: "cash",
        total: minorToAmount(shownMinor, currency),
      },
      { "Idempotency-Key": `estimate-${site}-${Date.now()}-${keys}-xxxxxxxx` },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.trip.total).toBe(minorToAmount(shownMinor, currency));
  });
});
