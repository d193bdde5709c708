/**
 * Payments on a booking (issue 38, item 5): the operator records payments and refunds on the
 * booking's record; each is one guarded batch with its audit row, refused per field with nothing
 * written; the state the inbox filters on follows the ledger; the manifest says what to collect,
 * in rupiah; the takings come per method in CSV.
 */
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { inboxPageSql } from "#workers/booking/operator-queue.ts";
import { recordLedgerEntry, TAKINGS_SQL } from "#workers/booking/payments.ts";
import { siteConfig } from "#workers/config.ts";
import { rowsReadOf } from "#workers/db.ts";
import { Browser } from "./browser.ts";
import {
  elementsWith,
  makeOperator,
  requestedBooking,
  signedInOperator,
  testIdPart,
  textOf,
} from "./operator-support.ts";
import { race } from "./race-support.ts";

interface Money {
  id: number;
  version: number;
  status: string;
  currency: string;
  visit_date: string;
  total_idr: number;
  total_usd_cents: number;
  due_idr: number;
  paid_idr: number;
  payment_state: string;
}

async function moneyOf(reference: string): Promise<Money> {
  const row = await env.DB.prepare(
    `SELECT id, version, status, currency, visit_date, total_idr, total_usd_cents, due_idr, paid_idr, payment_state
     FROM bookings WHERE reference = ?`,
  )
    .bind(reference)
    .first<Money>();
  if (!row) throw new Error(`No booking ${reference}`);
  return row;
}

async function countOf(sql: string, ...params: unknown[]): Promise<number> {
  return (
    (
      await env.DB.prepare(sql)
        .bind(...params)
        .first<{ n: number }>()
    )?.n ?? 0
  );
}

const paymentsOf = (reference: string) =>
  env.DB.prepare(
    `SELECT p.kind, p.method, p.currency, p.amount_minor, p.surcharge_minor, p.amount_idr, p.actor_email
     FROM booking_payments p JOIN bookings b ON b.id = p.booking_id WHERE b.reference = ? ORDER BY p.id`,
  )
    .bind(reference)
    .all<Record<string, unknown>>()
    .then((result) => result.results);

const auditsOf = (reference: string) =>
  countOf("SELECT count(*) AS n FROM audit_log WHERE entity = 'bookings' AND entity_id = ?", reference);

async function record(
  operator: Browser,
  reference: string,
  fields: Record<string, string>,
  intent: "payment" | "refund" = "payment",
) {
  const version = String((await moneyOf(reference)).version);
  return operator.submit(`/admin/bookings/${reference}`, {
    intent,
    method: "cash",
    currency: "IDR",
    version,
    ...fields,
  });
}

/** A booking on `site` with an operator signed in on the same site. */
async function bookingWithOperator(site: "id" | "en") {
  const booking = await requestedBooking(site);
  const operator = await signedInOperator(site, "Made Kasir");
  return { ...booking, operator, page: `/admin/bookings/${booking.reference}` };
}

