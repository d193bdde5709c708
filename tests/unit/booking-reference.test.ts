import { describe, expect, it } from "vitest";
import {
  CONFIRMATION_ID_PATTERN,
  newBookingReference,
  newConfirmationId,
  REFERENCE_ALPHABET,
  REFERENCE_PATTERN,
  withFreshReference,
} from "#workers/booking/reference.ts";

describe("booking references", () => {
  it("look like BT-7KX4-M9PQ and never hold a character that is easy to misread", () => {
    for (let n = 0; n < 2000; n += 1) {
      const reference = newBookingReference();
      expect(reference).toMatch(REFERENCE_PATTERN);
      expect(reference.slice(3)).not.toMatch(/[01OIL]/);
    }
    expect(REFERENCE_ALPHABET).not.toMatch(/[01OILU]/);
  });

  it("use every symbol about equally often: bytes that would favour some are drawn again", () => {
    const counts = new Map<string, number>();
    for (let n = 0; n < 3000; n += 1) {
      for (const symbol of newBookingReference().replaceAll("-", "").slice(2)) {
        counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
      }
    }
    expect(counts.size).toBe(REFERENCE_ALPHABET.length);
    const expected = (3000 * 8) / REFERENCE_ALPHABET.length;
    for (const count of counts.values()) expect(Math.abs(count - expected) / expected).toBeLessThan(0.25);
  });

  it("skip the bytes at the top of the range, which would make the first symbols likelier", () => {
    const alwaysTooHigh = (count: number) => new Uint8Array(count).fill(255);
    let calls = 0;
    const thenZeros = (count: number) => (calls++ === 0 ? alwaysTooHigh(count) : new Uint8Array(count));
    expect(newBookingReference(thenZeros)).toBe("BT-2222-2222");
    expect(calls).toBe(2);
  });
});

describe("generated booking IDs", () => {
  it("read as BK, the visit date as YYMMDD and four symbols of the reference alphabet", () => {
    const id = newConfirmationId("2026-12-05");
    expect(id).toMatch(CONFIRMATION_ID_PATTERN);
    expect(id.startsWith("BK-261205-")).toBe(true);
    expect(newConfirmationId("2027-01-09", (count) => new Uint8Array(count))).toBe("BK-270109-2222");
  });
});

describe("writing with a fresh reference", () => {
  const collision = new Error("D1_ERROR: UNIQUE constraint failed: bookings.reference: SQLITE_CONSTRAINT");

  it("tries again with a new reference when the reference is taken", async () => {
    const references = ["BT-AAAA-AAAA", "BT-BBBB-BBBB"];
    const tried: string[] = [];
    const result = await withFreshReference(
      async (reference) => {
        tried.push(reference);
        if (tried.length === 1) throw collision;
        return reference;
      },
      () => references.shift() ?? "none",
    );
    expect(tried).toEqual(["BT-AAAA-AAAA", "BT-BBBB-BBBB"]);
    expect(result).toBe("BT-BBBB-BBBB");
  });

  it("gives up after three collisions and passes any other error on at once", async () => {
    let attempts = 0;
    await expect(
      withFreshReference(async () => {
        attempts += 1;
        throw collision;
      }),
    ).rejects.toBe(collision);
    expect(attempts).toBe(3);
    const other = new Error("D1_ERROR: UNIQUE constraint failed: bookings.idempotency_key");
    attempts = 0;
    await expect(
      withFreshReference(async () => {
        attempts += 1;
        throw other;
      }),
    ).rejects.toBe(other);
    expect(attempts).toBe(1);
  });
});
