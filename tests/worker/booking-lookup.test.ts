import { describe, expect, it } from "vitest";
import { Browser } from "./browser.ts";
import { requestedBooking, signedInOperator, testIdPart, textOf } from "./operator-support.ts";

const lookUp = (browser: Browser, reference: string, email: string) =>
  browser.submit("/booking", { reference, email }, { csrf: false });

describe("the tourist's booking lookup", () => {
  it("shows a request by its reference and e-mail, whatever their case and dashes, never cached", async () => {
    const { reference, email } = await requestedBooking("en");
    const page = await new Browser("en").page(`/booking?reference=${reference}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.text).toContain(`value="${reference}"`);

    const found = await lookUp(new Browser("en"), reference.toLowerCase().replaceAll("-", " "), email.toUpperCase());
    expect(found.status).toBe(200);
    expect(found.headers.get("cache-control")).toBe("private, no-store");
    const booking = textOf(testIdPart(found.text, "looked-up-booking"));
    expect(booking).toContain(`Booking ${reference}`);
    expect(booking).toContain("Requested");
    expect(booking).toContain("checking availability");
    expect(booking).toContain("Tegallalang Rice Terraces");
    expect(booking).toContain("Alaya Resort, Jalan Hanoman, Ubud");
    expect(booking).toContain("Cash money");
    expect(booking).toMatch(/Total US\$ \d/);
    // What the operator sees and the tourist need not: the phone number, the account.
    expect(booking).not.toContain("+62 812-3456-7890");
  });

  it("lets search engines list the empty form, never a page with a reference or an answer", async () => {
    const empty = await new Browser("id").page("/booking");
    expect(empty.headers.get("x-robots-tag")).toBeNull();
    expect(empty.text).not.toContain('name="robots"');

    const { reference, email } = await requestedBooking("en");
    const linked = await new Browser("en").page(`/booking?reference=${reference}`);
    expect(linked.headers.get("x-robots-tag")).toBe("noindex");
    expect(linked.text).toContain('<meta name="robots" content="noindex"/>');
    const found = await lookUp(new Browser("en"), reference, email);
    expect(found.headers.get("x-robots-tag")).toBe("noindex");
  });

  it("shows the confirmation with its booking ID, in English and in Indonesian", async () => {
    const { reference, email } = await requestedBooking("id");
    const operator = await signedInOperator("en");
    const confirmed = await operator.submit(`/admin/bookings/${reference}`, {
      intent: "confirm",
      confirmation_id: "LOOKUP-42",
      note: "Your driver is Ketut.",
    });
    expect(confirmed.status).toBe(303);

    const english = textOf(testIdPart((await lookUp(new Browser("en"), reference, email)).text, "looked-up-booking"));
    expect(english).toContain("Confirmed");
    expect(english).toContain("Your booking is confirmed");
    expect(english).toContain("Booking ID LOOKUP-42");
    expect(english).toContain("Note from us Your driver is Ketut.");
    expect(english).toMatch(/Total Rp \d/);

    const indonesian = textOf(
      testIdPart((await lookUp(new Browser("id"), reference, email)).text, "looked-up-booking"),
    );
    expect(indonesian).toContain("Terkonfirmasi");
    expect(indonesian).toContain("Pemesanan Anda sudah terkonfirmasi");
    expect(indonesian).toContain("ID pemesanan LOOKUP-42");
  });

  it("shows a declined request with the reason", async () => {
    const { reference, email } = await requestedBooking("en");
    const operator = await signedInOperator("en");
    await operator.submit(`/admin/bookings/${reference}`, {
      intent: "decline",
      reason: "No boats that day.",
      confirm: "yes",
    });
    const text = textOf(testIdPart((await lookUp(new Browser("en"), reference, email)).text, "looked-up-booking"));
    expect(text).toContain("Declined");
    expect(text).toContain("we could not confirm this request");
    expect(text).toContain("Reason No boats that day.");
  });

  it("answers a wrong reference and a wrong e-mail with the very same not-found page", async () => {
    const { reference, email } = await requestedBooking("en");
    const other = await requestedBooking("en");
    const wrongReference = await lookUp(new Browser("en"), "BT-ZZZZ-ZZZZ", email);
    const wrongEmail = await lookUp(new Browser("en"), reference, "someone-else@example.com");
    const otherTouristsEmail = await lookUp(new Browser("en"), reference, other.email);
    const nonsense = await lookUp(new Browser("en"), "not a reference", "not an e-mail");
    for (const answer of [wrongReference, wrongEmail, otherTouristsEmail, nonsense]) {
      expect(answer.status).toBe(404);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(textOf(testIdPart(answer.text, "lookup-result"))).toBe(
        " We could not find a booking with this reference and e-mail address. Please check both and try again. ",
      );
    }
    // Byte for byte, but for the CSP nonce each render draws at random: nothing in the page tells which half was wrong.
    const withoutNonce = (html: string) => html.replaceAll(/ nonce="[^"]*"/g, "");
    expect(withoutNonce(wrongEmail.text)).toBe(withoutNonce(wrongReference.text));
    expect(withoutNonce(otherTouristsEmail.text)).toBe(withoutNonce(wrongReference.text));
  });

  it("names the empty fields", async () => {
    const answer = await new Browser("en").submit("/booking", { reference: " ", email: "" }, { csrf: false });
    expect(answer.status).toBe(422);
    expect(textOf(answer.text)).toContain("Please enter the reference.");
    expect(textOf(answer.text)).toContain("Please enter your e-mail address.");
  });

  it("allows 10 lookups per address in 10 minutes, right or wrong, then answers 429 even to the right pair", async () => {
    const { reference, email } = await requestedBooking("en");
    const browser = new Browser("en");
    const statuses: number[] = [];
    for (let n = 0; n < 9; n += 1) statuses.push((await lookUp(browser, `BT-ZZZZ-ZZZ${n + 2}`, email)).status);
    statuses.push((await lookUp(browser, reference, email)).status);
    const limited = await lookUp(browser, reference, email);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 404, 200]);
    expect(limited.status).toBe(429);
    expect(textOf(limited.text)).toContain("Too many lookups");
    expect(limited.text).not.toContain("looked-up-booking");
  });

  it("shows the booking to the right pair while strangers try wrong e-mails for its reference from many addresses", async () => {
    const { reference, email } = await requestedBooking("en");
    for (let n = 0; n < 12; n += 1) {
      expect((await lookUp(new Browser("en"), reference, `guess${n}@example.com`)).status).toBe(404);
    }
    expect((await lookUp(new Browser("en"), reference, email)).status).toBe(200);
  });

  it("holds a guesser: past 10 wrong e-mails for a reference in the hour, an address that tried one waits, right pair or not", async () => {
    const { reference, email } = await requestedBooking("en");
    const guesser = new Browser("en");
    for (let n = 0; n < 10; n += 1) {
      expect((await lookUp(guesser, reference, `guess${n}@example.com`)).status).toBe(404);
    }
    // Each further address gets one guess at the reference, not two.
    for (let n = 0; n < 3; n += 1) {
      const helper = new Browser("en");
      expect((await lookUp(helper, reference, `helper${n}@example.com`)).status).toBe(404);
      const held = await lookUp(helper, reference, `helper${n}-again@example.com`);
      expect(held.status).toBe(429);
      // Held until the reference's hour ends: the page must not promise "a few minutes".
      expect(textOf(held.text)).toContain("Too many lookups. Please try again later: it can take up to an hour.");
    }
    const typist = new Browser("en");
    expect((await lookUp(typist, reference, "almost@example.com")).status).toBe(404);
    expect((await lookUp(typist, reference, email)).status).toBe(429);
  });

  it("lets the tourist who has the booking look at it as often as they like: right pairs do not count against it", async () => {
    const { reference, email } = await requestedBooking("en");
    for (let n = 0; n < 15; n += 1) {
      expect((await lookUp(new Browser("en"), reference, email)).status, `look ${n + 1}`).toBe(200);
    }
    for (let n = 0; n < 9; n += 1) {
      expect((await lookUp(new Browser("en"), reference, `guess${n}@example.com`)).status).toBe(404);
    }
    expect((await lookUp(new Browser("en"), reference, email.toUpperCase())).status).toBe(200);
  });
});
