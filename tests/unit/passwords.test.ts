import { describe, expect, it } from "vitest";
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword, WORKERS_PBKDF2_CAP } from "#workers/accounts/passwords.ts";

describe("password hashing", () => {
  it("stays within the PBKDF2 cost that Workers allow in production", () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(WORKERS_PBKDF2_CAP);
    expect(WORKERS_PBKDF2_CAP).toBe(100_000);
  });

  it("salts each hash and verifies only the right password", async () => {
    const first = await hashPassword("Ubud rice terraces at dawn");
    const second = await hashPassword("Ubud rice terraces at dawn");
    expect(first).not.toBe(second);
    expect(await verifyPassword("Ubud rice terraces at dawn", first)).toBe(true);
    expect(await verifyPassword("ubud rice terraces at dawn", first)).toBe(false);
    expect(await verifyPassword("anything", null)).toBe(false);
  });
});
