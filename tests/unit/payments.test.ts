/** The payment rules the server applies before it writes (domain/payments.ts, domain/inputs/payment.ts). */
import { describe, expect, it } from "vitest";
import { type AuditLine, auditSentence, readableChanges } from "#domain/audit-sentences.ts";
import { parsePayment } from "#domain/inputs/payment.ts";
import { balanceOf, rupiahOf, surchargeMinor, typedAmountMinor } from "#domain/payments.ts";
import { translator } from "#workers/i18n.ts";

describe("the rupiah a payment counts for", () => {
  const totals = { totalIdr: 1_250_000, totalUsdCents: 8_333 };

  it("counts rupiah as they are, and dollars at the booking's own ratio", () => {
    expect(rupiahOf(totals, "IDR", 500_000, 0)).toBe(500_000);
    expect(rupiahOf(totals, "USD", 8_333, 0)).toBe(1_250_000);
  });

  it("settles the rupiah total exactly, whatever the parts the dollar total is paid in", () => {
    for (const parts of [
      [1, 8_332],
      [4_166, 4_167],
      [2_777, 2_777, 2_779],
      [100, 200, 300, 7_733],
    ]) {
      let net = 0;
      let rupiah = 0;
      for (const cents of parts) {
        rupiah += rupiahOf(totals, "USD", cents, net);
        net += cents;
      }
      expect(rupiah).toBe(1_250_000);
    }
  });

  it("gives back by a dollar refund what the same dollars counted for", () => {
    const paid = rupiahOf(totals, "USD", 3_000, 0);
    expect(rupiahOf(totals, "USD", 3_000, 3_000, "refund")).toBe(paid);
  });

  it("adds the card's 3 % at the office only, rounded half up", () => {
    expect(surchargeMinor("credit_card", 1_000_000)).toBe(30_000);
    expect(surchargeMinor("credit_card", 2_550)).toBe(77);
    expect(surchargeMinor("cash", 1_000_000)).toBe(0);
    expect(surchargeMinor("paypal", 1_000_000)).toBe(0);
  });

  it("says what is left to collect and what is to give back, never below 0", () => {
    expect(balanceOf({ dueIdr: 900, paidIdr: 300 })).toEqual({ toCollectIdr: 600, refundDueIdr: 0 });
    expect(balanceOf({ dueIdr: 0, paidIdr: 300 })).toEqual({ toCollectIdr: 0, refundDueIdr: 300 });
  });
});

describe("the operator's typing", () => {
  it("reads whole rupiah with or without separators, and dollars with at most two decimals", () => {
    expect(typedAmountMinor("500000", "IDR")).toBe(500_000);
    expect(typedAmountMinor("1.250.000", "IDR")).toBe(1_250_000);
    expect(typedAmountMinor("1,250,000", "IDR")).toBe(1_250_000);
    expect(typedAmountMinor("25.5", "USD")).toBe(2_550);
    expect(typedAmountMinor("25,50", "USD")).toBe(2_550);
    for (const typed of ["", "-5", "1e6", "12.345", "Rp 5", "500000.5"]) {
      expect(typedAmountMinor(typed, typed === "12.345" ? "USD" : "IDR")).toBeNull();
    }
  });

  it("names each field's problem, and takes an empty date as today", () => {
    const today = "2031-05-10";
    expect(parsePayment({ method: "cash", currency: "IDR", amount: "100000", paid_on: "", note: "" }, today)).toEqual({
      ok: true,
      value: { method: "cash", currency: "IDR", amountMinor: 100_000, paidOn: today, note: "" },
    });
    const refused = parsePayment({ method: "cheque", currency: "EUR", amount: "0", paid_on: "2031-05-11" }, today);
    expect(refused).toEqual({
      ok: false,
      problems: [
        ["method", "methodUnknown"],
        ["currency", "currencyUnknown"],
        ["amount", "amountInvalid"],
        ["paid_on", "dateInFuture"],
      ],
    });
  });
});

describe("the trail of a payment", () => {
  it("says who recorded it on which booking, with readable fields, in both languages", () => {
    const line: AuditLine = {
      actorName: "Made",
      action: "payment",
      entity: "bookings",
      subject: "BT-1234",
      changes: [{ field: "method", before: null, after: "credit_card" }],
    };
    expect(auditSentence(translator("en"), line)).toBe("Made recorded a payment on booking BT-1234");
    expect(auditSentence(translator("id"), line)).toContain("Made mencatat pembayaran pada");
    expect(readableChanges(translator("en"), line)).toEqual([
      { key: "method", label: "Payment method", before: null, after: "Card at the office" },
    ]);
  });
});
