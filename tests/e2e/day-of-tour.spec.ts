/**
 * Issue 40 in one walk on phones, as the day goes: the operator books a walk-in for today, puts the
 * guest into a run with a van and a driver, and invites the driver; the driver joins from the
 * mailed link, opens the sheet, loses the connection, marks the guest picked up, and when the
 * connection is back the mark reaches the operator's day of runs; the operator checks the guest in
 * at the door by typed reference.
 *
 * The review mail is not walked here: the cron asks only for visits of yesterday and before (from
 * 10:00 in Bali), and check-in only takes today's bookings, so no real walk in one test reaches it.
 * tests/worker/review-requests.test.ts sends it and follows its link to a review with the badge.
 */
import { type Browser, type Page, request } from "@playwright/test";
import { baliToday } from "#domain/bali-time.ts";
import { mailsAbout, newEmail, whileTodayLasts } from "./booking-flow.ts";
import { expect, expectAccessible, open, sites, test, xsrfToken } from "./fixtures.ts";
import { signInOperatorApi, signInOperatorOn } from "./operator-session.ts";

const PHONE = { width: 390, height: 844 } as const;

/** A class no other browser test books: today's walk-in is this test's alone. */
const CLASS = "Village Home Cooking Class in Sidemen";

// The sheet's service worker answers 503 to what it cannot fetch while the phone is offline.
test.use({ viewport: PHONE, serviceWorkers: "allow", allowedConsoleErrors: [/status of 503 \(Offline\)/] });

/** A van and a driver of this test's own, added through /admin/resources as the operator. */
async function vanAndDriver(tag: string): Promise<void> {
  const api = await request.newContext({ baseURL: sites.id });
  try {
    await signInOperatorApi(api);
    const resources: Record<string, string>[] = [
      { kind: "vehicle", name: `Hiace ${tag}`, seats: "10", plate: "DK 7 E" },
      { kind: "driver", name: `Komang ${tag}`, phone: "+62 811 222 333" },
    ];
    for (const form of resources) {
      const added = await api.post("/admin/resources", {
        form: { _token: await xsrfToken(api), intent: "create", ...form },
        maxRedirects: 0,
      });
      expect(added.status(), await added.text()).toBe(303);
    }
  } finally {
    await api.dispose();
  }
}

/** The operator's walk-in for today, confirmed; answers its reference. */
async function walkInToday(page: Page, lastName: string): Promise<string> {
  await open(page, `${sites.en}/admin/bookings/new`);
  await page.getByLabel("Find an activity or vehicle").fill(CLASS);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("radio", { name: CLASS }).check();
  await page.getByRole("button", { name: "Choose", exact: true }).click();
  const form = page.getByRole("form", { name: "New booking" });
  await form.getByLabel("Date").fill(baliToday());
  await form.getByRole("spinbutton").first().fill("2");
  await form.getByLabel("First name").fill("Wayan");
  await form.getByLabel("Last name").fill(lastName);
  await form.getByLabel("Phone or WhatsApp").fill("+62 812 5555 6666");
  await form.getByLabel("Pickup", { exact: true }).fill("Alaya Resort, Jalan Hanoman, Ubud");
  await form.getByRole("button", { name: "Save booking" }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\/BT-/);
  const reference = /\/admin\/bookings\/(BT-[A-Z0-9-]+)/.exec(page.url())?.[1] ?? "";
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByTestId("booking-status")).toHaveText("Confirmed");
  return reference;
}

/** Today's departure of the class on the operator's day of runs: the day lists its departures, each opens on its own. */
async function openTodaysDeparture(page: Page) {
  await open(page, `${sites.en}/admin/pickups?date=${baliToday()}`);
  await expectAccessible(page, page.getByTestId("pickup-departures"));
  await page.getByTestId("pickup-departure-link").filter({ hasText: CLASS }).click();
  await expect(page.getByTestId("pickup-departure")).toContainText(CLASS);
}

/** The operator's day of runs: a new run with the test's van and driver, and the guest in it. */
async function putIntoRun(page: Page, reference: string, tag: string) {
  await openTodaysDeparture(page);
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
}

