import { describe, expect, it } from "vitest";
import {
  currencyOf,
  formatAmount,
  formatAmountsInText,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPrice,
  truncate,
} from "#domain/format.ts";

describe("prices", () => {
  it("shows rupiah with dots between thousands on the Indonesian site", () => {
    expect(formatPrice("id", { price_idr: 1_250_000, price_usd: 78 })).toBe("Rp 1.250.000");
    expect(formatPrice("id", { price_idr: 350_000, price_usd: 22 })).toBe("Rp 350.000");
    expect(currencyOf("id")).toBe("IDR");
  });

  it("shows US dollars on the English site with English separators, cents only when there are any", () => {
    expect(formatPrice("en", { price_idr: 1_250_000, price_usd: 85 })).toBe("US$ 85");
    expect(formatPrice("en", { price_idr: 0, price_usd: 37.5 })).toBe("US$ 37.50");
    expect(formatPrice("en", { price_idr: 0, price_usd: 1250.5 })).toBe("US$ 1,250.50");
    expect(currencyOf("en")).toBe("USD");
  });

  it("writes a booking's own currency with the separators of the page's language", () => {
    expect(formatAmount("en", "IDR", 60_000)).toBe("Rp 60,000");
    expect(formatAmount("id", "IDR", 60_000)).toBe("Rp 60.000");
    expect(formatAmount("id", "USD", 37.5)).toBe("US$ 37,50");
    expect(formatNumber("en", 12_000)).toBe("12,000");
    expect(formatNumber("id", 12_000)).toBe("12.000");
  });

  it("rewrites the rupiah amounts typed into a text through the same formatter", () => {
    const en = "about IDR 50,000 for adults, IDR 5.000–10.000 for a car, IDR 3 million a month.";
    expect(formatAmountsInText("en", en)).toBe(
      "about Rp 50,000 for adults, Rp 5,000–10,000 for a car, Rp 3 million a month.",
    );
    const id = "sekitar Rp50.000 untuk dewasa, Rp 150.000, Rp2.000–5.000.";
    expect(formatAmountsInText("id", id)).toBe("sekitar Rp 50.000 untuk dewasa, Rp 150.000, Rp 2.000–5.000.");
    expect(formatAmountsInText("en", "Power bank 10,000 mAh")).toBe("Power bank 10,000 mAh");
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
