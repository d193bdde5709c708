/**
 * The signed-in tourist changes their own booking from /profile (issue 38, item 4): each booking
 * that may still be changed links to its change page, which needs no reference or e-mail typed
 * again (the account is the proof) and changes it as the lookup page does. Another account's
 * booking answers 404 there and is left as it was; one past its window says why and how to reach
 * the operator.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { activityPage, baliDate, KINTAMANI, type PageActivity } from "./booking-support.ts";
import { Browser, newEmail } from "./browser.ts";
import { elementsWith, signedInOperator, testIdPart, textOf } from "./operator-support.ts";

let operator: Browser;
let kintamani: PageActivity;

beforeAll(async () => {
  operator = await signedInOperator("en", "Made Desk");
  kintamani = await activityPage("en", KINTAMANI);
  await env.DB.prepare("UPDATE availability_rules SET notice_hours = 0, start_times = '[]', capacity = 60").run();
}, 30_000);

interface Tourist {
  browser: Browser;
  email: string;
  id: number;
}

async function signedUp(): Promise<Tourist> {
  const browser = new Browser("en");
  const email = newEmail();
  const reply = await browser.post("/api/register", { name: "Komang Tourist", email, password: "terraces-of-ubud-7" });
  expect(reply.status).toBe(201);
  return { browser, email, id: reply.body.user.id as number };
}

/** A booking of `adults` on `date`, entered by the operator for `tourist` and on their account. */
async function bookingOf(tourist: Tourist, adults: number, date: string): Promise<string> {
  const pack = kintamani.packages[0];
  const fields: Record<string, string> = {
    item: `activity-${kintamani.id}`,
    locale: "en",
    date,
    package_id: String(pack?.id),
    first_name: "Komang",
    last_name: "Tourist",
    email: tourist.email,
    phone_number: "+62 812 3333 4444",
    country: "Indonesia",
    payment_method: "cash",
    source: "phone",
    [`quantity_${pack?.products[0]?.id}`]: String(adults),
  };
  const reply = await operator.post("/admin/bookings/new", fields, { accept: "application/json" });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const reference = reply.body.detail.booking.reference as string;
  await env.DB.prepare("UPDATE bookings SET user_id = ? WHERE reference = ?").bind(tourist.id, reference).run();
  return reference;
}

async function rowOf(reference: string) {
  return env.DB.prepare("SELECT visit_date, seats, version, total_usd_cents FROM bookings WHERE reference = ?")
    .bind(reference)
    .first<{ visit_date: string; seats: number; version: number; total_usd_cents: number }>();
}

const changePath = (reference: string) => `/profile/bookings/${reference}/change`;

describe("changing a booking from the profile", () => {
  it("links each booking still in its window to a change page that previews and saves without the lookup details", async () => {
    const tourist = await signedUp();
    const from = baliDate(30);
    const to = baliDate(32);
    const reference = await bookingOf(tourist, 2, from);
    const profile = await tourist.browser.page("/profile");
    expect(profile.status).toBe(200);
    const link = elementsWith(profile.text, 'data-testid="my-booking-change"');
    expect(link.join("")).toContain(`href="${changePath(reference)}"`);

    const page = await tourist.browser.page(changePath(reference));
    expect(page.status).toBe(200);
    expect(testIdPart(page.text, "change-own-booking")).not.toBe("");
    expect(page.text).not.toContain('name="email"');

    const shown = await tourist.browser.submit(changePath(reference), { date: to });
    expect(shown.status).toBe(200);
    expect(textOf(testIdPart(shown.text, "own-change-total"))).toContain("The total stays");
    expect((await rowOf(reference))?.visit_date).toBe(from);

    const before = await rowOf(reference);
    const saved = await tourist.browser.submit(changePath(reference), {
      date: to,
      confirm: "yes",
      version: String(before?.version),
      total: String(before?.total_usd_cents),
    });
    expect(saved.status).toBe(200);
    expect(testIdPart(saved.text, "own-change-done")).not.toBe("");
    expect((await rowOf(reference))?.visit_date).toBe(to);
    const audit = await env.DB.prepare(
      "SELECT user_id FROM audit_log WHERE entity_id = ? AND action = 'update' ORDER BY id DESC",
    )
      .bind(reference)
      .first<{ user_id: number }>();
    expect(audit?.user_id).toBe(tourist.id);
  });

  it("answers 404 for another account's booking, on the page and on a change, and changes nothing", async () => {
    const owner = await signedUp();
    const other = await signedUp();
    const reference = await bookingOf(owner, 2, baliDate(30));
    const before = await rowOf(reference);
    expect((await owner.browser.page(changePath(reference))).status).toBe(200);
    expect((await other.browser.page(changePath(reference))).status).toBe(404);
    const preview = await other.browser.submit(changePath(reference), { date: baliDate(33) });
    expect(preview.status).toBe(404);
    const save = await other.browser.submit(changePath(reference), {
      date: baliDate(33),
      confirm: "yes",
      version: String(before?.version),
      total: String(before?.total_usd_cents),
    });
    expect(save.status).toBe(404);
    expect(await rowOf(reference)).toEqual(before);
    expect((await other.browser.page(changePath("BT-NONE-NONE"))).status).toBe(404);
  });

  it("sends a visitor who is not signed in to log in, and refuses their change", async () => {
    const owner = await signedUp();
    const reference = await bookingOf(owner, 1, baliDate(30));
    const before = await rowOf(reference);
    const visitor = new Browser("en");
    const page = await visitor.page(changePath(reference));
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toContain("/login?nextUrl=");
    expect((await visitor.submit(changePath(reference), { date: baliDate(33) })).status).toBe(404);
    expect(await rowOf(reference)).toEqual(before);
  });

  it("says why a booking past its window cannot be changed online, and how to reach the operator", async () => {
    const tourist = await signedUp();
    await env.DB.prepare("UPDATE activities SET cancelation_hours = 48 WHERE id = ?").bind(kintamani.id).run();
    const reference = await bookingOf(tourist, 1, baliDate(1));
    const profile = await tourist.browser.page("/profile");
    expect(profile.text).not.toContain(`href="${changePath(reference)}"`);
    const closed = textOf(testIdPart(profile.text, "change-closed"));
    expect(closed).toContain("Changes online were possible until");
    expect(closed).toContain("write to us at");
  });

  it("answers the change machine's JSON call only for the account that holds the booking or its e-mail", async () => {
    const owner = await signedUp();
    const other = await signedUp();
    const reference = await bookingOf(owner, 2, baliDate(30));
    const before = await rowOf(reference);
    const path = `/api/booking/${reference}/change`;
    const body = { date: baliDate(33), confirm: "yes", version: before?.version, total: before?.total_usd_cents };
    expect((await other.browser.post(path, body)).status).toBe(404);
    expect((await new Browser("en").post(path, { ...body, email: other.email })).status).toBe(404);
    expect(await rowOf(reference)).toEqual(before);
    const preview = await owner.browser.post(path, { date: baliDate(33) });
    expect(preview.status).toBe(200);
    expect(preview.body.preview).toMatchObject({ reference, version: before?.version });
    const stale = await new Browser("en").post(path, { ...body, version: 999, email: owner.email });
    expect(stale.status).toBe(409);
    expect(stale.body.errors.version).toHaveLength(1);
    const saved = await owner.browser.post(path, body);
    expect(saved.body).toEqual({ changed: true });
    expect((await rowOf(reference))?.visit_date).toBe(baliDate(33));
  });
});
