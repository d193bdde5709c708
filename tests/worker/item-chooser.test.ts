/**
 * Issue 37, decision 0081: the back office's booking entry and its channels choose an activity or
 * vehicle by searching its name, a page of matches at a time, instead of listing the whole
 * catalogue (4,900 items and 1 MB of HTML at a large operator). Without scripts: a GET form.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { roundTripsOf, rowsReadOf } from "#workers/db.ts";
import { KINTAMANI } from "./booking-support.ts";
import type { Browser } from "./browser.ts";
import { signedInOperator, testIdPart, textOf } from "./operator-support.ts";

let english: Browser;
let indonesian: Browser;
let kintamani: { id: number; en: string; id_name: string };

const slugOf = (path: string) => path.split("/").at(-1) ?? "";

beforeAll(async () => {
  [english, indonesian] = await Promise.all([signedInOperator("en", "Made Desk"), signedInOperator("id")]);
  const names = await env.DB.prepare(
    `SELECT a.id, t.locale, t.name FROM activities a JOIN activity_translations t ON t.activity_id = a.id
     WHERE a.slug = ?`,
  )
    .bind(slugOf(KINTAMANI))
    .all<{ id: number; locale: string; name: string }>();
  const named = (locale: string) => names.results.find((row) => row.locale === locale);
  kintamani = { id: named("en")?.id ?? 0, en: named("en")?.name ?? "", id_name: named("id")?.name ?? "" };
  expect(kintamani.en).not.toBe(kintamani.id_name);
}, 30_000);

/** The choices the entry's chooser offers, as "value name" pairs, and the one it has ticked. */
function choicesIn(html: string): { offered: string[]; ticked: string | null } {
  const part = testIdPart(html, "entry-item-choices");
  const radios = [...part.matchAll(/<input([^>]*type="radio"[^>]*)\/?>(.*?)<\/label>/g)];
  const valueAttribute = (attributes: string) => /value="([^"]+)"/.exec(attributes)?.[1] ?? "";
  return {
    offered: radios.map((radio) => `${valueAttribute(radio[1] ?? "")} ${textOf(radio[2] ?? "").trim()}`),
    ticked: valueAttribute(radios.find((radio) => /checked/.test(radio[1] ?? ""))?.[1] ?? "") || null,
  };
}

/** Published copies `from`..`to` of the Kintamani tour, in both languages and in the search index, as a large operator has. */
async function copiesOfKintamani(from: number, to: number) {
  const numbers = `WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i < ${to})`;
  await env.DB.batch([
    env.DB.prepare(
      `${numbers} INSERT INTO activities (code, slug, type_id, regency_id, duration_hours, cancelation_hours, start_time,
         required_persons, price_type, price_idr, price_usd_cents, images, position, status)
       SELECT 'KCOPY' || i, a.slug || '-kcopy-' || i, a.type_id, a.regency_id, a.duration_hours, a.cancelation_hours,
         a.start_time, a.required_persons, a.price_type, a.price_idr, a.price_usd_cents, a.images, i % 40, 'published'
       FROM n, activities a WHERE a.id = ?1`,
    ).bind(kintamani.id),
    env.DB.prepare(
      `INSERT INTO activity_translations
       SELECT c.id, t.locale, t.name || ' ' || c.code, t.short_des, t.location, t.highlight, t.activity_des, t.included,
         t.whattobring, t.pickup_time, t.meeting_point, t.how_to_use, t.payment, t.note, t.confirmation_detail
       FROM activities c JOIN activity_translations t ON t.activity_id = ?1
       WHERE c.code LIKE 'KCOPY%' AND c.id NOT IN (SELECT activity_id FROM activity_translations)`,
    ).bind(kintamani.id),
    env.DB.prepare(
      `INSERT INTO activity_search (rowid, name, type_name, location, short_des, body, rating, comments_count)
       SELECT c.id, s.name || ' ' || c.code, s.type_name, s.location, s.short_des, s.body, c.rating, c.comments_count
       FROM activities c JOIN activity_search s ON s.rowid = ?1
       WHERE c.code LIKE 'KCOPY%' AND c.id NOT IN (SELECT rowid FROM activity_search)`,
    ).bind(kintamani.id),
  ]);
}

