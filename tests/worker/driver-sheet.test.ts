/**
 * Issue 40, item 4: the driver's sheet at /driver. A driver or guide joins through the team's
 * invitation without ever becoming an operator (every /admin page and action answers them 404),
 * sees only their own runs of today and tomorrow with what a driver needs (hotel, pickup time,
 * tap-to-call and WhatsApp, cash to collect, special requests), and marks each guest: one batch
 * with its guard and audit row, 404 for a booking not on the sheet, 409 when the guest was marked
 * meanwhile. The operator's day of runs shows the marks.
 */
import { env } from "cloudflare:workers";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { baliDate } from "./booking-support.ts";
import { Browser, newEmail } from "./browser.ts";
import { sinkMessagesTo } from "./mail-support.ts";
import { emlText, signedInOperator, signedInTourist, textOf } from "./operator-support.ts";

const PASSWORD = "ricefields-at-dawn-42";
const INVITATION_LINK = /https?:\/\/[\w.:]+\/admin\/invitation\?token=[\w-]+/;
const KUTA = 1;

let activityId: number;
let references = 0;

beforeAll(async () => {
  const row = await env.DB.prepare("SELECT id FROM activities ORDER BY id LIMIT 1").first<{ id: number }>();
  activityId = row?.id ?? 0;
});

async function resource(kind: "driver" | "guide" | "vehicle", name: string, seats: number | null = null) {
  const row = await env.DB.prepare(
    "INSERT INTO resources (kind, name, phone, seats, plate) VALUES (?1, ?2, '+62 811 000 111', ?3, ?4) RETURNING id",
  )
    .bind(kind, name, seats, seats === null ? null : "DK 1 AB")
    .first<{ id: number }>();
  return row?.id ?? 0;
}

/** A confirmed booking to pay in cash on the day, as the booking endpoint stores one with a pickup area. */
async function booked(
  date: string,
  lastName: string,
  status = "confirmed",
): Promise<{ id: number; reference: string }> {
  references += 1;
  const reference = `DRV${String(references).padStart(5, "0")}`;
  const row = await env.DB.prepare(
    `INSERT INTO bookings (reference, status, activity_id, locale, currency, visit_date, start_time, adults, kids, seats,
       first_name, last_name, email, phone_number, country, special_request, pickup_location, pickup_area_id, pickup_time,
       payment_method, order_data, total_idr, total_usd_cents, confirmation_id)
     VALUES (?1, ?2, ?3, 'en', 'USD', ?4, '09:00', 2, 0, 2, 'Mr. Made', ?5, 'drv@example.com', '0812 3456 7890',
       'Indonesia', 'Vegetarian lunch', 'Alaya Resort, Jl. Hanoman', ?6, '07:30', 'cash', '[]', 900000, 9000, 'C-' || ?1)
     RETURNING id`,
  )
    .bind(reference, status, activityId, date, lastName, KUTA)
    .first<{ id: number }>();
  return { id: row?.id ?? 0, reference };
}

let runs = 0;

/** A run of `date` with its driver, guide and guests, as /admin/pickups stores one. */
async function run(date: string, crew: { driver: number; guide?: number }, guests: number[]): Promise<number> {
  runs += 1;
  const vehicle = await resource("vehicle", `Hiace ${runs}`, 12);
  // Each run its own window, so that one driver's two runs of a day do not overlap.
  const leaves = `${String(runs % 20).padStart(2, "0")}:00`;
  const back = `${String((runs % 20) + 1).padStart(2, "0")}:00`;
  const row = await env.DB.prepare(
    `INSERT INTO pickup_runs (run_date, activity_id, start_time, vehicle_id, driver_id, guide_id, leaves_at, back_at)
     VALUES (?1, ?2, '09:00', ?3, ?4, ?5, ?6, ?7) RETURNING id`,
  )
    .bind(date, activityId, vehicle, crew.driver, crew.guide ?? null, leaves, back)
    .first<{ id: number }>();
  const runId = row?.id ?? 0;
  if (guests.length === 0) return runId;
  await env.DB.batch(
    guests.map((bookingId, index) =>
      env.DB.prepare("INSERT INTO pickup_run_guests (booking_id, run_id, position) VALUES (?1, ?2, ?3)").bind(
        bookingId,
        runId,
        index + 1,
      ),
    ),
  );
  return runId;
}

