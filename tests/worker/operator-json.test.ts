/**
 * The back office's JSON calls: the same pages, asked for JSON, answer the page's data and refuse
 * a change with `{ message, errors? }` and the right status, in the operator's language.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { Browser } from "./browser.ts";
import { formFieldsOf, requestedBooking, signedInOperator, signedInTourist } from "./operator-support.ts";

const JSON_ACCEPT = { accept: "application/json" };

let english: Browser;
let indonesian: Browser;
/** An activity no other test of this file changes; its saves here keep its texts. */
let activityId: number;

beforeAll(async () => {
  [english, indonesian] = await Promise.all([
    signedInOperator("en", "Made Json"),
    signedInOperator("id", "Komang Json"),
  ]);
  const row = await env.DB.prepare("SELECT id FROM activities ORDER BY id DESC LIMIT 1 OFFSET 2").first<{
    id: number;
  }>();
  activityId = row?.id ?? 0;
}, 30_000);

const editorPath = () => `/admin/activities/${activityId}`;

/** The editor's fields as its form holds them now. */
async function editorFields(browser: Browser): Promise<Record<string, string>> {
  const page = await browser.page(editorPath());
  return formFieldsOf(page.text, browser.site === "en" ? "Edit activity" : "Ubah aktivitas");
}

describe("the back office's JSON calls", () => {
  it("answer an operator page's data as JSON, privately", async () => {
    const reply = await english.get(editorPath(), JSON_ACCEPT);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toContain("application/json");
    expect(reply.headers.get("cache-control")).toBe("private, no-store");
    expect(reply.body.activity.id).toBe(activityId);
    expect(reply.body.activity.version).toBeGreaterThan(0);
    const list = await english.get("/admin/bookings", JSON_ACCEPT);
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body.inbox.items)).toBe(true);
  });

  it("are the same JSON 404 for a guest and a tourist, in the site's language", async () => {
    for (const browser of [new Browser("en"), await signedInTourist("en")]) {
      const reply = await browser.get(editorPath(), JSON_ACCEPT);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ message: "Page not found" });
      const change = await browser.post(editorPath(), { intent: "published", version: 1 }, JSON_ACCEPT);
      expect(change.status).toBe(404);
    }
    const indonesianGuest = await new Browser("id").get(editorPath(), JSON_ACCEPT);
    expect(indonesianGuest.body).toEqual({ message: "Halaman tidak ditemukan" });
  });

  it("refuse a change without the XSRF-TOKEN header with 419", async () => {
    const fields = await editorFields(english);
    const reply = await english.request("POST", editorPath(), {
      body: { ...fields, _token: undefined, duration_hours: "4" },
      headers: JSON_ACCEPT,
    });
    expect(reply.status).toBe(419);
    expect(reply.body).toEqual({ message: "This form has expired. Please reload the page and try again." });
  });

  it("refuse bad input with 422 and a message per field in the operator's language, and change nothing", async () => {
    const before = (await indonesian.get(editorPath(), JSON_ACCEPT)).body.activity.version;
    const fields = await editorFields(indonesian);
    const price = Object.keys(fields).find((name) => name.endsWith(".price_idr")) ?? "";
    const reply = await indonesian.post(
      editorPath(),
      { ...fields, [price]: "dua ratus", duration_hours: "-1" },
      JSON_ACCEPT,
    );
    expect(reply.status).toBe(422);
    expect(reply.body.errors[price]).toEqual(["Masukkan harga dalam rupiah tanpa desimal."]);
    expect(reply.body.errors.duration_hours?.[0]).toMatch(/jam/);
    expect(reply.body.message).toBe(Object.values(reply.body.errors as Record<string, string[]>)[0]?.[0]);
    expect((await indonesian.get(editorPath(), JSON_ACCEPT)).body.activity.version).toBe(before);
  });

  it("refuse a save on a version someone else saved with 409, and go on to the page's JSON after a save", async () => {
    // Two openings of the editor: two editors, as two people or two tabs (decision 0045).
    const fields = await editorFields(english);
    const othersFields = await editorFields(english);
    const saved = await english.post(editorPath(), fields, JSON_ACCEPT);
    expect(saved.status).toBe(200);
    expect(saved.body.done).toBe("saved");
    expect(saved.body.activity.version).toBe(Number(fields.version) + 1);
    const stale = await english.post(editorPath(), othersFields, JSON_ACCEPT);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      "Someone else saved this activity after you opened it. Reload the page to see their changes, then make yours again.",
    );
  });

  it("name the field of a refused booking decision", async () => {
    const { reference } = await requestedBooking("en");
    const reply = await english.post(`/admin/bookings/${reference}`, { intent: "decline", reason: "" }, JSON_ACCEPT);
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({
      message: "Please write the reason: the tourist reads it in the e-mail.",
      errors: { reason: ["Please write the reason: the tourist reads it in the e-mail."] },
    });
  });
});
