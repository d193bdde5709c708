import type { Page } from "@playwright/test";
import { E2E_OPERATOR } from "../support/e2e-operator.ts";
import { expect, open, sites } from "./fixtures.ts";

/** Signs the suite's operator in through the English login form and waits on `path`, hydrated. */
export async function signInOperator(page: Page, path: string): Promise<void> {
  await open(page, `${sites.en}/login?nextUrl=${path}`);
  await page.getByLabel("E-mail").fill(E2E_OPERATOR.email);
  await page.getByLabel("Password").fill(E2E_OPERATOR.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(`${sites.en}${path}`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** From the signed-in activity list, the availability editor of the first activity `name` finds. */
export async function openAvailabilityEditor(page: Page, name: string): Promise<void> {
  await page.getByLabel("Search by name or code").fill(name);
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await page
    .getByRole("link", { name: new RegExp(name, "i") })
    .first()
    .click();
  // The editor's own link, once the editor is there (the menu has one to the catalogue-wide page).
  await expect(page).toHaveURL(/\/admin\/activities\/\d+$/);
  await page
    .getByRole("link", { name: "Availability", exact: true })
    .and(page.locator('[href^="/admin/activities/"]'))
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Availability");
}