/** A signed-in account linked to `resourceId`, as joining through a crew invitation leaves one. */
async function signedInCrew(resourceId: number): Promise<{ browser: Browser; userId: number }> {
  const browser = new Browser("en");
  const reply = await browser.post("/api/register", { name: "Komang Crew", email: newEmail(), password: PASSWORD });
  expect(reply.status).toBe(201);
  const userId = reply.body.user.id as number;
  await env.DB.prepare("INSERT INTO crew_accounts (user_id, resource_id) VALUES (?1, ?2)")
    .bind(userId, resourceId)
    .run();
  return { browser, userId };
}

async function markOf(bookingId: number): Promise<string | null> {
  const row = await env.DB.prepare("SELECT mark FROM pickup_run_guests WHERE booking_id = ?")
    .bind(bookingId)
    .first<{ mark: string | null }>();
  return row?.mark ?? null;
}

async function markAudits(runId: number) {
  const { results } = await env.DB.prepare(
    "SELECT actor_name, action, before_json, after_json FROM audit_log WHERE entity = 'pickup_runs' AND entity_id = ? ORDER BY id",
  )
    .bind(String(runId))
    .all<{ actor_name: string; action: string; before_json: string | null; after_json: string | null }>();
  return results;
}

const mark = (browser: Browser, bookingId: number, value: string, from = "", options?: { csrf?: boolean }) =>
  browser.submit("/driver", { booking_id: String(bookingId), mark: value, from }, options);

