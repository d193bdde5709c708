import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { formatAmount } from "#domain/format.ts";
import { voucherQrPayload } from "#domain/voucher.ts";
import { activityPage, bookingPath, bookingPayload, roundTripsOf, UBUD } from "./booking-support.ts";
import { Browser } from "./browser.ts";
import type { Site } from "./client.ts";
import { outboxRowsOf } from "./mail-support.ts";
import { requestedBooking, signedInOperator, signedInTourist, testIdPart, textOf } from "./operator-support.ts";
import { decodeVersion1 } from "./qr-decode.ts";

const WHATSAPP = "6281338512345";

async function confirm(reference: string, confirmationId = `V-${reference.slice(3, 7)}`) {
  const operator = await signedInOperator("en");
  const answer = await operator.submit(`/admin/bookings/${reference}`, {
    intent: "confirm",
    confirmation_id: confirmationId,
  });
  expect(answer.status).toBe(303);
  return confirmationId;
}

async function confirmedBooking(site: Site = "en") {
  const booking = await requestedBooking(site);
  const confirmationId = await confirm(booking.reference);
  return { ...booking, confirmationId };
}

/** A booking made while signed in, by the browser's account. */
async function ownBooking(tourist: Browser): Promise<string> {
  const made = await tourist.post(
    bookingPath(UBUD),
    bookingPayload(tourist.site, await activityPage(tourist.site), 0, [1]),
  );
  expect(made.status).toBe(201);
  return made.body.booking.reference as string;
}

const postEmail = (browser: Browser, reference: string, email: string) =>
  browser.submit(`/booking/${reference}/voucher`, { email });

/** The e-mail form as a browser sends it: a good pair answers 303, and the browser follows it with its grant. */
async function openVoucher(browser: Browser, reference: string, email: string) {
  const posted = await postEmail(browser, reference, email);
  const location = posted.headers.get("location");
  return posted.status === 303 && location ? browser.page(location) : posted;
}

const GRANTS_COOKIE = "bali_vouchers";

/** The grants this browser holds, as its cookie's value. */
function grantsCookie(browser: Browser): string {
  return browser.cookies.get(GRANTS_COOKIE) ?? "";
}

const calendarByEmail = (browser: Browser, reference: string, email: string) =>
  browser.submit(`/booking/${reference}/calendar.ics`, { email });

/** The `_token` a rendered form carries. */
function formTokens(html: string): string[] {
  return [...html.matchAll(/name="_token" value="([^"]*)"/g)].map((match) => match[1] ?? "");
}

async function storedTotalIdr(reference: string): Promise<number> {
  const row = await env.DB.prepare("SELECT total_idr FROM bookings WHERE reference = ?")
    .bind(reference)
    .first<{ total_idr: number }>();
  return row?.total_idr ?? Number.NaN;
}

/** The amount due of a dollar booking as an English page or mail states it: US$, and the rupiah to pay in cash. */
async function dueInEnglish(reference: string): Promise<string> {
  const row = await env.DB.prepare("SELECT total_usd_cents FROM bookings WHERE reference = ?")
    .bind(reference)
    .first<{ total_usd_cents: number }>();
  const dollars = formatAmount("en", "USD", (row?.total_usd_cents ?? Number.NaN) / 100);
  return `${dollars} (${formatAmount("en", "IDR", await storedTotalIdr(reference))} in cash)`;
}

/** The dark modules of the page's QR path, as rows of booleans. */
function modulesOf(path: string, size: number): boolean[][] {
  const rows = Array.from({ length: size }, () => Array.from({ length: size }, () => false));
  for (const [, x = "0", y = "0", run = "0"] of path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    for (let column = Number(x); column < Number(x) + Number(run); column += 1) {
      const row = rows[Number(y)];
      if (row) row[column] = true;
    }
  }
  return rows;
}

