import { expect, open, sites, test } from "./fixtures.ts";

test("the search box suggests as one types on a phone: one request per pause, chosen with the keyboard", async ({
  page,
}) => {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/search/suggest"))
      calls.push(new URL(request.url()).searchParams.get("query") ?? "");
  });
  await open(page, `${sites.en}/activity`);
  const box = page.getByRole("combobox", { name: "Search activities" });
  await box.pressSequentially("snorkling", { delay: 40 });
  const listbox = page.getByRole("listbox", { name: "Suggestions" });
  await expect(listbox).toBeVisible();
  expect(calls).toEqual(["snorkling"]);
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const first = listbox.getByRole("option").first();
  await expect(first).toContainText(/snorkel/i);
  await box.press("ArrowDown");
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
  await box.press("Enter");
  // Categories come first: "Diving & snorkeling" here.
  await expect(page).toHaveURL(/\/activity\/[a-z0-9-]+(\/[a-z0-9-]+)?$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/snorkel/i);
});
