/**
 * Issue 38: the change window per activity and per vehicle (decision 0068). The operator sets in
 * the activity's and the vehicle's editor until how many hours before the start a tourist may
 * change a booking online (empty: as free cancellation; 0: never online), validated per field in
 * the operator's language. The lookup page's change honours it and says until when; the operator
 * is never held to it.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { activityPage, baliDate, KINTAMANI, type PageActivity } from "./booking-support.ts";
import { Browser } from "./browser.ts";
import { formFieldsOf, signedInOperator, testIdPart, textOf } from "./operator-support.ts";

const JSON_ACCEPT = { accept: "application/json" };
const EMAIL = "window.guest@example.com";

let operator: Browser;
let kintamani: PageActivity;

beforeAll(async () => {
  operator = await signedInOperator("en", "Made Desk");
  kintamani = await activityPage("en", KINTAMANI);
  await env.DB.prepare("UPDATE availability_rules SET notice_hours = 0, start_times = '[]', capacity = 60").run();
  // One day's free cancellation: without a window of its own, a booking in five days could be changed.
  await env.DB.prepare("UPDATE activities SET cancelation_hours = 24 WHERE id = ?").bind(kintamani.id).run();
}, 30_000);

async function entered(date: string): Promise<string> {
  const pack = kintamani.packages[0];
  const fields: Record<string, string> = {
    item: `activity-${kintamani.id}`,
    locale: "en",
    date,
    package_id: String(pack?.id),
    first_name: "Ketut",
    last_name: "Sari",
    email: EMAIL,
    phone_number: "+62 812 3333 4444",
    country: "Indonesia",
    payment_method: "cash",
    source: "phone",
    [`quantity_${pack?.products[0]?.id}`]: "2",
  };
  const reply = await operator.post("/admin/bookings/new", fields, JSON_ACCEPT);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.detail.booking.reference as string;
}

const visitDateOf = async (reference: string) =>
  (
    await env.DB.prepare("SELECT visit_date FROM bookings WHERE reference = ?").bind(reference).first<{
      visit_date: string;
    }>()
  )?.visit_date;

const activityWindow = async () =>
  (
    await env.DB.prepare("SELECT change_window_hours FROM activities WHERE id = ?").bind(kintamani.id).first<{
      change_window_hours: number | null;
    }>()
  )?.change_window_hours;

function touristChange(reference: string, fields: Record<string, string>) {
  return new Browser("en").submit("/booking", { intent: "change", reference, email: EMAIL, ...fields });
}

describe("the activity editor's change window", () => {
  const editPath = () => `/admin/activities/${kintamani.id}`;
  const formOf = (html: string) => formFieldsOf(html, "Edit activity");

  it("is refused per field in the operator's language when it is not 0 to 720 hours, and nothing is saved", async () => {
    const form = formOf((await operator.page(editPath())).text);
    expect(form.change_window_hours).toBe("");
    const wrong = await operator.submit(editPath(), { ...form, change_window_hours: "721" });
    expect(wrong.status).toBe(422);
    expect(textOf(wrong.text)).toContain("Enter a whole number of hours from 0 to 720 (0: no changes online)");
    const indonesian = await signedInOperator("id");
    const idForm = formFieldsOf((await indonesian.page(editPath())).text, "Ubah aktivitas");
    const json = await indonesian.post(editPath(), { ...idForm, change_window_hours: "dua" }, JSON_ACCEPT);
    expect(json.status).toBe(422);
    expect(json.body.errors.change_window_hours?.[0]).toMatch(/jam/);
    expect(await activityWindow()).toBeNull();
  });

  it("closes the tourist's change that many hours before the start; the operator may still change it", async () => {
    const reference = await entered(baliDate(5));
    const open = await new Browser("en").submit("/booking", { reference, email: EMAIL }, { csrf: false });
    expect(testIdPart(open.text, "change-own-booking")).not.toBe("");

    const form = formOf((await operator.page(editPath())).text);
    expect((await operator.submit(editPath(), { ...form, change_window_hours: "240" })).status).toBe(303);
    expect(await activityWindow()).toBe(240);
    expect(formOf((await operator.page(editPath())).text).change_window_hours).toBe("240");

    const found = await new Browser("en").submit("/booking", { reference, email: EMAIL }, { csrf: false });
    const closed = textOf(testIdPart(found.text, "change-closed"));
    expect(closed).toContain("Changes online were possible until");
    expect(closed).toContain("write to us at");
    const refused = await touristChange(reference, { date: baliDate(20) });
    expect(refused.status).toBe(409);
    expect(await visitDateOf(reference)).toBe(baliDate(5));

    const preview = await operator.post(`/admin/bookings/${reference}/change`, { date: baliDate(6) }, JSON_ACCEPT);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const { version, newTotalMinor } = preview.body.preview;
    const saved = await operator.post(
      `/admin/bookings/${reference}/change`,
      { date: baliDate(6), confirm: "yes", version: String(version), total: String(newTotalMinor) },
      JSON_ACCEPT,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await visitDateOf(reference)).toBe(baliDate(6));
  });

  it("lets a booking far ahead move only to a start outside the window, and 0 closes changes online", async () => {
    await env.DB.prepare("UPDATE activities SET change_window_hours = 240 WHERE id = ?").bind(kintamani.id).run();
    const reference = await entered(baliDate(30));
    // Eight days ahead is inside free cancellation's day but inside the ten days' window.
    const tooSoon = await touristChange(reference, { date: baliDate(8) });
    expect(tooSoon.status).toBe(422);
    expect(textOf(tooSoon.text)).toContain("Please choose a later date");
    expect((await touristChange(reference, { date: baliDate(12) })).status).toBe(200);

    await env.DB.prepare("UPDATE activities SET change_window_hours = 0 WHERE id = ?").bind(kintamani.id).run();
    const found = await new Browser("en").submit("/booking", { reference, email: EMAIL }, { csrf: false });
    expect(textOf(testIdPart(found.text, "change-closed"))).toContain("cannot be changed online");
    expect((await touristChange(reference, { date: baliDate(25) })).status).toBe(409);
    expect(await visitDateOf(reference)).toBe(baliDate(30));
    await env.DB.prepare("UPDATE activities SET change_window_hours = NULL WHERE id = ?").bind(kintamani.id).run();
  });
});

describe("the vehicle editor's change window", () => {
  const VEHICLE = 3;
  const editPath = `/admin/transport/${VEHICLE}`;
  const formOf = (html: string) => formFieldsOf(html, "Edit vehicle");
  const stored = async () =>
    (
      await env.DB.prepare("SELECT change_window_hours FROM transports WHERE id = ?").bind(VEHICLE).first<{
        change_window_hours: number | null;
      }>()
    )?.change_window_hours;

  it("is saved, emptied back to the free-cancellation default, and refused per field when wrong", async () => {
    const form = formOf((await operator.page(editPath)).text);
    expect(form.change_window_hours).toBe("");
    const wrong = await operator.post(editPath, { ...form, change_window_hours: "-3" }, JSON_ACCEPT);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.change_window_hours?.[0]).toContain("from 0 to 720");
    expect(await stored()).toBeNull();
    expect((await operator.submit(editPath, { ...form, change_window_hours: "72" })).status).toBe(303);
    expect(await stored()).toBe(72);
    // A JSON call without the field keeps the window.
    const { change_window_hours: _left, ...without } = formOf((await operator.page(editPath)).text);
    expect((await operator.submit(editPath, without)).status).toBe(303);
    expect(await stored()).toBe(72);
    const again = formOf((await operator.page(editPath)).text);
    expect((await operator.submit(editPath, { ...again, change_window_hours: "" })).status).toBe(303);
    expect(await stored()).toBeNull();
  });
});
