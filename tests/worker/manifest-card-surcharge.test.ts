/**
 * Issue 38: the manifest's "to collect" for a guest paying by card at the office includes the 3 %
 * surcharge, worked out on the server in whole rupiah as recording that payment does, so the day's
 * takings CSV then shows exactly what the manifest said to collect.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { activityPage, bookingPath, bookingPayload, UBUD } from "./booking-support.ts";
import { Browser } from "./browser.ts";
import { elementsWith, signedInOperator, testIdPart, textOf } from "./operator-support.ts";

async function cardBooking(): Promise<{ reference: string; visitDate: string; totalIdr: number }> {
  const activity = await activityPage("en");
  const reply = await new Browser("en").post(
    bookingPath(UBUD),
    bookingPayload("en", activity, 0, [1], { payment_method: "credit_card" }),
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  const reference = reply.body.booking.reference as string;
  const row = await env.DB.prepare("SELECT visit_date, total_idr FROM bookings WHERE reference = ?")
    .bind(reference)
    .first<{ visit_date: string; total_idr: number }>();
  return { reference, visitDate: row?.visit_date ?? "", totalIdr: row?.total_idr ?? 0 };
}

async function pay(operator: Browser, reference: string, method: string, amount: number) {
  const row = await env.DB.prepare("SELECT version FROM bookings WHERE reference = ?")
    .bind(reference)
    .first<{ version: number }>();
  const reply = await operator.submit(`/admin/bookings/${reference}`, {
    intent: "payment",
    method,
    currency: "IDR",
    version: String(row?.version),
    amount: String(amount),
  });
  expect(reply.status).toBe(303);
}

describe("the manifest's 'to collect' for a card at the office", () => {
  it("adds the 3 % surcharge in whole rupiah, on the page and in the CSV, as the takings then count it", async () => {
    const operator = await signedInOperator("en", "Made Kasir");
    const booking = await cardBooking();
    expect((await operator.submit(`/admin/bookings/${booking.reference}`, { intent: "confirm" })).status).toBe(303);
    // An odd deposit so that 3 % of the rest is no whole number: rounded half up, as the ledger does.
    const deposit = 100_001;
    await pay(operator, booking.reference, "cash", deposit);
    const left = booking.totalIdr - deposit;
    const surcharge = Math.floor((left * 3 + 50) / 100);
    const toCollect = left + surcharge;

    const day = await operator.page(`/admin/calendar/${booking.visitDate}`);
    const entry = elementsWith(day.text, 'data-testid="manifest-booking"').find((part) =>
      part.includes(booking.reference),
    );
    const shown = textOf(testIdPart(entry ?? "", "manifest-to-collect"));
    expect(shown).toContain(`Collect Rp ${toCollect.toLocaleString("en-US")} in rupiah`);
    expect(shown).toContain(`Rp ${surcharge.toLocaleString("en-US")}`);
    const csv = await operator.fetchText("GET", `/admin/calendar/${booking.visitDate}.csv`);
    const row = csv.text.split("\r\n").find((line) => line.includes(booking.reference));
    // "To collect (Rp)" is second to last, before the channel's net price (empty here).
    expect(row?.split(",").at(-2)).toBe(String(toCollect));

    await pay(operator, booking.reference, "credit_card", left);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const takings = await operator.fetchText("GET", `/admin/takings/${today}.csv`);
    const cardRow = takings.text.split("\r\n").find((line) => line.includes("Card at the office"));
    expect(cardRow?.split(",")).toEqual(expect.arrayContaining([String(toCollect), String(surcharge)]));
    const after = await operator.page(`/admin/calendar/${booking.visitDate}`);
    const paid = elementsWith(after.text, 'data-testid="manifest-booking"').find((part) =>
      part.includes(booking.reference),
    );
    expect(textOf(testIdPart(paid ?? "", "manifest-to-collect"))).toContain("nothing to collect");
  });

  it("adds nothing for a guest paying cash", async () => {
    const operator = await signedInOperator("en", "Made Kasir");
    const activity = await activityPage("en");
    const reply = await new Browser("en").post(bookingPath(UBUD), bookingPayload("en", activity, 0, [1]));
    const reference = reply.body.booking.reference as string;
    const row = await env.DB.prepare("SELECT visit_date, total_idr, payment_method FROM bookings WHERE reference = ?")
      .bind(reference)
      .first<{ visit_date: string; total_idr: number; payment_method: string }>();
    expect(row?.payment_method).not.toBe("credit_card");
    const csv = await operator.fetchText("GET", `/admin/calendar/${row?.visit_date}.csv`);
    const line = csv.text.split("\r\n").find((text) => text.includes(reference));
    expect(line?.split(",").at(-2)).toBe(String(row?.total_idr));
  });
});
