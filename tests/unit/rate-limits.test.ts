import { describe, expect, it } from "vitest";
import { rateLimitScale } from "#workers/rate-limits.ts";

describe("AUTH_RATE_LIMIT_SCALE", () => {
  it("keeps the real limits when it is not set", () => {
    expect(rateLimitScale({ LOCALE_HOSTS: "localhost=id" })).toBe(1);
  });

  it("multiplies them by the whole number given as a var", () => {
    expect(rateLimitScale({ AUTH_RATE_LIMIT_SCALE: "20" })).toBe(20);
    expect(rateLimitScale({ AUTH_RATE_LIMIT_SCALE: 3 })).toBe(3);
  });

  it("refuses to run with a value that is not a whole number from 1 to 1000", () => {
    for (const value of ["0", "-2", "2.5", "lots", "", "1001"]) {
      expect(() => rateLimitScale({ AUTH_RATE_LIMIT_SCALE: value }), value).toThrow(/AUTH_RATE_LIMIT_SCALE/);
    }
  });
});
