/**
 * The operator sets availability in the back office (issue 18): an activity's and a vehicle's
 * rule and blackout dates, and dates the whole catalogue is closed; the availability API answers
 * the change at once.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "#domain/availability.ts";
import { auditTrail } from "#workers/audit.ts";
import { activityPage, baliDate, bookingPath, bookingPayload } from "./booking-support.ts";
import { Browser } from "./browser.ts";
import { elementWith, formFieldsOf, signedInOperator, signedInTourist, textOf } from "./operator-support.ts";

const JSON_ACCEPT = { accept: "application/json" };

let operator: Browser;
/** A cooking class: 16 persons a day in the seed, every day, no start times. */
let activity: { id: number; path: string };
let vehicleId: number;

beforeAll(async () => {
  operator = await signedInOperator("en", "Wayan Availability");
  const row = await env.DB.prepare(
    `SELECT a.id, '/activity/' || ty.slug || '/' || a.slug AS path FROM activities a
     JOIN activity_types ty ON ty.id = a.type_id
     WHERE a.status = 'published' AND ty.slug = 'cooking-classes' ORDER BY a.id LIMIT 1`,
  ).first<{ id: number; path: string }>();
  const car = await env.DB.prepare("SELECT id FROM transports WHERE status = 'published' ORDER BY id LIMIT 1").first<{
    id: number;
  }>();
  if (!row || !car) throw new Error("no activity or vehicle");
  activity = row;
  vehicleId = car.id;
}, 30_000);

const activityEditor = () => `/admin/activities/${activity.id}/availability`;
const vehicleEditor = () => `/admin/transport/${vehicleId}/availability`;

/** The rule form's fields as the page renders them, the ticked weekdays as a list. */
type RuleFields = Record<string, string | string[]>;

async function ruleForm(path = activityEditor(), browser = operator, label = "Availability rule"): Promise<RuleFields> {
  const page = await browser.page(path);
  expect(page.status).toBe(200);
  const form = elementWith(page.text, `aria-label="${label}"`);
  const weekdays = [...form.matchAll(/<input type="checkbox" name="weekdays"([^>]*)>/g)]
    .filter(([, attributes = ""]) => attributes.includes("checked"))
    .map(([, attributes = ""]) => /value="(\d)"/.exec(attributes)?.[1] ?? "");
  const { weekdays: _single, ...fields } = formFieldsOf(page.text, label);
  return { ...fields, weekdays };
}

