import { describe, expect, it } from "vitest";
import { isPhoneNumber, splitTitle } from "#domain/booking-rules.ts";

describe("the title in front of the first name", () => {
  it("splits off Mr., Mrs. or Ms. and keeps the rest of the name", () => {
    expect(splitTitle("Mr. Made")).toEqual({ title: "Mr.", name: "Made" });
    expect(splitTitle("  Mrs.   Ayu Lestari ")).toEqual({ title: "Mrs.", name: "Ayu Lestari" });
    expect(splitTitle("Ms.")).toEqual({ title: "Ms.", name: "" });
  });

  it("finds no title in a bare name or a title glued to it", () => {
    expect(splitTitle("Made")).toBeNull();
    expect(splitTitle("Mr.Made")).toBeNull();
    expect(splitTitle("Dr. Made")).toBeNull();
  });
});

describe("phone numbers", () => {
  it("accept digits, spaces, +, - and brackets with at least 6 digits", () => {
    for (const phone of ["+62 812-3456-7890", "(0361) 123456", "123456"])
      expect(isPhoneNumber(phone), phone).toBe(true);
  });

  it("refuse letters, too few digits and more than 30 characters", () => {
    for (const phone of ["+62 812 CALL ME", "12345", "(---) ---", "1".repeat(31), "+62 812;DROP"]) {
      expect(isPhoneNumber(phone), phone).toBe(false);
    }
  });
});