/** The invitation link in the mail to `email` (quoted-printable writes "=" as "=3D"). */
function invitationLink(email: string): string | undefined {
  const texts = mailsAbout(`To: ${email}`).map((text) => text.replaceAll("=3D", "="));
  return texts.flatMap((text) => text.match(/http:\/\/[\w.:]+\/admin\/invitation\?token=[\w-]+/g) ?? [])[0];
}

async function inviteDriver(page: Page, tag: string, email: string) {
  await open(page, `${sites.en}/admin/team`);
  await page.getByLabel("Name").fill(`Komang ${tag}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Language of the invitation").selectOption("en");
  await page.getByLabel("Role").selectOption({ label: `Driver Komang ${tag}: only their own runs` });
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByTestId("team-notice")).toContainText("Invitation sent.");
}

/** Whether the page's service worker keeps a copy of `url` (runs in the page). */
async function isKept(url: string): Promise<boolean> {
  const storage = (globalThis as unknown as { caches: { match(url: string): Promise<unknown> } }).caches;
  return (await storage.match(url)) !== undefined;
}

async function operatorPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  return context.newPage();
}

test("the day of a tour: a run assigned, a pickup marked offline reaches the operator, check-in at the door", async ({
  page,
  context,
  browser,
}) => {
  await whileTodayLasts();
  // Letters only: the tag ends up in a guest's last name.
  const tag = Array.from({ length: 5 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join("");
  await vanAndDriver(tag);
  const operator = await operatorPhone(browser);
  // Signed in without a page of its own: the walk-in's form is the operator's first page.
  await signInOperatorOn(operator.context(), sites.en);
  const reference = await walkInToday(operator, `Doorstep${tag}`);
  await putIntoRun(operator, reference, tag);
  const driverEmail = newEmail();
  await inviteDriver(operator, tag, driverEmail);

  // The driver, on their own phone, follows the mailed link and lands on their sheet.
  await expect.poll(() => invitationLink(driverEmail)).toBeTruthy();
  await open(page, invitationLink(driverEmail) ?? "");
  await page.getByLabel("Choose a password").fill("frangipani-at-dawn-2026");
  await page.getByRole("button", { name: "Join the team" }).click();
  await expect(page).toHaveURL(`${sites.en}/driver`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const guest = page.getByTestId("driver-guest").filter({ hasText: `Doorstep${tag}` });
  await expect(guest).toContainText("Alaya Resort");
  // In the morning the driver opens the sheet again, now through the site's service worker, which
  // keeps it for this session.
  await open(page, `${sites.en}/driver`);
  await expect.poll(() => page.evaluate(isKept, page.url())).toBe(true);

  // No connection on the road: the sheet opens from the phone, the mark waits there, and goes when
  // the connection is back.
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(guest).toContainText("Alaya Resort");
  // Chromium starts a document loaded offline with `navigator.onLine` true; going offline once more
  // tells it, as a phone's "offline" event does (tests/e2e/offline.spec.ts).
  await context.setOffline(false);
  await context.setOffline(true);
  await guest.getByRole("button", { name: "Picked up", exact: true }).click();
  await expect(guest.getByTestId("guest-mark")).toContainText("waiting for a connection");
  await context.setOffline(false);
  await expect(guest.getByTestId("guest-mark")).toHaveText("Picked up");

  await openTodaysDeparture(operator);
  const inRun = operator.getByTestId("run-guest").filter({ hasText: reference });
  await expect(inRun.getByTestId("crew-mark")).toHaveText(new RegExp(`^Picked up at \\d\\d:\\d\\d by Komang ${tag}$`));

  // At the door: the reference typed as a guest might read it out.
  await open(operator, `${sites.en}/admin/check-in`);
  await operator.getByLabel("Reference or booking ID").fill(reference.toLowerCase().replaceAll("-", " "));
  await operator.getByRole("button", { name: "Find", exact: true }).click();
  const booking = operator.getByTestId("check-in-booking");
  await expect(booking).toContainText(`Wayan Doorstep${tag}`);
  await booking.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(operator.getByTestId("check-in-notice")).toHaveText("Checked in. Enjoy the day!");
  await expect(operator.getByTestId("check-in-state")).toHaveText(/^Already checked in at \d\d:\d\d by .+\.$/);
  await operator.context().close();
});