describe("joining as a driver or guide", () => {
  it("an invitation for a driver makes an account that opens /driver and is never an operator", async () => {
    const driver = await resource("driver", "Komang Invited");
    const operator = await signedInOperator("en", "Wayan Dispatch");
    const email = newEmail();
    const invited = await operator.submit("/admin/team", {
      intent: "invite",
      name: "Komang",
      email,
      locale: "en",
      resource_id: String(driver),
    });
    expect(invited.status, invited.text.slice(0, 300)).toBe(303);
    let link = "";
    for (let wait = 0; wait < 50 && !link; wait += 1) {
      link = INVITATION_LINK.exec((await sinkMessagesTo(email)).map(emlText).join(""))?.[0] ?? "";
      if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const url = new URL(link);
    const browser = new Browser("en");
    expect((await browser.page(`${url.pathname}${url.search}`)).status).toBe(303);
    const joined = await browser.submit("/admin/invitation", { password: "a-long-pass-for-the-van-77" });
    expect(joined.status).toBe(303);
    expect(joined.headers.get("location")).toBe("/driver");
    const account = await env.DB.prepare(
      "SELECT u.role, c.resource_id FROM users u JOIN crew_accounts c ON c.user_id = u.id WHERE u.email = ?",
    )
      .bind(email)
      .first<{ role: string; resource_id: number }>();
    expect(account).toEqual({ role: "tourist", resource_id: driver });
    expect((await browser.page("/driver")).status).toBe(200);
    expect((await browser.page("/admin/bookings")).status).toBe(404);

    const team = await operator.page("/admin/team");
    expect(textOf(team.text)).toContain("Driver Komang Invited");
  });

  it("refuses an invitation for a vehicle or a retired driver under the role's field", async () => {
    const van = await resource("vehicle", "Van not a person", 8);
    const operator = await signedInOperator("en");
    const refused = await operator.submit("/admin/team", {
      intent: "invite",
      name: "Nobody",
      email: newEmail(),
      locale: "en",
      resource_id: String(van),
    });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain('data-testid="invite-resource_id-error"');
  });
});

describe("/driver", () => {
  it("shows a driver only their own runs of today and tomorrow, with what the road needs", async () => {
    const [today, tomorrow, later] = [baliDate(0), baliDate(1), baliDate(2)];
    const komang = await resource("driver", "Komang Sheet");
    const ketut = await resource("driver", "Ketut Other");
    const wayan = await resource("guide", "Wayan Guide");
    const mine = await booked(today, "Mineone");
    const mineTomorrow = await booked(tomorrow, "Minetomorrow");
    const guided = await booked(today, "Guidedone");
    const notMine = await booked(today, "Othersguest");
    const tooLate = await booked(later, "Dayafter");
    const cancelled = await booked(today, "Cancelledone", "cancelled");
    await run(today, { driver: komang }, [mine.id, cancelled.id]);
    await run(tomorrow, { driver: komang }, [mineTomorrow.id]);
    await run(today, { driver: ketut }, [notMine.id]);
    await run(today, { driver: ketut, guide: wayan }, [guided.id]);
    await run(later, { driver: komang }, [tooLate.id]);

    const { browser } = await signedInCrew(komang);
    const page = await browser.page("/driver");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("private");
    const text = textOf(page.text);
    expect(text).toContain("Mr. Made Mineone");
    expect(text).toContain("Mr. Made Minetomorrow");
    for (const stranger of ["Othersguest", "Guidedone", "Dayafter", "Cancelledone"])
      expect(text).not.toContain(stranger);
    expect(text).toContain("07:30");
    expect(text).toContain("Alaya Resort, Jl. Hanoman");
    expect(text).toContain("Vegetarian lunch");
    expect(text).toContain("Collect Rp 900,000 in cash");
    expect(page.text).toContain('href="tel:08123456789');
    expect(page.text).toContain("https://wa.me/6281234567890");

    const guide = await signedInCrew(wayan);
    const guideText = textOf((await guide.browser.page("/driver")).text);
    expect(guideText).toContain("Guidedone");
    expect(guideText).not.toContain("Mineone");
  });

  it("does not exist for a tourist, an operator or a retired driver; signed out, it asks to sign in", async () => {
    expect((await (await signedInTourist("en")).page("/driver")).status).toBe(404);
    expect((await (await signedInOperator("en")).page("/driver")).status).toBe(404);
    const retired = await resource("driver", "Retired Made");
    const { browser } = await signedInCrew(retired);
    await env.DB.prepare("UPDATE resources SET retired_at = '2020-01-01T00:00:00Z' WHERE id = ?").bind(retired).run();
    expect((await browser.page("/driver")).status).toBe(404);
    const anonymous = await new Browser("en").page("/driver");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/login?nextUrl=driver");
  });

  it("answers a driver 404 on every page and every action of the back office", async () => {
    const { browser } = await signedInCrew(await resource("driver", "Komang Curious"));
    const paths = adminPaths(routes);
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) {
      expect((await browser.page(path)).status, `GET ${path}`).toBe(404);
      // A page without an action answers every POST 405, operators' included: nothing to reach.
      expect([404, 405], `POST ${path}`).toContain((await browser.submit(path, { intent: "delete", id: "1" })).status);
    }
  });
});

/** Every /admin path of the route config with its parameters filled in (the invitation is not behind the guard). */
function adminPaths(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.path?.startsWith("admin/") && entry.path !== "admin/invitation"
      ? [
          `/${entry.path.replace(":date.csv", "2026-12-01.csv").replace(":period.csv", "2026-12.csv").replace(/:\w+/g, "1")}`,
        ]
      : []),
    ...adminPaths(entry.children ?? []),
  ]);
}

