import { expect, test } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8790);

test.describe("the started site", () => {
  test.beforeEach(({ page }) => {
    // A console error during a test is a defect, even when the page looks right.
    page.on("console", (message) => {
      if (message.type() === "error") throw new Error(`Console error: ${message.text()}`);
    });
    page.on("pageerror", (error) => {
      throw error;
    });
  });

  test("answers in Indonesian at localhost, from the seeded database", async ({ page }) => {
    const response = await page.goto(`http://localhost:${port}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tur dan aktivitas di Bali");
    // The home page links each activity type several times (shortcut tile, card, category chip).
    await expect(page.getByRole("link", { name: "Olahraga Air", exact: true }).first()).toBeVisible();
  });

  test("answers in English at en.localhost, from the same database", async ({ page }) => {
    const response = await page.goto(`http://en.localhost:${port}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tours and activities in Bali");
    await expect(page.getByRole("link", { name: "Water sports", exact: true }).first()).toBeVisible();
  });

  test("serves the API with the language of the host it is asked on", async ({ request }) => {
    // Node does not resolve *.localhost as browsers do, so ask the loopback address with each Host.
    const api = (host: string) => request.get(`http://127.0.0.1:${port}/api/type/1`, { headers: { host } });
    const english = await (await api(`en.localhost:${port}`)).json();
    const indonesian = await (await api(`localhost:${port}`)).json();
    expect(english.category.name).toBe("Day tours");
    expect(indonesian.category.name).toBe("Tur Sehari");
  });

  test("serves the generated pictures the API names as WebP", async ({ request }) => {
    const card = (await (await request.get(`http://127.0.0.1:${port}/api/type/6`)).json()).items.data[0];
    const image = await request.get(`http://127.0.0.1:${port}${card.image.thumbnail}`);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toContain("image/webp");
    const bytes = await image.body();
    expect([bytes.subarray(0, 4).toString(), bytes.subarray(8, 12).toString()]).toEqual(["RIFF", "WEBP"]);
  });
});
