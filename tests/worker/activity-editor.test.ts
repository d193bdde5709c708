import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { updatesNeeded } from "#seed/stored-rich-text.ts";
import { auditTrail } from "#workers/audit.ts";
import { activityPage, bookingPath, bookingPayload } from "./booking-support.ts";
import { Browser } from "./browser.ts";
import { jpegPhoto } from "./image-files.ts";
import { formFieldsOf, signedInOperator, signedInTourist, textOf, withoutEditorToken } from "./operator-support.ts";

const formOf = (html: string) => formFieldsOf(html, "Edit activity");

let operator: Browser;

/** The activity these tests edit: the last of the catalogue, which no other test of this file books. */
let subject: { id: number; path: string; typeId: number };

beforeAll(async () => {
  operator = await signedInOperator("en", "Ketut Editor");
  const row = await env.DB.prepare(
    `SELECT a.id, '/activity/' || ty.slug || '/' || a.slug AS path, a.type_id FROM activities a
     JOIN activity_types ty ON ty.id = a.type_id ORDER BY a.id DESC LIMIT 1`,
  ).first<{ id: number; path: string; type_id: number }>();
  if (!row) throw new Error("no activity");
  subject = { id: row.id, path: row.path, typeId: row.type_id };
}, 30_000);

async function editForm(browser = operator) {
  const page = await browser.page(`/admin/activities/${subject.id}`);
  expect(page.status).toBe(200);
  return formOf(page.text);
}

const editPath = () => `/admin/activities/${subject.id}`;

/** The editor's photo form, with its alt text in both languages. */
function uploadPhoto(
  browser: Browser,
  path: string,
  version: string,
  file: { bytes: Uint8Array<ArrayBuffer> | string; name: string; type: string },
) {
  const fields = { intent: "addPhoto", version, alt_id: "Lumba-lumba di pagi hari", alt_en: "Dolphins in the morning" };
  return browser.submitPhoto(path, fields, file);
}

async function version(): Promise<number> {
  const row = await env.DB.prepare("SELECT version FROM activities WHERE id = ?")
    .bind(subject.id)
    .first<{ version: number }>();
  return row?.version ?? 0;
}

