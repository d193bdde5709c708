import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { operatorAccount, operatorStatements } from "#workers/accounts/operator-account.ts";
import { activityPage, bookingPath, bookingPayload, UBUD } from "./booking-support.ts";
import { Browser, newEmail } from "./browser.ts";
import type { Site } from "./client.ts";
import { sinkMessagesTo } from "./mail-support.ts";

const PASSWORD = "ricefields-at-dawn-42";
let operators = 0;

/** An operator made with the same statements as `npm run operator:create`. */
export async function makeOperator(name = "Wayan Operator"): Promise<{ email: string; password: string }> {
  operators += 1;
  const email = `operator${operators}-${Date.now()}@balitours.example`;
  const account = await operatorAccount({ email, name, password: PASSWORD });
  await env.DB.batch(operatorStatements(account).map(({ sql, params }) => env.DB.prepare(sql).bind(...params)));
  return { email, password: PASSWORD };
}

/** A browser signed in (through /api/login, as the login page does) as a new operator. */
export async function signedInOperator(site: Site = "en", name?: string): Promise<Browser> {
  const { email, password } = await makeOperator(name);
  const browser = new Browser(site);
  const reply = await browser.post("/api/login", { email, password });
  expect(reply.status).toBe(200);
  return browser;
}

/** A browser signed in as a newly registered tourist. */
export async function signedInTourist(site: Site = "en"): Promise<Browser> {
  const browser = new Browser(site);
  const reply = await browser.post("/api/register", { name: "Kadek Tourist", email: newEmail(), password: PASSWORD });
  expect(reply.status).toBe(201);
  return browser;
}

/**
 * Proves the address of the account `browser` is signed in to as its owner does: opens the link of
 * the sign-up mail and presses the button (docs/decisions/0004).
 */
export async function proveAddress(browser: Browser, email: string): Promise<void> {
  const mail = await env.DB.prepare(
    "SELECT body_text FROM mail_outbox WHERE to_address = ? AND kind = 'email_verification' ORDER BY id DESC",
  )
    .bind(email)
    .first<{ body_text: string }>();
  const token = mail?.body_text.match(/verify-email\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`No verification link was mailed to ${email}`);
  expect((await browser.page(`/verify-email?token=${token}`)).status).toBe(303);
  expect((await browser.submit("/verify-email", {})).status).toBeLessThan(400);
}

/** A browser signed in as a newly registered tourist who has proven their e-mail address (reviews need it). */
export async function signedInVerifiedTourist(
  site: Site = "en",
  name = "Kadek Tourist",
): Promise<{ browser: Browser; email: string; user: { id: number; name: string } }> {
  const browser = new Browser(site);
  const email = newEmail();
  const reply = await browser.post("/api/register", { name, email, password: PASSWORD });
  expect(reply.status).toBe(201);
  await proveAddress(browser, email);
  return { browser, email, user: reply.body.user as { id: number; name: string } };
}

let bookers = 0;

/** A booking request made through the booking endpoint, by a tourist with an e-mail of their own. */
export async function requestedBooking(site: Site = "en"): Promise<{ reference: string; email: string }> {
  bookers += 1;
  const email = `booker${bookers}-${Date.now()}@example.com`;
  const activity = await activityPage(site);
  const reply = await new Browser(site).post(bookingPath(UBUD), bookingPayload(site, activity, 0, [1], { email }));
  expect(reply.status).toBe(201);
  return { reference: reply.body.booking.reference as string, email };
}

