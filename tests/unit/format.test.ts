import { describe, expect, it } from "vitest";
import { currencyOf, formatDate, formatDateTime, formatPrice, truncate } from "#app/lib/format.ts";

describe("prices", () => {
  it("shows rupiah with dots between thousands on the Indonesian site", () => {
    expect(formatPrice("id", { price_idr: 1_250_000, price_usd: 78 })).toBe("Rp 1.250.000");
    expect(formatPrice("id", { price_idr: 350_000, price_usd: 22 })).toBe("Rp 350.000");
    expect(currencyOf("id")).toBe("IDR");
  });

  it("shows US dollars on the English site, with cents only when there are any", () => {
    expect(formatPrice("en", { price_idr: 1_250_000, price_usd: 85 })).toBe("US$ 85");
    expect(formatPrice("en", { price_idr: 0, price_usd: 1250.5 })).toBe("US$ 1.250,50");
    expect(currencyOf("en")).toBe("USD");
  });
});

describe("dates", () => {
  it("writes DD MMM YYYY in the page's language", () => {
    expect(formatDate("id", "2026-12-05T10:00:00.000Z")).toBe("05 Des 2026");
    expect(formatDate("en", "2026-12-05")).toBe("05 Dec 2026");
    expect(formatDate("id", "2027-08-11")).toBe("11 Agu 2027");
  });

  it("adds the Bali time of an event", () => {
    expect(formatDateTime("en", "2026-12-31T20:00")).toBe("31 Dec 2026, 20:00");
  });
});

describe("read more", () => {
  it("cuts long text at a word near the limit and leaves short text alone", () => {
    expect(truncate("short", 120)).toBe("short");
    const cut = truncate("Sunrise trek to the rim of Mount Batur with breakfast cooked on volcanic steam", 40);
    expect(cut.length).toBeLessThanOrEqual(41);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut).not.toMatch(/\s…$/);
  });
});
