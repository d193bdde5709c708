import { request } from "@playwright/test";
import { addDays } from "#domain/availability.ts";
import { baliToday } from "#domain/bali-time.ts";
import { E2E_OPERATOR } from "../support/e2e-operator.ts";
import { confirmedBooking } from "./confirmed-booking.ts";
import { expect, sites, test } from "./fixtures.ts";
import { signInOperator } from "./operator-session.ts";

/** A van and a driver of this test's own, added through /admin/resources as the operator. */
async function vanAndDriver(tag: string): Promise<void> {
  const api = await request.newContext({ baseURL: sites.id });
  try {
    await api.get("/sanctum/csrf-cookie");
    const token = async () => (await api.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
    const login = await api.post("/api/login", {
      headers: { "X-XSRF-TOKEN": await token() },
      data: { email: E2E_OPERATOR.email, password: E2E_OPERATOR.password },
    });
    expect(login.status()).toBe(200);
    const resources: Record<string, string>[] = [
      { kind: "vehicle", name: `Hiace ${tag}`, seats: "10", plate: "DK 7 E" },
      { kind: "driver", name: `Komang ${tag}`, phone: "+62 811 222 333" },
    ];
    for (const form of resources) {
      const added = await api.post("/admin/resources", {
        form: { _token: await token(), intent: "create", ...form },
        maxRedirects: 0,
      });
      expect(added.status(), await added.text()).toBe(303);
    }
  } finally {
    await api.dispose();
  }
}

test("the operator puts a guest into a new run on a phone", async ({ page }) => {
  const daysAhead = 30 + Math.floor(Math.random() * 60);
  const { reference } = await confirmedBooking({ daysAhead });
  const tag = reference.slice(-5);
  await vanAndDriver(tag);
  await signInOperator(page, "/admin/pickups");
  await page.goto(`${sites.en}/admin/pickups?date=${addDays(baliToday(), daysAhead)}`);

  const departure = page.getByTestId("pickup-departure").filter({ hasText: reference });
  const guest = departure.getByTestId("unassigned-guest").filter({ hasText: reference });
  await expect(guest).toContainText("Not in a run yet");
  const newRun = departure.getByTestId("new-run");
  if (!(await newRun.isVisible())) await departure.getByText("New run").click();
  await newRun.getByLabel("Vehicle (plate · seats)").selectOption({ label: `Hiace ${tag} (DK 7 E · 10)` });
  await newRun.getByLabel("Driver").selectOption({ label: `Komang ${tag}` });
  await newRun.getByRole("button", { name: "Create the run" }).click();
  await expect(page.getByTestId("pickups-notice")).toHaveText("The run is created.");

  await guest.getByRole("button", { name: new RegExp(`Hiace ${tag}`) }).click();
  await expect(page.getByTestId("pickups-notice")).toHaveText("The guest is in the run.");
  const run = departure.getByTestId("pickup-run").filter({ hasText: `Hiace ${tag}` });
  await expect(run.getByTestId("run-guest")).toContainText(reference);
  await expect(departure.getByTestId("unassigned-guest").filter({ hasText: reference })).toHaveCount(0);
});
