import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { baliToday } from "#domain/bali-time.ts";
import type { ActivityCard } from "#domain/catalogue.ts";
import type { ActivityTexts } from "#domain/inputs/activity.ts";
import type { Locale } from "#domain/locale.ts";
import { searchRowStatements } from "#workers/catalogue/activity-search-row.ts";
import { Browser } from "./browser.ts";
import { get, type Site, walkPages } from "./client.ts";
import { cardSlugsOf, checkedOf, chipsOf, fieldValue, formOf, linkTo, selectedOf, textOf } from "./list-html.ts";

/**
 * Issue 42, item 1: sort and filters of the activity list, a category and the search, the same
 * parameters on the pages and the /api. Every expectation is computed here from the tables, in SQL
 * or code of its own, not from the server's queries.
 */

type Card = ActivityCard;

async function idsWhere(condition: string, ...params: unknown[]): Promise<number[]> {
  const { results } = await env.DB.prepare(
    `SELECT a.id FROM activities a WHERE a.status = 'published' AND (${condition}) ORDER BY a.id`,
  )
    .bind(...params)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

const sortedIds = (cards: Card[]) => cards.map((card) => card.id).sort((a, b) => a - b);

async function walk(path: string, site: Site = "id") {
  return walkPages<Card>(path, site);
}

function expectOrdered(values: number[], direction: "asc" | "desc") {
  for (let index = 1; index < values.length; index += 1) {
    const [before, after] = [values[index - 1] as number, values[index] as number];
    if (direction === "asc") expect(after).toBeGreaterThanOrEqual(before);
    else expect(after).toBeLessThanOrEqual(before);
  }
}

describe("sort of the /api lists", () => {
  it("orders every activity by price up and down in the site's currency, by rating, duration and newest", async () => {
    const all = await walk("/api/type");
    const everyId = sortedIds(all.items);

    const cheapFirst = await walk("/api/type?sort=price_asc", "id");
    expect(sortedIds(cheapFirst.items)).toEqual(everyId);
    expect(cheapFirst.total).toBe(all.total);
    expectOrdered(
      cheapFirst.items.map((card) => card.price_idr),
      "asc",
    );
    const dollarsFirst = await walk("/api/type?sort=price_asc", "en");
    expectOrdered(
      dollarsFirst.items.map((card) => card.price_usd),
      "asc",
    );
    expectOrdered(
      (await walk("/api/type?sort=price_desc")).items.map((card) => card.price_idr),
      "desc",
    );
    expectOrdered(
      (await walk("/api/type?sort=rating")).items.map((card) => card.rating),
      "desc",
    );
    expectOrdered(
      (await walk("/api/type?sort=duration")).items.map((card) => card.duration),
      "asc",
    );

    await env.DB.prepare("UPDATE activities SET created_at = '2099-01-01T00:00:00Z' WHERE id = ?")
      .bind(everyId[40])
      .run();
    const newest = await walk("/api/type?sort=newest");
    expect(newest.items[0]?.id).toBe(everyId[40]);
    expect(sortedIds(newest.items)).toEqual(everyId);
  });

  it("sorts a category and a search too, and recommended is today's order", async () => {
    const category = await walk("/api/type/1?sort=price_desc");
    expect(category.items.every((card) => card.type.id === 1)).toBe(true);
    expectOrdered(
      category.items.map((card) => card.price_idr),
      "desc",
    );
    const recommended = (await get("/api/type?sort=recommended")).body.items;
    expect(recommended.data).toEqual((await get("/api/type")).body.items.data);

    const search = await walk("/api/search?query=Ubud&sort=price_asc");
    const unsorted = await walk("/api/search?query=Ubud");
    expect(sortedIds(search.items)).toEqual(sortedIds(unsorted.items));
    expect(search.total).toBe(unsorted.total);
    expectOrdered(
      search.items.map((card) => card.price_idr),
      "asc",
    );
  });
});

describe("filters of the /api lists", () => {
  it("keeps each filter's activities, and only them, on every page", async () => {
    const today = baliToday();
    const cases: [string, Site, string, ...unknown[]][] = [
      ["min_price=300000&max_price=700000", "id", "a.price_idr BETWEEN 300000 AND 700000"],
      ["min_price=20&max_price=45.5", "en", "a.price_usd_cents BETWEEN 2000 AND 4550"],
      ["duration=up_to_3h", "id", "a.duration_hours <= 3"],
      ["duration=half_day", "id", "a.duration_hours > 3 AND a.duration_hours <= 6"],
      ["duration=full_day", "id", "a.duration_hours > 6 AND a.duration_hours < 24"],
      ["duration=multi_day", "id", "a.duration_hours >= 24"],
      ["duration_max=4", "id", "a.duration_hours <= 4"],
      ["min_rating=4.5", "id", "a.rating >= 4.5"],
      ["min_rating=4", "en", "a.rating >= 4"],
      ["free_cancellation=1", "id", "a.cancelation_hours > 0"],
      ["instant=1", "id", "a.instant_confirmation = 1"],
      ["pickup=true", "en", "a.id IN (SELECT activity_id FROM packages WHERE includes_pickup = 1)"],
      ["regency=gianyar", "id", "a.regency_id = (SELECT id FROM regencies WHERE slug = 'gianyar')"],
    ];
    await env.DB.batch([
      env.DB.prepare(
        "UPDATE activities SET instant_confirmation = 1 WHERE id IN (SELECT id FROM activities ORDER BY id LIMIT 5)",
      ),
      env.DB.prepare(
        "UPDATE activities SET cancelation_hours = 0 WHERE id IN (SELECT id FROM activities ORDER BY id DESC LIMIT 3)",
      ),
      env.DB.prepare(
        "UPDATE packages SET includes_pickup = 0 WHERE activity_id IN (SELECT id FROM activities ORDER BY id LIMIT 4)",
      ),
    ]);
    for (const [query, site, condition, ...params] of cases) {
      const expected = await idsWhere(condition, ...params);
      const { items, total } = await walk(`/api/type?${query}`, site);
      expect(sortedIds(items), query).toEqual(expected);
      expect(total, query).toBe(expected.length);
      expect(expected.length, `${query} keeps some`).toBeGreaterThan(0);
      expect(expected.length, `${query} leaves some out`).toBeLessThan(112);
    }
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("keeps the activities with a departure in the time of day, from the rule's start times or the activity's", async () => {
    const { results } = await env.DB.prepare(
      `SELECT a.id, a.start_time, r.start_times FROM activities a JOIN availability_rules r ON r.activity_id = a.id
       WHERE a.status = 'published'`,
    ).all<{ id: number; start_time: string; start_times: string }>();
    const startsOf = (row: (typeof results)[number]) => {
      const own = JSON.parse(row.start_times) as string[];
      return own.length > 0 ? own : [row.start_time.slice(0, 5)].filter((time) => /^\d\d:\d\d$/.test(time));
    };
    const bounds = { morning: ["00:00", "12:00"], afternoon: ["12:00", "17:00"], evening: ["17:00", "24:00"] };
    for (const [name, [from, before]] of Object.entries(bounds) as [string, [string, string]][]) {
      const expected = results
        .filter((row) => startsOf(row).some((time) => time >= from && time < before))
        .map((row) => row.id)
        .sort((a, b) => a - b);
      const { items } = await walk(`/api/type?time_of_day=${name}`);
      expect(sortedIds(items), name).toEqual(expected);
    }
  });

  it("keeps what is open on a date or in a range: a blackout or a closed day leaves an activity out", async () => {
    const day = addDays(baliToday(), 20);
    const open = await walk(`/api/type?date=${day}`);
    expect(open.items.length).toBeGreaterThan(0);
    const chosen = open.items[0] as Card;
    await env.DB.prepare("INSERT INTO blackout_dates (activity_id, date) VALUES (?, ?)").bind(chosen.id, day).run();
    const withBlackout = await walk(`/api/type?date=${day}`);
    expect(sortedIds(withBlackout.items)).toEqual(sortedIds(open.items).filter((id) => id !== chosen.id));
    const range = await walk(`/api/type?date=${day}&date_to=${addDays(day, 1)}`);
    expect(range.items.map((card) => card.id)).toContain(chosen.id);

    await env.DB.prepare("INSERT INTO closed_dates (date) VALUES (?)").bind(day).run();
    expect((await get(`/api/type?date=${day}`)).body.items.total).toBe(0);
    expect((await get(`/api/type?date=${addDays(baliToday(), -2)}`)).body.items.total).toBe(0);
  });

  it("combines filters with a sort, on a category and a search", async () => {
    const query = "sort=price_asc&min_rating=4&duration=full_day&pickup=1&free_cancellation=1";
    const condition = `a.rating >= 4 AND a.duration_hours > 6 AND a.duration_hours < 24 AND a.cancelation_hours > 0
      AND a.id IN (SELECT activity_id FROM packages WHERE includes_pickup = 1)`;
    const category = await walk(`/api/type/1?${query}`);
    expect(sortedIds(category.items)).toEqual(await idsWhere(`${condition} AND a.type_id = 1`));
    expect(category.items.length).toBeGreaterThan(0);
    expectOrdered(
      category.items.map((card) => card.price_idr),
      "asc",
    );

    const ubud = new Set((await walk("/api/search?query=Ubud")).items.map((card) => card.id));
    const search = await walk(`/api/search?query=Ubud&${query}`);
    const expected = (await idsWhere(condition)).filter((id) => ubud.has(id));
    expect(sortedIds(search.items)).toEqual(expected);
    expect(search.total).toBe(expected.length);
  });

  it("next_page_url keeps the sort and every filter and only advances the page", async () => {
    const { body } = await get("/api/type?sort=duration&free_cancellation=1&max_price=2000000");
    const next = new URL(body.items.next_page_url);
    expect(next.pathname).toBe("/api/type");
    expect(Object.fromEntries(next.searchParams)).toEqual({
      sort: "duration",
      free_cancellation: "1",
      max_price: "2000000",
      page: "2",
    });
    const search = await get("/api/search?query=Ubud&sort=rating&min_rating=4");
    expect(new URL(search.body.items.next_page_url).searchParams.get("sort")).toBe("rating");
    expect(new URL(search.body.items.next_page_url).searchParams.get("min_rating")).toBe("4");
  });

  it("empty parameters, as a GET form sends its untouched fields, filter nothing", async () => {
    const { body } = await get("/api/type?sort=&min_price=&max_price=&duration=&date=&regency=");
    expect(body.items.total).toBe((await get("/api/type")).body.items.total);
  });
});

describe("hotel pickup kept on the activity (decision 0097)", () => {
  /** Activities whose `pickup_offered` differs from what their packages say. */
  const outOfStep = () =>
    idsWhere(
      `a.pickup_offered <> EXISTS (SELECT 1 FROM packages p WHERE p.activity_id = a.id AND p.includes_pickup = 1)`,
    );
  const withPickup = async () => sortedIds((await walk("/api/type?pickup=1", "en")).items);

  it("follows the packages as they are added, changed, moved to another activity and removed", async () => {
    expect(await outOfStep()).toEqual([]);
    const [first, second] = (
      await env.DB.prepare("SELECT id FROM activities WHERE status = 'published' ORDER BY id LIMIT 2").all<{
        id: number;
      }>()
    ).results.map((row) => row.id) as [number, number];
    await env.DB.prepare("UPDATE packages SET includes_pickup = 0 WHERE activity_id IN (?1, ?2)")
      .bind(first, second)
      .run();
    expect(await outOfStep()).toEqual([]);
    expect(await withPickup()).not.toContain(first);

    // A new package with a pickup gives its activity one; a ticket-only package does not.
    const added = await env.DB.prepare(
      "INSERT INTO packages (activity_id, position, includes_pickup) VALUES (?1, 9, 1)",
    )
      .bind(first)
      .run();
    await env.DB.prepare("INSERT INTO packages (activity_id, position, includes_pickup) VALUES (?1, 9, 0)")
      .bind(second)
      .run();
    expect(await outOfStep()).toEqual([]);
    expect(await withPickup()).toContain(first);
    expect(await withPickup()).not.toContain(second);

    // Moved to the second activity, the package takes its pickup with it.
    const packageId = added.meta.last_row_id;
    await env.DB.prepare("UPDATE packages SET activity_id = ?2 WHERE id = ?1").bind(packageId, second).run();
    expect(await outOfStep()).toEqual([]);
    expect(await withPickup()).not.toContain(first);
    expect(await withPickup()).toContain(second);

    // Its pickup switched off, then on, then the package removed.
    await env.DB.prepare("UPDATE packages SET includes_pickup = 0 WHERE id = ?1").bind(packageId).run();
    expect(await withPickup()).not.toContain(second);
    await env.DB.prepare("UPDATE packages SET includes_pickup = 1 WHERE id = ?1").bind(packageId).run();
    expect(await withPickup()).toContain(second);
    await env.DB.prepare("DELETE FROM packages WHERE id = ?1").bind(packageId).run();
    expect(await outOfStep()).toEqual([]);
    expect(await withPickup()).not.toContain(second);
    const expected = await idsWhere(
      "EXISTS (SELECT 1 FROM packages p WHERE p.activity_id = a.id AND p.includes_pickup = 1)",
    );
    expect(await withPickup()).toEqual(expected);
  });
});

describe("the rating kept in the search index (migration 0074)", () => {
  /** Activities whose search row's rating or review count differs from their own. */
  const outOfStep = async () =>
    (
      await env.DB.prepare(
        `SELECT a.id FROM activities a JOIN activity_search s ON s.rowid = a.id
         WHERE s.rating IS NOT a.rating OR s.comments_count IS NOT a.comments_count`,
      ).all<{ id: number }>()
    ).results.map((row) => row.id);
  const byRating = async () => (await walk("/api/search?query=ubud&sort=rating", "en")).items.map((card) => card.id);
  /** The same matches in the rating's order, from the activities' own rows. */
  const inRatingOrder = async (ids: number[]) =>
    (
      await env.DB.prepare(
        `SELECT id FROM activities WHERE id IN (${ids.join(", ")}) ORDER BY rating DESC, comments_count DESC, id`,
      ).all<{ id: number }>()
    ).results.map((row) => row.id);

  it("follows the reviews as they are posted, changed, hidden and deleted, and the search by rating with it", async () => {
    expect(await outOfStep()).toEqual([]);
    const before = await byRating();
    expect(before.length).toBeGreaterThan(2);
    expect(before).toEqual(await inRatingOrder(before));
    const last = before.at(-1) as number;

    // Five-star reviews lift the lowest rated match up the search by rating.
    const reviews = await env.DB.batch(
      Array.from({ length: 20 }, () =>
        env.DB.prepare(
          "INSERT INTO comments (activity_id, author_name, rating, title, body) VALUES (?1, 'Ayu', 5, 'Indah', 'Sangat indah.')",
        ).bind(last),
      ),
    );
    const ids = reviews.map((result) => result.meta.last_row_id).join(", ");
    expect(await outOfStep()).toEqual([]);
    const lifted = await byRating();
    expect(lifted).toEqual(await inRatingOrder(before));
    expect(lifted.indexOf(last)).toBeLessThan(before.length / 2);
    // Its texts saved again in the editor, its search row is written afresh with the same rating.
    const texts = await env.DB.prepare("SELECT * FROM activity_translations WHERE activity_id = ?1")
      .bind(last)
      .all<ActivityTexts & { locale: Locale }>();
    const typeId = await env.DB.prepare("SELECT type_id FROM activities WHERE id = ?1")
      .bind(last)
      .first<number>("type_id");
    await env.DB.batch(
      searchRowStatements(
        env.DB,
        last,
        typeId ?? 0,
        Object.fromEntries(texts.results.map((row) => [row.locale, row])) as unknown as Record<Locale, ActivityTexts>,
      ),
    );
    expect(await outOfStep()).toEqual([]);
    expect(await byRating()).toEqual(lifted);

    // Changed to one star, hidden by the operator, deleted: it goes back where it was.
    await env.DB.prepare(`UPDATE comments SET rating = 1 WHERE id IN (${ids})`).run();
    expect(await outOfStep()).toEqual([]);
    expect((await byRating()).at(-1)).toBe(last);
    await env.DB.prepare(
      `UPDATE comments SET rating = 5, hidden_at = '2026-01-01T00:00:00.000Z', hidden_reason = 'Spam.' WHERE id IN (${ids})`,
    ).run();
    expect(await outOfStep()).toEqual([]);
    expect(await byRating()).toEqual(before);
    await env.DB.prepare(`DELETE FROM comments WHERE id IN (${ids})`).run();
    expect(await outOfStep()).toEqual([]);
    expect(await byRating()).toEqual(before);
  });
});

describe("refusals of the list parameters", () => {
  const BAD: [string, string][] = [
    ["sort=cheapest", "sort"],
    ["min_price=-5", "min_price"],
    ["max_price=abc", "max_price"],
    ["min_price=500&max_price=100", "max_price"],
    ["duration=weekend", "duration"],
    ["duration_max=0", "duration_max"],
    ["min_rating=3", "min_rating"],
    ["time_of_day=night", "time_of_day"],
    ["free_cancellation=yes", "free_cancellation"],
    ["instant=2", "instant"],
    ["pickup=maybe", "pickup"],
    ["regency=Gian%20yar", "regency"],
    ["date=2026-02-30", "date"],
    ["date_to=2026-12-01", "date_to"],
    ["date=2026-12-10&date_to=2026-12-01", "date_to"],
    ["date=2026-12-01&date_to=2026-12-31", "date_to"],
  ];

  it.each(BAD)("/api lists and the search answer 422 naming the parameter for %s", async (query, name) => {
    for (const path of ["/api/type", "/api/type/1", "/api/search?query=Ubud&x=1"]) {
      const joined = `${path}${path.includes("?") ? "&" : "?"}${query}`;
      const { status, body } = await get(joined, "en");
      expect(status, joined).toBe(422);
      expect(body.message).toBe(`The query parameter “${name}” is not valid.`);
      expect(Object.keys(body.errors)).toEqual([name]);
    }
  });

  it("the pages answer 422 with the message in the page's language", async () => {
    for (const path of ["/activity?sort=cheapest", "/activity/day-tours?sort=cheapest", "/results?query=Ubud&sort=x"]) {
      const indonesian = await new Browser("id").page(path);
      expect(indonesian.status, path).toBe(422);
      expect(indonesian.text).toContain("Nilai parameter kueri “sort” tidak valid.");
      const english = await new Browser("en").page(path);
      expect(english.status, path).toBe(422);
      expect(english.text).toContain("The query parameter “sort” is not valid.");
    }
  });
});

describe("the list pages with sort and filters", () => {
  it("render the sorted, filtered list on the server and Load more keeps them, in the same round trips", async () => {
    const browser = new Browser("en");
    const page = await browser.page("/activity?sort=price_asc&free_cancellation=1");
    expect(page.status).toBe(200);
    expect(page.headers.get("server-timing")).toMatch(/\b1 round trips/);
    const { body } = await get("/api/type?sort=price_asc&free_cancellation=1", "en");
    expect(cardSlugsOf(page.text)).toEqual(body.items.data.map((card: Card) => card.slug));
    expect(page.text.replaceAll("&amp;", "&")).toContain('href="/activity?sort=price_asc&free_cancellation=1&page=2"');

    const category = await browser.page("/activity/day-tours?sort=rating&pickup=1");
    expect(category.status).toBe(200);
    expect(category.headers.get("server-timing")).toMatch(/\b2 round trips/);
    const search = await browser.page("/results?query=Ubud&sort=duration&min_rating=4");
    expect(search.status).toBe(200);
    expect(search.headers.get("server-timing")).toMatch(/\b2 round trips/);
  });
});

describe("the list pages' sort and filter form", () => {
  const FILTERED =
    "sort=price_desc&min_price=10&duration=half_day&min_rating=4.5&time_of_day=morning&free_cancellation=1&pickup=1&regency=gianyar&date=2026-12-08";

  it("is a GET form to the page itself that shows every chosen value, and counts them on the Filters button", async () => {
    const page = await new Browser("en").page(`/activity?${FILTERED}`);
    expect(page.status).toBe(200);
    const form = formOf(page.text);
    expect(form.open).toMatch(/method="get"/);
    expect(form.open).toMatch(/action="\/activity"/);
    expect(selectedOf(form.html, "sort")).toBe("price_desc");
    expect(fieldValue(form.html, "min_price")).toBe("10");
    expect(fieldValue(form.html, "max_price")).toBe("");
    expect(checkedOf(form.html, "duration")).toEqual(["half_day"]);
    expect(checkedOf(form.html, "min_rating")).toEqual(["4.5"]);
    expect(checkedOf(form.html, "time_of_day")).toEqual(["morning"]);
    expect(checkedOf(form.html, "free_cancellation")).toEqual(["1"]);
    expect(checkedOf(form.html, "instant")).toEqual([]);
    expect(checkedOf(form.html, "pickup")).toEqual(["1"]);
    expect(selectedOf(form.html, "regency")).toBe("gianyar");
    expect(form.html).toMatch(/<option value="gianyar"[^>]*>Gianyar<\/option>/);
    expect(fieldValue(form.html, "date")).toBe("2026-12-08");
    expect(form.html).toContain("Price per person (US$)");
    // Every filter but the sort: price, duration, rating, time, cancellation, pickup, regency, date.
    expect(textOf(page.text)).toContain("Filters (8)");
  });

  it("shows each filter in use as a chip that links to the list without it, and a link that clears them all", async () => {
    const page = await new Browser("en").page(`/activity/day-tours?${FILTERED}`);
    expect(page.status).toBe(200);
    const chips = chipsOf(page.text);
    expect(chips.get("Hotel pickup")).toBe(
      "/activity/day-tours?sort=price_desc&min_price=10&duration=half_day&min_rating=4.5&time_of_day=morning&free_cancellation=1&regency=gianyar&date=2026-12-08",
    );
    expect(chips.get("From US$ 10")).toBe(`/activity/day-tours?${FILTERED.replace("&min_price=10", "")}`);
    expect([...chips.keys()]).toEqual([
      "From US$ 10",
      "Half a day",
      "Rated 4.5 and up",
      "Morning",
      "Free cancellation",
      "Hotel pickup",
      "Gianyar",
      "Open on 08 Dec 2026",
    ]);
    expect(linkTo(page.text, "Clear filters")).toBe("/activity/day-tours?sort=price_desc");

    const plain = await new Browser("en").page("/activity/day-tours?sort=rating");
    expect(chipsOf(plain.text).size).toBe(0);
    expect(linkTo(plain.text, "Clear filters")).toBeNull();
    expect(textOf(plain.text)).toMatch(/>Filters</);
  });

  it("is written in the Indonesian site's language and currency", async () => {
    const page = await new Browser("id").page("/activity?min_price=150000&pickup=1");
    const form = formOf(page.text);
    expect(form.html).toContain("Harga per orang (Rp)");
    expect(form.html).toContain("Urutkan");
    expect(fieldValue(form.html, "min_price")).toBe("150000");
    const chips = chipsOf(page.text);
    expect([...chips.keys()]).toEqual(["Mulai Rp 150.000", "Antar-jemput hotel"]);
    expect(linkTo(page.text, "Hapus filter")).toBe("/activity");
  });

  it("keeps the search's query in the search's form and chips", async () => {
    const page = await new Browser("en").page("/results?query=Ubud&sort=duration&min_rating=4");
    expect(page.status).toBe(200);
    const form = formOf(page.text);
    expect(form.open).toMatch(/action="\/results"/);
    expect(form.html).toMatch(/<input type="hidden" name="query" value="Ubud"\/>/);
    expect(selectedOf(form.html, "sort")).toBe("duration");
    expect(chipsOf(page.text).get("Rated 4 and up")).toBe("/results?query=Ubud&sort=duration");
    expect(linkTo(page.text, "Clear filters")).toBe("/results?query=Ubud&sort=duration");
  });

  it("heads a filtered list of more than 100 activities “More than 100 activities”, as the search does", async () => {
    await publishCopies(110);
    const page = await new Browser("en").page("/activity?max_price=100000");
    expect(page.status).toBe(200);
    expect(textOf(page.text)).toContain("More than 100 activities");
    expect(textOf(page.text)).not.toMatch(/\b101 activities/);
  });
});

/** `count` published copies of the first seeded activity, with their texts in both languages. */
async function publishCopies(count: number) {
  const original = "(SELECT MIN(id) FROM activities WHERE status = 'published')";
  await env.DB.batch([
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO activities (code, slug, type_id, regency_id, duration_hours, cancelation_hours, start_time,
         required_persons, price_type, price_idr, price_usd_cents, images, position, status)
       SELECT 'COPY' || i, a.slug || '-copy-' || i, a.type_id, a.regency_id, a.duration_hours, a.cancelation_hours,
         a.start_time, a.required_persons, a.price_type, a.price_idr, a.price_usd_cents, a.images, i, 'published'
       FROM n, activities a WHERE a.id = ${original}`,
    ).bind(count),
    env.DB.prepare(
      `INSERT INTO activity_translations
       SELECT c.id, t.locale, t.name || ' ' || c.code, t.short_des, t.location, t.highlight, t.activity_des, t.included,
         t.whattobring, t.pickup_time, t.meeting_point, t.how_to_use, t.payment, t.note, t.confirmation_detail
       FROM activities c JOIN activity_translations t ON t.activity_id = ${original}
       WHERE c.code LIKE 'COPY%'`,
    ),
  ]);
}

function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}