describe("the booking entry's chooser", () => {
  it("finds an activity by a part of its name, named in the operator's language", async () => {
    const en = choicesIn((await english.page("/admin/bookings/new?q=kintamani")).text);
    expect(en.offered).toContain(`activity-${kintamani.id} ${kintamani.en}`);
    const id = choicesIn((await indonesian.page("/admin/bookings/new?q=kintamani")).text);
    expect(id.offered).toContain(`activity-${kintamani.id} ${kintamani.id_name}`);
    // Found by a word of the other language's name too, still named in the operator's.
    const byIndonesian = choicesIn((await english.page("/admin/bookings/new?q=panorama%20batur")).text);
    expect(byIndonesian.offered).toContain(`activity-${kintamani.id} ${kintamani.en}`);
  });

  it("keeps the chosen activity ticked, with its form, whatever is searched next", async () => {
    const item = `activity-${kintamani.id}`;
    for (const [operator, name] of [
      [english, kintamani.en],
      [indonesian, kintamani.id_name],
    ] as const) {
      const chosen = await operator.page(`/admin/bookings/new?q=kintamani&item=${item}`);
      expect(chosen.status).toBe(200);
      expect(choicesIn(chosen.text).ticked).toBe(item);
      expect(chosen.text).toMatch(/<form[^>]*method="post"/);
      expect(chosen.text).toContain(`name="item" value="${item}"`);

      const searchedOn = await operator.page(`/admin/bookings/new?q=avanza&item=${item}`);
      const choices = choicesIn(searchedOn.text);
      expect(choices.ticked).toBe(item);
      expect(choices.offered[0]).toBe(`${item} ${name}`);
      expect(choices.offered.some((offered) => /^transport-\d+ Toyota Avanza/.test(offered))).toBe(true);
    }
  });

  it("says when nothing matches, and lists nothing before a search", async () => {
    const none = await english.page("/admin/bookings/new?q=zzqxw");
    expect(choicesIn(none.text).offered).toEqual([]);
    expect(textOf(none.text)).toContain("No activity or vehicle has “zzqxw” in its name.");
    const first = await english.page("/admin/bookings/new");
    expect(choicesIn(first.text).offered).toEqual([]);
    expect(first.text).not.toContain(kintamani.en);
  });
});

describe("the channels' chooser", () => {
  it("finds an activity for one channel to sell, and the saved channel lists it ticked", async () => {
    await english.submit("/admin/channels", { intent: "create", name: "Chooser Channel", kind: "octo" });
    const channel = await env.DB.prepare("SELECT id FROM channels WHERE name = 'Chooser Channel'").first<{
      id: number;
    }>();
    const id = channel?.id ?? 0;
    const searched = await indonesian.page(`/admin/channels?channel=${id}&q=kintamani`);
    expect(searched.status).toBe(200);
    const box = new RegExp(
      `<input[^>]*name="activity"[^>]*value="${kintamani.id}"[^>]*/?>(?:\\s|<!-- -->)*${kintamani.id_name}`,
    );
    expect(searched.text).toMatch(box);
    expect(searched.text.match(box)?.[0]).not.toContain("checked");
    // Before a search the channel lists only what it sells: nothing yet.
    expect((await indonesian.page("/admin/channels")).text).not.toMatch(box);

    const saved = await english.submit("/admin/channels", {
      intent: "save",
      channel_id: String(id),
      commission_percent: "10",
      activity: String(kintamani.id),
    });
    expect(saved.status).toBe(303);
    const page = await indonesian.page("/admin/channels");
    expect(page.text.match(box)?.[0]).toContain("checked");
  });
});

describe("the rows the choosers read", () => {
  it("do not grow with the catalogue, searched or not, in at most two round trips", async () => {
    const paths = [
      "/admin/bookings/new",
      "/admin/bookings/new?q=kintamani",
      `/admin/bookings/new?q=kintamani&item=activity-${kintamani.id}`,
      "/admin/channels",
      "/admin/channels?channel=1&q=kintamani",
    ];
    const rowsOf = async () => {
      const rows: number[] = [];
      for (const path of paths) {
        const page = await english.page(path);
        expect(page.status, path).toBe(200);
        expect(roundTripsOf(page.headers), path).toBeLessThanOrEqual(2);
        rows.push(rowsReadOf(page.headers) ?? Number.POSITIVE_INFINITY);
      }
      return rows;
    };
    // Enough copies that every search's page is full, then ten times as many.
    await copiesOfKintamani(1, 30);
    const before = await rowsOf();
    await copiesOfKintamani(31, 330);
    const after = await rowsOf();
    for (const [index, path] of paths.entries()) {
      const said = `${path}: ${before[index]} -> ${after[index]}`;
      expect(after[index], said).toBeLessThanOrEqual((before[index] ?? 0) + 5);
      // A page of matches and what each shows: the target on the large database is 2,000.
      expect(after[index], said).toBeLessThanOrEqual(250);
    }
    expect(choicesIn((await english.page("/admin/bookings/new?q=kintamani")).text).offered.length).toBe(12);
  });
});
