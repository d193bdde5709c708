// Issue 43 items 1 and 2: a button that submits part of an editor saves the whole form with it,
// and one editor's own quick saves never answer "someone else saved this" (decision 0045).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "./browser.ts";
import { formFieldsOf, signedInOperator } from "./operator-support.ts";

let operator: Browser;
let other: Browser;
/** The activity Add package is pressed on, and the one the sequences of saves edit. */
let packaged: number;
let activity: number;
let destination: number;

beforeAll(async () => {
  operator = await signedInOperator("en", "Komang Quick");
  other = await signedInOperator("en", "Putu Other");
  const rows = await env.DB.prepare("SELECT id FROM activities ORDER BY id DESC LIMIT 2 OFFSET 1").all<{
    id: number;
  }>();
  const [row, second] = rows.results;
  const place = await env.DB.prepare("SELECT id FROM destinations ORDER BY id DESC LIMIT 1 OFFSET 1").first<{
    id: number;
  }>();
  if (!row || !second || !place) throw new Error("no activity or destination");
  activity = row.id;
  packaged = second.id;
  destination = place.id;
}, 30_000);

const activityPath = (id = activity) => `/admin/activities/${id}`;

/** The activity editor's whole form, as a browser without JavaScript would post it. */
async function activityForm(browser = operator, id = activity) {
  const page = await browser.page(activityPath(id));
  expect(page.status).toBe(200);
  return formFieldsOf(page.text, "Edit activity");
}

async function stored(sql: string, id: number) {
  return env.DB.prepare(sql).bind(id).first<Record<string, string | number>>();
}

const activityText = (id = activity) =>
  stored("SELECT short_des FROM activity_translations WHERE activity_id = ? AND locale = 'en'", id);

describe("a button that submits part of an editor", () => {
  it("Add package saves the description typed before it", async () => {
    const form = await activityForm(operator, packaged);
    const packages = await stored("SELECT count(*) AS n FROM packages WHERE activity_id = ?", packaged);
    const answer = await operator.submit(activityPath(packaged), {
      ...form,
      "short_des.en": "Typed, then Add package pressed",
      intent: "addPackage",
    });
    expect(answer.status).toBe(303);
    expect((await activityText(packaged))?.short_des).toBe("Typed, then Add package pressed");
    expect((await stored("SELECT count(*) AS n FROM packages WHERE activity_id = ?", packaged))?.n).toBe(
      Number(packages?.n) + 1,
    );
  });

  it("Unpublish on a destination saves the note typed before it", async () => {
    const path = `/admin/destinations/${destination}`;
    const form = formFieldsOf((await operator.page(path)).text, "Edit destination");
    const answer = await operator.submit(path, { ...form, "note.en": "Bring a sarong", intent: "draft" });
    expect(answer.status).toBe(303);
    const row = await stored(
      `SELECT d.status, t.note FROM destinations d JOIN destination_translations t ON t.destination_id = d.id
       WHERE d.id = ? AND t.locale = 'en'`,
      destination,
    );
    expect(row).toMatchObject({ status: "draft", note: "Bring a sarong" });
  });
});

describe("the version a save carries", () => {
  it("lets one editor's saves follow each other before its page caught up", async () => {
    const form = await activityForm();
    const steps = [
      { ...form, "short_des.en": "First of a quick sequence", intent: "save" },
      { ...form, "short_des.en": "Second of a quick sequence", intent: "draft" },
      { ...form, "short_des.en": "Third of a quick sequence", intent: "published" },
    ];
    for (const step of steps) expect((await operator.submit(activityPath(), step)).status, step.intent).toBe(303);
    expect((await activityText())?.short_des).toBe("Third of a quick sequence");
    expect((await stored("SELECT status FROM activities WHERE id = ?", activity))?.status).toBe("published");
  });

  it("goes on from the editor's own saves, never over another person's or another tab's", async () => {
    const firstTab = await activityForm();
    const secondTab = await activityForm();
    const save = (browser: Browser, form: Record<string, string>, text: string) =>
      browser.submit(activityPath(), { ...form, "short_des.en": text, intent: "save" });
    expect((await save(operator, firstTab, "Tab one")).status).toBe(303);
    const refused = await save(operator, secondTab, "Tab two");
    expect(refused.status).toBe(409);
    expect(refused.text).toContain("Someone else saved this activity after you opened it");
    // The first tab goes on from its own save, until another person saves in between.
    expect((await save(operator, firstTab, "Tab one again")).status).toBe(303);
    expect((await save(other, await activityForm(other), "Another person")).status).toBe(303);
    expect((await save(operator, firstTab, "Tab one, too late")).status).toBe(409);
    expect((await activityText())?.short_des).toBe("Another person");
  });
});

describe("the gallery page's one form", () => {
  it("Move later on one photo saves the caption typed for another, and the same page may go on", async () => {
    const rows = await env.DB.prepare("SELECT id, version FROM gallery_images ORDER BY position, id").all<{
      id: number;
      version: number;
    }>();
    const [first, second] = rows.results;
    if (!first || !second) throw new Error("no gallery");
    const caption = async (id: number) =>
      (
        await env.DB.prepare("SELECT caption FROM gallery_image_translations WHERE image_id = ? AND locale = 'en'")
          .bind(id)
          .first<{ caption: string }>()
      )?.caption;
    const page = await operator.page("/admin/showcase/gallery");
    const editor = /name="editor" value="([^"]+)"/.exec(page.text)?.[1] ?? "";
    const whole: Record<string, string> = { editor };
    for (const row of [first, second]) {
      whole[`row.${row.id}.version`] = String(row.version);
      whole[`row.${row.id}.caption.id`] = `Keterangan ${row.id}`;
      whole[`row.${row.id}.caption.en`] = (await caption(row.id)) ?? "";
    }
    whole[`row.${second.id}.caption.en`] = "Typed, then another photo moved";
    const moved = await operator.submit("/admin/showcase/gallery", { ...whole, intent: `later:${first.id}` });
    expect(moved.status).toBe(303);
    expect(await caption(second.id)).toBe("Typed, then another photo moved");
    // The page has not caught up yet: its next button still carries the versions it showed.
    const back = await operator.submit("/admin/showcase/gallery", { ...whole, intent: `earlier:${first.id}` });
    expect(back.status).toBe(303);
    const order = await env.DB.prepare("SELECT id FROM gallery_images ORDER BY position, id LIMIT 2").all<{
      id: number;
    }>();
    expect(order.results.map((row) => row.id)).toEqual([first.id, second.id]);
  });
});
