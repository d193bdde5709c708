import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { auditTrail } from "#workers/audit.ts";
import { Browser } from "./browser.ts";
import { formFieldsOf, signedInOperator, signedInTourist, textOf } from "./operator-support.ts";

const PATH = "/admin/activities/types";

let operator: Browser;

/** The type these tests edit (the last, which no other test names), and one published activity of it. */
let subject: { id: number; slug: string; activityPath: string };

beforeAll(async () => {
  operator = await signedInOperator("en", "Made Editor");
  const row = await env.DB.prepare(
    `SELECT ty.id, ty.slug, '/activity/' || ty.slug || '/' || a.slug AS path FROM activities a
     JOIN activity_types ty ON ty.id = a.type_id WHERE a.status = 'published' ORDER BY ty.id DESC, a.id LIMIT 1`,
  ).first<{ id: number; slug: string; path: string }>();
  if (!row) throw new Error("no activity type");
  subject = { id: row.id, slug: row.slug, activityPath: row.path };
}, 30_000);

async function typeForm(browser = operator) {
  const page = await browser.page(PATH);
  expect(page.status).toBe(200);
  const form = formFieldsOf(page.text, subject.slug);
  expect(form.id).toBe(String(subject.id));
  return form;
}

async function version(): Promise<number> {
  const row = await env.DB.prepare("SELECT version FROM activity_types WHERE id = ?")
    .bind(subject.id)
    .first<{ version: number }>();
  return row?.version ?? 0;
}

describe("the activity types' texts in the back office", () => {
  it("do not exist for a guest or a tourist, as a page or an action", async () => {
    for (const browser of [new Browser("en"), await signedInTourist("en")]) {
      expect((await browser.page(PATH)).status).toBe(404);
      expect((await browser.page(`${PATH}.data`)).status).toBe(404);
      const answer = await browser.submit(PATH, { id: String(subject.id), version: "1", "name.en": "Taken over" });
      expect(answer.status).toBe(404);
    }
    expect(await version()).toBe(1);
  });

  it("are reached from the activities' list", async () => {
    const list = await operator.page("/admin/activities");
    expect(list.text).toContain(`href="${PATH}"`);
  });

  it("refuse a post without the CSRF token and change nothing", async () => {
    const before = await version();
    const answer = await operator.submit(PATH, { ...(await typeForm()), "name.en": "Forged", _token: "forged" });
    expect(answer.status).toBe(419);
    expect(textOf(answer.text)).toContain("This form has expired.");
    expect(await version()).toBe(before);
  });

  it("name each wrong field under it, in the operator's language, and change nothing", async () => {
    const before = await version();
    const answer = await operator.submit(PATH, {
      ...(await typeForm()),
      "name.id": "",
      "title.en": "x".repeat(201),
    });
    expect(answer.status).toBe(422);
    expect(answer.text).toContain(`id="${subject.slug}-name-id-problem"`);
    expect(answer.text).toContain(`id="${subject.slug}-title-en-problem"`);
    expect(textOf(answer.text)).toContain("Fill this in.");
    expect(textOf(answer.text)).toContain("This text is too long.");
    const indonesian = await signedInOperator("id", "Made Editor");
    const inIndonesian = await indonesian.submit(PATH, { ...(await typeForm(indonesian)), "title.id": "" });
    expect(inIndonesian.status).toBe(422);
    expect(textOf(inIndonesian.text)).toContain("Isi kolom ini.");
    expect(await version()).toBe(before);
  });

  it("save both languages in one batch: both sites, the /api, search and the audit row follow at once", async () => {
    const english = new Browser("en");
    const indonesian = new Browser("id");
    const watched = [
      "/activity",
      subject.activityPath,
      "/",
      `/api/type/${subject.id}`,
      "/api/types",
      "/api/type",
      "/api/index",
    ];
    for (const path of [`/activity/${subject.slug}`, ...watched]) await english.page(path);
    await indonesian.page(`/activity/${subject.slug}`);
    const name = `Reefs ${Date.now()}`;
    const saved = await operator.submit(PATH, {
      ...(await typeForm()),
      "name.en": name,
      "name.id": `Terumbu ${name}`,
      "title.en": "Reef trips for every diver",
      "title.id": "Wisata terumbu untuk setiap penyelam",
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`${PATH}?done=saved`);
    const stored = await env.DB.prepare("SELECT version FROM activity_types WHERE id = ?").bind(subject.id).first();
    expect(stored).toEqual({ version: 2 });

    const englishList = await english.page(`/activity/${subject.slug}`);
    expect(englishList.headers.get("x-cache")).toBe("MISS");
    expect(textOf(englishList.text)).toContain(name);
    expect(textOf(englishList.text)).toContain("Reef trips for every diver");
    const indonesianList = await indonesian.page(`/activity/${subject.slug}`);
    expect(indonesianList.headers.get("x-cache")).toBe("MISS");
    expect(textOf(indonesianList.text)).toContain(`Terumbu ${name}`);
    expect(textOf(indonesianList.text)).toContain("Wisata terumbu untuk setiap penyelam");
    for (const path of watched) {
      const page = await english.page(path);
      expect(page.headers.get("x-cache"), path).toBe("MISS");
      // The first page of all activities' cards holds none of the last type's.
      if (path !== "/api/type") expect(page.text, path).toContain(name);
    }
    // Search finds the type's activities by its new name, which only the save put in the index.
    const found = await english.get(`/api/search?query=${name.split(" ")[1]}`);
    expect(JSON.stringify(found.body)).toContain(name);

    const [audit] = await auditTrail(env.DB, { entity: "activity_types", entityId: subject.id });
    expect(audit?.action).toBe("update");
    expect(audit?.actorName).toBe("Made Editor");
    expect(JSON.stringify(audit?.after)).toContain(name);
    expect(JSON.stringify(audit?.before)).not.toContain(name);
  });

  it("refuse the second of two saves made on the same version, and keep the first", async () => {
    const form = await typeForm();
    expect((await operator.submit(PATH, { ...form, "name.en": "First editor's type" })).status).toBe(303);
    const second = await operator.submit(PATH, { ...form, "name.en": "Second editor's type" });
    expect(second.status).toBe(409);
    expect(textOf(second.text)).toContain("Someone else saved");
    const stored = await env.DB.prepare(
      "SELECT name FROM activity_type_translations WHERE type_id = ? AND locale = 'en'",
    )
      .bind(subject.id)
      .first<{ name: string }>();
    expect(stored?.name).toBe("First editor's type");
  });

  it("answer a JSON client too: the types with their versions, and a message per wrong field", async () => {
    const json = { accept: "application/json" };
    const listed = await operator.get(PATH, json);
    expect(listed.status).toBe(200);
    const type = listed.body.categories.find((category: { id: number }) => category.id === subject.id);
    expect(type.version).toBe(await version());
    const refused = await operator.post(
      PATH,
      { ...(await typeForm()), "name.en": "", "des.id": "x".repeat(20_001) },
      json,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors["name.en"]).toEqual(["Fill this in."]);
    expect(refused.body.errors["des.id"]).toEqual(["This text is too long."]);
  });
});
