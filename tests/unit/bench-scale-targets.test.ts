import { describe, expect, it } from "vitest";
import { cardsListed, missedTargets, type PageFigures, type ScalePage } from "../../scripts/bench-scale-pages.ts";

const list: ScalePage = { label: "a narrow list", area: "api", path: "/api/type?regency=gianyar" };
const figures = (rowsRead: number, cards: number): PageFigures => ({ p50: 10, p95: 12, bytes: 1000, rowsRead, cards });

describe("bench:scale's rows target on the public pages and the /api", () => {
  it("holds a page to twice the seeded rows per request when both list the same cards", () => {
    expect(missedTargets(list, figures(125, 12), figures(250, 12))).toEqual([]);
    expect(missedTargets(list, figures(125, 12), figures(251, 12))).toEqual(["rows read 251 > 2x 125"]);
  });

  it("holds it per card listed when the seed holds fewer matches than the large database lists", () => {
    // One seeded card in 19 rows: twelve cards may cost up to 2 x 19 rows each, not 38 in all.
    expect(missedTargets(list, figures(19, 1), figures(115, 12))).toEqual([]);
    expect(missedTargets(list, figures(19, 1), figures(457, 12))).toEqual(["rows read per card 38.1 > 2x 19.0"]);
  });

  it("judges per request when the seeded view lists nothing or the large one lists fewer", () => {
    expect(missedTargets(list, figures(10, 0), figures(21, 12))).toEqual(["rows read 21 > 2x 10"]);
    expect(missedTargets(list, figures(100, 12), figures(201, 5))).toEqual(["rows read 201 > 2x 100"]);
  });

  it("never judges a back-office page per card: its rows are bounded outright", () => {
    const admin: ScalePage = { label: "bookings", area: "admin", path: "/admin/bookings" };
    expect(missedTargets(admin, figures(20, 1), figures(2_001, 12))).toEqual(["rows read 2001 > 2000"]);
  });
});

describe("the cards an answer lists", () => {
  it("counts an /api list's entries and an HTML page's activity cards", () => {
    expect(cardsListed(JSON.stringify({ items: { data: [{}, {}, {}] } }), "application/json")).toBe(3);
    expect(cardsListed(JSON.stringify({ items: { id: 1 } }), "application/json; charset=utf-8")).toBe(0);
    expect(cardsListed("not json", "application/json")).toBe(0);
    const card = '<li><a><span data-testid="card-price">Rp 1</span></a></li>';
    expect(cardsListed(`<ul>${card.repeat(9)}</ul>`, "text/html")).toBe(9);
    expect(cardsListed("<p>No activities</p>", "text/html")).toBe(0);
  });
});
