import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { operatorAccount, operatorStatements } from "#workers/accounts/operator-account.ts";
import { CONFIRMATION_ID_PATTERN, REFERENCE_ALPHABET } from "#workers/booking/reference.ts";
import { activityPage, bookingPath, bookingPayload, UBUD } from "./booking-support.ts";
import { Browser } from "./browser.ts";
import { outboxRowsOf } from "./mail-support.ts";
import {
  bookingState,
  emlText,
  eventsOf,
  mailsTo,
  pagerLink,
  requestedBooking,
  signedInOperator,
  signedInTourist,
  testIdPart,
  textOf,
} from "./operator-support.ts";

let operator: Browser;

beforeAll(async () => {
  operator = await signedInOperator("en", "Wayan Operator");
}, 30_000);

/** The page's main content, without the shell around it. */
function mainOf(html: string): string {
  return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
}

const confirm = (browser: Browser, reference: string, fields: Record<string, string> = {}) =>
  browser.submit(`/admin/bookings/${reference}`, { intent: "confirm", ...fields });
const decline = (browser: Browser, reference: string, reason = "The boat is fully booked that day.") =>
  browser.submit(`/admin/bookings/${reference}`, { intent: "decline", reason, confirm: "yes" });

describe("who may use the operator's pages", () => {
  it("answers everyone but an operator with the site's own 404 page, on every page and action", async () => {
    const { reference } = await requestedBooking();
    const notFoundPage = await new Browser("en").page("/no-such-page");
    expect(notFoundPage.status).toBe(404);
    expect(textOf(notFoundPage.text)).toContain("Page not found");
    // The site's 404 page: its heading and the way back home (once a browser test of the inbox).
    expect(mainOf(notFoundPage.text)).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(mainOf(notFoundPage.text)).toMatch(/<a[^>]*href="\/"[^>]*>Back to the home page<\/a>/);
    const visitors = { anonymous: new Browser("en"), tourist: await signedInTourist("en") };
    for (const [who, browser] of Object.entries(visitors)) {
      const pages = [
        "/admin/bookings",
        "/admin/bookings?status=requested&q=made",
        `/admin/bookings/${reference}`,
        "/admin/bookings.data",
        `/admin/bookings/${reference}.data`,
      ];
      for (const path of pages) {
        const answer = await browser.page(path);
        expect(answer.status, `${who} GET ${path}`).toBe(404);
        expect(answer.headers.get("cache-control"), `${who} GET ${path}`).toBe("private, no-store");
        if (!path.endsWith(".data")) expect(mainOf(answer.text), `${who} GET ${path}`).toBe(mainOf(notFoundPage.text));
        expect(answer.text, `${who} GET ${path}`).not.toContain("Alaya Resort");
      }
      for (const answer of [
        await confirm(browser, reference),
        await confirm(browser, reference, { confirmation_id: "MINE-1" }),
        await decline(browser, reference),
        await browser.submit(`/admin/bookings/${reference}`, { intent: "confirm" }, { csrf: false }),
        await browser.submit("/admin/bookings", { intent: "confirm" }),
      ]) {
        expect(answer.status, `${who} POST`).toBe(404);
        expect(mainOf(answer.text), `${who} POST`).toBe(mainOf(notFoundPage.text));
      }
    }
    expect(await bookingState(reference)).toMatchObject({ status: "requested", confirmation_id: null });
    expect(await eventsOf(reference)).toEqual([]);
    expect((await outboxRowsOf(reference)).map((row) => row.kind)).toEqual([
      "booking_received",
      "booking_notification",
    ]);
  });

  it("lets an operator in, in the site's language, never cached", async () => {
    const browser = await signedInOperator("id");
    const inbox = await browser.page("/admin/bookings");
    expect(inbox.status).toBe(200);
    expect(inbox.headers.get("cache-control")).toBe("private, no-store");
    expect(inbox.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(textOf(inbox.text)).toContain("Permintaan pemesanan");
  });
});

describe("making an operator of an existing account", () => {
  it("ends the account's sessions: the operator signs in again, with the new password", async () => {
    const browser = new Browser("en");
    const email = `promoted-${Date.now()}@example.com`;
    expect((await browser.post("/api/register", { name: "Ayu", email, password: "tourist-password" })).status).toBe(
      201,
    );
    const account = await operatorAccount({ email, name: "Ayu Operator", password: "operator-password-1" });
    await env.DB.batch(operatorStatements(account).map(({ sql, params }) => env.DB.prepare(sql).bind(...params)));
    expect((await browser.page("/admin/bookings")).status).toBe(404);
    expect((await browser.get("/api/user")).status).toBe(401);
    expect((await browser.post("/api/login", { email, password: "tourist-password" })).status).toBe(422);
    expect((await browser.post("/api/login", { email, password: "operator-password-1" })).status).toBe(200);
    const inbox = await browser.page("/admin/bookings");
    expect(inbox.status).toBe(200);
    expect(textOf(inbox.text)).toContain("Signed in as Ayu Operator");
  });
});

describe("confirming a request", () => {
  it("sets the status, records who did it, and queues one confirmation in the tourist's language", async () => {
    const { reference, email } = await requestedBooking("id");
    const answer = await confirm(operator, reference, {
      confirmation_id: " BALI 2026/001 ",
      note: "Wayan picks you up.",
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/admin/bookings/${reference}?done=confirmed`);

    const state = await bookingState(reference);
    expect(state).toMatchObject({
      status: "confirmed",
      confirmation_id: "BALI 2026/001",
      decision_note: "Wayan picks you up.",
    });
    const events = await eventsOf(reference);
    expect(events).toEqual([
      {
        action: "confirmed",
        user_id: expect.any(Number),
        actor_name: "Wayan Operator",
        actor_email: expect.stringMatching(/^operator\d+-\d+@balitours\.example$/),
        confirmation_id: "BALI 2026/001",
        note: "Wayan picks you up.",
        created_at: state?.decided_at,
      },
    ]);
    const rows = await outboxRowsOf(reference);
    expect(rows.map((row) => [row.kind, row.to_address, row.locale])).toEqual([
      ["booking_received", email, "id"],
      ["booking_notification", "hello@balitours.example", "id"],
      ["booking_confirmed", email, "id"],
    ]);
    const [, tourist] = await mailsTo(email, 2);
    const text = emlText(tourist ?? "");
    expect(text).toContain("BALI 2026/001");
    expect(text).toContain("Kabar baik: pemesanan Anda sudah terkonfirmasi!");
    expect(text).toContain("Alaya Resort, Jalan Hanoman, Ubud");
    expect(text).toContain("Wayan picks you up.");
    expect(text).toContain("Anda membayar tunai dalam rupiah pada hari perjalanan kepada sopir Anda.");
    // The operator works on the English site; the tourist's links point to the Indonesian one.
    expect(text).toContain(`http://localhost/booking?reference=${reference}`);
  });

  it("generates a booking ID when none is typed", async () => {
    const { reference } = await requestedBooking();
    expect((await confirm(operator, reference)).status).toBe(303);
    const state = await bookingState(reference);
    expect(state?.confirmation_id).toMatch(CONFIRMATION_ID_PATTERN);
    expect(state?.decision_note).toBeNull();
  });

  it("is idempotent: confirming twice, or twice at once, sends one e-mail and records one event", async () => {
    const { reference, email } = await requestedBooking();
    const first = await confirm(operator, reference, { confirmation_id: "TWICE-1" });
    const again = await confirm(operator, reference, { confirmation_id: "TWICE-2" });
    expect(first.headers.get("location")).toBe(`/admin/bookings/${reference}?done=confirmed`);
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(`/admin/bookings/${reference}?done=unchanged`);
    expect((await bookingState(reference))?.confirmation_id).toBe("TWICE-1");
    expect(await eventsOf(reference)).toHaveLength(1);
    expect((await outboxRowsOf(reference)).filter((row) => row.kind === "booking_confirmed")).toHaveLength(1);
    const mails = await mailsTo(email, 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(email, 2)).toHaveLength(mails.length);
    expect(mails.filter((eml) => emlText(eml).includes("TWICE-1"))).toHaveLength(1);

    const racing = await requestedBooking();
    const both = await Promise.all([confirm(operator, racing.reference), confirm(operator, racing.reference)]);
    expect(both.map((answer) => answer.headers.get("location")?.split("done=")[1]).sort()).toEqual([
      "confirmed",
      "unchanged",
    ]);
    expect(await eventsOf(racing.reference)).toHaveLength(1);
    expect((await outboxRowsOf(racing.reference)).filter((row) => row.kind === "booking_confirmed")).toHaveLength(1);
  });

  it("refuses a booking ID that another booking has, whatever its case, and leaves nothing half done", async () => {
    const taken = await requestedBooking();
    expect((await confirm(operator, taken.reference, { confirmation_id: "SAME-ID-7" })).status).toBe(303);
    const { reference } = await requestedBooking();
    const answer = await confirm(operator, reference, { confirmation_id: "same-id-7" });
    expect(answer.status).toBe(422);
    expect(textOf(testIdPart(answer.text, "decision-problem"))).toContain("already used by another booking");
    expect(await bookingState(reference)).toMatchObject({ status: "requested", confirmation_id: null });
    expect(await eventsOf(reference)).toEqual([]);
    expect((await outboxRowsOf(reference)).map((row) => row.kind)).not.toContain("booking_confirmed");
  });

  it("refuses a booking ID that does not look like one, and a note over 1000 characters", async () => {
    const { reference } = await requestedBooking();
    expect((await confirm(operator, reference, { confirmation_id: "<script>" })).status).toBe(422);
    expect((await confirm(operator, reference, { confirmation_id: "-x" })).status).toBe(422);
    expect((await confirm(operator, reference, { note: "n".repeat(1001) })).status).toBe(422);
    expect((await operator.submit(`/admin/bookings/${reference}`, { intent: "archive" })).status).toBe(422);
    expect((await bookingState(reference))?.status).toBe("requested");
  });

  it("answers 419 without the form's CSRF token, and changes nothing", async () => {
    const { reference } = await requestedBooking();
    const missing = await operator.submit(`/admin/bookings/${reference}`, { intent: "confirm" }, { csrf: false });
    const wrong = await operator.submit(`/admin/bookings/${reference}`, { intent: "confirm", _token: "x".repeat(43) });
    for (const answer of [missing, wrong]) {
      expect(answer.status).toBe(419);
      expect(textOf(answer.text)).toContain("This form has expired");
    }
    expect((await bookingState(reference))?.status).toBe("requested");
    expect(await eventsOf(reference)).toEqual([]);
  });

  it("answers the site's 404 page for a booking that does not exist", async () => {
    expect((await confirm(operator, "BT-ZZZZ-ZZZZ")).status).toBe(404);
    expect((await operator.page("/admin/bookings/BT-ZZZZ-ZZZZ")).status).toBe(404);
    expect((await operator.page("/admin/bookings/not%20a%20reference")).status).toBe(404);
  });
});

describe("declining a request", () => {
  it("needs a reason, then sets the status, records it and queues a polite e-mail", async () => {
    const { reference, email } = await requestedBooking();
    const empty = await decline(operator, reference, "   ");
    expect(empty.status).toBe(422);
    expect(textOf(testIdPart(empty.text, "decision-problem"))).toContain("Please write the reason");

    const answer = await decline(operator, reference, "Mount Batur is closed for a ceremony <that day>.");
    expect(answer.headers.get("location")).toBe(`/admin/bookings/${reference}?done=declined`);
    expect(await bookingState(reference)).toMatchObject({
      status: "declined",
      confirmation_id: null,
      decision_note: "Mount Batur is closed for a ceremony <that day>.",
    });
    expect((await eventsOf(reference)).map((event) => [event.action, event.note])).toEqual([
      ["declined", "Mount Batur is closed for a ceremony <that day>."],
    ]);
    const [, mail] = await mailsTo(email, 2);
    const text = emlText(mail ?? "");
    expect(text).toContain("We are very sorry, but we cannot confirm it.");
    expect(text).toContain("Mount Batur is closed for a ceremony <that day>.");
    expect(text).toContain("ceremony &lt;that day&gt;.");
    expect(text).toContain("Nothing has been charged");
  });
});

describe("what can follow what", () => {
  it("confirms and declines only requests: a confirmed booking cannot be declined, nor a declined one confirmed", async () => {
    const confirmed = await requestedBooking();
    await confirm(operator, confirmed.reference);
    const declineConfirmed = await decline(operator, confirmed.reference);
    expect(declineConfirmed.status).toBe(409);
    expect(textOf(testIdPart(declineConfirmed.text, "decision-problem"))).toContain("it is Confirmed");
    expect((await bookingState(confirmed.reference))?.status).toBe("confirmed");

    const declined = await requestedBooking();
    await decline(operator, declined.reference);
    expect((await confirm(operator, declined.reference)).status).toBe(409);
    const declineAgain = await decline(operator, declined.reference, "Another reason");
    expect(declineAgain.headers.get("location")).toBe(`/admin/bookings/${declined.reference}?done=unchanged`);
    expect((await eventsOf(declined.reference)).map((event) => event.action)).toEqual(["declined"]);

    const cancelled = await requestedBooking();
    await env.DB.prepare("UPDATE bookings SET status = 'cancelled' WHERE reference = ?")
      .bind(cancelled.reference)
      .run();
    expect((await confirm(operator, cancelled.reference)).status).toBe(409);
    expect((await decline(operator, cancelled.reference)).status).toBe(409);
    expect(await eventsOf(cancelled.reference)).toEqual([]);
  });

  it("cannot record a second answer for a booking even past the status check (the database refuses it)", async () => {
    const { reference } = await requestedBooking();
    await confirm(operator, reference);
    const second = env.DB.prepare(
      `INSERT INTO booking_events (booking_id, action, actor_name, actor_email)
       SELECT id, 'declined', 'x', 'x@example.com' FROM bookings WHERE reference = ?`,
    ).bind(reference);
    await expect(second.run()).rejects.toThrow(/UNIQUE constraint failed/);
  });
});

describe("the inbox", () => {
  async function insertBookings(marker: string, count: number) {
    await env.DB.batch(
      Array.from({ length: count }, (_, index) =>
        env.DB.prepare(
          `INSERT INTO bookings (reference, activity_id, locale, currency, visit_date, first_name, last_name, email,
             phone_number, country, pickup_location, payment_method, order_data, total_idr, total_usd_cents, created_at)
           SELECT ?1, min(id), 'en', 'USD', '2026-12-05', 'Ms. Inbox', ?2, ?3, '+61 400 123 456', 'Australia', 'Kuta',
             'cash', '[]', 900000, 9000, ?4 FROM activities`,
        ).bind(
          `BT-${marker}-AAA${REFERENCE_ALPHABET[index]}`,
          `${marker} ${index}`,
          `inbox-${marker.toLowerCase()}-${index}@example.com`,
          new Date(Date.UTC(2030, 0, 1, 0, index)).toISOString(),
        ),
      ),
    );
  }

  function referencesIn(html: string): string[] {
    return [...testIdPart(html, "inbox").matchAll(/href="\/admin\/bookings\/([^"]+)"/g)].map((match) => match[1] ?? "");
  }

  it("lists the requests newest first, 20 a page, and searches by reference, name or e-mail", async () => {
    await insertBookings("QXWV", 23);
    const first = await operator.page("/admin/bookings?q=QXWV");
    expect(first.status).toBe(200);
    const firstPage = referencesIn(first.text);
    expect(firstPage).toHaveLength(20);
    expect(firstPage[0]).toBe(`BT-QXWV-AAA${REFERENCE_ALPHABET[22]}`);
    expect(textOf(first.text)).toContain("23 bookings");
    const older = pagerLink(first.text, "next");
    expect(older).toMatch(/^\/admin\/bookings\?q=QXWV&after=[\w-]+$/);
    const second = referencesIn((await operator.page(older ?? "")).text);
    expect(second).toHaveLength(3);
    expect(new Set([...firstPage, ...second]).size).toBe(23);

    const all = referencesIn((await operator.page("/admin/bookings")).text);
    expect(all.slice(0, 3)).toEqual(firstPage.slice(0, 3));

    const byEmail = referencesIn((await operator.page("/admin/bookings?q=INBOX-qxwv-7%40example")).text);
    expect(byEmail).toHaveLength(1);
    const byReference = referencesIn(
      (await operator.page(`/admin/bookings?q=${byEmail[0]?.toLowerCase().replaceAll("-", "")}`)).text,
    );
    expect(byReference).toEqual(byEmail);
    expect(referencesIn((await operator.page("/admin/bookings?q=Inbox%20QXWV%207")).text)).toEqual(byEmail);
    // LIKE's wildcards are searched for as they are.
    expect(referencesIn((await operator.page("/admin/bookings?q=%25")).text)).toEqual([]);
    expect(referencesIn((await operator.page("/admin/bookings?q=no-such-booking-anywhere")).text)).toEqual([]);
  });

  it("finds a booking by its phone written any way, by its hotel and by the activity's name in either language", async () => {
    const digits = String(Date.now()).slice(-8);
    const hotel = `Komaneka at Bisma ${digits}`;
    const reply = await new Browser("en").post(
      bookingPath(UBUD),
      bookingPayload("en", await activityPage("en"), 0, [1], {
        phone_number: `+62 819-${digits.slice(0, 4)}-${digits.slice(4)}`,
        pickup_location: hotel,
      }),
    );
    expect(reply.status).toBe(201);
    const { reference } = reply.body.booking;
    // Newest of all, so a search that matches many bookings lists it on its first page.
    await env.DB.prepare("UPDATE bookings SET created_at = '2031-01-01T00:00:00.000Z' WHERE reference = ?")
      .bind(reference)
      .run();
    const found = async (q: string) =>
      referencesIn((await operator.page(`/admin/bookings?q=${encodeURIComponent(q)}`)).text);
    for (const phone of [
      `0819${digits}`,
      `0819 ${digits.slice(0, 4)} ${digits.slice(4)}`,
      `62819${digits}`,
      `+62-819-${digits}`,
      `819${digits}`,
    ]) {
      expect(await found(phone), phone).toEqual([reference]);
    }
    expect(await found(hotel.toUpperCase())).toEqual([reference]);
    expect(await found(`Bisma ${digits}`)).toEqual([reference]);
    for (const name of ["Tegallalang Rice Terraces", "Sawah Terasering Tegallalang"]) {
      expect(await found(name), name).toContain(reference);
    }
    expect(await found(`0819 ${String(Number(digits) + 1).padStart(8, "0")}`)).toEqual([]);
  });

  it("finds a booking by a whole long e-mail address, and by a long name", async () => {
    const email = `${"komang.ayu.wulandari.".repeat(2)}${Date.now()}@bali-holidays.example`.slice(-63);
    expect(email).toHaveLength(63);
    const lastName = `Putri ${"Wulandari Maharani ".repeat(4)}${Date.now()}`;
    const reply = await new Browser("en").post(
      bookingPath(UBUD),
      bookingPayload("en", await activityPage("en"), 0, [1], { email, last_name: lastName }),
    );
    expect(reply.status).toBe(201);
    const { reference } = reply.body.booking;
    for (const q of [email, email.toUpperCase(), `Mr. Made ${lastName}`]) {
      const found = await operator.page(`/admin/bookings?q=${encodeURIComponent(q)}`);
      expect(found.status, q).toBe(200);
      expect(referencesIn(found.text), q).toEqual([reference]);
    }
  });

  it("filters by status, counts each status, and ignores a filter it does not know", async () => {
    const { reference } = await requestedBooking();
    await confirm(operator, reference, { confirmation_id: "FILTER-ME-1" });
    const confirmed = await operator.page("/admin/bookings?status=confirmed&q=FILTER-ME");
    expect(referencesIn(confirmed.text)).toEqual([reference]);
    expect(referencesIn((await operator.page("/admin/bookings?status=requested&q=FILTER-ME")).text)).toEqual([]);
    expect(textOf(confirmed.text)).toMatch(/Confirmed \(\d+\)/);
    const unknown = await operator.page("/admin/bookings?status=lost&page=x&q=FILTER-ME");
    expect(unknown.status).toBe(200);
    expect(referencesIn(unknown.text)).toEqual([reference]);
  });

  it("shows a booking with everything the tourist sent, its price lines and its history", async () => {
    const { reference, email } = await requestedBooking();
    await confirm(operator, reference, { confirmation_id: "DETAIL-1", note: "See you at 8." });
    const page = await operator.page(`/admin/bookings/${reference}?done=confirmed`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const text = textOf(page.text);
    for (const expected of [
      reference,
      "Confirmed. The confirmation e-mail is on its way",
      "Tegallalang Rice Terraces",
      "BT0101",
      "Mr. Made Wirawan",
      email,
      "+62 812-3456-7890",
      "Australia",
      "One vegetarian lunch, please.",
      "Alaya Resort, Jalan Hanoman, Ubud",
      "Cash money",
      "1 vehicle, 2 people",
      "Total",
      "DETAIL-1",
      "See you at 8.",
      "Wayan Operator confirmed booking",
      "with booking ID DETAIL-1",
      "Requested by Mr. Made Wirawan on the site",
      "Confirmation (to the tourist)",
    ]) {
      expect(text).toContain(expected);
    }
    expect(testIdPart(page.text, "price-lines")).toMatch(/US\$/);
    // Answered: no Confirm or Decline any more (cancelling stays possible).
    expect(page.text).not.toContain('value="confirm"');
    expect(page.text).not.toContain('value="decline"');
  });

  it("offers the Confirm and Decline forms, with the CSRF token, only for a request", async () => {
    const { reference } = await requestedBooking();
    const page = await operator.page(`/admin/bookings/${reference}`);
    expect(page.text).toContain('name="intent" value="confirm"');
    expect(page.text).toContain('name="intent" value="decline"');
    expect(page.text).toContain(`name="_token" value="${operator.cookies.get("XSRF-TOKEN")}"`);
  });
});

describe("an operator signs in with the password only", () => {
  it("drops a Google link made as a tourist, and neither links nor signs the operator in with Google", async () => {
    const email = "komang.operator@balitours.example";
    const password = "ricefields-at-dawn-42";
    const asTourist = await new Browser().post("/api/auth/google", { code: "google-operator" });
    expect(asTourist.status).toBe(200);

    const account = await operatorAccount({ email, name: "Komang", password });
    await env.DB.batch(operatorStatements(account).map(({ sql, params }) => env.DB.prepare(sql).bind(...params)));

    const viaGoogle = new Browser("en");
    const refused = await viaGoogle.post("/api/auth/google", { code: "google-operator" });
    expect(refused.status).toBe(422);
    expect((await viaGoogle.page("/admin/bookings")).status).toBe(404);
    const row = await env.DB.prepare("SELECT google_id, role FROM users WHERE email = ?").bind(email).first();
    expect(row).toEqual({ google_id: null, role: "operator" });

    const withPassword = new Browser("en");
    expect((await withPassword.post("/api/login", { email, password })).status).toBe(200);
    expect((await withPassword.page("/admin/bookings")).status).toBe(200);
  });
});
