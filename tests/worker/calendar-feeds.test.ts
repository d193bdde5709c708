/**
 * Issue 40, item 7: the runs as a private calendar feed (/calendar/runs/{token}.ics, decision
 * 0082). The operator makes a link of every run or of one driver's or guide's runs on
 * /admin/resources, a driver makes their own on /driver; the URL is shown once and only its hash is
 * kept. A feed lists the runs of today and the next 13 days, never a guest's name, phone or hotel;
 * a driver's feed only their own runs. A revoked, replaced, unknown or lapsed link is 404, and no
 * answer may be stored by a cache.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "#workers/tokens.ts";
import { baliDate } from "./booking-support.ts";
import { Browser, newEmail } from "./browser.ts";
import { signedInOperator } from "./operator-support.ts";

const KUTA = 1;
const FEED_LINK = /\/calendar\/runs\/([\w-]{43})\.ics/;

let activityId: number;
let activityName: string;
let bookings = 0;
let runs = 0;

beforeAll(async () => {
  const row = await env.DB.prepare(
    "SELECT a.id, t.name FROM activities a JOIN activity_translations t ON t.activity_id = a.id AND t.locale = 'en' ORDER BY a.id LIMIT 1",
  ).first<{ id: number; name: string }>();
  activityId = row?.id ?? 0;
  activityName = row?.name ?? "";
});

async function resource(kind: "driver" | "guide" | "vehicle", name: string, phone = "+62 811 000 111") {
  const row = await env.DB.prepare(
    "INSERT INTO resources (kind, name, phone, seats, plate) VALUES (?1, ?2, ?3, ?4, ?5) RETURNING id",
  )
    .bind(kind, name, phone, kind === "vehicle" ? 12 : null, kind === "vehicle" ? "DK 7 FD" : null)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

/** A confirmed booking of two people picked up in Kuta at 07:30. */
async function booked(date: string, lastName: string): Promise<number> {
  bookings += 1;
  const row = await env.DB.prepare(
    `INSERT INTO bookings (reference, status, activity_id, locale, currency, visit_date, start_time, adults, kids, seats,
       first_name, last_name, email, phone_number, country, special_request, pickup_location, pickup_area_id, pickup_time,
       payment_method, order_data, total_idr, total_usd_cents, confirmation_id)
     VALUES (?1, 'confirmed', ?2, 'en', 'USD', ?3, '09:00', 2, 0, 2, 'Mr. Made', ?4, 'feedguest@example.com',
       '0812 9999 0000', 'Indonesia', 'Allergic to peanuts', 'Villa Secret, Jl. Pantai', ?5, '07:30', 'cash', '[]',
       900000, 9000, 'C-' || ?1)
     RETURNING id`,
  )
    .bind(`FEED${String(bookings).padStart(4, "0")}`, activityId, date, lastName, KUTA)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

/** A run of `date` as /admin/pickups stores one, in its own window so that no two overlap. */
async function run(date: string, crew: { driver: number; guide?: number }, guests: number[]): Promise<number> {
  runs += 1;
  const vehicle = await resource("vehicle", `Hiace Feed ${runs}`);
  const leaves = `${String(runs % 20).padStart(2, "0")}:00`;
  const back = `${String((runs % 20) + 1).padStart(2, "0")}:30`;
  const row = await env.DB.prepare(
    `INSERT INTO pickup_runs (run_date, activity_id, start_time, vehicle_id, driver_id, guide_id, leaves_at, back_at)
     VALUES (?1, ?2, '09:00', ?3, ?4, ?5, ?6, ?7) RETURNING id`,
  )
    .bind(date, activityId, vehicle, crew.driver, crew.guide ?? null, leaves, back)
    .first<{ id: number }>();
  const runId = row?.id ?? 0;
  for (const [index, bookingId] of guests.entries()) {
    await env.DB.prepare("INSERT INTO pickup_run_guests (booking_id, run_id, position) VALUES (?1, ?2, ?3)")
      .bind(bookingId, runId, index + 1)
      .run();
  }
  return runId;
}

/** A signed-in account linked to `resourceId`, as joining through a crew invitation leaves one. */
async function signedInCrew(resourceId: number): Promise<Browser> {
  const browser = new Browser("en");
  const reply = await browser.post("/api/register", {
    name: "Crew Feed",
    email: newEmail(),
    password: "ricefields-at-dawn-42",
  });
  expect(reply.status).toBe(201);
  await env.DB.prepare("INSERT INTO crew_accounts (user_id, resource_id) VALUES (?1, ?2)")
    .bind(reply.body.user.id, resourceId)
    .run();
  return browser;
}

/** The feed's path from the page that showed its URL once. */
function feedPathIn(html: string): string {
  const token = FEED_LINK.exec(html)?.[1];
  expect(token, "the page shows the new calendar link").toBeTruthy();
  return `/calendar/runs/${token}.ics`;
}

/** The calendar app's poll: no cookie, no session. */
const poll = (path: string) => new Browser("en").fetchText("GET", path);

/** The events of an .ics, each with its lines unfolded. */
function eventsOf(file: string): string[] {
  return file
    .replace(/\r\n /g, "")
    .split("BEGIN:VEVENT")
    .slice(1)
    .map((event) => event.split("END:VEVENT")[0] ?? "");
}

describe("the operators' calendar link", () => {
  it("lists every run of today and the next 13 days as events, without any guest's name, phone or hotel", async () => {
    const komang = await resource("driver", "Komang Feed", "+62 811 555 001");
    const ketut = await resource("driver", "Ketut Feed", "+62 811 555 002");
    const wayan = await resource("guide", "Wayan Feed", "+62 811 555 003");
    const today = await run(baliDate(0), { driver: komang, guide: wayan }, [
      await booked(baliDate(0), "Firstguest"),
      await booked(baliDate(0), "Secondguest"),
    ]);
    const inTwoWeeks = await run(baliDate(13), { driver: ketut }, [await booked(baliDate(13), "Lateguest")]);
    const tooLate = await run(baliDate(14), { driver: ketut }, []);
    const yesterday = await run(baliDate(-1), { driver: ketut }, []);

    const operator = await signedInOperator("en", "Putu Dispatch");
    const issued = await operator.submit("/admin/resources", { intent: "feed" });
    expect(issued.status).toBe(200);
    const path = feedPathIn(issued.text);

    const feed = await poll(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toContain("text/calendar");
    expect(feed.headers.get("cache-control")).toBe("private, no-store");
    const events = eventsOf(feed.text);
    const uids = events.map((event) => /UID:pickup-run-(\d+)@/.exec(event)?.[1]);
    expect(uids).toContain(String(today));
    expect(uids).toContain(String(inTwoWeeks));
    expect(uids).not.toContain(String(tooLate));
    expect(uids).not.toContain(String(yesterday));

    const event = events.find((text) => text.includes(`UID:pickup-run-${today}@`)) ?? "";
    const compact = baliDate(0).replaceAll("-", "");
    expect(event).toMatch(new RegExp(`DTSTART;TZID=Asia/Makassar:${compact}T\\d{4}00`));
    expect(event).toContain(`SUMMARY:Run: ${activityName.replaceAll(",", "\\,")}\\, Hiace Feed`);
    expect(event).toContain("Driver: Komang Feed");
    expect(event).toContain("Guide: Wayan Feed");
    expect(event).toContain("Guests: 4 people in 2 bookings");
    expect(event).toContain("Pickup 07:30 in Kuta: 4 people");
    for (const personal of ["Firstguest", "Secondguest", "Mr. Made", "0812 9999 0000", "Villa Secret", "peanuts"]) {
      expect(feed.text).not.toContain(personal);
    }
    expect(feed.text).not.toContain("+62 811 555");
  });

  it("keeps only the token's SHA-256, shows the URL once, and a revoked link answers 404", async () => {
    const operator = await signedInOperator("en");
    const issued = await operator.submit("/admin/resources", { intent: "feed" });
    const path = feedPathIn(issued.text);
    const token = FEED_LINK.exec(path)?.[1] ?? "";
    const stored = await env.DB.prepare("SELECT id, token_hash FROM calendar_feeds ORDER BY id DESC LIMIT 1").first<{
      id: number;
      token_hash: string;
    }>();
    expect(stored?.token_hash).toBe(await sha256Hex(token));
    const everything = await env.DB.prepare("SELECT * FROM calendar_feeds").all();
    expect(JSON.stringify(everything.results)).not.toContain(token);

    const page = await operator.page("/admin/resources");
    expect(page.text).not.toContain(token);
    expect(page.text).toContain('data-testid="calendar-feed"');

    expect((await poll(path)).status).toBe(200);
    const revoked = await operator.submit("/admin/resources", { intent: "revoke_feed", feed_id: String(stored?.id) });
    expect(revoked.status).toBe(303);
    const gone = await poll(path);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("cache-control")).toBe("private, no-store");
    const audit = await env.DB.prepare(
      "SELECT action FROM audit_log WHERE entity = 'calendar_feeds' AND entity_id = ? ORDER BY id",
    )
      .bind(String(stored?.id))
      .all<{ action: string }>();
    expect(audit.results.map((row) => row.action)).toEqual(["create", "revoke"]);
  });

  it("gives two links made at the same moment a row and an audit row each, neither refused", async () => {
    const [first, second] = [await signedInOperator("en"), await signedInOperator("en")];
    const answers = await Promise.all([first, second].map((who) => who.submit("/admin/resources", { intent: "feed" })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const feeds = await env.DB.prepare("SELECT id FROM calendar_feeds ORDER BY id DESC LIMIT 2").all<{ id: number }>();
    for (const { id } of feeds.results) {
      const audit = await env.DB.prepare(
        "SELECT action FROM audit_log WHERE entity = 'calendar_feeds' AND entity_id = ?",
      )
        .bind(String(id))
        .all<{ action: string }>();
      expect(audit.results.map((row) => row.action)).toEqual(["create"]);
    }
  });

  it("answers 404 to an unknown or malformed token, and to a link whose maker left the team", async () => {
    expect((await poll(`/calendar/runs/${"A".repeat(43)}.ics`)).status).toBe(404);
    expect((await poll("/calendar/runs/short.ics")).status).toBe(404);
    expect((await poll("/calendar/runs/%27%20OR%201%3D1--.ics")).status).toBe(404);

    const operator = await signedInOperator("en", "Leaving Soon");
    const path = feedPathIn((await operator.submit("/admin/resources", { intent: "feed" })).text);
    expect((await poll(path)).status).toBe(200);
    const userId = (await operator.get("/api/user")).body.id as number;
    await env.DB.prepare("UPDATE users SET role = 'tourist' WHERE id = ?").bind(userId).run();
    expect((await poll(path)).status).toBe(404);
  });

  it("is refused to anyone who is not an operator", async () => {
    const driver = await resource("driver", "Komang Not Operator");
    const crew = await signedInCrew(driver);
    const count = () => env.DB.prepare("SELECT count(*) AS n FROM calendar_feeds").first("n");
    const before = await count();
    expect((await crew.submit("/admin/resources", { intent: "feed" })).status).toBe(404);
    expect(await count()).toBe(before);
  });
});

describe("a driver's calendar link", () => {
  it("lists only the runs the driver drives or guides, with nothing of another driver", async () => {
    const komang = await resource("driver", "Komang Own");
    const ketut = await resource("driver", "Ketut Elsewhere", "+62 811 777 999");
    const mine = await run(baliDate(0), { driver: komang }, [await booked(baliDate(0), "Mineguest")]);
    const guided = await run(baliDate(1), { driver: ketut, guide: komang }, []);
    const notMine = await run(baliDate(2), { driver: ketut }, [await booked(baliDate(2), "Otherguest")]);

    const browser = await signedInCrew(komang);
    const issued = await browser.submit("/driver", { intent: "calendar" });
    expect(issued.status).toBe(200);
    expect(issued.headers.get("cache-control")).toContain("private");
    const path = feedPathIn(issued.text);

    const feed = await poll(path);
    expect(feed.status).toBe(200);
    const uids = eventsOf(feed.text).map((event) => /UID:pickup-run-(\d+)@/.exec(event)?.[1]);
    expect(uids.sort()).toEqual([String(mine), String(guided)].sort());
    expect(uids).not.toContain(String(notMine));
    expect(feed.text).not.toContain("Otherguest");
    expect(feed.text).not.toContain("Mineguest");
    expect(feed.text).not.toContain("+62 811 777 999");
    expect(feed.text).toContain("/driver");
  });

  it("a new link ends the driver's previous one, and ending the driver's access ends the link", async () => {
    const komang = await resource("driver", "Komang Twice");
    const browser = await signedInCrew(komang);
    const first = feedPathIn((await browser.submit("/driver", { intent: "calendar" })).text);
    const second = feedPathIn((await browser.submit("/driver", { intent: "calendar" })).text);
    expect(first).not.toBe(second);
    expect((await poll(first)).status).toBe(404);
    expect((await poll(second)).status).toBe(200);

    await env.DB.prepare("DELETE FROM crew_accounts WHERE resource_id = ?").bind(komang).run();
    expect((await poll(second)).status).toBe(404);
  });

  it("the operator makes a link of one driver's runs, and retiring the driver ends it", async () => {
    const made = await resource("driver", "Made Retiring");
    const other = await resource("driver", "Nyoman Other");
    const mine = await run(baliDate(3), { driver: made }, []);
    await run(baliDate(3), { driver: other }, []);
    const operator = await signedInOperator("en");
    const issued = await operator.submit("/admin/resources", { intent: "feed", resource_id: String(made) });
    expect(issued.status).toBe(200);
    const path = feedPathIn(issued.text);
    const uids = eventsOf((await poll(path)).text).map((event) => /UID:pickup-run-(\d+)@/.exec(event)?.[1]);
    expect(uids).toEqual([String(mine)]);

    expect((await operator.submit("/admin/resources", { intent: "feed", resource_id: "made" })).status).toBe(404);
    const vehicle = await resource("vehicle", "Not a person");
    expect((await operator.submit("/admin/resources", { intent: "feed", resource_id: String(vehicle) })).status).toBe(
      404,
    );

    await env.DB.prepare("UPDATE resources SET retired_at = '2020-01-01T00:00:00Z' WHERE id = ?").bind(made).run();
    expect((await poll(path)).status).toBe(404);
  });
});
