import { describe, expect, it } from "vitest";
import {
  firstVisitDate,
  latestVisitDate,
  priceLines,
  splitName,
  startingQuantities,
  totalMinor,
} from "#domain/booking-rules.ts";
import { COUNTRIES, countryNamer, DEFAULT_COUNTRY, isOfferedCountry } from "#domain/countries.ts";
import { amountToMinor, minorToAmount } from "#domain/format.ts";

const ADULT = { id: 1, name: "Adult", price_idr: 450000, price_usd: 28.5, minimal: 2 };
const CHILD = { id: 2, name: "Child", price_idr: 300000, price_usd: 19, minimal: 0 };

describe("pricing an order", () => {
  it("prices only the products with a quantity above 0, in rupiah or in cents", () => {
    const quantities = { 1: 3, 2: 0 };
    expect(priceLines([ADULT, CHILD], quantities, "IDR")).toEqual([
      { productId: 1, name: "Adult", quantity: 3, unitMinor: 450000, amountMinor: 1350000 },
    ]);
    const usd = priceLines([ADULT, CHILD], { 1: 3, 2: 1 }, "USD");
    expect(totalMinor(usd)).toBe(3 * 2850 + 1900);
    expect(minorToAmount(totalMinor(usd), "USD")).toBe(104.5);
  });

  it("turns amounts into minor units without float drift", () => {
    expect(amountToMinor(104.5, "USD")).toBe(10450);
    expect(amountToMinor(0.1 + 0.2, "USD")).toBe(30);
    expect(amountToMinor(1350000, "IDR")).toBe(1350000);
  });

  it("starts each product at its minimal, and at one of the first when every minimal is 0", () => {
    expect(startingQuantities([ADULT, CHILD])).toEqual({ 1: 2, 2: 0 });
    expect(startingQuantities([{ ...ADULT, minimal: 0 }, CHILD])).toEqual({ 1: 1, 2: 0 });
  });
});

describe("booking window", () => {
  it("ends 18 months after today, on the last day of a shorter month", () => {
    expect(latestVisitDate("2026-11-23")).toBe("2028-05-23");
    expect(latestVisitDate("2026-08-31")).toBe("2028-02-29");
  });
});

describe("a visit on the day itself", () => {
  it("offers from today on, leaving to the availability which days can still be booked", () => {
    expect(firstVisitDate("2026-12-31T08:59")).toBe("2026-12-31");
    expect(firstVisitDate("2026-12-31T23:59")).toBe("2026-12-31");
  });
});

describe("names and countries", () => {
  it("splits a profile name on its last space", () => {
    expect(splitName("Made Ayu Wirawan")).toEqual({ firstName: "Made Ayu", lastName: "Wirawan" });
    expect(splitName("Ketut")).toEqual({ firstName: "Ketut", lastName: "" });
    expect(splitName("Zoë O'Brien-Smith")).toEqual({ firstName: "Zoë", lastName: "O'Brien-Smith" });
    expect(splitName("Nguyễn Thị Hoa")).toEqual({ firstName: "Nguyễn Thị", lastName: "Hoa" });
  });

  it("fills no name from an account name that is not one (a handle, digits, an address)", () => {
    const none = { firstName: "", lastName: "" };
    for (const handle of [
      "surfer_dave99",
      "dave99",
      "anna@example.com",
      "bali.lover",
      "x",
      "@anna",
      "Anna 2024",
      "🌴",
    ]) {
      expect(splitName(handle), handle).toEqual(none);
    }
  });

  it("offers a full list of countries with Australia as the default", () => {
    expect(COUNTRIES.length).toBeGreaterThan(240);
    expect(isOfferedCountry(DEFAULT_COUNTRY)).toBe(true);
    expect(isOfferedCountry("Indonesia")).toBe(true);
    expect(isOfferedCountry("Atlantis")).toBe(false);
  });
});

describe("country names", () => {
  it("shows the stored English name in the page's language", () => {
    expect(countryNamer("id")("Germany")).toBe("Jerman");
    expect(countryNamer("id")("Netherlands")).toBe("Belanda");
    expect(countryNamer("en")("Germany")).toBe("Germany");
    expect(countryNamer("id")("Atlantis")).toBe("Atlantis");
  });
});
