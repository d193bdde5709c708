import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { auditTrail } from "#workers/audit.ts";
import { Browser } from "./browser.ts";
import { formFieldsOf, signedInOperator, signedInTourist, textOf, withoutEditorToken } from "./operator-support.ts";

type Kind = "tips" | "events" | "offers";

const TABLES: Record<Kind, string> = { tips: "tips", events: "events", offers: "special_offers" };
const PAGES: Record<Kind, string> = { tips: "/tips", events: "/event", offers: "/specialoffer" };

let operator: Browser;

beforeAll(async () => {
  operator = await signedInOperator("en", "Made Writer");
}, 30_000);

/** The fields of the page's edit form as a browser would send them unchanged. */
const formOf = (html: string) => formFieldsOf(html, "Edit content");

interface Draft {
  kind: Kind;
  id: number;
  slug: string;
  title: string;
  edit: string;
  page: string;
}

/** A new draft made with the "new" form, as the operator makes it. */
async function newDraft(kind: Kind, title = `Fresh ${kind} ${Date.now()}`): Promise<Draft> {
  const created = await operator.submit("/admin/content", { kind, "title.en": title, "title.id": `${title} (ID)` });
  expect(created.status).toBe(303);
  const edit = created.headers.get("location") ?? "";
  expect(edit).toMatch(new RegExp(`^/admin/content/${kind}/\\d+$`));
  const id = Number(edit.split("/").at(-1));
  const row = await env.DB.prepare(`SELECT slug, status FROM ${TABLES[kind]} WHERE id = ?`)
    .bind(id)
    .first<{ slug: string; status: string }>();
  expect(row?.status).toBe("draft");
  const slug = row?.slug ?? "";
  return { kind, id, slug, title, edit, page: `${PAGES[kind]}/${slug}` };
}

async function editForm(draft: Draft, browser = operator) {
  const page = await browser.page(draft.edit);
  expect(page.status).toBe(200);
  return formOf(page.text);
}

/** Every required text of the kind, in both languages. */
function filled(kind: Kind, form: Record<string, string>): Record<string, string> {
  const texts: Record<Kind, Record<string, string>> = {
    tips: { content: "<p>Bring water.</p>" },
    events: { location: "Ubud Palace", content: "<p>Dances every night.</p>" },
    offers: { short_des: "Ten percent off.", des: "<p>Book by Friday.</p>" },
  };
  const fields = { ...form };
  for (const [field, value] of Object.entries(texts[kind])) {
    fields[`${field}.en`] = value;
    fields[`${field}.id`] = `${value} (ID)`;
  }
  if (kind === "events") {
    // Started long ago and running for years: first among the events still to come.
    fields.starts_at = "2000-01-01T09:00";
    fields.ends_at = "2099-12-31T21:00";
  }
  return fields;
}

const versionOf = async (draft: Draft) => (await editForm(draft)).version ?? "";

async function publish(draft: Draft) {
  const saved = await operator.submit(draft.edit, filled(draft.kind, await editForm(draft)));
  expect(saved.status).toBe(303);
  const published = await operator.submit(draft.edit, { intent: "published", version: await versionOf(draft) });
  expect(published.status).toBe(303);
}

/** Where a tourist finds the row: its page, its /api answer, its list, the list's /api answer, the sitemap. */
async function publicFinds(draft: Draft, site: "id" | "en" = "en") {
  const tourist = new Browser(site);
  const api = PAGES[draft.kind];
  return {
    page: (await tourist.page(draft.page)).status,
    api: (await tourist.get(`/api${draft.page}`)).status,
    list: textOf((await tourist.page(api)).text).includes(draft.title),
    apiList: JSON.stringify((await tourist.get(`/api${api}`)).body).includes(draft.slug),
    sitemap: (await tourist.page("/sitemap.xml")).text.includes(draft.page),
  };
}

const hidden = { page: 404, api: 404, list: false, apiList: false, sitemap: false };
const shown = { page: 200, api: 200, list: true, apiList: true, sitemap: true };

