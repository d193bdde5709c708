import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { auditTrail } from "#workers/audit.ts";
import { Browser } from "./browser.ts";
import { formFieldsOf, signedInOperator, signedInTourist, textOf, withoutEditorToken } from "./operator-support.ts";

let operator: Browser;

/**
 * The activity these tests reorder: one with two packages, the first with two products, that no
 * other test edits (not the last of the catalogue).
 */
let subject: { id: number; path: string };
let packages: [number, number];
let products: [number, number];

const editPath = () => `/admin/activities/${subject.id}`;
const PACKAGE_NAMES = { en: ["Snorkeling", "Diving"], id: ["Snorkel", "Selam"] } as const;
const PRODUCT_NAMES = { en: ["Adult seat", "Child seat"], id: ["Kursi dewasa", "Kursi anak"] } as const;

async function editForm() {
  const page = await operator.page(editPath());
  expect(page.status).toBe(200);
  return { page: page.text, form: formFieldsOf(page.text, "Edit activity") };
}

async function version(): Promise<number> {
  const row = await env.DB.prepare("SELECT version FROM activities WHERE id = ?")
    .bind(subject.id)
    .first<{ version: number }>();
  return row?.version ?? 0;
}

/** The order of the activity's packages and of the first package's products, as the /api answers them. */
async function apiOrder(browser: Browser) {
  const answer = await browser.get(`/api${subject.path}`);
  const body = answer.body as { items: { packages: { id: number; products: { id: number }[] }[] } };
  const first = body.items.packages.find((pack) => pack.id === packages[0]);
  return {
    packages: body.items.packages.map((pack) => pack.id),
    products: first?.products.map((product) => product.id),
  };
}

/** Whether `earlier` shows before `later` on the page. */
function showsBefore(html: string, earlier: string, later: string): boolean {
  const text = textOf(html);
  return text.includes(earlier) && text.includes(later) && text.indexOf(earlier) < text.indexOf(later);
}

beforeAll(async () => {
  operator = await signedInOperator("en", "Nyoman Editor");
  const row = await env.DB.prepare(
    `SELECT a.id, '/activity/' || ty.slug || '/' || a.slug AS path FROM activities a
     JOIN activity_types ty ON ty.id = a.type_id
     WHERE a.status = 'published' AND a.id < (SELECT max(id) FROM activities)
       AND (SELECT count(*) FROM packages p WHERE p.activity_id = a.id) >= 2
       AND (SELECT count(*) FROM products pr WHERE pr.package_id =
             (SELECT id FROM packages p WHERE p.activity_id = a.id ORDER BY p.position, p.id LIMIT 1)) >= 2
     ORDER BY a.id DESC LIMIT 1`,
  ).first<{ id: number; path: string }>();
  if (!row) throw new Error("no activity with two packages and two products");
  subject = row;
  const { results: packageRows } = await env.DB.prepare(
    "SELECT id FROM packages WHERE activity_id = ? ORDER BY position, id LIMIT 2",
  )
    .bind(subject.id)
    .all<{ id: number }>();
  packages = packageRows.map((pack) => pack.id) as [number, number];
  const { results: productRows } = await env.DB.prepare(
    "SELECT id FROM products WHERE package_id = ? ORDER BY position, id LIMIT 2",
  )
    .bind(packages[0])
    .all<{ id: number }>();
  products = productRows.map((product) => product.id) as [number, number];
  // Names of their own, to find them on the pages.
  const { form } = await editForm();
  const named: Record<string, string> = { ...form };
  for (const locale of ["en", "id"] as const) {
    packages.forEach((id, index) => {
      named[`package.${id}.name.${locale}`] = PACKAGE_NAMES[locale][index] ?? "";
    });
    products.forEach((id, index) => {
      named[`product.${id}.name.${locale}`] = PRODUCT_NAMES[locale][index] ?? "";
    });
  }
  expect((await operator.submit(editPath(), named)).status).toBe(303);
}, 30_000);