const attribute = (html: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(html)?.[1] ?? "";

describe("the voucher page", () => {
  it("names the guest with the site's word for their title, and with none when they chose none", async () => {
    const titled = await confirmedBooking("id");
    const titledText = textOf(
      testIdPart((await openVoucher(new Browser("id"), titled.reference, titled.email)).text, "voucher"),
    );
    expect(titledText).toContain("Bapak Made Wirawan");
    expect(titledText).not.toContain("Mr.");

    const email = `untitled-${Date.now()}@example.com`;
    const payload = bookingPayload("id", await activityPage("id"), 0, [1], {
      email,
      first_name: "Anna",
      last_name: "Berg",
    });
    const made = await new Browser("id").post(bookingPath(UBUD), payload);
    expect(made.status).toBe(201);
    expect(made.body.booking.first_name).toBe("Anna");
    await confirm(made.body.booking.reference);
    const untitled = await openVoucher(new Browser("id"), made.body.booking.reference, email);
    const untitledText = textOf(testIdPart(untitled.text, "voucher"));
    expect(untitledText).toContain("Anna Berg");
    expect(untitledText).not.toMatch(/(Mr\.|Mrs\.|Ms\.|Bapak|Ibu|Nona) Anna/);
  });

  it("asks for the e-mail first, shows nothing of the booking, and is never stored by a cache", async () => {
    const { reference } = await confirmedBooking("en");
    const page = await new Browser("en").page(`/booking/${reference}/voucher`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(textOf(page.text)).toContain(
      `Enter the e-mail address you booked with to see the voucher of booking ${reference}.`,
    );
    expect(testIdPart(page.text, "voucher")).toBe("");
    expect(page.text).not.toContain("Tegallalang");
  });

  it("shows a confirmed booking's voucher to its reference and e-mail, in English", async () => {
    const { reference, email, confirmationId } = await confirmedBooking("en");
    const answer = await openVoucher(new Browser("en"), reference, email.toUpperCase());
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(roundTripsOf(answer.headers)).toBeLessThanOrEqual(2);
    const voucher = testIdPart(answer.text, "voucher");
    const text = textOf(voucher);
    expect(text).toContain(`Booking ID ${confirmationId}`);
    expect(text).toContain(`Reference ${reference}`);
    expect(text).toContain("Activity Ubud Tour: Tegallalang Rice Terraces and Monkey Forest (Private car with driver)");
    expect(text).toContain("Start time 08:00");
    expect(text).toContain("Pickup time 07:30–08:00 from the south, 08:30 from hotels in Ubud");
    expect(text).toContain("Pickup Alaya Resort, Jalan Hanoman, Ubud");
    expect(textOf(testIdPart(voucher, "voucher-what-to-bring"))).toContain("Hat, sunglasses and sunscreen");
    // Booked on the English site in dollars: the voucher states it, and the stored rupiah total to pay in cash.
    expect(textOf(testIdPart(voucher, "voucher-amount")).trim()).toBe(await dueInEnglish(reference));
    expect(textOf(testIdPart(voucher, "voucher-payment"))).toContain(
      "Book now, pay later: nothing has been charged. You pay in cash on the day of your trip, to your driver, in Indonesian rupiah.",
    );
    const contact = testIdPart(voucher, "voucher-contact");
    expect(contact).toContain(`href="tel:+${WHATSAPP}"`);
    expect(contact).toContain(
      `href="https://wa.me/${WHATSAPP}?text=${encodeURIComponent(`Hello, this is about my booking ${reference}.`)}"`,
    );
    // No script of its own: the QR code is drawn on the server.
    expect(voucher).not.toContain("<script");
    expect(testIdPart(voucher, "voucher-qr")).toContain("<path");
  });

  it("states the amount due alike on the voucher, in the confirmation mail and in the back office", async () => {
    const { reference, email } = await confirmedBooking("en");
    const due = await dueInEnglish(reference);
    const voucher = await openVoucher(new Browser("en"), reference, email);
    expect(textOf(testIdPart(voucher.text, "voucher-amount")).trim()).toBe(due);
    const confirmation = (await outboxRowsOf(reference)).find((mail) => mail.kind === "booking_confirmed");
    expect(confirmation?.body_text).toContain(due);
    const operator = await signedInOperator("en");
    const page = await operator.page(`/admin/bookings/${reference}`);
    expect(textOf(testIdPart(page.text, "booking-total")).trim()).toBe(due);
  });

  it("speaks the language of the site it is opened on, whatever the booking's", async () => {
    const { reference, email } = await confirmedBooking("en");
    const answer = await openVoucher(new Browser("id"), reference, email);
    expect(answer.status).toBe(200);
    const text = textOf(testIdPart(answer.text, "voucher"));
    expect(text).toContain("Voucher");
    expect(text).toContain("Waktu penjemputan 07:30–08:00 dari area selatan, 08:30 dari hotel di Ubud");
    expect(text).toContain("Topi, kacamata hitam dan tabir surya");
    expect(text).toContain(formatAmount("id", "IDR", await storedTotalIdr(reference)));
    expect(text).toContain("Pesan sekarang, bayar nanti");
  });

  it("draws a QR code of the reference alone, version 1 (21 modules), with its finder patterns", async () => {
    expect(voucherQrPayload("bt-7kx4 m9pq")).toBe("BT-7KX4-M9PQ");
    const { reference, email } = await confirmedBooking("en");
    const qr = testIdPart((await openVoucher(new Browser("en"), reference, email)).text, "voucher-qr");
    expect(attribute(qr, "data-qr-version")).toBe("1");
    expect(attribute(qr, "viewBox")).toBe("-4 -4 29 29");
    expect(attribute(qr, "aria-label")).toContain(reference);
    const drawn = modulesOf(attribute(qr, "d"), 21);
    // The three 7×7 finder squares of every QR code: a dark ring, a light ring, a dark 3×3 core.
    for (const [top, left] of [
      [0, 0],
      [0, 14],
      [14, 0],
    ] as const) {
      const ring = (row: number, column: number) => drawn[top + row]?.[left + column];
      expect([0, 1, 2, 3, 4, 5, 6].map((n) => ring(0, n))).toEqual(Array(7).fill(true));
      expect([1, 2, 3, 4, 5].map((n) => ring(1, n))).toEqual(Array(5).fill(false));
      expect([2, 3, 4].map((n) => ring(3, n))).toEqual(Array(3).fill(true));
    }
    // What the driver's scanner reads is the reference, nothing more.
    expect(decodeVersion1(drawn)).toBe(reference);
  });

  it("answers a good pair with a 303 to the voucher and a grant cookie for /booking that holds no e-mail", async () => {
    const { reference, email } = await confirmedBooking("en");
    const browser = new Browser("en");
    const posted = await postEmail(browser, reference, email);
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe(`/booking/${reference}/voucher`);
    expect(posted.headers.get("cache-control")).toBe("private, no-store");
    const cookie = posted.headers.getSetCookie().find((line) => line.startsWith(`${GRANTS_COOKIE}=`)) ?? "";
    expect(cookie).toContain("; Path=/booking;");
    expect(cookie).toContain(`; Max-Age=${30 * 24 * 60 * 60}`);
    expect(cookie).toContain("; HttpOnly");
    expect(cookie).toContain("; SameSite=Lax");
    expect(decodeURIComponent(cookie).toLowerCase()).not.toContain(email.toLowerCase().split("@")[0]);

    const page = await browser.page(`/booking/${reference}/voucher`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(textOf(testIdPart(page.text, "voucher"))).toContain(`Reference ${reference}`);
    // With the grant, "Add to calendar" is a plain link, and the link gives the file.
    expect(page.text).toContain(`href="/booking/${reference}/calendar.ics"`);
    const file = await browser.fetchText("GET", `/booking/${reference}/calendar.ics`, { redirect: "manual" });
    expect(file.status).toBe(200);
    expect(file.text).toContain(`UID:${reference}@localhost`);

    // A second booking's grant joins the first in the one cookie; both stay open.
    const second = await confirmedBooking("en");
    expect((await postEmail(browser, second.reference, second.email)).status).toBe(303);
    for (const each of [reference, second.reference]) {
      expect(textOf(testIdPart((await browser.page(`/booking/${each}/voucher`)).text, "voucher"))).toContain(each);
    }
    // Another device, without the cookie, gets the form.
    expect(testIdPart((await new Browser("en").page(`/booking/${reference}/voucher`)).text, "voucher")).toBe("");
  });

  it("shows the form, not the voucher, for a grant of another booking, a tampered or an expired grant", async () => {
    const mine = await confirmedBooking("en");
    const other = await confirmedBooking("en");
    const browser = new Browser("en");
    await postEmail(browser, mine.reference, mine.email);
    const granted = grantsCookie(browser);
    expect(granted).toContain(mine.reference);
    const asksForEmail = async (reference: string) => {
      const page = await browser.page(`/booking/${reference}/voucher`);
      expect(page.status).toBe(200);
      expect(testIdPart(page.text, "voucher")).toBe("");
      expect(textOf(page.text)).toContain(
        `Enter the e-mail address you booked with to see the voucher of booking ${reference}.`,
      );
      const file = await browser.fetchText("GET", `/booking/${reference}/calendar.ics`, { redirect: "manual" });
      expect(file.status).toBe(302);
    };

    await asksForEmail(other.reference);
    browser.cookies.set(GRANTS_COOKIE, granted.replaceAll(mine.reference, other.reference));
    await asksForEmail(other.reference);
    const token = granted.slice(granted.indexOf(".") + 1);
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    browser.cookies.set(GRANTS_COOKIE, granted.replace(token, tampered));
    await asksForEmail(mine.reference);

    browser.cookies.set(GRANTS_COOKIE, granted);
    expect(testIdPart((await browser.page(`/booking/${mine.reference}/voucher`)).text, "voucher")).not.toBe("");
    await env.DB.prepare(
      "UPDATE voucher_grants SET expires_at = ?1 WHERE booking_id = (SELECT id FROM bookings WHERE reference = ?2)",
    )
      .bind(new Date(Date.now() - 1000).toISOString(), mine.reference)
      .run();
    await asksForEmail(mine.reference);
  });

  it("drops the grants on sign-out", async () => {
    const { reference, email } = await confirmedBooking("en");
    const tourist = await signedInTourist("en");
    expect((await postEmail(tourist, reference, email)).status).toBe(303);
    expect(testIdPart((await tourist.page(`/booking/${reference}/voucher`)).text, "voucher")).not.toBe("");

    const signedOut = await tourist.post("/api/logout", {});
    expect(signedOut.status).toBe(200);
    const expired = signedOut.headers.getSetCookie().find((line) => line.startsWith(`${GRANTS_COOKIE}=`)) ?? "";
    expect(expired).toContain("; Path=/booking;");
    expect(expired).toContain("; Max-Age=0");
    expect(tourist.cookies.has(GRANTS_COOKIE)).toBe(false);
    expect(testIdPart((await tourist.page(`/booking/${reference}/voucher`)).text, "voucher")).toBe("");
  });

  it("answers a wrong e-mail and an unknown reference with the lookup's not-found, counted as lookups", async () => {
    const { reference, email } = await confirmedBooking("en");
    const browser = new Browser("en");
    const wrongEmail = await openVoucher(browser, reference, "someone-else@example.com");
    const unknown = await openVoucher(browser, "BT-ZZZZ-ZZZZ", email);
    for (const answer of [wrongEmail, unknown]) {
      expect(answer.status).toBe(404);
      expect(textOf(testIdPart(answer.text, "voucher-result"))).toContain(
        "We could not find a booking with this reference and e-mail address.",
      );
      expect(testIdPart(answer.text, "voucher")).toBe("");
      expect(answer.headers.getSetCookie().some((line) => line.startsWith(`${GRANTS_COOKIE}=`))).toBe(false);
    }
    for (let n = 0; n < 8; n += 1) await openVoucher(browser, `BT-ZZZZ-ZZZ${n + 2}`, email);
    const limited = await openVoucher(browser, reference, email);
    expect(limited.status).toBe(429);
    expect(textOf(limited.text)).toContain("Too many lookups");
    expect(testIdPart(limited.text, "voucher")).toBe("");
  });

  it("is the site's 404 page for a path that names no booking, and the calendar's not-found", async () => {
    const { email } = await confirmedBooking("en");
    const browser = new Browser("en");
    const path = "/booking/not-a-booking/voucher";
    for (const answer of [await browser.page(path), await browser.submit(path, { email }, { csrf: false })]) {
      expect(answer.status).toBe(404);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(textOf(answer.text)).toContain("Page not found");
    }
    const calendar = "/booking/TR-7KX4-M9PQ/calendar.ics";
    for (const answer of [await browser.page(calendar), await browser.submit(calendar, { email })]) {
      expect(answer.status).toBe(404);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(answer.text).toBe(
        "We could not find a booking with this reference and e-mail address. Please check both and try again.",
      );
    }
  });

  it("refuses the e-mail posted by another site's form (no CSRF token) with a 419 and no grant", async () => {
    const { reference, email } = await confirmedBooking("en");
    const browser = new Browser("en");
    await browser.get("/sanctum/csrf-cookie");
    const posts: Record<string, string>[] = [{ email }, { email, _token: "forged-token-forged-token-forged" }];
    for (const fields of posts) {
      const forged = await browser.submit(`/booking/${reference}/voucher`, fields, { csrf: false });
      expect(forged.status).toBe(419);
      expect(textOf(forged.text)).toContain("This form has expired. Please reload the page and try again.");
      expect(testIdPart(forged.text, "voucher")).toBe("");
      expect(forged.headers.getSetCookie().some((line) => line.startsWith(`${GRANTS_COOKIE}=`))).toBe(false);
      const calendar = await browser.submit(`/booking/${reference}/calendar.ics`, fields, { csrf: false });
      expect(calendar.status).toBe(419);
      expect(calendar.text).not.toContain("BEGIN:VCALENDAR");
    }
    expect(grantsCookie(browser)).toBe("");
  });

  it("renders its e-mail form with the CSRF token of the browser's cookie", async () => {
    const { reference } = await confirmedBooking("en");
    const browser = new Browser("en");
    const page = await browser.page(`/booking/${reference}/voucher`);
    expect(formTokens(page.text)).toEqual([browser.cookies.get("XSRF-TOKEN")]);
  });

  it("names an empty e-mail under its field", async () => {
    const { reference } = await confirmedBooking("en");
    const answer = await openVoucher(new Browser("en"), reference, " ");
    expect(answer.status).toBe(422);
    expect(textOf(answer.text)).toContain("Please enter your e-mail address.");
  });

  it("has none for a request, a declined or a cancelled booking, and says so", async () => {
    const requested = await requestedBooking("en");
    const declined = await requestedBooking("en");
    const cancelled = await confirmedBooking("en");
    const operator = await signedInOperator("en");
    await operator.submit(`/admin/bookings/${declined.reference}`, {
      intent: "decline",
      reason: "No boats.",
      confirm: "yes",
    });
    await operator.submit(`/admin/bookings/${cancelled.reference}`, {
      intent: "cancel",
      note: "Road closed.",
      confirm: "yes",
    });
    for (const { reference, email } of [requested, declined, cancelled]) {
      const answer = await openVoucher(new Browser("en"), reference, email);
      expect(answer.status, reference).toBe(409);
      expect(testIdPart(answer.text, "voucher")).toBe("");
      expect(textOf(testIdPart(answer.text, "voucher-refusal"))).toContain("Only a confirmed booking has a voucher.");
      expect((await calendarByEmail(new Browser("en"), reference, email)).status).toBe(409);
    }
  });

  it("opens at once for the signed-in owner, in two round trips, and for no other account", async () => {
    const tourist = await signedInTourist("en");
    const reference = await ownBooking(tourist);
    const before = await tourist.page(`/booking/${reference}/voucher`);
    expect(before.status).toBe(409);
    expect(testIdPart((await tourist.page("/profile")).text, "voucher-links")).toBe("");
    await confirm(reference);
    const profile = testIdPart((await tourist.page("/profile")).text, "voucher-links");
    expect(profile).toContain(`href="/booking/${reference}/voucher"`);

    const page = await tourist.page(`/booking/${reference}/voucher`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(roundTripsOf(page.headers)).toBeLessThanOrEqual(2);
    expect(textOf(testIdPart(page.text, "voucher"))).toContain(`Reference ${reference}`);
    // The owner's "Add to calendar" is a plain link: no e-mail to post.
    expect(page.text).toContain(`href="/booking/${reference}/calendar.ics"`);

    const stranger = await signedInTourist("en");
    const theirs = await stranger.page(`/booking/${reference}/voucher`);
    expect(theirs.status).toBe(200);
    expect(testIdPart(theirs.text, "voucher")).toBe("");
    expect(theirs.text).not.toContain("Alaya Resort");
  });
});

describe("add to calendar", () => {
  it("gives the owner an .ics in Bali's time zone with a stable UID", async () => {
    const tourist = await signedInTourist("en");
    const reference = await ownBooking(tourist);
    const confirmationId = await confirm(reference);
    const visitDate =
      (
        await env.DB.prepare("SELECT visit_date FROM bookings WHERE reference = ?")
          .bind(reference)
          .first<{ visit_date: string }>()
      )?.visit_date ?? "";

    const file = await tourist.fetchText("GET", `/booking/${reference}/calendar.ics`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="${reference}.ics"`);
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(roundTripsOf(file.headers)).toBeLessThanOrEqual(2);
    // CRLF only, every line at most 75 octets, long ones folded with a leading space.
    expect(file.text).not.toMatch(/[^\r]\n/);
    const folded = file.text.split("\r\n");
    for (const line of folded) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.some((line) => line.startsWith(" "))).toBe(true);
    const lines = file.text.replaceAll("\r\n ", "").split("\r\n");
    expect(lines.slice(0, 2)).toEqual(["BEGIN:VCALENDAR", "VERSION:2.0"]);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
    const day = visitDate.replaceAll("-", "");
    expect(lines).toContain("BEGIN:VTIMEZONE");
    expect(lines).toContain("TZID:Asia/Makassar");
    expect(lines).toContain("TZOFFSETTO:+0800");
    expect(lines).toContain(`UID:${reference}@localhost`);
    // Starts at the activity's 08:00 and lasts its 9 hours.
    expect(lines).toContain(`DTSTART;TZID=Asia/Makassar:${day}T080000`);
    expect(lines).toContain(`DTEND;TZID=Asia/Makassar:${day}T170000`);
    expect(lines).toContain("SUMMARY:Ubud Tour: Tegallalang Rice Terraces and Monkey Forest (Private car with driver)");
    expect(lines).toContain("LOCATION:Alaya Resort\\, Jalan Hanoman\\, Ubud");
    // The description's lines are one TEXT value: its newlines are escaped, its commas too.
    const description = lines.find((line) => line.startsWith("DESCRIPTION:")) ?? "";
    expect(description).toContain(
      `Booking ID ${confirmationId}\\, reference ${reference}.\\nPickup: 07:30–08:00 from the south\\,`,
    );
    expect(lines.find((line) => line.startsWith("DTSTAMP:"))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);

    // The same UID on the other site, in its language: a calendar updates the event, it does not add one.
    const indonesian = await new Browser("id").submit(`/booking/${reference}/calendar.ics`, {
      email:
        (
          await env.DB.prepare("SELECT email FROM bookings WHERE reference = ?")
            .bind(reference)
            .first<{ email: string }>()
        )?.email ?? "",
    });
    expect(indonesian.status).toBe(200);
    expect(indonesian.text).toContain(`UID:${reference}@localhost`);
    expect(indonesian.text.replaceAll("\r\n ", "")).toContain(`DESCRIPTION:ID pemesanan ${confirmationId}`);
  });

  it("gives it to the reference and e-mail, refuses a wrong pair, and sends a stranger's GET to the voucher's form", async () => {
    const { reference, email } = await confirmedBooking("en");
    const file = await calendarByEmail(new Browser("en"), reference, email);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(file.text).toContain(`UID:${reference}@localhost`);

    const wrong = await calendarByEmail(new Browser("en"), reference, "someone-else@example.com");
    expect(wrong.status).toBe(404);
    expect(wrong.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(wrong.text).not.toContain("BEGIN:VCALENDAR");

    const stranger = await new Browser("en").page(`/booking/${reference}/calendar.ics`);
    expect(stranger.status).toBe(302);
    expect(stranger.headers.get("location")).toBe(`/booking/${reference}/voucher`);
  });
});

describe("the way to the voucher", () => {
  it("is linked from the confirmation mail, on the site of the booking's language", async () => {
    for (const site of ["en", "id"] as const) {
      const { reference } = await confirmedBooking(site);
      const confirmation = (await outboxRowsOf(reference)).find((mail) => mail.kind === "booking_confirmed");
      const origin = site === "en" ? "http://en.localhost" : "http://localhost";
      expect(confirmation?.body_html).toContain(`href="${origin}/booking/${reference}/voucher"`);
      expect(confirmation?.body_text).toContain(`${origin}/booking/${reference}/voucher`);
    }
  });

  it("is offered on the lookup page for a confirmed booking only", async () => {
    const confirmed = await confirmedBooking("en");
    const found = await new Browser("en").submit("/booking", confirmed, { csrf: false });
    const offer = testIdPart(found.text, "voucher-links");
    expect(textOf(offer)).toContain("Show the voucher");
    expect(textOf(offer)).toContain("Add to calendar");
    expect(offer).toContain(`action="/booking/${confirmed.reference}/voucher"`);
    expect(offer).toContain(`action="/booking/${confirmed.reference}/calendar.ics"`);
    expect(formTokens(offer)).toHaveLength(2);
    expect(new Set(formTokens(offer)).size).toBe(1);
    expect(formTokens(offer)[0]?.length).toBeGreaterThanOrEqual(20);

    const requested = await requestedBooking("en");
    const pending = await new Browser("en").submit("/booking", requested, { csrf: false });
    expect(pending.status).toBe(200);
    expect(testIdPart(pending.text, "voucher-links")).toBe("");
  });
});