/** A form post with the weekdays as a repeated field, as a browser sends the ticked checkboxes. */
async function postRule(path: string, fields: RuleFields, browser = operator) {
  if (!browser.cookies.has("XSRF-TOKEN")) await browser.get("/sanctum/csrf-cookie");
  const form = new URLSearchParams({ _token: browser.cookies.get("XSRF-TOKEN") ?? "" });
  for (const [name, value] of Object.entries(fields)) {
    form.delete(name);
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  return browser.fetchText("POST", path, {
    body: form.toString(),
    headers: { accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
}

/** What a tourist's calendar reads, through the edge cache as a tourist reads it. */
async function dayOf(path: string, date: string, reader = new Browser("en")) {
  const reply = await reader.get(`/api${path}/availability?from=${date}&to=${date}`);
  expect(reply.status).toBe(200);
  return reply.body.items[0];
}

async function ruleVersion(): Promise<number> {
  const row = await env.DB.prepare("SELECT version FROM availability_rules WHERE activity_id = ?")
    .bind(activity.id)
    .first<{ version: number }>();
  return row?.version ?? 0;
}

describe("an activity's and a vehicle's availability in the back office", () => {
  it("do not exist for a guest or a tourist", async () => {
    for (const browser of [new Browser("en"), await signedInTourist("en")]) {
      for (const path of [activityEditor(), vehicleEditor(), "/admin/availability"]) {
        expect((await browser.page(path)).status, path).toBe(404);
        expect((await browser.submit(path, { intent: "close", date: baliDate(50) })).status, path).toBe(404);
      }
    }
    expect((await operator.page("/admin/activities/999999/availability")).status).toBe(404);
  });

  it("show the rule, a link from the editor, and the next 14 days as the tourist sees them", async () => {
    const editor = await operator.page(`/admin/activities/${activity.id}`);
    expect(editor.text).toContain(`href="${activityEditor()}"`);
    expect((await operator.page(`/admin/transport/${vehicleId}`)).text).toContain(`href="${vehicleEditor()}"`);
    const form = await ruleForm();
    expect(form.weekdays).toEqual(["1", "2", "3", "4", "5", "6", "7"]);
    expect(form.capacity).toBe("16");
    const page = await operator.page(activityEditor());
    expect(page.text).toContain("<legend");
    const preview = elementWith(page.text, 'data-testid="availability-preview"');
    expect(preview.match(/<li/g)).toHaveLength(14);
    expect(textOf(preview)).toContain("Open · 16 left");
  });

  it("refuse a post without the CSRF token and change nothing", async () => {
    const before = await ruleVersion();
    const answer = await postRule(activityEditor(), { ...(await ruleForm()), _token: "forged" });
    expect(answer.status).toBe(419);
    expect(await ruleVersion()).toBe(before);
  });

  it("name each wrong field under it, in the operator's language, and change nothing", async () => {
    const before = await ruleVersion();
    const form = await ruleForm();
    const answer = await postRule(activityEditor(), {
      ...form,
      weekdays: [],
      start_times: "08:00, 25:00",
      capacity: "-1",
      notice_hours: "many",
    });
    expect(answer.status).toBe(422);
    const text = textOf(answer.text);
    expect(text).toContain("Tick at least one day of the week.");
    expect(text).toContain("Write each start time as HH:MM (00:00 to 23:59)");
    expect(text).toContain("Enter a whole number from 0 to 10000.");
    expect(text).toContain("Enter a whole number of hours from 0 to 720.");
    expect(answer.text).toContain('id="field-capacity-problem"');
    const season = await postRule(activityEditor(), { ...form, season_start: "2027-09-01", season_end: "2027-08-01" });
    expect(season.status).toBe(422);
    expect(textOf(season.text)).toContain("The season cannot end before it starts.");
    const perTime = await postRule(activityEditor(), { ...form, start_times: "", capacity_per: "start_time" });
    expect(textOf(perTime.text)).toContain("Counting per start time needs at least one start time.");
    const indonesian = await signedInOperator("id");
    const inIndonesian = await postRule(
      activityEditor(),
      { ...(await ruleForm(activityEditor(), indonesian, "Aturan ketersediaan")), weekdays: [] },
      indonesian,
    );
    expect(inIndonesian.status).toBe(422);
    expect(textOf(inIndonesian.text)).toContain("Centang setidaknya satu hari dalam seminggu.");
    expect(await ruleVersion()).toBe(before);
  });

  it("save the rule: the API answers the new capacity and start times at once, with the audit row", async () => {
    const date = baliDate(30);
    const tourist = new Browser("en");
    expect(await dayOf(activity.path, date, tourist)).toMatchObject({ status: "open", remaining: 16 });
    const saved = await postRule(activityEditor(), { ...(await ruleForm()), capacity: "2" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`${activityEditor()}?done=saved`);
    // The same reader, through the edge cache: the purge renewed the call's copies.
    // Two of two left is not "few" (decision 0087): nothing is taken yet.
    expect(await dayOf(activity.path, date, tourist)).toEqual({ date, status: "open", remaining: 2, times: [] });
    const [audit] = await auditTrail(env.DB, { entity: "availability_rules" });
    expect(audit?.actorName).toBe("Wayan Availability");
    expect(audit?.before).toMatchObject({ activity_id: activity.id, capacity: 16 });
    expect(audit?.after).toMatchObject({ activity_id: activity.id, capacity: 2, weekdays: [1, 2, 3, 4, 5, 6, 7] });
    expect(textOf((await operator.page(saved.headers.get("location") ?? "")).text)).toContain("Open · 2 left");

    const times = await postRule(activityEditor(), {
      ...(await ruleForm()),
      start_times: "13:00 08:00",
      capacity_per: "start_time",
      weekdays: ["1", "2", "3", "4", "5", "6", "7"],
    });
    expect(times.status).toBe(303);
    expect(await dayOf(activity.path, date, tourist)).toEqual({
      date,
      status: "open",
      remaining: 4,
      times: [
        { time: "08:00", status: "open", remaining: 2 },
        { time: "13:00", status: "open", remaining: 2 },
      ],
    });
    expect((await ruleForm()).start_times).toBe("08:00, 13:00");
  });

  it("close the days the activity does not run and outside its season", async () => {
    const date = baliDate(31);
    const weekday = String(((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1);
    const others = ["1", "2", "3", "4", "5", "6", "7"].filter((day) => day !== weekday);
    const form = await ruleForm();
    expect((await postRule(activityEditor(), { ...form, weekdays: others })).status).toBe(303);
    expect((await dayOf(activity.path, date)).status).toBe("closed");
    const seasoned = await postRule(activityEditor(), {
      ...(await ruleForm()),
      weekdays: [...others, weekday],
      season_start: addDays(date, 1),
      season_end: "",
    });
    expect(seasoned.status).toBe(303);
    expect((await dayOf(activity.path, date)).status).toBe("closed");
    expect((await dayOf(activity.path, addDays(date, 1))).status).not.toBe("closed");
    expect(
      (
        await postRule(activityEditor(), {
          ...(await ruleForm()),
          season_start: "",
          start_times: "",
          capacity_per: "day",
        })
      ).status,
    ).toBe(303);
  });

  it("refuse the second of two saves made on the same version, and keep the first", async () => {
    const form = await ruleForm();
    expect((await postRule(activityEditor(), { ...form, notice_hours: "5" })).status).toBe(303);
    const second = await postRule(activityEditor(), { ...form, notice_hours: "9" });
    expect(second.status).toBe(409);
    expect(textOf(second.text)).toContain("Someone else saved this after you opened it.");
    expect((await ruleForm()).notice_hours).toBe("5");
  });

  it("close and reopen one date of a vehicle: the API says closed, then open, with audit rows", async () => {
    const date = baliDate(33);
    const tourist = new Browser("en");
    expect((await dayOf(`/transport/${vehicleId}`, date, tourist)).status).toBe("open");
    const closed = await operator.submit(vehicleEditor(), { intent: "blackout", date });
    expect(closed.status).toBe(303);
    expect(await dayOf(`/transport/${vehicleId}`, date, tourist)).toEqual({
      date,
      status: "closed",
      remaining: 0,
      times: [],
    });
    const page = await operator.page(vehicleEditor());
    expect(textOf(elementWith(page.text, 'data-testid="blackouts"'))).toContain(date.slice(8, 10));
    const twice = await operator.submit(vehicleEditor(), { intent: "blackout", date });
    expect(twice.status).toBe(422);
    expect(textOf(twice.text)).toContain("This date is already closed.");
    const past = await operator.submit(vehicleEditor(), { intent: "blackout", date: baliDate(-1) });
    expect(past.status).toBe(422);
    expect(textOf(past.text)).toContain("This date has passed.");
    // The rule's form above still shows the stored days, not the refused blackout's empty ones.
    expect(elementWith(past.text, 'aria-label="Availability rule"').match(/ checked=""/g)).toHaveLength(7);
    const [created] = await auditTrail(env.DB, { entity: "blackout_dates" });
    expect(created).toMatchObject({ action: "create", after: { transport_id: vehicleId, date } });

    expect((await operator.submit(vehicleEditor(), { intent: "open", date })).status).toBe(303);
    expect((await dayOf(`/transport/${vehicleId}`, date, tourist)).status).toBe("open");
    const [removed] = await auditTrail(env.DB, { entity: "blackout_dates" });
    expect(removed).toMatchObject({ action: "delete", before: { transport_id: vehicleId, date } });
  });

  it("save through the JSON call: 422 per field, then the page's JSON", async () => {
    const json = await operator.get(vehicleEditor(), JSON_ACCEPT);
    expect(json.status).toBe(200);
    const { version, rule } = json.body.availability;
    expect(rule.capacity).toBe(5);
    const refused = await operator.post(
      vehicleEditor(),
      { version, weekdays: [], start_times: "", capacity: -1, capacity_per: "day", notice_hours: 0 },
      JSON_ACCEPT,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      weekdays: ["Tick at least one day of the week."],
      capacity: ["Enter a whole number from 0 to 10000."],
    });
    const saved = await operator.post(
      vehicleEditor(),
      { version, weekdays: [1, 2, 3, 4, 5, 6, 7], start_times: "", capacity: 8, capacity_per: "day", notice_hours: 0 },
      JSON_ACCEPT,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.availability.rule).toMatchObject({ capacity: 8 });
    expect(saved.body.availability.version).toBe(version + 1);
  });
});

describe("a date closed for the whole catalogue", () => {
  it("closes every activity and vehicle, says how many bookings it has, and reopens", async () => {
    const date = baliDate(40);
    const site = await activityPage("en");
    const booked = await new Browser("en").post(
      bookingPath("/activity/day-tours/ubud-rice-terrace-and-monkey-forest-tour"),
      bookingPayload("en", site, 0, [1], { date }),
    );
    expect(booked.status).toBe(201);
    const tourist = new Browser("en");
    expect((await dayOf(activity.path, date, tourist)).status).not.toBe("closed");
    expect((await dayOf(`/transport/${vehicleId}`, date, tourist)).status).toBe("open");

    const closed = await operator.submit("/admin/availability", { intent: "close", date, reason: "Odalan" });
    expect(closed.status).toBe(303);
    expect((await dayOf(activity.path, date, tourist)).status).toBe("closed");
    expect((await dayOf(`/transport/${vehicleId}`, date, tourist)).status).toBe("closed");
    const refusedBooking = await new Browser("en").post(
      bookingPath("/activity/day-tours/ubud-rice-terrace-and-monkey-forest-tour"),
      bookingPayload("en", site, 0, [1], { date }),
    );
    expect(refusedBooking.status).toBe(422);

    const page = await operator.page("/admin/availability");
    const list = textOf(elementWith(page.text, 'data-testid="closed-dates"'));
    expect(list).toContain("Odalan");
    expect(list).toContain("1 booking is requested or confirmed on this date");
    expect(page.text).toContain(`href="/admin/bookings?q=${date}"`);
    expect(textOf((await operator.page(`/admin/bookings?q=${date}`)).text)).toContain(booked.body.booking.reference);
    const [audit] = await auditTrail(env.DB, { entity: "closed_dates", entityId: date });
    expect(audit).toMatchObject({
      action: "create",
      actorName: "Wayan Availability",
      after: { date, reason: "Odalan" },
    });

    const twice = await operator.submit("/admin/availability", { intent: "close", date, reason: "" });
    expect(twice.status).toBe(422);
    expect(textOf(twice.text)).toContain("This date is already closed.");
    const bad = await operator.submit("/admin/availability", { intent: "close", date: "2027-02-30", reason: "" });
    expect(bad.status).toBe(422);
    expect(textOf(bad.text)).toContain("Enter a date.");

    expect((await operator.submit("/admin/availability", { intent: "reopen", date })).status).toBe(303);
    expect((await dayOf(activity.path, date, tourist)).status).not.toBe("closed");
    expect((await dayOf(`/transport/${vehicleId}`, date, tourist)).status).toBe("open");
    const [reopened] = await auditTrail(env.DB, { entity: "closed_dates", entityId: date });
    expect(reopened).toMatchObject({ action: "delete", before: { date, reason: "Odalan" } });
  });

  it("lists Nyepi from the seed with its reason, and the AdminNav names the page", async () => {
    const page = await operator.page("/admin/availability");
    expect(page.status).toBe(200);
    expect(textOf(page.text)).toContain("Nyepi");
    expect(page.text).toContain('href="/admin/availability"');
  });
});
