/**
 * The tourist changes their own booking from the lookup page (issue 38, item 4): another date, or
 * fewer or more people, inside the free-cancellation window, with the new price shown first, the
 * operator's guarded batch, the audit and the mail in their language. Outside the window the page
 * says until when it was possible and how to reach the operator, and nothing is written.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { activityPage, baliDate, KINTAMANI, mailsOf, type PageActivity, UBUD } from "./booking-support.ts";
import { Browser } from "./browser.ts";
import { signedInOperator, testIdPart, textOf } from "./operator-support.ts";

let operator: Browser;
let kintamani: PageActivity;
let ubud: PageActivity;

beforeAll(async () => {
  operator = await signedInOperator("en", "Made Desk");
  [kintamani, ubud] = await Promise.all([activityPage("en", KINTAMANI), activityPage("en", UBUD)]);
  await env.DB.prepare("UPDATE availability_rules SET notice_hours = 0, start_times = '[]', capacity = 60").run();
}, 30_000);

const EMAIL = "guest.change@example.com";

/** A booking the operator entered for a guest with an e-mail, in `locale`, of package `packageIndex`. */
async function entered(activity: PageActivity, quantities: number[], date: string, locale = "en", packageIndex = 0) {
  const pack = activity.packages[packageIndex];
  const fields: Record<string, string> = {
    item: `activity-${activity.id}`,
    locale,
    date,
    package_id: String(pack?.id),
    first_name: "Ketut",
    last_name: "Sari",
    email: EMAIL,
    phone_number: "+62 812 3333 4444",
    country: "Indonesia",
    payment_method: "cash",
    source: "phone",
  };
  for (const [index, product] of (pack?.products ?? []).entries()) {
    fields[`quantity_${product.id}`] = String(quantities[index] ?? 0);
  }
  const reply = await operator.post("/admin/bookings/new", fields, { accept: "application/json" });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.detail.booking.reference as string;
}

interface Row {
  visit_date: string;
  seats: number;
  version: number;
  total_idr: number;
  total_usd_cents: number;
  first_name: string;
}

async function rowOf(reference: string) {
  return env.DB.prepare(
    "SELECT visit_date, seats, version, total_idr, total_usd_cents, first_name FROM bookings WHERE reference = ?",
  )
    .bind(reference)
    .first<Row>();
}

function change(tourist: Browser, reference: string, fields: Record<string, string>) {
  return tourist.submit("/booking", { intent: "change", reference, email: EMAIL, ...fields });
}

/** The save after the preview: the booking's version and the total the preview showed. */
async function save(tourist: Browser, reference: string, fields: Record<string, string>, totalMinor: number) {
  const version = String((await rowOf(reference))?.version);
  return change(tourist, reference, { ...fields, confirm: "yes", version, total: String(totalMinor) });
}

describe("the tourist changes their own booking", () => {
  it("moves it to another day: the new price first, then the change, the mail in their language and the audit", async () => {
    const from = baliDate(30);
    const to = baliDate(31);
    const reference = await entered(kintamani, [2], from, "id");
    const tourist = new Browser("id");
    const found = await tourist.submit("/booking", { reference, email: EMAIL }, { csrf: false });
    expect(testIdPart(found.text, "change-own-booking")).not.toBe("");

    const shown = await change(tourist, reference, { date: to });
    expect(shown.status).toBe(200);
    expect(textOf(testIdPart(shown.text, "own-change-total"))).toContain("Totalnya tetap");
    expect((await rowOf(reference))?.visit_date).toBe(from);

    const before = await rowOf(reference);
    const saved = await save(tourist, reference, { date: to }, before?.total_idr ?? 0);
    expect(saved.status).toBe(200);
    expect(testIdPart(saved.text, "own-change-done")).not.toBe("");
    expect((await rowOf(reference))?.visit_date).toBe(to);
    const mails = (await mailsOf(reference)).filter((mail) => mail.kind.startsWith("booking_change"));
    expect(mails).toEqual([
      expect.objectContaining({ kind: "booking_changed", locale: "id", to_address: EMAIL }),
      expect.objectContaining({ kind: "booking_change_notification", locale: "id" }),
    ]);
    expect(mails[1]?.subject).toContain(reference);
    const audit = await env.DB.prepare(
      "SELECT actor_email, before_json, after_json FROM audit_log WHERE entity_id = ? AND action = 'update'",
    )
      .bind(reference)
      .first<{ actor_email: string; before_json: string; after_json: string }>();
    expect(audit?.actor_email).toBe(EMAIL);
    expect(JSON.parse(audit?.before_json ?? "{}")).toMatchObject({ date: from });
    expect(JSON.parse(audit?.after_json ?? "{}")).toMatchObject({ date: to });
  });

  it("takes more people at the catalogue's price, and only the date, time and party from the form", async () => {
    const allIn = ubud.packages[1];
    const [adult, child] = allIn?.products ?? [];
    const reference = await entered(ubud, [2, 0], baliDate(30), "en", 1);
    const tourist = new Browser("en");
    const more = { [`quantity_${adult?.id}`]: "3", [`quantity_${child?.id}`]: "0", first_name: "Mallory" };
    const adultCents = Math.round((adult?.price_usd ?? 0) * 100);
    const shown = await change(tourist, reference, { ...more, price_override: "1", override_reason: "x" });
    expect(shown.status).toBe(200);
    expect(textOf(testIdPart(shown.text, "own-change-total"))).toContain("more than before");
    const saved = await save(tourist, reference, more, 3 * adultCents);
    expect(saved.status).toBe(200);
    expect(await rowOf(reference)).toMatchObject({ seats: 3, total_usd_cents: 3 * adultCents, first_name: "Ketut" });
  });

  it("outside the window says until when and how to reach the operator, and writes nothing", async () => {
    // Two days' free cancellation: tomorrow's start is always inside them.
    await env.DB.prepare("UPDATE activities SET cancelation_hours = 48 WHERE id = ?").bind(kintamani.id).run();
    const reference = await entered(kintamani, [2], baliDate(1));
    const tourist = new Browser("en");
    const found = await tourist.submit("/booking", { reference, email: EMAIL }, { csrf: false });
    const closed = textOf(testIdPart(found.text, "change-closed"));
    expect(closed).toContain("Changes online were possible until");
    expect(closed).toContain("write to us at");
    const before = await rowOf(reference);
    const refused = await save(tourist, reference, { date: baliDate(20) }, before?.total_usd_cents ?? 0);
    expect(refused.status).toBe(409);
    expect(textOf(testIdPart(refused.text, "change-closed"))).toContain("Changes online were possible until");
    expect(await rowOf(reference)).toEqual(before);
  });

  it("refuses a move into the last days before the start, or past the seats, with nothing written", async () => {
    const reference = await entered(kintamani, [2], baliDate(30));
    const tourist = new Browser("en");
    const before = await rowOf(reference);
    const tooLate = await change(tourist, reference, { date: baliDate(1) });
    expect(tooLate.status).toBe(422);
    expect(textOf(tooLate.text)).toContain("Please choose a later date");
    await env.DB.prepare("UPDATE availability_rules SET capacity = 3 WHERE activity_id = ?").bind(kintamani.id).run();
    const product = kintamani.packages[0]?.products[0];
    const full = await change(tourist, reference, { [`quantity_${product?.id}`]: "4" });
    expect(full.status).toBe(422);
    await env.DB.prepare("UPDATE availability_rules SET capacity = 60 WHERE activity_id = ?").bind(kintamani.id).run();
    expect(await rowOf(reference)).toEqual(before);
  });
});
