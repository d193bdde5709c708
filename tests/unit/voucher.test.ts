import { describe, expect, it } from "vitest";
import { dayStartTime, hasVoucher, voucherQrPayload } from "#domain/voucher.ts";

describe("the voucher's rules", () => {
  it("belongs to a confirmed booking only", () => {
    expect(hasVoucher("confirmed")).toBe(true);
    for (const status of ["requested", "declined", "cancelled"] as const) expect(hasVoucher(status)).toBe(false);
  });

  it("puts the reference alone in the QR code, as bookings store it", () => {
    expect(voucherQrPayload(" bt-7kx4 m9pq ")).toBe("BT-7KX4-M9PQ");
  });

  it("starts the calendar's day at the start time, else at the first time the pickup text names", () => {
    expect(dayStartTime("08:00", "07:30–08:00 from the south")).toBe("08:00");
    expect(dayStartTime(null, "07:30–08:00 from the south, 08:30 from hotels in Ubud")).toBe("07:30");
    expect(dayStartTime(null, "Penjemputan pukul 7.15 dari hotel")).toBe("07:15");
    expect(dayStartTime(null, "As agreed, room 1024")).toBe(null);
    expect(dayStartTime(null, null)).toBe(null);
  });
});