describe("the content editor (tips, events, special offers)", () => {
  it("does not exist for a guest or a tourist, on every page and action", async () => {
    const draft = await newDraft("tips");
    for (const browser of [new Browser("en"), await signedInTourist("en")]) {
      for (const path of ["/admin/content", draft.edit, `${draft.edit}.data`]) {
        expect((await browser.page(path)).status, path).toBe(404);
      }
      expect((await browser.submit(draft.edit, { intent: "published", version: "1" })).status).toBe(404);
      expect((await browser.submit("/admin/content", { kind: "tips", "title.en": "x", "title.id": "x" })).status).toBe(
        404,
      );
    }
    expect((await operator.page("/admin/content/pages/1")).status).toBe(404);
    expect((await operator.page("/admin/content/tips/999999")).status).toBe(404);
  });

  it("refuses a post without the CSRF token and changes nothing", async () => {
    const draft = await newDraft("offers");
    const form = await editForm(draft);
    const answer = await operator.submit(draft.edit, { ...form, "title.en": "Forged", _token: "forged" });
    expect(answer.status).toBe(419);
    expect(textOf(answer.text)).toContain("This form has expired.");
    expect((await editForm(draft)).version).toBe(form.version);
    expect((await editForm(draft))["title.en"]).toBe(draft.title);
  });

  it("names each wrong field under it, in the operator's language, and changes nothing", async () => {
    const draft = await newDraft("events");
    const form = await editForm(draft);
    const answer = await operator.submit(draft.edit, {
      ...form,
      starts_at: "2026-12-31T19:00",
      ends_at: "2026-12-30T19:00",
      "title.id": "x".repeat(201),
    });
    expect(answer.status).toBe(422);
    expect(answer.text).toContain('id="field-ends_at-problem"');
    expect(answer.text).toContain('id="field-title-id-problem"');
    const text = textOf(answer.text);
    expect(text).toContain("The end cannot come before the start.");
    expect(text).toContain("This text is too long.");
    expect((await editForm(draft)).version).toBe(form.version);
    const badDate = await operator.submit(draft.edit, { ...form, starts_at: "tomorrow" });
    expect(textOf(badDate.text)).toContain("Enter a date and time in Bali");
    const indonesian = await signedInOperator("id", "Made Writer");
    const inIndonesian = await indonesian.submit(draft.edit, {
      ...(await editForm(draft, indonesian)),
      starts_at: "besok",
    });
    expect(inIndonesian.status).toBe(422);
    expect(textOf(inIndonesian.text)).toContain("Masukkan tanggal dan jam di Bali");
    const offer = await newDraft("offers");
    const wrongActivity = await operator.submit(offer.edit, { ...(await editForm(offer)), activity_id: "99999999" });
    expect(wrongActivity.status).toBe(422);
    expect(wrongActivity.text).toContain('id="field-activity_id-problem"');
    const untitled = await operator.submit("/admin/content", { kind: "tips", "title.en": "", "title.id": "Judul" });
    expect(untitled.status).toBe(422);
    expect(untitled.text).toContain('id="new-content-en-problem"');
  });

  for (const kind of ["tips", "events", "offers"] as const) {
    it(`takes a new ${kind} row from a hidden draft to both sites and back`, async () => {
      const draft = await newDraft(kind);
      expect(await publicFinds(draft)).toEqual(hidden);
      // Publishing is refused while a required text is missing, naming each field.
      const early = await operator.submit(draft.edit, { intent: "published", version: await versionOf(draft) });
      expect(early.status).toBe(422);
      expect(textOf(early.text)).toContain("This cannot be published yet");
      const required = { tips: "content", events: "location", offers: "short_des" }[kind];
      expect(early.text).toContain(`id="field-${required}-id-problem"`);
      expect(early.text).toContain(`id="field-${required}-en-problem"`);
      await publish(draft);
      for (const site of ["en", "id"] as const) expect(await publicFinds(draft, site)).toEqual(shown);
      const home = JSON.stringify((await new Browser("en").get("/api/index")).body);
      expect(home).toContain(draft.slug);
      // A saved text shows at once on both sites, past the cached copies.
      const english = new Browser("en");
      const indonesian = new Browser("id");
      await english.page(draft.page);
      expect((await english.page(draft.page)).headers.get("x-cache")).toBe("HIT");
      await indonesian.page(draft.page);
      const retitled = `Retitled ${kind} ${Date.now()}`;
      const saved = await operator.submit(draft.edit, {
        ...(await editForm(draft)),
        "title.en": retitled,
        "title.id": `${retitled} (ID)`,
      });
      expect(saved.status).toBe(303);
      expect(withoutEditorToken(saved.headers.get("location"))).toBe(`${draft.edit}?done=saved`);
      const englishPage = await english.page(draft.page);
      expect(englishPage.headers.get("x-cache")).toBe("MISS");
      expect(textOf(englishPage.text)).toContain(retitled);
      expect(textOf((await indonesian.page(draft.page)).text)).toContain(`${retitled} (ID)`);
      const trail = await auditTrail(env.DB, { entity: TABLES[kind], entityId: draft.id });
      expect(trail.map((entry) => entry.action)).toEqual(["update", "publish", "update", "create"]);
      expect(trail[0]?.actorName).toBe("Made Writer");
      expect(JSON.stringify(trail[0]?.after)).toContain(retitled);
      // Unpublished, it leaves every public place at once.
      const unpublished = await operator.submit(draft.edit, { intent: "draft", version: await versionOf(draft) });
      expect(unpublished.status).toBe(303);
      expect(await publicFinds({ ...draft, title: retitled })).toEqual(hidden);
      expect(JSON.stringify((await english.get("/api/index")).body)).not.toContain(draft.slug);
      expect(textOf((await english.page("/")).text)).not.toContain(retitled);
    });
  }

  it("refuses the second of two saves made on the same version, and keeps the first", async () => {
    const draft = await newDraft("tips");
    const form = await editForm(draft);
    // The second writer opened the page too: a page of its own, with its own editor token.
    const otherPage = await editForm(draft);
    expect((await operator.submit(draft.edit, { ...form, "title.en": "First writer's title" })).status).toBe(303);
    const second = await operator.submit(draft.edit, { ...otherPage, "title.en": "Second writer's title" });
    expect(second.status).toBe(409);
    expect(textOf(second.text)).toContain("Someone else saved this after you opened it.");
    expect(second.text).toContain("Second writer&#x27;s title");
    expect((await editForm(draft))["title.en"]).toBe("First writer's title");
    const stale = await operator.submit(draft.edit, { intent: "archived", version: form.version ?? "" });
    expect(stale.status).toBe(409);
  });

  it("keeps a published row from losing a required text, and lists what misses a translation", async () => {
    const draft = await newDraft("offers");
    await publish(draft);
    const emptied = await operator.submit(draft.edit, { ...(await editForm(draft)), "des.id": "" });
    expect(emptied.status).toBe(422);
    expect(emptied.text).toContain('id="field-des-id-problem"');
    const fresh = await newDraft("events", `Kecak night ${Date.now()}`);
    const missing = textOf((await operator.page("/admin/content?kind=events&missing=1")).text);
    expect(missing).toContain(fresh.title);
    expect(missing).toContain("Missing a translation: ID, EN");
    const searched = textOf((await operator.page(`/admin/content?q=${encodeURIComponent(fresh.title)}`)).text);
    expect(searched).toContain(fresh.title);
    expect(searched).not.toContain(draft.title);
    const published = textOf((await operator.page("/admin/content?kind=offers&status=published")).text);
    expect(published).toContain(draft.title);
    expect(published).not.toContain(fresh.title);
  });

  it("makes a unique slug from the English title", async () => {
    const title = `Same name ${Date.now()}`;
    const first = await newDraft("tips", title);
    const second = await newDraft("tips", title);
    expect(first.slug).toBe(title.toLowerCase().replace(/ /g, "-"));
    expect(second.slug).toBe(`${first.slug}-2`);
  });
});