describe("recording payments", () => {
  it("a cash deposit leaves the rest to collect on the day; paying the rest makes the booking paid", async () => {
    const { reference, operator, page } = await bookingWithOperator("id");
    const before = await moneyOf(reference);
    expect(before).toMatchObject({ payment_state: "unpaid", due_idr: before.total_idr, paid_idr: 0 });
    const deposit = Math.floor(before.total_idr / 3);

    expect((await record(operator, reference, { amount: String(deposit) })).status).toBe(303);
    const after = await moneyOf(reference);
    expect(after).toMatchObject({ payment_state: "part_paid", paid_idr: deposit, version: before.version + 1 });
    expect(await paymentsOf(reference)).toEqual([
      expect.objectContaining({
        kind: "payment",
        method: "cash",
        currency: "IDR",
        amount_minor: deposit,
        amount_idr: deposit,
      }),
    ]);
    expect(await auditsOf(reference)).toBe(1);
    const balance = textOf(testIdPart((await operator.page(page)).text, "payment-balance"));
    expect(balance).toContain(`Rp ${(before.total_idr - deposit).toLocaleString("de-DE")}`);

    expect((await record(operator, reference, { amount: String(before.total_idr - deposit) })).status).toBe(303);
    expect(await moneyOf(reference)).toMatchObject({ payment_state: "paid", paid_idr: before.total_idr });
    expect(await auditsOf(reference)).toBe(2);
  });

  it("a US dollar booking is owed in rupiah, and its dollar total paid in two parts counts for exactly its rupiah total", async () => {
    const { reference, operator, page } = await bookingWithOperator("en");
    const booking = await moneyOf(reference);
    expect(booking.currency).toBe("USD");
    const rupiah = `Rp ${booking.total_idr.toLocaleString("en-US")}`;
    expect(textOf(testIdPart((await operator.page(page)).text, "payment-balance"))).toContain(rupiah);

    const firstCents = Math.floor(booking.total_usd_cents / 3) + 1;
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    expect(
      (await record(operator, reference, { method: "paypal", currency: "USD", amount: dollars(firstCents) })).status,
    ).toBe(303);
    const part = await moneyOf(reference);
    expect(part.payment_state).toBe("part_paid");
    expect(part.paid_idr).toBe(Math.round((firstCents * booking.total_idr) / booking.total_usd_cents));

    const rest = dollars(booking.total_usd_cents - firstCents);
    expect((await record(operator, reference, { method: "paypal", currency: "USD", amount: rest })).status).toBe(303);
    expect(await moneyOf(reference)).toMatchObject({ payment_state: "paid", paid_idr: booking.total_idr });
  });

  it("a card at the office carries its 3 % surcharge apart: the booking counts the amount, the takings the whole", async () => {
    const { reference, operator } = await bookingWithOperator("id");
    const booking = await moneyOf(reference);
    expect(
      (await record(operator, reference, { method: "credit_card", amount: String(booking.total_idr) })).status,
    ).toBe(303);
    const surcharge = Math.round((booking.total_idr * 3) / 100);
    expect(await paymentsOf(reference)).toEqual([
      expect.objectContaining({ method: "credit_card", amount_minor: booking.total_idr, surcharge_minor: surcharge }),
    ]);
    expect(await moneyOf(reference)).toMatchObject({ payment_state: "paid", paid_idr: booking.total_idr });

    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const csv = await operator.fetchText("GET", `/admin/takings/${today}.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const cardRow = csv.text.split("\r\n").find((line) => line.includes("Kartu di kantor"));
    expect(cardRow).toBeDefined();
    expect(cardRow?.split(",")).toEqual(
      expect.arrayContaining([String(booking.total_idr + surcharge), String(surcharge)]),
    );
    const month = await operator.fetchText("GET", `/admin/takings/${today.slice(0, 7)}.csv`);
    expect(month.text).toContain(String(booking.total_idr + surcharge));
  });

  it("refuses bad fields per field in the operator's language, with nothing written", async () => {
    const { reference, operator, page } = await bookingWithOperator("id");
    const before = await moneyOf(reference);
    const reply = await operator.post(
      page,
      {
        intent: "payment",
        version: before.version,
        method: "cheque",
        currency: "EUR",
        amount: "-5",
        paid_on: "2999-01-01",
      },
      { accept: "application/json" },
    );
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors)).toEqual(["method", "currency", "amount", "paid_on"]);
    expect(reply.body.errors.paid_on[0]).toBe("Tanggal tidak boleh di masa depan.");

    const tooMuch = await operator.post(
      page,
      { intent: "payment", version: before.version, method: "cash", currency: "IDR", amount: before.total_idr + 1 },
      { accept: "application/json" },
    );
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.amount[0]).toContain(`Rp ${before.total_idr.toLocaleString("de-DE")}`);

    const noRefundDue = await record(operator, reference, { amount: "1000" }, "refund");
    expect(noRefundDue.status).toBe(422);
    expect(textOf(noRefundDue.text)).toContain("lebih dari pengembalian dana");

    expect(await paymentsOf(reference)).toEqual([]);
    expect(await auditsOf(reference)).toBe(0);
    expect(await moneyOf(reference)).toEqual(before);
  });

  it("two payments recorded from one page at once: the first is written, the second refused with nothing of it", async () => {
    const { reference, operator } = await bookingWithOperator("id");
    const booking = await moneyOf(reference);
    const fields = { amount: String(Math.floor(booking.total_idr / 2)), version: String(booking.version) };
    const replies = await Promise.all([
      operator.submit(`/admin/bookings/${reference}`, {
        intent: "payment",
        method: "cash",
        currency: "IDR",
        ...fields,
      }),
      operator.submit(`/admin/bookings/${reference}`, {
        intent: "payment",
        method: "cash",
        currency: "IDR",
        ...fields,
      }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([303, 409]);
    expect(await paymentsOf(reference)).toHaveLength(1);
    expect(await auditsOf(reference)).toBe(1);
    expect(await moneyOf(reference)).toMatchObject({
      paid_idr: Math.floor(booking.total_idr / 2),
      version: booking.version + 1,
    });
  });
});

/** A payment recorded straight through workers/, on `db`, as the booking page's action does. */
function payDirectly(
  db: D1Database,
  reference: string,
  operator: { id: number; name: string; email: string },
  fields: Record<string, string>,
) {
  const request = new Request(`http://localhost/admin/bookings/${reference}`, { method: "POST" });
  const scope = {
    request,
    url: new URL(request.url),
    params: {},
    env,
    ctx: createExecutionContext(),
    config: siteConfig(env),
    db,
    locale: "id" as const,
    operator,
  };
  return recordLedgerEntry(scope, reference, "payment", fields, "id");
}

describe("two payments that both read before either writes", () => {
  it("writes the first and refuses the second by the version guard, with nothing of it written", async () => {
    const { reference } = await requestedBooking("id");
    const booking = await moneyOf(reference);
    const { email } = await makeOperator("Made Kasir");
    const operator = await env.DB.prepare("SELECT id, name, email FROM users WHERE email = ?")
      .bind(email)
      .first<{ id: number; name: string; email: string }>();
    if (!operator) throw new Error("No operator");
    const fields = { method: "cash", currency: "IDR", amount: "100000", version: String(booking.version) };
    const { first, second } = race(
      (db) => payDirectly(db, reference, operator, fields),
      (db) => payDirectly(db, reference, operator, { ...fields, method: "bank_transfer" }),
    );
    await expect(first).resolves.toMatchObject({ kind: "recorded" });
    await expect(second).resolves.toEqual({ kind: "stale" });
    expect(await paymentsOf(reference)).toEqual([expect.objectContaining({ method: "cash", amount_idr: 100000 })]);
    expect(await auditsOf(reference)).toBe(1);
    expect(await moneyOf(reference)).toMatchObject({ paid_idr: 100000, version: booking.version + 1 });
  });
});

describe("refunds after a cancellation", () => {
  it("a free cancellation makes what was paid a refund due; a form opened before it is stale; the refund settles it", async () => {
    const { reference, operator, page } = await bookingWithOperator("id");
    const booking = await moneyOf(reference);
    expect((await record(operator, reference, { amount: "100000" })).status).toBe(303);
    const paid = await moneyOf(reference);
    expect(
      (await operator.submit(page, { intent: "cancel", confirm: "yes", fee_percent: "0", fee_reason: "Hujan" })).status,
    ).toBe(303);
    const cancelled = await moneyOf(reference);
    expect(cancelled).toMatchObject({ status: "cancelled", due_idr: 0, paid_idr: 100000, payment_state: "refund_due" });
    expect(cancelled.version).toBeGreaterThan(paid.version);
    expect(textOf(testIdPart((await operator.page(page)).text, "refund-due")).trim()).toBe("Rp 100.000");

    const stale = await operator.submit(page, {
      intent: "refund",
      method: "bank_transfer",
      currency: "IDR",
      amount: "100000",
      version: String(paid.version),
    });
    expect(stale.status).toBe(409);
    expect((await record(operator, reference, { amount: "100001" }, "refund")).status).toBe(422);
    expect((await record(operator, reference, { method: "bank_transfer", amount: "100000" }, "refund")).status).toBe(
      303,
    );
    expect(await moneyOf(reference)).toMatchObject({ paid_idr: 0, payment_state: "nothing_due" });
    expect(booking.total_idr).toBeGreaterThan(0);
  });

  it("a cancellation with a fee keeps the fee: only what was paid beyond it is refunded", async () => {
    const { reference, operator } = await bookingWithOperator("id");
    const booking = await moneyOf(reference);
    expect((await record(operator, reference, { amount: String(booking.total_idr) })).status).toBe(303);
    const fee = Math.floor(booking.total_idr / 2);
    // The fee as workers/booking/cancellation.ts stores it when the policy charges half.
    await env.DB.prepare(
      "UPDATE bookings SET status = 'cancelled', cancellation_kind = 'operator', cancellation_fee_percent = 50, cancellation_fee_idr = ? WHERE reference = ?",
    )
      .bind(fee, reference)
      .run();
    expect(await moneyOf(reference)).toMatchObject({ due_idr: fee, payment_state: "refund_due" });
    expect((await record(operator, reference, { amount: String(booking.total_idr - fee) }, "refund")).status).toBe(303);
    expect(await moneyOf(reference)).toMatchObject({ paid_idr: fee, payment_state: "paid" });
    const shown = textOf(testIdPart((await operator.page(`/admin/bookings/${reference}`)).text, "payment-balance"));
    const rupiah = (amount: number) => `Rp ${amount.toLocaleString("de-DE")}`;
    expect(shown).toContain(`Biaya yang ditahan (dalam rupiah) ${rupiah(fee)}`);
    expect(shown).toContain(`Dikembalikan ${rupiah(booking.total_idr - fee)}`);
  });
});

describe("a month of takings", () => {
  it("adds up every payment and refund of the month, reading a row per day and method, not per payment", async () => {
    const { reference, operator } = await bookingWithOperator("id");
    const month = "2036-05";
    const lines = Array.from({ length: 240 }, (_, index) => ({
      kind: index % 12 === 11 ? "refund" : "payment",
      method: (["cash", "bank_transfer", "credit_card"] as const)[index % 3],
      currency: index % 4 === 0 ? "USD" : "IDR",
      amount: 1000 + index,
      surcharge: index % 3 === 2 && index % 12 !== 11 ? 30 : 0,
      day: `${month}-${String((index % 10) + 1).padStart(2, "0")}`,
    }));
    await env.DB.batch(
      lines.map((line) =>
        env.DB.prepare(
          `INSERT INTO booking_payments (booking_id, kind, method, currency, amount_minor, surcharge_minor, amount_idr,
             paid_on, actor_name, actor_email)
           SELECT id, ?2, ?3, ?4, ?5, ?6, ?5, ?7, 'Kadek', 'kadek@example.com' FROM bookings WHERE reference = ?1`,
        ).bind(reference, line.kind, line.method, line.currency, line.amount, line.surcharge, line.day),
      ),
    );
    const csv = await operator.fetchText("GET", `/admin/takings/${month}.csv`);
    expect(csv.status).toBe(200);
    const rows = csv.text.trim().split("\r\n").slice(1);
    // 10 days, 3 methods, 2 currencies where each was used.
    const groups = new Set(lines.map((line) => `${line.day} ${line.method} ${line.currency}`));
    expect(rows).toHaveLength(groups.size);
    const netUsd = lines
      .filter((line) => line.currency === "USD")
      .reduce((sum, line) => sum + (line.kind === "payment" ? line.amount + line.surcharge : -line.amount), 0);
    const netOfRows = rows
      .map((row) => row.split(","))
      .filter((cells) => cells[2] === "USD")
      .reduce((sum, cells) => sum + Math.round(Number(cells.at(-1)) * 100), 0);
    expect(netOfRows).toBe(netUsd);
    expect(rowsReadOf(csv.headers)).toBeLessThanOrEqual(groups.size + 20);
  });
});

describe("the inbox, the manifest and the takings", () => {
  it("the inbox filters unpaid, part-paid, paid and refund due, each through its index", async () => {
    const unpaid = await bookingWithOperator("id");
    const part = await bookingWithOperator("id");
    const { operator } = part;
    expect((await record(operator, part.reference, { amount: "1000" })).status).toBe(303);
    const listed = async (state: string) =>
      (await operator.get(`/admin/bookings?payment=${state}`, { accept: "application/json" })).body.inbox.items.map(
        (item: { reference: string }) => item.reference,
      );
    expect(await listed("part_paid")).toContain(part.reference);
    expect(await listed("part_paid")).not.toContain(unpaid.reference);
    expect(await listed("unpaid")).toContain(unpaid.reference);
    expect(await listed("paid")).not.toContain(part.reference);

    for (const state of ["unpaid", "part_paid", "paid", "refund_due"] as const) {
      const sql = inboxPageSql({ status: null, payment: state, searching: false }, { direction: null, key: null });
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind("id", null, null, 21, null)
        .all<{ detail: string }>();
      const steps = plan.results.map((step) => step.detail).join("\n");
      expect(steps).toContain("bookings_by_payment_state");
      expect(steps).not.toMatch(/SCAN b\b/);
    }
  });

  it("the manifest shows per guest what to collect on the day, in rupiah, also in its CSV", async () => {
    const { reference, operator } = await bookingWithOperator("en");
    const booking = await moneyOf(reference);
    expect((await operator.submit(`/admin/bookings/${reference}`, { intent: "confirm" })).status).toBe(303);
    const deposit = 200000;
    expect((await record(operator, reference, { amount: String(deposit) })).status).toBe(303);
    const left = booking.total_idr - deposit;
    const day = await operator.page(`/admin/calendar/${booking.visit_date}`);
    const entries = elementsWith(day.text, 'data-testid="manifest-booking"').filter((part) => part.includes(reference));
    expect(entries).toHaveLength(1);
    expect(textOf(testIdPart(entries[0] ?? "", "manifest-to-collect")).trim()).toBe(
      `Collect Rp ${left.toLocaleString("en-US")} in rupiah`,
    );
    const csv = await operator.fetchText("GET", `/admin/calendar/${booking.visit_date}.csv`);
    const [header = "", ...rows] = csv.text.split("\r\n");
    // Second to last: the channel's net price (empty here) is the last column.
    expect(header.split(",").at(-2)).toBe("To collect (Rp)");
    expect(
      rows
        .find((row) => row.includes(reference))
        ?.split(",")
        .at(-2),
    ).toBe(String(left));
  });

  it("the takings read one range of their day totals, and are an operator's only", async () => {
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${TAKINGS_SQL}`)
      .bind("2026-01-01", "2026-01-31")
      .all<{ detail: string }>();
    expect(plan.results.map((step) => step.detail).join("\n")).toMatch(
      /SEARCH booking_takings USING PRIMARY KEY \(paid_on>\? AND paid_on<\?\)/,
    );
    expect((await new Browser("en").fetchText("GET", "/admin/takings/2026-01.csv")).status).toBe(404);
  });
});