describe("reordering an activity's packages and products", () => {
  it("does not exist for a guest or a tourist", async () => {
    const before = await version();
    for (const browser of [new Browser("en"), await signedInTourist("en")]) {
      const answer = await browser.submit(editPath(), {
        intent: `movePackage:${packages[1]}:up`,
        version: String(before),
      });
      expect(answer.status).toBe(404);
    }
    expect(await version()).toBe(before);
  });

  it("refuses a post without the CSRF token and changes nothing", async () => {
    const before = await version();
    const answer = await operator.submit(editPath(), {
      intent: `movePackage:${packages[1]}:up`,
      version: String(before),
      _token: "forged",
    });
    expect(answer.status).toBe(419);
    expect(await version()).toBe(before);
  });

  it("offers a move up and down for each package and product, named by what moves", async () => {
    const { page } = await editForm();
    for (const label of [
      "Move up: package Diving",
      "Move down: package Snorkeling",
      "Move up: product Child seat",
      "Move down: product Adult seat",
    ]) {
      expect(page, label).toContain(`aria-label="${label}"`);
    }
    expect(page).toContain(`value="movePackage:${packages[1]}:up"`);
    // Nothing moves past an end.
    expect(page).not.toContain(`value="movePackage:${packages[0]}:up"`);
  });

  it("moves a package up: both sites and the /api show the new order at once, with the audit row", async () => {
    const english = new Browser("en");
    const indonesian = new Browser("id");
    expect(showsBefore((await english.page(subject.path)).text, "Snorkeling", "Diving")).toBe(true);
    await indonesian.page(subject.path);
    expect((await apiOrder(english)).packages.slice(0, 2)).toEqual(packages);
    const before = await version();
    const moved = await operator.submit(editPath(), {
      intent: `movePackage:${packages[1]}:up`,
      version: String(before),
    });
    expect(moved.status).toBe(303);
    expect(withoutEditorToken(moved.headers.get("location"))).toBe(`${editPath()}?done=saved`);
    expect(await version()).toBe(before + 1);
    const englishPage = await english.page(subject.path);
    expect(englishPage.headers.get("x-cache")).toBe("MISS");
    expect(showsBefore(englishPage.text, "Diving", "Snorkeling")).toBe(true);
    const indonesianPage = await indonesian.page(subject.path);
    expect(indonesianPage.headers.get("x-cache")).toBe("MISS");
    expect(showsBefore(indonesianPage.text, "Selam", "Snorkel")).toBe(true);
    expect((await apiOrder(english)).packages.slice(0, 2)).toEqual([packages[1], packages[0]]);
    const [audit] = await auditTrail(env.DB, { entity: "packages", entityId: packages[1] });
    expect(audit?.action).toBe("reorder");
    expect(audit?.actorName).toBe("Nyoman Editor");
    expect(audit?.before).toMatchObject({ packages: [packages[0], packages[1]] });
    expect(audit?.after).toMatchObject({ packages: [packages[1], packages[0]] });
    // And back down again, which the editor's own page then shows.
    const back = await operator.submit(editPath(), {
      intent: `movePackage:${packages[1]}:down`,
      version: String(before + 1),
    });
    expect(back.status).toBe(303);
    const editor = (await editForm()).page;
    expect(editor.indexOf('value="Snorkeling"')).toBeGreaterThan(0);
    expect(editor.indexOf('value="Snorkeling"')).toBeLessThan(editor.indexOf('value="Diving"'));
  });

  it("moves a product down within its package, on both sites and the /api", async () => {
    const english = new Browser("en");
    await english.page(subject.path);
    const before = await version();
    const moved = await operator.submit(editPath(), {
      intent: `moveProduct:${products[0]}:down`,
      version: String(before),
    });
    expect(moved.status).toBe(303);
    const page = await english.page(subject.path);
    expect(page.headers.get("x-cache")).toBe("MISS");
    expect(showsBefore(page.text, "Child seat", "Adult seat")).toBe(true);
    expect(showsBefore((await new Browser("id").page(subject.path)).text, "Kursi anak", "Kursi dewasa")).toBe(true);
    expect((await apiOrder(english)).products?.slice(0, 2)).toEqual([products[1], products[0]]);
    const [audit] = await auditTrail(env.DB, { entity: "products", entityId: products[0] });
    expect(audit?.action).toBe("reorder");
  });

  it("refuses to move the first up or the last down, with a message, and changes nothing", async () => {
    const { results } = await env.DB.prepare("SELECT id FROM packages WHERE activity_id = ? ORDER BY position, id")
      .bind(subject.id)
      .all<{ id: number }>();
    const first = results[0]?.id;
    const last = results.at(-1)?.id;
    const before = await version();
    const up = await operator.submit(editPath(), { intent: `movePackage:${first}:up`, version: String(before) });
    expect(up.status).toBe(409);
    expect(textOf(up.text)).toContain("This one is first already");
    const down = await operator.submit(editPath(), { intent: `movePackage:${last}:down`, version: String(before) });
    expect(down.status).toBe(409);
    expect(textOf(down.text)).toContain("This one is last already");
    // The products were swapped above: the first product is now products[1].
    const productUp = await operator.submit(editPath(), {
      intent: `moveProduct:${products[1]}:up`,
      version: String(before),
    });
    expect(productUp.status).toBe(409);
    expect(textOf(productUp.text)).toContain("This one is first already");
    const unknown = await operator.submit(editPath(), { intent: "movePackage:999999:up", version: String(before) });
    expect(unknown.status).toBe(404);
    expect(await version()).toBe(before);
  });

  it("refuses a move made on a stale version and changes nothing", async () => {
    const before = await version();
    const stale = await operator.submit(editPath(), {
      intent: `movePackage:${packages[1]}:up`,
      version: String(before - 1),
    });
    expect(stale.status).toBe(409);
    expect(textOf(stale.text)).toContain("Someone else saved this activity");
    expect(await version()).toBe(before);
    expect((await apiOrder(new Browser("en"))).packages.slice(0, 2)).toEqual(packages);
  });

  it("answer a JSON client too: a refused move with its message, a move with the editor's new order", async () => {
    const json = { accept: "application/json" };
    const editor = (await operator.get(editPath(), json)).body;
    const [first, second] = editor.activity.packages.map((pack: { id: number }) => pack.id);
    const refused = await operator.post(
      editPath(),
      { intent: `movePackage:${first}:up`, version: editor.activity.version },
      json,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.errors[`package.${first}`]).toEqual(["This one is first already, so it cannot move up."]);
    const moved = await operator.post(
      editPath(),
      { intent: `movePackage:${second}:up`, version: editor.activity.version },
      json,
    );
    expect(moved.status).toBe(200);
    expect(moved.body.activity.packages.slice(0, 2).map((pack: { id: number }) => pack.id)).toEqual([second, first]);
  });
});
