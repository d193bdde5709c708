import { describe, expect, it } from "vitest";
import { NO_DISCOVERY } from "#domain/discovery.ts";
import { searchIntentOf, withTypedIntent } from "#domain/search-intent.ts";

// A Monday in Bali.
const MONDAY = "2026-11-30";

const en = (text: string, today = MONDAY) => searchIntentOf(text, "en", today);
const id = (text: string, today = MONDAY) => searchIntentOf(text, "id", today);

describe("the search's reading of what a tourist types", () => {
  it("reads the done-when phrase in English and Indonesian alike, and leaves nothing to search", () => {
    const wanted = {
      ...NO_DISCOVERY,
      sort: "price_asc",
      duration: "half_day",
      minRating: 4.5,
      pickup: true,
      date: "2026-12-01",
    };
    const english = en("cheapest half day tour with pickup 4.5 stars next tuesday");
    expect(english.discovery).toEqual(wanted);
    expect(english.rest).toBe("");
    expect(english.understood).toEqual(["sort", "duration", "min_rating", "pickup", "date"]);
    const indonesian = id("tur setengah hari termurah dengan jemput hotel bintang 4,5 selasa depan");
    expect(indonesian.discovery).toEqual(wanted);
    expect(indonesian.rest).toBe("");
    // Either language on either site, in any order, case and accents aside.
    expect(id("Next TUESDAY, 4.5+ pick-up, half-day, cheapest").discovery).toEqual(wanted);
    expect(en("Selasa depan TERMURAH setengah hari antar jemput bintang 4.5").discovery).toEqual(wanted);
    expect(en("chéapest hálf day pickup 4.5 stars tuesday").discovery).toEqual(wanted);
  });

  it("keeps the words that name a place or an activity for the text search", () => {
    expect(en("cheap Ubud rafting with hotel pickup")).toMatchObject({
      rest: "ubud rafting",
      discovery: { sort: "price_asc", pickup: true },
    });
    expect(id("snorkeling nusa penida setengah hari").rest).toBe("snorkeling nusa penida");
  });

  it("searches a phrase with nothing it understands as typed, tour and all", () => {
    for (const text of ["Tanah Lot temple tour", "Ubud", "tour", "Pasar malam Gianyar", "Bali Swing"]) {
      expect(en(text)).toEqual({ discovery: NO_DISCOVERY, understood: [], rest: text });
    }
  });

  it("never reads a name as a filter: a night market, dinner, an airport pickup, a town", () => {
    expect(id("pasar malam").understood).toEqual([]);
    expect(id("makan malam romantis").understood).toEqual([]);
    expect(en("night safari").understood).toEqual([]);
    expect(en("airport pickup").understood).toEqual([]);
    expect(id("antar jemput bandara").understood).toEqual([]);
    expect(en("Gianyar").understood).toEqual([]);
    expect(en("airport pickup tomorrow")).toMatchObject({ rest: "airport pickup", understood: ["date"] });
    expect(id("pasar malam besok")).toMatchObject({ rest: "pasar malam", discovery: { timeOfDay: null } });
  });

  it("reads each sort", () => {
    expect(en("cheap").discovery.sort).toBe("price_asc");
    expect(id("paling murah").discovery.sort).toBe("price_asc");
    expect(en("most expensive").discovery.sort).toBe("price_desc");
    expect(id("termahal").discovery.sort).toBe("price_desc");
    expect(en("top rated").discovery.sort).toBe("rating");
    expect(id("terbaik").discovery.sort).toBe("rating");
    expect(en("shortest").discovery.sort).toBe("duration");
    expect(id("terbaru").discovery.sort).toBe("newest");
  });

  it("reads durations, a number of hours, ratings and the yes-or-no filters", () => {
    expect(en("full-day").discovery.duration).toBe("full_day");
    expect(id("seharian").discovery.duration).toBe("full_day");
    expect(en("multi-day").discovery.duration).toBe("multi_day");
    expect(id("3 hari 2 malam")).toMatchObject({ discovery: { duration: "multi_day", timeOfDay: null }, rest: "" });
    expect(en("short").discovery.duration).toBe("up_to_3h");
    expect(en("under 4 hours").discovery.durationMax).toBe(4);
    expect(id("2 jam").discovery.durationMax).toBe(2);
    expect(en("4 stars").discovery.minRating).toBe(4);
    expect(en("rated 4.7 or more").discovery.minRating).toBe(4.5);
    expect(en("5-star").discovery.minRating).toBe(4.5);
    expect(en("3 stars").understood).toEqual([]);
    expect(en("free cancellation").discovery.freeCancellation).toBe(true);
    expect(id("pembatalan gratis").discovery.freeCancellation).toBe(true);
    expect(en("instant confirmation").discovery.instant).toBe(true);
    expect(id("konfirmasi instan").discovery.instant).toBe(true);
    expect(id("pickup").discovery.pickup).toBe(true);
    expect(en("pick up from hotel")).toMatchObject({ rest: "", discovery: { pickup: true } });
  });

  it("reads the time of day and a regency only when called one", () => {
    expect(en("in the morning").discovery.timeOfDay).toBe("morning");
    expect(id("pagi").discovery.timeOfDay).toBe("morning");
    expect(id("sore").discovery.timeOfDay).toBe("afternoon");
    expect(en("evening").discovery.timeOfDay).toBe("evening");
    expect(id("tur malam").discovery.timeOfDay).toBe("evening");
    expect(id("kabupaten gianyar").discovery.regency).toBe("gianyar");
    expect(en("Tabanan regency").discovery.regency).toBe("tabanan");
    expect(en("ubud regency").understood).toEqual([]);
  });

  it("reads prices in the page's currency only", () => {
    expect(en("under $50").discovery.maxPrice).toBe(50);
    expect(en("below 49.99 dollars").discovery.maxPrice).toBe(49.99);
    expect(en("over 20").discovery.minPrice).toBe(20);
    expect(id("di bawah 500rb").discovery.maxPrice).toBe(500_000);
    expect(id("maks Rp 1.500.000").discovery.maxPrice).toBe(1_500_000);
    expect(id("di bawah 1,5 juta").discovery.maxPrice).toBe(1_500_000);
    expect(id("mulai 200 ribu").discovery.minPrice).toBe(200_000);
    // A dollar amount on the rupiah site (and the reverse) is not converted: it is left alone.
    expect(id("under $50").discovery.maxPrice).toBeNull();
    expect(en("di bawah 500rb").discovery.maxPrice).toBeNull();
    // A ceiling under the floor keeps the floor.
    expect(en("over 80 under 30").discovery).toMatchObject({ minPrice: 80, maxPrice: null });
  });

  it("reads dates from today's Bali date", () => {
    expect(en("today").discovery.date).toBe(MONDAY);
    expect(id("besok").discovery.date).toBe("2026-12-01");
    expect(id("lusa").discovery.date).toBe("2026-12-02");
    // A weekday is the first one after today, "next" or not; today's weekday is a week on.
    expect(en("tuesday").discovery.date).toBe("2026-12-01");
    expect(en("next monday").discovery.date).toBe("2026-12-07");
    expect(id("hari minggu").discovery.date).toBe("2026-12-06");
    expect(id("jum'at").discovery.date).toBe("2026-12-04");
    expect(en("this weekend").discovery).toMatchObject({ date: "2026-12-05", dateTo: "2026-12-06" });
    expect(en("weekend", "2026-12-06").discovery).toMatchObject({ date: "2026-12-06", dateTo: null });
    expect(id("akhir pekan depan").discovery).toMatchObject({ date: "2026-12-12", dateTo: "2026-12-13" });
    expect(id("minggu depan").discovery).toMatchObject({ date: "2026-12-07", dateTo: "2026-12-13" });
    expect(en("8 Dec").discovery.date).toBe("2026-12-08");
    expect(id("tanggal 8 Des").discovery.date).toBe("2026-12-08");
    expect(en("December 8th").discovery.date).toBe("2026-12-08");
    expect(en("3 Jan").discovery.date).toBe("2027-01-03");
    expect(en("31 Feb").understood).toEqual([]);
  });
});

describe("the typed reading beside the URL's own parameters", () => {
  it("lets the URL's parameters win and keeps the rest of the text's", () => {
    const intent = en("cheapest half day next tuesday");
    const explicit = { ...NO_DISCOVERY, sort: "rating" as const, date: "2026-12-10", dateTo: "2026-12-11" };
    const given = new Set(["sort", "date", "date_to"]);
    const { discovery, understood } = withTypedIntent(explicit, (name) => given.has(name), intent);
    expect(discovery).toMatchObject({ sort: "rating", duration: "half_day", date: "2026-12-10", dateTo: "2026-12-11" });
    expect(understood).toEqual(["duration"]);
  });
});
