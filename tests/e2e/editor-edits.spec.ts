// Issue 43 item 1: a button that submits part of a back-office editor (Add package, Archive,
// Move…) saves what was typed in the editor with it, and says only what was written. Item 2: the
// operator's own next press, before the page has caught up, is not "someone else's" save.
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { signInOperator } from "./operator-session.ts";

test.use({ viewport: { width: 390, height: 844 } });

const PHOTO = fileURLToPath(new URL("../fixtures/photo-1500x1000.jpg", import.meta.url));

/** Creates a draft from the list page's form and waits for its editor. */
async function createDraft(page: Page, nameLabel: string, name: string) {
  await page.getByLabel(`${nameLabel} (Indonesian)`, { exact: true }).first().fill(`${name} (ID)`);
  await page.getByLabel(`${nameLabel} (English)`, { exact: true }).first().fill(name);
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** Presses a button of the editor and waits for the page after it. */
async function press(page: Page, name: string, notice: RegExp) {
  await page.getByRole("button", { name, exact: true }).click();
  await expect(page.getByRole("status")).toContainText(notice);
}

test("Add package on the activity editor keeps the short description typed before it", async ({ page }) => {
  await signInOperator(page, "/admin/activities");
  await page.getByLabel("Type").first().selectOption({ index: 0 });
  await createDraft(page, "Name", `Edits kept ${Date.now()}`);
  await page.getByLabel("Short description (English)", { exact: true }).fill("Typed before Add package");
  await press(page, "Add package", /Saved/);
  await page.reload();
  await expect(page.getByLabel("Short description (English)", { exact: true })).toHaveValue("Typed before Add package");
});

test("Archive on the destination editor keeps the note typed before it", async ({ page }) => {
  await signInOperator(page, "/admin/destinations");
  await createDraft(page, "Name", `Edits kept ${Date.now()}`);
  await page.getByLabel("Note (English)", { exact: true }).fill("Typed before Archive");
  await press(page, "Archive", /Archived/);
  await page.reload();
  await expect(page.getByLabel("Note (English)", { exact: true })).toHaveValue("Typed before Archive");
});

test("Archive on the content editor keeps the title typed before it", async ({ page }) => {
  await signInOperator(page, "/admin/content");
  const title = `Edits kept ${Date.now()}`;
  await createDraft(page, "Title", title);
  await page.getByLabel("Title (English)", { exact: true }).fill(`${title}, retitled`);
  await press(page, "Archive", /Archived/);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: `${title}, retitled` })).toBeVisible();
});

test("Move later on the gallery page keeps the caption typed for another photo", async ({ page }) => {
  await signInOperator(page, "/admin/showcase/gallery");
  const secondCaption = page.getByLabel("Caption (English)", { exact: true }).nth(1);
  const typed = `Typed before Move later ${Date.now()}`;
  await secondCaption.fill(typed);
  await page.getByRole("button", { name: "Move later", exact: true }).first().click();
  await expect(page.getByRole("status")).toContainText(/Saved/);
  await page.reload();
  // The photo it was typed for is the first now.
  await expect(page.getByLabel("Caption (English)", { exact: true }).first()).toHaveValue(typed);
});

test("a press right after Add photo, before the page has caught up, saves instead of answering 'someone else saved'", async ({
  page,
}) => {
  await signInOperator(page, "/admin/activities");
  await page.getByLabel("Type").first().selectOption({ index: 0 });
  await createDraft(page, "Name", `Quick presses ${Date.now()}`);
  // The page's data after the photo's save is held back: the form still carries the version it opened with.
  let holdPageData = false;
  await page.route(/\.data(\?|$)/, async (route) => {
    if (holdPageData && route.request().method() === "GET") await new Promise((resolve) => setTimeout(resolve, 5_000));
    await route.continue();
  });
  await page.getByLabel("Photo (JPEG, PNG or WebP, up to 10 MB)").setInputFiles(PHOTO);
  await page.getByLabel("What the photo shows (Indonesian)").fill("Sawah di Jatiluwih");
  await page.getByLabel("What the photo shows (English)").fill("Rice fields at Jatiluwih");
  holdPageData = true;
  const photoSaved = page.waitForResponse((reply) => reply.request().method() === "POST", { timeout: 30_000 });
  await page.getByRole("button", { name: "Add photo" }).click();
  await photoSaved;
  await page.getByRole("button", { name: "Add package" }).click();
  holdPageData = false;
  await expect(page.getByLabel("Package name (English)", { exact: true })).toHaveCount(2, { timeout: 20_000 });
  await expect(page.getByText("Someone else saved this activity")).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("row-photo")).toHaveCount(1);
  await expect(page.getByLabel("Package name (English)", { exact: true })).toHaveCount(2);
});