describe("the activity editor", () => {
  it("does not exist for a guest or a tourist, on every page and action", async () => {
    for (const browser of [new Browser("en"), await signedInTourist("en")]) {
      for (const path of ["/admin/activities", editPath(), `${editPath()}.data`]) {
        expect((await browser.page(path)).status, path).toBe(404);
      }
      expect((await browser.submit(editPath(), { intent: "published", version: "1" })).status).toBe(404);
    }
  });

  it("refuses a post without the CSRF token and changes nothing", async () => {
    const before = await version();
    const answer = await operator.submit(editPath(), { ...(await editForm()), _token: "forged" });
    expect(answer.status).toBe(419);
    expect(textOf(answer.text)).toContain("This form has expired.");
    expect(await version()).toBe(before);
  });

  it("names each wrong field under it, in the operator's language, and changes nothing", async () => {
    const before = await version();
    const form = await editForm();
    const productPrice = Object.keys(form).find((name) => name.endsWith(".price_idr")) ?? "";
    const answer = await operator.submit(editPath(), { ...form, duration_hours: "0", [productPrice]: "lots" });
    expect(answer.status).toBe(422);
    const text = textOf(answer.text);
    expect(text).toContain("Enter the duration in hours, more than 0 and at most 240");
    expect(text).toContain("Enter the price in whole rupiah.");
    expect(await version()).toBe(before);
    const indonesian = await signedInOperator("id", "Ketut Editor");
    const inIndonesian = await indonesian.submit(editPath(), { ...(await editForm(indonesian)), duration_hours: "-1" });
    expect(textOf(inIndonesian.text)).toContain("Masukkan durasi dalam jam");
  });

  it("stores the from price with its minimum when every product needs two, and the page says 'min. 2'", async () => {
    const form = await editForm();
    const minimals = Object.fromEntries(
      Object.keys(form)
        .filter((field) => field.endsWith(".minimal"))
        .map((field) => [field, "2"]),
    );
    expect(Object.keys(minimals).length).toBeGreaterThan(0);
    const saved = await operator.submit(editPath(), { ...form, ...minimals, price_type: "per_person" });
    expect(saved.status).toBe(303);
    const row = await env.DB.prepare("SELECT from_minimum FROM activities WHERE id = ?")
      .bind(subject.id)
      .first<{ from_minimum: number }>();
    expect(row?.from_minimum).toBe(2);
    const page = await new Browser("en").fetchText("GET", subject.path, { headers: { "X-Cache-Bypass": "1" } });
    expect(textOf(page.text)).toMatch(/from US\$ [\d.,]+ per person, min\. 2/);
  });

  it("saves both languages and a price: both sites show them at once, with the audit row", async () => {
    const english = new Browser("en");
    const indonesian = new Browser("id");
    // Cache the public pages and a search first, as tourists would have.
    const searchPath = `/api/search?query=${encodeURIComponent("Sunset edit")}`;
    await english.page(subject.path);
    await indonesian.page(subject.path);
    await english.get(searchPath);
    await expect.poll(async () => (await english.get(searchPath)).headers.get("x-cache")).toBe("HIT");
    const form = await editForm();
    const priceField = Object.keys(form).find((name) => name.endsWith(".price_idr")) ?? "";
    const name = `Sunset edit ${Date.now()}`;
    const saved = await operator.submit(editPath(), {
      ...form,
      "name.en": name,
      "name.id": `${name} (ID)`,
      [priceField]: "987000",
    });
    expect(saved.status).toBe(303);
    expect(withoutEditorToken(saved.headers.get("location"))).toBe(`${editPath()}?done=saved`);
    expect(saved.headers.has("x-purge-paths")).toBe(false);
    const englishPage = await english.page(subject.path);
    expect(englishPage.headers.get("x-cache")).toBe("MISS");
    expect(textOf(englishPage.text)).toContain(name);
    const indonesianPage = textOf((await indonesian.page(subject.path)).text);
    expect(indonesianPage).toContain(`${name} (ID)`);
    expect(indonesianPage).toContain("Rp 987.000");
    const [audit] = await auditTrail(env.DB, { entity: "activities", entityId: subject.id });
    expect(audit?.action).toBe("update");
    expect(audit?.actorName).toBe("Ketut Editor");
    expect(JSON.stringify(audit?.after)).toContain(name);
    const search = await english.get(searchPath);
    expect(search.headers.get("x-cache")).toBe("MISS");
    expect(JSON.stringify(search.body)).toContain(name);
  });

  it("saves whether a package includes the hotel pickup, which the booking then follows, and refuses a bad value", async () => {
    const form = await editForm();
    const field = Object.keys(form).find((name) => /^package\.\d+\.includes_pickup$/.test(name)) ?? "";
    expect(field).not.toBe("");
    const packageId = Number(field.split(".")[1]);
    const stored = async () =>
      (
        await env.DB.prepare("SELECT includes_pickup FROM packages WHERE id = ?")
          .bind(packageId)
          .first<{ includes_pickup: number }>()
      )?.includes_pickup;
    const kept = await stored();
    const before = await version();
    const refused = await operator.submit(editPath(), { ...form, [field]: "maybe" });
    expect(refused.status).toBe(422);
    expect(textOf(refused.text)).toContain("Tick the box if this package includes a hotel pickup, or leave it empty.");
    expect(refused.text).toContain(`id="field-package-${packageId}-includes_pickup-problem"`);
    expect(await version()).toBe(before);
    // A booking missing its e-mail: whether its 422 also names the address is whether the form asks it.
    const asksAddress = async () => {
      const activity = await activityPage("en", subject.path);
      const index = activity.packages.findIndex((pack) => pack.id === packageId);
      const quantities = (activity.packages[index]?.products ?? []).map(() => 2);
      const payload = bookingPayload("en", activity, index, quantities, { email: "", pickup_location: "" });
      const reply = await new Browser("en").post(bookingPath(subject.path), payload);
      expect(reply.status).toBe(422);
      return Object.keys(reply.body.errors).includes("pickup_location");
    };
    for (const includes of ["0", "1"]) {
      const saved = await operator.submit(editPath(), { ...(await editForm()), [field]: includes });
      expect(saved.status).toBe(303);
      expect(await stored()).toBe(Number(includes));
      expect((await editForm())[field]).toBe(includes);
      expect(await asksAddress()).toBe(includes === "1");
    }
    const indonesian = await signedInOperator("id");
    expect((await indonesian.page(editPath())).text).toContain("Termasuk penjemputan dari hotel");
    await operator.submit(editPath(), { ...(await editForm()), [field]: String(kept ?? 1) });
  });

  it("stores rich text sanitised once, which the page and the /api then hand on as stored", async () => {
    const form = await editForm();
    const packageDetail = Object.keys(form).find((name) => /^package\.\d+\.detail\.en$/.test(name)) ?? "";
    const written = '<p onclick="steal()">Bring <strong>cash</strong> & a hat</p><script>steal()</script>';
    const sanitised =
      "&lt;p onclick=&quot;steal()&quot;&gt;Bring <strong>cash</strong> &amp; a hat</p>&lt;script&gt;steal()&lt;/script&gt;";
    const saved = await operator.submit(editPath(), { ...form, "payment.en": written, [packageDetail]: written });
    expect(saved.status).toBe(303);
    const stored = await env.DB.prepare(
      `SELECT t.payment, pt.detail FROM activity_translations t
       JOIN packages p ON p.activity_id = t.activity_id
       JOIN package_translations pt ON pt.package_id = p.id AND pt.locale = t.locale
       WHERE t.activity_id = ?1 AND t.locale = 'en' AND p.id = ?2`,
    )
      .bind(subject.id, Number(packageDetail.split(".")[1]))
      .first<{ payment: string; detail: string }>();
    expect(stored).toEqual({ payment: sanitised, detail: sanitised });
    const page = (await new Browser("en").page(subject.path)).text;
    expect(page).toContain(sanitised);
    expect(page).not.toContain("<script>steal()");
    const [, typeSlug, slug] = subject.path.split("/").filter(Boolean);
    const api = await new Browser("en").get(`/api/activity/${typeSlug}/${slug}`);
    expect(JSON.stringify(api.body)).toContain(JSON.stringify(sanitised).slice(1, -1));
    // Nothing is left for the upgrade of older rows to do, in this database or the seed's.
    const read = async (sql: string) => (await env.DB.prepare(sql).all<Record<string, unknown>>()).results;
    expect(await updatesNeeded(read)).toEqual([]);
  });

  it("refuses the second of two saves made on the same version, and keeps the first", async () => {
    const form = await editForm();
    // The second editor opened the page too: a page of its own, with its own editor token.
    const otherPage = await editForm();
    const first = await operator.submit(editPath(), { ...form, "name.en": "First editor's name" });
    expect(first.status).toBe(303);
    const second = await operator.submit(editPath(), { ...otherPage, "name.en": "Second editor's name" });
    expect(second.status).toBe(409);
    expect(textOf(second.text)).toContain("Someone else saved this activity after you opened it.");
    // What the second editor typed is still in the form, to make again.
    expect(second.text).toContain("Second editor&#x27;s name");
    const stored = await env.DB.prepare(
      "SELECT name FROM activity_translations WHERE activity_id = ? AND locale = 'en'",
    )
      .bind(subject.id)
      .first<{ name: string }>();
    expect(stored?.name).toBe("First editor's name");
  });

  it("unpublishes: the activity leaves lists, search, the sitemap and booking at once; publishing brings it back", async () => {
    const tourist = new Browser("en");
    await tourist.page(subject.path);
    const unpublished = await operator.submit(editPath(), { intent: "draft", version: String(await version()) });
    expect(unpublished.status).toBe(303);
    expect((await tourist.page(subject.path)).status).toBe(404);
    expect((await tourist.get(`/api/activity${subject.path.replace("/activity", "")}`)).status).toBe(404);
    const list = await tourist.get(`/api/type/${subject.typeId}`);
    expect(JSON.stringify(list.body)).not.toContain(subject.path.split("/").at(-1));
    expect((await tourist.page("/sitemap.xml")).text).not.toContain(subject.path);
    expect((await tourist.post(`/api${subject.path}/booking`, {})).status).toBe(404);
    const published = await operator.submit(editPath(), { intent: "published", version: String(await version()) });
    expect(published.status).toBe(303);
    expect((await tourist.page(subject.path)).status).toBe(200);
  });

  it("refuses to publish while a required text is missing in a language, and says which", async () => {
    const form = await editForm();
    await operator.submit(editPath(), { intent: "draft", version: form.version ?? "" });
    const draft = await editForm();
    expect((await operator.submit(editPath(), { ...draft, "short_des.id": "" })).status).toBe(303);
    const refused = await operator.submit(editPath(), { intent: "published", version: String(await version()) });
    expect(refused.status).toBe(422);
    expect(textOf(refused.text)).toContain("This activity cannot be published yet");
    expect(refused.text).toContain('id="field-short_des-id-problem"');
    const listed = await operator.page("/admin/activities?missing=1");
    expect(textOf(listed.text)).toContain("Missing a translation: ID");
    const fixed = await editForm();
    await operator.submit(editPath(), { ...fixed, "short_des.id": "Matahari terbenam di pantai." });
    const published = await operator.submit(editPath(), { intent: "published", version: String(await version()) });
    expect(published.status).toBe(303);
  });

  it("takes a new activity from nothing to booked: a draft no tourist sees, filled, a second package, published", async () => {
    const name = `Lovina dolphins ${Date.now()}`;
    const created = await operator.submit("/admin/activities", {
      type: "1",
      "name.id": `Lumba-lumba ${name}`,
      "name.en": name,
    });
    expect(created.status).toBe(303);
    const id = Number(created.headers.get("location")?.split("/").at(-1));
    const row = await env.DB.prepare(
      "SELECT a.slug, ty.slug AS type_slug, a.status FROM activities a JOIN activity_types ty ON ty.id = a.type_id WHERE a.id = ?",
    )
      .bind(id)
      .first<{ slug: string; type_slug: string; status: string }>();
    expect(row?.status).toBe("draft");
    const path = `/activity/${row?.type_slug}/${row?.slug}`;
    expect((await new Browser("en").page(path)).status).toBe(404);
    const editPathOf = `/admin/activities/${id}`;
    const formNow = async () => formOf((await operator.page(editPathOf)).text);
    // Publishing an empty draft is refused, naming what is missing.
    const early = await operator.submit(editPathOf, { intent: "published", version: (await formNow()).version ?? "" });
    expect(early.status).toBe(422);
    expect(textOf(early.text)).toContain("Set a price above 0 before publishing.");
    const added = await operator.submit(editPathOf, { intent: "addPackage", version: (await formNow()).version ?? "" });
    expect(added.status).toBe(303);
    const form = await formNow();
    const filled: Record<string, string> = { ...form };
    for (const field of Object.keys(form)) {
      if (/\.price_idr$/.test(field)) filled[field] = "450000";
      else if (/\.price_usd$/.test(field)) filled[field] = "29.50";
      else if (form[field] !== "") continue;
      else if (/^(package|product)\.\d+\.name\./.test(field)) filled[field] = "Morning boat";
      else if (/\.(id|en)$/.test(field)) filled[field] = field.startsWith("included") ? "Boat\nBreakfast" : "Filled in";
    }
    filled.start_time = "06:00";
    expect((await operator.submit(editPathOf, filled)).status).toBe(303);
    // No photo yet: publishing says so.
    const photoless = await operator.submit(editPathOf, {
      intent: "published",
      version: (await formNow()).version ?? "",
    });
    expect(photoless.status).toBe(422);
    expect(textOf(photoless.text)).toContain("Add at least one photo before publishing.");
    const svg = { bytes: "<svg xmlns='http://www.w3.org/2000/svg'/>", name: "dolphin.jpg", type: "image/jpeg" };
    expect((await uploadPhoto(operator, editPathOf, (await formNow()).version ?? "", svg)).status).toBe(422);
    const photo = { bytes: jpegPhoto(), name: "dolphins.jpg", type: "image/jpeg" };
    for (const _ of [1, 2]) {
      expect((await uploadPhoto(operator, editPathOf, (await formNow()).version ?? "", photo)).status).toBe(303);
    }
    const moved = await operator.submit(editPathOf, {
      intent: "movePhoto:1:up",
      version: (await formNow()).version ?? "",
    });
    expect(moved.status).toBe(303);
    expect(
      (await operator.submit(editPathOf, { intent: "removePhoto:1", version: (await formNow()).version ?? "" })).status,
    ).toBe(303);
    const photos = await env.DB.prepare("SELECT images FROM activities WHERE id = ?")
      .bind(id)
      .first<{ images: string }>();
    const stored = JSON.parse(photos?.images ?? "[]") as { original: string; width: number; alt: { en: string } }[];
    expect(stored).toHaveLength(1);
    expect(stored[0]?.original).toMatch(/^\/media\/[0-9a-f]{64}-1200x800\.webp$/);
    expect(stored[0]?.alt.en).toBe("Dolphins in the morning");
    const published = await operator.submit(editPathOf, {
      intent: "published",
      version: (await formNow()).version ?? "",
    });
    expect(published.status).toBe(303);
    for (const site of ["id", "en"] as const) {
      const page = await new Browser(site).page(path);
      expect(page.status).toBe(200);
      expect(page.text).toContain(stored[0]?.original);
    }
    const found = await new Browser("en").get(`/api/search?query=${encodeURIComponent(name)}`);
    expect(JSON.stringify(found.body)).toContain(name);
    const activity = await activityPage("id", path);
    expect(activity.packages).toHaveLength(2);
    const tourist = new Browser("id");
    const booked = await tourist.post(bookingPath(path), bookingPayload("id", activity, 1, [2]));
    expect(booked.status).toBe(201);
    // A package with bookings stays; an unbooked one can go.
    const [first, second] = activity.packages;
    const kept = await operator.submit(editPathOf, {
      intent: `removePackage:${second?.id}`,
      version: (await formNow()).version ?? "",
    });
    expect(kept.status).toBe(409);
    expect(textOf(kept.text)).toContain("This package has bookings");
    const removed = await operator.submit(editPathOf, {
      intent: `removePackage:${first?.id}`,
      version: (await formNow()).version ?? "",
    });
    expect(removed.status).toBe(303);
    expect((await activityPage("en", path)).packages).toHaveLength(1);
    // About forty requests in a row: 20 s on a quiet machine, twice that on a busy one.
  }, 90_000);
});
