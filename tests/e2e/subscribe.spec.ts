import type { Page } from "@playwright/test";
import { newEmail } from "./accounts.ts";
import { bringHomeSections, expect, expectAccessible, open, sites, test } from "./fixtures.ts";

/** The statuses of every POST /api/subscriber the page makes. */
function subscriptions(page: Page): number[] {
  const statuses: number[] = [];
  page.on("response", (response) => {
    if (response.request().method() === "POST" && new URL(response.url()).pathname === "/api/subscriber") {
      statuses.push(response.status());
    }
  });
  return statuses;
}

test.describe("subscribing by e-mail", () => {
  test("on the Indonesian activity list: checked before sending, then subscribing twice succeeds both times", async ({
    page,
  }) => {
    const statuses = subscriptions(page);
    await open(page, `${sites.id}/activity`);
    const form = page.getByTestId("subscribe-form");
    const input = form.getByLabel("E-mail Anda");
    await expect(input).toHaveAttribute("type", "email");
    const submit = form.getByRole("button", { name: "Berlangganan" });

    await submit.click();
    await expect(form.getByText("E-mail wajib diisi")).toBeVisible();
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await input.fill("nyoman@");
    await expect(form.getByText("E-mail harus valid")).toBeVisible();
    await submit.click();
    expect(statuses).toEqual([]);

    const email = newEmail();
    await input.fill(email);
    await expect(form.getByText("E-mail harus valid")).toBeHidden();
    const status = form.getByRole("status");
    await submit.click();
    await expect(status).toHaveText(
      `Terima kasih! Silakan buka tautan yang kami kirim ke ${email} untuk mengonfirmasi langganan Anda.`,
    );
    await submit.click();
    await expect.poll(() => statuses).toEqual([201, 201]);
    await expect(status).toHaveText(
      `Terima kasih! Silakan buka tautan yang kami kirim ke ${email} untuk mengonfirmasi langganan Anda.`,
    );
    // The list itself is scanned in lists.spec.ts: the form's states are what this flow adds.
    await expectAccessible(page, form);
  });

  test("in the home page's contact box on the English site: the same address twice is welcome twice", async ({
    page,
  }) => {
    const statuses = subscriptions(page);
    await open(page, `${sites.en}/`);
    // The contact box is the last section: it comes with the others as the tourist scrolls down.
    await bringHomeSections(page);
    const form = page.locator("#contact").getByTestId("subscribe-form");
    await expect(form.getByRole("heading", { name: "News and special offers by e-mail" })).toBeVisible();
    const email = newEmail().toUpperCase();
    await form.getByLabel("Your e-mail").fill(email);
    const status = form.getByRole("status");
    await expect(status).toHaveText("");
    for (const attempt of [1, 2]) {
      await form.getByRole("button", { name: "Subscribe" }).click();
      await expect.poll(() => statuses.length).toBe(attempt);
      await expect(status).toHaveText(
        `Thank you! Please open the link we have sent to ${email} to confirm your subscription.`,
      );
    }
    expect(statuses).toEqual([201, 201]);
    // The whole home page is scanned in home.spec.ts: the form's states are what this flow adds.
    await expectAccessible(page, form);
  });

  test.describe("when the server cannot take it", () => {
    test.use({ allowedConsoleErrors: [/status of 503/] });

    test("the failure is ignored: no success, no error, and the form is ready again", async ({ page }) => {
      await page.route("**/api/subscriber", (route) =>
        route.fulfill({ status: 503, json: { message: "Unavailable" } }),
      );
      await open(page, `${sites.en}/activity`);
      const form = page.getByTestId("subscribe-form");
      await form.getByLabel("Your e-mail").fill(newEmail());
      const submit = form.getByRole("button", { name: "Subscribe" });
      await submit.click();
      await expect(submit).toBeEnabled();
      await expect(form.getByRole("status")).toHaveText("");
      await expect(form.getByRole("alert")).toHaveCount(0);
      // The page still works: Load more of the list answers.
      await page.getByRole("link", { name: "Load more" }).click();
      await expect(page.getByRole("link", { name: "Load more" })).toHaveAttribute("aria-busy", "false");
    });
  });
});
