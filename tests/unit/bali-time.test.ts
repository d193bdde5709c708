import { describe, expect, it } from "vitest";
import { baliDateTime, baliToday } from "#domain/bali-time.ts";

describe("time in Bali (UTC+8)", () => {
  it("is already tomorrow in Bali at 16:00 UTC", () => {
    expect(baliToday(new Date("2026-11-22T16:00:00Z"))).toBe("2026-11-23");
    expect(baliToday(new Date("2026-11-22T15:59:00Z"))).toBe("2026-11-22");
  });

  it("writes wall-clock time the way events are stored", () => {
    expect(baliDateTime(new Date("2026-12-31T12:30:00Z"))).toBe("2026-12-31T20:30");
  });
});