describe("marking a guest", () => {
  it("marks picked up, then arrived, each one batch with its audit row, and the operator's page shows it", async () => {
    const date = baliDate(0);
    const driver = await resource("driver", "Komang Marks");
    const guest = await booked(date, "Markedguest");
    const runId = await run(date, { driver }, [guest.id]);
    const { browser } = await signedInCrew(driver);

    const picked = await mark(browser, guest.id, "picked_up");
    expect(picked.status).toBe(303);
    expect(picked.headers.get("location")).toContain("/driver?done=marked");
    expect(await markOf(guest.id)).toBe("picked_up");
    expect((await mark(browser, guest.id, "arrived", "picked_up")).status).toBe(303);
    expect(await markOf(guest.id)).toBe("arrived");
    const audits = await markAudits(runId);
    expect(audits).toHaveLength(2);
    expect(audits.map((row) => JSON.parse(row.after_json ?? "{}").mark)).toEqual(["picked_up", "arrived"]);
    expect(audits[0]?.actor_name).toBe("Komang Crew");

    const operator = await signedInOperator("en");
    const day = textOf((await operator.page(`/admin/pickups?date=${date}&departure=a${activityId}@09:00`)).text);
    expect(day).toMatch(/Arrived at \d\d:\d\d by Komang Marks/);
  });

  it("answers 404 for a booking in another driver's run or in no run, and changes nothing", async () => {
    const date = baliDate(0);
    const mine = await resource("driver", "Komang Own");
    const other = await resource("driver", "Ketut Own");
    const theirs = await booked(date, "Theirguest");
    const loose = await booked(date, "Looseguest");
    await run(date, { driver: other }, [theirs.id]);
    await run(date, { driver: mine }, []);
    const { browser } = await signedInCrew(mine);
    expect((await mark(browser, theirs.id, "no_show")).status).toBe(404);
    expect((await mark(browser, loose.id, "no_show")).status).toBe(404);
    expect((await mark(browser, 99_999_999, "no_show")).status).toBe(404);
    expect(await markOf(theirs.id)).toBeNull();
    const tourist = await signedInTourist("en");
    expect((await mark(tourist, theirs.id, "no_show")).status).toBe(404);
    expect(await markOf(theirs.id)).toBeNull();
  });

  it("refuses a mark made over an older one (409), one without the form's token (419) or a mark it does not know (422)", async () => {
    const date = baliDate(1);
    const driver = await resource("driver", "Komang Stale");
    const guide = await resource("guide", "Wayan Stale");
    const guest = await booked(date, "Staleguest");
    const runId = await run(date, { driver, guide }, [guest.id]);
    const driverPhone = (await signedInCrew(driver)).browser;
    const guidePhone = (await signedInCrew(guide)).browser;
    expect((await mark(guidePhone, guest.id, "picked_up")).status).toBe(303);
    // The driver's sheet still showed no mark: their no-show must not overwrite the guide's pickup.
    const stale = await mark(driverPhone, guest.id, "no_show", "");
    expect(stale.status).toBe(409);
    expect(stale.text).toContain("marked meanwhile");
    expect(await markOf(guest.id)).toBe("picked_up");
    expect((await mark(driverPhone, guest.id, "arrived", "picked_up", { csrf: false })).status).toBe(419);
    expect((await mark(driverPhone, guest.id, "lost", "picked_up")).status).toBe(422);
    expect(await markOf(guest.id)).toBe("picked_up");
    expect(await markAudits(runId)).toHaveLength(1);
  });

  it("stops at once when the operator ends the crew account: sessions gone, the sheet 404", async () => {
    const driver = await resource("driver", "Komang Leaving");
    const { browser, userId } = await signedInCrew(driver);
    expect((await browser.page("/driver")).status).toBe(200);
    const operator = await signedInOperator("en");
    const ended = await operator.submit("/admin/team", { intent: "endCrew", user_id: String(userId) });
    expect(ended.status).toBe(303);
    expect((await browser.page("/driver")).status).toBe(302);
    const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE entity = 'crew_accounts' AND entity_id = ?")
      .bind(String(userId))
      .first<{ action: string }>();
    expect(audit?.action).toBe("revoke");
  });
});
