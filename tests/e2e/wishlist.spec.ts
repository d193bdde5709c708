import { createAccount, RATE_LIMITED_TIMEOUT, signInBrowser } from "./accounts.ts";
import { expect, expectAccessible, open, sites, test } from "./fixtures.ts";

/**
 * Issue 42, items 3 and 4, on a phone (390x844): a heart pressed while signed out keeps the item on
 * the device (no request), /wishlist shows it, signing in carries it into the account, and the
 * activity page just seen comes back in a "Recently viewed" row on home. What the server renders
 * and the /api's rules are in tests/worker/wishlist.test.ts.
 */
test("a heart saves an activity on the device, /wishlist lists it, signing in keeps it, home shows it as recently viewed (en)", async ({
  page,
}) => {
  test.setTimeout(RATE_LIMITED_TIMEOUT);
  const wishlistCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/wishlist") wishlistCalls.push(request.method());
  });

  // The hearts' script is held back: a tap that comes before it is kept, and pressed when it comes.
  let releaseHearts = () => {};
  const heartsHeld = new Promise<void>((resolve) => {
    releaseHearts = resolve;
  });
  const heartsScript = /\/assets\/wishlist-client-[\w-]+\.js$/;
  await page.route(heartsScript, async (route) => {
    await heartsHeld;
    await route.continue();
  });
  await open(page, `${sites.en}/activity`);
  const card = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.locator("button[data-wish]") })
    .first();
  const name = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
  const heart = card.getByRole("button", { name: `Save ${name} to your wishlist` });
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  releaseHearts();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await page.unroute(heartsScript);
  await expectAccessible(page, heart);
  expect(wishlistCalls, "signed out, nothing is sent").toEqual([]);

  // /wishlist asks the server for the device's items by its URL: the share link.
  await open(page, `${sites.en}/wishlist`);
  await expect(page).toHaveURL(/\/wishlist\?items=a:\d+$/);
  const list = page.getByRole("main").getByRole("list");
  await expect(list.getByRole("heading", { level: 3, name })).toBeVisible();
  await expect(list.getByRole("button", { name: `Save ${name} to your wishlist` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
  await expectAccessible(page, page.getByRole("main"));
  expect(wishlistCalls).toEqual([]);

  // Signed in, the device's item is added to the account, which /wishlist then shows.
  const account = await createAccount("Wayan Wishlist");
  await signInBrowser(page, sites.en, account);
  await open(page, `${sites.en}/activity`);
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => wishlistCalls).toEqual(["GET", "POST"]);
  await open(page, `${sites.en}/wishlist`);
  await expect(page).toHaveURL(`${sites.en}/wishlist`);
  await expect(page.getByRole("main").getByRole("heading", { level: 3, name })).toBeVisible();

  // The activity page is remembered on the device and comes back on home, below the first screen.
  await open(page, `${sites.en}/activity`);
  await card.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await open(page, `${sites.en}/`);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const viewed = page.getByTestId("recently-viewed");
  await expect(viewed.getByRole("heading", { level: 2, name: "Recently viewed" })).toBeVisible();
  await expect(viewed.getByRole("link", { name })).toHaveAttribute("href", /^\/activity\/[\w-]+\/[\w-]+$/);
  const top = await viewed.evaluate((row) => row.getBoundingClientRect().top + window.scrollY);
  expect(top, "below the first screen").toBeGreaterThan(844);
});