/** The .eml files the worker sent to `address`, once `count` of them are there (sent after the answer). */
export async function mailsTo(address: string, count: number): Promise<string[]> {
  let messages: string[] = [];
  for (let wait = 0; wait < 50 && messages.length < count; wait += 1) {
    messages = await sinkMessagesTo(address);
    if (messages.length < count) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return messages;
}

/** An .eml's text with quoted-printable soft line breaks and =XX escapes undone. */
export function emlText(eml: string): string {
  const unfolded = eml.replace(/=\r?\n/g, "");
  return unfolded.replace(/(?:=[0-9A-F]{2})+/g, (encoded) => {
    const bytes = Uint8Array.from(encoded.slice(1).split("="), (hex) => Number.parseInt(hex, 16));
    return new TextDecoder().decode(bytes);
  });
}

export interface BookingState {
  status: string;
  confirmation_id: string | null;
  decision_note: string | null;
  decided_at: string | null;
}

export async function bookingState(reference: string): Promise<BookingState | null> {
  return env.DB.prepare("SELECT status, confirmation_id, decision_note, decided_at FROM bookings WHERE reference = ?")
    .bind(reference)
    .first<BookingState>();
}

export interface EventRow {
  action: string;
  user_id: number | null;
  actor_name: string;
  actor_email: string;
  confirmation_id: string | null;
  note: string;
  created_at: string;
}

export async function eventsOf(reference: string): Promise<EventRow[]> {
  const { results } = await env.DB.prepare(
    `SELECT e.action, e.user_id, e.actor_name, e.actor_email, e.confirmation_id, e.note, e.created_at
     FROM booking_events e JOIN bookings b ON b.id = e.booking_id WHERE b.reference = ? ORDER BY e.id`,
  )
    .bind(reference)
    .all<EventRow>();
  return results;
}

/**
 * A stretch of plain words of `text` (up to 40 characters), which a page's HTML and its hydration
 * data both carry as they are: to check that a text is nowhere in what a page sends.
 */
export function plainWords(text: string): string {
  return (text.match(/[A-Za-z][A-Za-z ]{24,}/)?.[0] ?? "").slice(0, 40);
}

/** The visible text of a page's part, tags removed, entities of the few kinds React writes undone. */
export function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

const decodeAttribute = (value: string) =>
  value
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The fields of the form labelled `label` (aria-label) as a browser would send them unchanged. */
export function formFieldsOf(html: string, label: string): Record<string, string> {
  const start = html.indexOf(`aria-label="${label}"`);
  const form = html.slice(start, html.indexOf("</form>", start));
  const fields: Record<string, string> = {};
  for (const [, tag = ""] of form.matchAll(/<input ([^>]*)>/g)) {
    const name = /name="([^"]*)"/.exec(tag)?.[1];
    // A browser sends a checkbox only when it is ticked (after the hidden field of its name, if any).
    const unticked = /type="checkbox"/.test(tag) && !/ checked(=""|\s|\/|$)/.test(tag);
    if (name && !unticked) fields[name] = decodeAttribute(/value="([^"]*)"/.exec(tag)?.[1] ?? "");
  }
  for (const [, name = "", value = ""] of form.matchAll(/<textarea [^>]*name="([^"]*)"[^>]*>([\s\S]*?)<\/textarea>/g)) {
    fields[name] = decodeAttribute(value);
  }
  for (const [, name = "", options = ""] of form.matchAll(/<select [^>]*name="([^"]*)"[^>]*>([\s\S]*?)<\/select>/g)) {
    fields[name] =
      /<option value="([^"]*)" selected/.exec(options)?.[1] ?? /<option value="([^"]*)"/.exec(options)?.[1] ?? "";
  }
  return fields;
}

/** The element with this data-testid (the first one), or "" when there is none. */
export function testIdPart(html: string, testId: string): string {
  return elementWith(html, `data-testid="${testId}"`);
}

/**
 * The element (start tag to its own closing tag) whose start tag carries this attribute, e.g.
 * `id="terms"`, searched from `from`; "" when there is none.
 */
export function elementWith(html: string, attribute: string, from = 0): string {
  const start = html.indexOf(` ${attribute}`, from);
  if (start < 0) return "";
  return elementAt(html, html.lastIndexOf("<", start));
}

/** Every element whose start tag carries this attribute, in order. */
export function elementsWith(html: string, attribute: string): string[] {
  const elements: string[] = [];
  for (let start = html.indexOf(` ${attribute}`); start >= 0; start = html.indexOf(` ${attribute}`, start + 1)) {
    elements.push(elementAt(html, html.lastIndexOf("<", start)));
  }
  return elements;
}

/** Every element of this tag (e.g. "li", "h1"), outermost ones only, in order. */
export function elementsOf(html: string, tag: string): string[] {
  const elements: string[] = [];
  const pattern = new RegExp(`<${tag}[\\s>/]`, "g");
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    const element = elementAt(html, match.index);
    elements.push(element);
    pattern.lastIndex = match.index + element.length;
  }
  return elements;
}

function elementAt(html: string, tagStart: number): string {
  const tag = /^<(\w+)/.exec(html.slice(tagStart))?.[1] ?? "div";
  if (/^<[^>]*\/>/.test(html.slice(tagStart))) return html.slice(tagStart, html.indexOf(">", tagStart) + 1);
  // Good enough for these pages: the element's own closing tag, counting nested ones of its kind.
  let depth = 0;
  const pattern = new RegExp(`<${tag}[\\s>]|</${tag}>`, "g");
  pattern.lastIndex = tagStart;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[0].startsWith("</") ? -1 : 1;
    if (depth === 0) return html.slice(tagStart, match.index + match[0].length);
  }
  return html.slice(tagStart);
}

/** An editor's redirect without the editor token it keeps in the address (decision 0045). */
export function withoutEditorToken(location: string | null): string | null {
  return location?.replace(/[?&]editor=[\w-]+/, "") ?? null;
}

/** The address of a back-office list's link to the page before (`prev`) or after (`next`) this one, or null. */
export function pagerLink(html: string, rel: "prev" | "next"): string | null {
  const tag = html.match(new RegExp(`<a [^>]*rel="${rel}"[^>]*>`))?.[0];
  return tag?.match(/href="([^"]+)"/)?.[1]?.replaceAll("&amp;", "&") ?? null;
}
