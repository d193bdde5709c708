/**
 * My bookings on /profile: the signed-in tourist's bookings and trips with their status, each with
 * its page and WhatsApp, and the claim of one made as a guest (reference and the account's own,
 * verified e-mail).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { activityPage, baliDate, bookingPath, bookingPayload, roundTripsOf, UBUD } from "./booking-support.ts";
import { Browser, newEmail } from "./browser.ts";
import type { Site } from "./client.ts";
import { elementsWith, elementWith, signedInOperator, testIdPart, textOf } from "./operator-support.ts";

const PASSWORD = "terraces-of-jatiluwih-7";

interface Tourist {
  browser: Browser;
  email: string;
  id: number;
}

async function registered(site: Site): Promise<Tourist> {
  const browser = new Browser(site);
  const email = newEmail();
  const reply = await browser.post("/api/register", { name: "Komang Tourist", email, password: PASSWORD });
  expect(reply.status).toBe(201);
  return { browser, email, id: reply.body.user.id as number };
}

/** A tourist who proved the account's e-mail with the link mailed at sign-up, as the verification page does. */
async function verifiedTourist(site: Site): Promise<Tourist> {
  const tourist = await registered(site);
  const mail = await env.DB.prepare(
    "SELECT body_text FROM mail_outbox WHERE to_address = ? AND kind = 'email_verification' ORDER BY id DESC",
  )
    .bind(tourist.email)
    .first<{ body_text: string }>();
  const token = mail?.body_text.match(/\/verify-email\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no verification link for ${tourist.email}`);
  expect((await tourist.browser.page(`/verify-email?token=${token}`)).status).toBe(303);
  expect((await tourist.browser.submit("/verify-email", {})).status).toBe(200);
  return tourist;
}

/** A booking request of Ubud's first package, made by `browser` (signed in or not) with `email`. */
async function booked(browser: Browser, email: string): Promise<string> {
  const activity = await activityPage(browser.site);
  const reply = await browser.post(bookingPath(UBUD), bookingPayload(browser.site, activity, 0, [1], { email }));
  expect(reply.status).toBe(201);
  return reply.body.booking.reference as string;
}

let trips = 0;

/** A one-day trip plan (a place to visit) sent by `browser` with `email`, `daysAhead` days from today. */
async function sentTrip(browser: Browser, email: string, daysAhead = 60): Promise<string> {
  trips += 1;
  const place = await env.DB.prepare(
    "SELECT id FROM destinations WHERE status = 'published' ORDER BY id LIMIT 1",
  ).first<{
    id: number;
  }>();
  const day = baliDate(daysAhead + (trips % 10));
  const reply = await browser.post("/api/trip", {
    plan: {
      arrival: day,
      departure: day,
      adults: 2,
      kids: 0,
      days: [{ date: day, items: [{ kind: "destination", destinationId: place?.id }] }],
    },
    first_name: "Mrs. Ayu",
    last_name: "Lestari",
    email,
    phone_number: "+62 812-3456-7890",
    country: "Australia",
    special_request: "",
    pickup_location: "Alaya Resort, Ubud",
    payment_method: "cash",
  });
  expect(reply.status).toBe(201);
  return reply.body.trip.reference as string;
}

async function ownerOf(reference: string): Promise<number | null> {
  const table = reference.startsWith("TR-") ? "trips" : "bookings";
  const row = await env.DB.prepare(`SELECT user_id FROM ${table} WHERE reference = ?`)
    .bind(reference)
    .first<{ user_id: number | null }>();
  if (!row) throw new Error(`no ${reference}`);
  return row.user_id;
}

async function auditOf(reference: string) {
  const table = reference.startsWith("TR-") ? "trips" : "bookings";
  const { results } = await env.DB.prepare(
    `SELECT a.user_id, a.actor_email, a.action, a.entity, a.before_json, a.after_json FROM audit_log a
     JOIN ${table} x ON a.entity = '${table}' AND a.entity_id = CAST(x.id AS TEXT) WHERE x.reference = ? ORDER BY a.id`,
  )
    .bind(reference)
    .all<Record<string, unknown>>();
  return results;
}

/** The profile's entries in order: reference, status text, the page's link, the WhatsApp message. */
async function myList(browser: Browser) {
  const page = await browser.page("/profile");
  expect(page.status).toBe(200);
  const entries = elementsWith(page.text, 'data-testid="my-booking"').map((entry) => {
    const hrefs = [...entry.matchAll(/href="([^"]*)"/g)].map(([, href = ""]) => href.replace(/&amp;/g, "&"));
    const chat = hrefs.find((href) => href.startsWith("https://wa.me/"));
    return {
      reference: textOf(elementWith(entry, 'data-testid="my-booking-reference"')).trim(),
      status: textOf(
        elementWith(entry, 'data-testid="booking-status"') || elementWith(entry, 'data-testid="trip-status"'),
      ).trim(),
      page: hrefs.find((href) => href.startsWith("/booking?") || href.startsWith("/trip/quote?")),
      chat: chat ? new URL(chat).searchParams.get("text") : null,
    };
  });
  return { entries, page };
}

const claim = (browser: Browser, reference: string, email: string, token?: string) =>
  browser.submit("/profile", { intent: "claim", reference, email, ...(token ? { _token: token } : {}) });

const fieldError = (html: string, field: "reference" | "email") =>
  textOf(elementWith(html, `id="claim-${field}-error"`)).trim();

const NOT_FOUND =
  "We could not find a booking with this reference and e-mail address. Please check both and try again.";

describe("the profile lists the tourist's bookings and trips", () => {
  for (const site of ["en", "id"] as const) {
    it(`shows each with its status in words, what is ahead soonest first, its page and WhatsApp (${site})`, async () => {
      const tourist = await registered(site);
      const ahead = await booked(tourist.browser, tourist.email);
      const past = await booked(tourist.browser, tourist.email);
      const trip = await sentTrip(tourist.browser, tourist.email, 300);
      await env.DB.prepare("UPDATE bookings SET visit_date = ? WHERE reference = ?").bind(baliDate(5), ahead).run();
      await env.DB.prepare("UPDATE bookings SET visit_date = ? WHERE reference = ?").bind(baliDate(-30), past).run();
      const operator = await signedInOperator("en");
      expect((await operator.submit(`/admin/bookings/${ahead}`, { intent: "confirm" })).status).toBe(303);
      const stranger = await booked(new Browser(site), tourist.email);

      const { entries, page } = await myList(tourist.browser);
      const words =
        site === "en"
          ? { confirmed: "Confirmed", requested: "Requested", trip: "Quote being prepared" }
          : { confirmed: "Terkonfirmasi", requested: "Diminta", trip: "Penawaran sedang disiapkan" };
      const about = (reference: string, kind: "booking" | "trip") =>
        site === "en"
          ? `Hello, this is about my ${kind} ${reference}.`
          : kind === "booking"
            ? `Halo, saya ingin bertanya tentang pemesanan saya ${reference}.`
            : `Halo, saya ingin bertanya tentang perjalanan saya ${reference}.`;
      expect(entries).toEqual([
        {
          reference: ahead,
          status: words.confirmed,
          page: `/booking?reference=${ahead}`,
          chat: about(ahead, "booking"),
        },
        { reference: trip, status: words.trip, page: `/trip/quote?reference=${trip}`, chat: about(trip, "trip") },
        { reference: past, status: words.requested, page: `/booking?reference=${past}`, chat: about(past, "booking") },
      ]);
      // A guest's booking with the same e-mail is not the account's until claimed.
      expect(page.text).not.toContain(stranger);
      expect(roundTripsOf(page.headers)).toBeLessThanOrEqual(2);
    });
  }

  it("shows another status of a trip in words, and nothing of another account's", async () => {
    const tourist = await registered("en");
    const trip = await sentTrip(tourist.browser, tourist.email);
    await env.DB.prepare("UPDATE trips SET status = 'quoted' WHERE reference = ?").bind(trip).run();
    expect((await myList(tourist.browser)).entries.map((entry) => entry.status)).toEqual(["Quote sent"]);
    const other = await registered("en");
    expect((await myList(other.browser)).entries).toEqual([]);
  });

  it("sends a guest to sign in and back; a guest's claim changes nothing", async () => {
    const guest = new Browser("en");
    const page = await guest.page("/profile");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/login?nextUrl=profile");
    const { email } = await registered("en");
    const reference = await booked(new Browser("en"), email);
    expect((await claim(guest, reference, email)).status).toBe(404);
    expect(await ownerOf(reference)).toBeNull();
  });
});

describe("claiming a booking or trip made as a guest", () => {
  it("adds it to a verified account whose e-mail it was made with (any case), once, with an audit row", async () => {
    const tourist = await verifiedTourist("en");
    const reference = await booked(new Browser("en"), tourist.email.toUpperCase());
    const done = await claim(tourist.browser, reference.toLowerCase().replaceAll("-", ""), ` ${tourist.email} `);
    expect(done.status).toBe(200);
    expect(textOf(testIdPart(done.text, "claim-notice"))).toContain(`${reference} is now in your list.`);
    expect(await ownerOf(reference)).toBe(tourist.id);
    expect(await auditOf(reference)).toEqual([
      {
        user_id: tourist.id,
        actor_email: tourist.email,
        action: "update",
        entity: "bookings",
        before_json: JSON.stringify({ user_id: null }),
        after_json: JSON.stringify({ user_id: tourist.id }),
      },
    ]);
    expect((await myList(tourist.browser)).entries.map((entry) => entry.reference)).toEqual([reference]);

    const again = await claim(tourist.browser, reference, tourist.email);
    expect(again.status).toBe(200);
    expect(textOf(testIdPart(again.text, "claim-notice"))).toContain(`${reference} is already in your list.`);
    expect(await auditOf(reference)).toHaveLength(1);
  });

  it("adds a trip the same way, with the bookings its accepted quote made, on the Indonesian site in Indonesian", async () => {
    const tourist = await verifiedTourist("id");
    const trip = await sentTrip(new Browser("id"), tourist.email);
    // A booking the trip's accepted quote made (as quote-answer.ts does, under the trip's id and e-mail).
    const ofTrip = await booked(new Browser("id"), tourist.email);
    await env.DB.prepare("UPDATE bookings SET trip_id = (SELECT id FROM trips WHERE reference = ?) WHERE reference = ?")
      .bind(trip, ofTrip)
      .run();
    const done = await claim(tourist.browser, trip, tourist.email);
    expect(done.status).toBe(200);
    expect(textOf(testIdPart(done.text, "claim-notice"))).toContain(`${trip} kini ada di daftar Anda.`);
    expect(await ownerOf(trip)).toBe(tourist.id);
    expect(await ownerOf(ofTrip)).toBe(tourist.id);
    expect(await auditOf(trip)).toMatchObject([
      { entity: "trips", after_json: JSON.stringify({ user_id: tourist.id }) },
    ]);
    const listed = (await myList(tourist.browser)).entries.map((entry) => entry.reference);
    expect(listed.sort()).toEqual([ofTrip, trip].sort());
  });

  it("refuses an account whose e-mail is not verified, and changes nothing", async () => {
    const tourist = await registered("en");
    const reference = await booked(new Browser("en"), tourist.email);
    const refused = await claim(tourist.browser, reference, tourist.email);
    expect(refused.status).toBe(403);
    expect(fieldError(refused.text, "email")).toContain("Please confirm your account's e-mail address first");
    expect(await ownerOf(reference)).toBeNull();
    expect(await auditOf(reference)).toEqual([]);
  });

  it("answers a booking made with another e-mail as the lookup answers an unknown reference", async () => {
    const tourist = await verifiedTourist("en");
    const otherEmail = newEmail();
    const reference = await booked(new Browser("en"), otherEmail);

    const mine = await claim(tourist.browser, reference, tourist.email);
    expect(mine.status).toBe(404);
    expect(fieldError(mine.text, "reference")).toBe(NOT_FOUND);
    const unknown = await claim(tourist.browser, "BT-2222-2222", tourist.email);
    expect(unknown.status).toBe(404);
    expect(fieldError(unknown.text, "reference")).toBe(NOT_FOUND);

    // The booking's own e-mail is not the account's: refused before anything is looked up.
    const theirs = await claim(tourist.browser, reference, otherEmail);
    expect(theirs.status).toBe(422);
    expect(fieldError(theirs.text, "email")).toContain("Enter your account's e-mail address");
    expect(fieldError(theirs.text, "reference")).toBe("");
    expect(await ownerOf(reference)).toBeNull();

    const empty = await claim(tourist.browser, "", "");
    expect(empty.status).toBe(422);
    expect(fieldError(empty.text, "reference")).toBe("Please enter the reference.");
    expect(fieldError(empty.text, "email")).toBe("Please enter your e-mail address.");
  });

  it("refuses a booking already on another account", async () => {
    const owner = await registered("en");
    const claimer = await verifiedTourist("en");
    const reference = await booked(owner.browser, claimer.email);
    const refused = await claim(claimer.browser, reference, claimer.email);
    expect(refused.status).toBe(409);
    expect(fieldError(refused.text, "reference")).toContain("already in another account's list");
    expect(await ownerOf(reference)).toBe(owner.id);
    expect(await auditOf(reference)).toEqual([]);
  });

  it("answers 419 to a post without the page's CSRF token, and changes nothing", async () => {
    const tourist = await verifiedTourist("en");
    const reference = await booked(new Browser("en"), tourist.email);
    const forged = await claim(tourist.browser, reference, tourist.email, "not-the-token");
    expect(forged.status).toBe(419);
    expect(textOf(testIdPart(forged.text, "claim-problem"))).toContain("This form has expired");
    expect(await ownerOf(reference)).toBeNull();
  });

  it("counts against the lookup's limit per address", async () => {
    const tourist = await verifiedTourist("en");
    const answers: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      answers.push((await claim(tourist.browser, `BT-2222-${2222 + attempt}`, tourist.email)).status);
    }
    expect(answers.every((status) => status === 404)).toBe(true);
    const last = await claim(tourist.browser, "BT-3333-3333", tourist.email);
    expect(last.status).toBe(429);
    expect(fieldError(last.text, "reference")).toContain("Too many lookups");
  });
});
