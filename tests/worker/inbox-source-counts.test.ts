/**
 * Issue 38: the inbox's count per source (the source filter's choices) is narrowed by the payment
 * filter, the status filter and the search as the list is, so each choice says how many bookings
 * picking it would list.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { activityPage, baliDate, KINTAMANI, type PageActivity } from "./booking-support.ts";
import type { Browser } from "./browser.ts";
import { signedInOperator } from "./operator-support.ts";

const JSON_ACCEPT = { accept: "application/json" };

let operator: Browser;
let kintamani: PageActivity;

beforeAll(async () => {
  operator = await signedInOperator("id", "Made Kasir");
  kintamani = await activityPage("en", KINTAMANI);
  await env.DB.prepare("UPDATE availability_rules SET notice_hours = 0, start_times = '[]', capacity = 60").run();
}, 30_000);

async function entered(source: string, lastName: string): Promise<string> {
  const pack = kintamani.packages[0];
  const reply = await operator.post(
    "/admin/bookings/new",
    {
      item: `activity-${kintamani.id}`,
      locale: "id",
      date: baliDate(25),
      package_id: String(pack?.id),
      first_name: "Nyoman",
      last_name: lastName,
      phone_number: "+62 812 3333 4444",
      country: "Indonesia",
      payment_method: "cash",
      source,
      [`quantity_${pack?.products[0]?.id}`]: "1",
    },
    JSON_ACCEPT,
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.detail.booking.reference as string;
}

async function deposit(reference: string): Promise<void> {
  const row = await env.DB.prepare("SELECT version FROM bookings WHERE reference = ?")
    .bind(reference)
    .first<{ version: number }>();
  const reply = await operator.submit(`/admin/bookings/${reference}`, {
    intent: "payment",
    method: "cash",
    currency: "IDR",
    version: String(row?.version),
    amount: "1000",
  });
  expect(reply.status).toBe(303);
}

/** The database's own count of each source among the bookings `where` picks. */
async function countedBySource(where: string, ...params: unknown[]): Promise<Record<string, number>> {
  const { results } = await env.DB.prepare(`SELECT source, count(*) AS n FROM bookings WHERE ${where} GROUP BY source`)
    .bind(...params)
    .all<{ source: string; n: number }>();
  return Object.fromEntries(results.map((row) => [row.source, row.n]));
}

async function sourceCounts(query: string): Promise<Record<string, number>> {
  const reply = await operator.get(`/admin/bookings?${query}`, JSON_ACCEPT);
  expect(reply.status).toBe(200);
  const counts = reply.body.inbox.sourceCounts as Record<string, number>;
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
}

describe("the inbox's counts per source", () => {
  it("follow the payment filter, with the status filter too, as the list does", async () => {
    const paidWalkIn = await entered("walk_in", "Deposit");
    await entered("walk_in", "Unpaid");
    await entered("whatsapp", "Unpaid");
    const paidPhone = await entered("phone", "Deposit");
    await deposit(paidWalkIn);
    await deposit(paidPhone);

    const partPaid = await countedBySource("payment_state = 'part_paid'");
    expect(partPaid.walk_in).toBeGreaterThanOrEqual(1);
    expect(await sourceCounts("payment=part_paid")).toEqual(partPaid);
    expect(await sourceCounts("payment=unpaid")).toEqual(await countedBySource("payment_state = 'unpaid'"));
    expect(await sourceCounts("payment=unpaid&status=requested")).toEqual(
      await countedBySource("payment_state = 'unpaid' AND status = 'requested'"),
    );
    // Picking a source keeps the other sources' counts: each choice says what it would list.
    expect(await sourceCounts("payment=part_paid&source=phone")).toEqual(partPaid);
    const listed = await operator.get("/admin/bookings?payment=part_paid&source=walk_in", JSON_ACCEPT);
    expect(listed.body.inbox.items.length).toBe(partPaid.walk_in);
  });

  it("follow a search", async () => {
    const reference = await entered("email", "Searched");
    expect(await sourceCounts(`q=${reference}`)).toEqual({ email: 1 });
  });
});
