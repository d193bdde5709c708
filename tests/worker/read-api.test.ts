import { describe, expect, it } from "vitest";
import { get, type Site } from "./client.ts";

const ACTIVITY = "/api/activity/day-tours/ubud-rice-terrace-and-monkey-forest-tour";
const DESTINATION = "/api/destination/denpasar/sanur-beach";

const titlesOf = (events: { title: string }[]) => events.map((event) => event.title).join(" · ");

/**
 * Every GET of the /api contract, and a text of each answer that is written in both languages
 * (none for reviews, which tourists write in their own words).
 */
const CALLS: [path: string, text: ((body: any) => string) | null][] = [
  ["/api/index", (body) => body.items.slides[0].title],
  ["/api/type", (body) => body.items.data[0].name],
  ["/api/type/1", (body) => body.category.name],
  ["/api/types", (body) => body.items[0].name],
  [ACTIVITY, (body) => body.items.highlight],
  [`${ACTIVITY}/comment`, null],
  ["/api/regencies", (body) => body.items[0].des],
  ["/api/regency", (body) => body.items.data[0].name],
  ["/api/regency/3", (body) => body.category.des],
  [DESTINATION, (body) => body.items.des],
  [`${DESTINATION}/comment`, null],
  ["/api/transporttypes", (body) => body.items[0].name],
  ["/api/transporttype", (body) => body.items.data[0].type.name],
  ["/api/transporttype/1", (body) => body.category.name],
  ["/api/transport/3", (body) => body.items.des],
  ["/api/transport/3/comment", null],
  ["/api/tips", (body) => body.items.data[0].title],
  ["/api/tips/money-atms-and-money-changers", (body) => body.items.content],
  ["/api/search?query=ubud", (body) => body.items.data[0].name],
  // Every title of the page: some events are named alike in both languages (Kuta Beach Festival 2027).
  ["/api/event", (body) => titlesOf(body.items.data)],
  ["/api/event/new-years-eve-2026-bali", (body) => body.items.content],
  ["/api/event/feature", (body) => titlesOf(body.items)],
  ["/api/specialoffer", (body) => body.items.data[0].title],
  ["/api/specialoffer/group-discount", (body) => body.items.tnc],
  ["/api/specialoffer/feature", (body) => body.items[0].short_des],
  ["/api/gallery", (body) => body.items.images.data[0].caption],
  ["/api/galleryfeature", (body) => body.items[0].caption],
];

describe("every read call of the /api on both sites", () => {
  it("answers 200 with at most two D1 round trips, in the site's language", async () => {
    for (const [path, text] of CALLS) {
      const answers = {} as Record<Site, Awaited<ReturnType<typeof get>>>;
      for (const site of ["id", "en"] as const) {
        const answer = await get(path, site);
        expect(answer.status, `${site} ${path}`).toBe(200);
        expect(answer.roundTrips, `${site} ${path}`).toBeLessThanOrEqual(2);
        answers[site] = answer;
      }
      if (!text) continue;
      const [id, en] = [text(answers.id.body), text(answers.en.body)];
      expect(id, path).toEqual(expect.stringMatching(/\S/));
      expect(en, path).toEqual(expect.stringMatching(/\S/));
      expect(id, path).not.toBe(en);
    }
  });
});

describe("paging parameters", () => {
  const LISTS = [
    "/api/regency",
    "/api/regency/3",
    "/api/transporttype",
    "/api/transporttype/1",
    "/api/tips",
    "/api/event",
    "/api/specialoffer",
    "/api/gallery",
    "/api/search?query=ubud",
    `${ACTIVITY}/comment`,
    `${DESTINATION}/comment`,
  ];

  it("answers 422 with a message for page when it is 0 or not a number, on every list", async () => {
    for (const list of LISTS) {
      for (const page of ["0", "abc"]) {
        const path = `${list}${list.includes("?") ? "&" : "?"}page=${page}`;
        const { status, body } = await get(path, "en");
        expect(status, path).toBe(422);
        expect(body.errors.page[0], path).toEqual(expect.any(String));
      }
    }
  });
});
