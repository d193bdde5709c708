import { E2E_OPERATOR } from "../support/e2e-operator.ts";
import { mailsAbout, newEmail } from "./booking-flow.ts";
import { expect, expectAccessible, open, sites, test } from "./fixtures.ts";
import { signInOperator } from "./operator-session.ts";

/** The invitation links in the mails to `email` (quoted-printable writes "=" as "=3D"). */
function invitationLinks(email: string): string[] {
  const texts = mailsAbout(`To: ${email}`).map((text) => text.replaceAll("=3D", "="));
  return [...new Set(texts.flatMap((text) => text.match(/http:\/\/[\w.:]+\/admin\/invitation\?token=[\w-]+/g) ?? []))];
}

test("the operator invites a staff member, who follows the mailed link, chooses a password and sees the back office", async ({
  page,
}) => {
  await signInOperator(page, "/admin/team");
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  await expectAccessible(page);

  const email = newEmail();
  await page.getByLabel("Name").fill("Komang Staff");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Language of the invitation").selectOption("en");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByTestId("team-notice")).toContainText("Invitation sent.");
  await expect(page.getByTestId("team-invitation")).toContainText(email);

  // The staff member, in a browser of their own, opens the link from the mail.
  await expect.poll(() => invitationLinks(email).length).toBe(1);
  const [link = ""] = invitationLinks(email);
  expect(link.startsWith(`${sites.en}/admin/invitation?token=`)).toBe(true);
  await page.context().clearCookies();
  await open(page, link);
  await expect(page).toHaveURL(`${sites.en}/admin/invitation`);
  await expect(page.getByRole("heading", { level: 1, name: "Join the team" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Choose a password").fill("frangipani-at-noon-2026");
  await page.getByRole("button", { name: "Join the team" }).click();

  await expect(page).toHaveURL(`${sites.en}/admin/bookings`);
  await expect(page.getByRole("heading", { level: 1, name: "Booking requests" })).toBeVisible();
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Team" }).click();
  await expect(page.getByTestId("team-member").filter({ hasText: email })).toContainText(
    `Invited by ${E2E_OPERATOR.name}`,
  );
});
