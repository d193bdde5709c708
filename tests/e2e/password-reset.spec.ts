import { createAccount } from "./accounts.ts";
import { ACTIVITY, mailsAbout } from "./booking-flow.ts";
import { expect, open, sites, test } from "./fixtures.ts";

const NEW_PASSWORD = "rice-terraces-of-jatiluwih";

/** The reset links in the e-mails to `email` (quoted-printable writes "=" as "=3D"). */
function resetLinks(email: string): string[] {
  const texts = mailsAbout(`To: ${email}`).map((text) => text.replaceAll("=3D", "="));
  return [...new Set(texts.flatMap((text) => text.match(/http:\/\/[\w.:]+\/password\/reset\?token=[\w-]+/g) ?? []))];
}

test("a tourist who forgot the password asks in the login dialog, sets a new one from the mail and signs in with it", async ({
  page,
}) => {
  const account = await createAccount("Nyoman Putra");
  await open(page, `${sites.en}${ACTIVITY}`);
  await page.getByTestId("price-bar").getByTestId("book-now").click();
  await page.getByTestId("booking-dialog").getByRole("button", { name: "Log in or register" }).click();
  const dialog = page.getByTestId("sign-in-dialog");
  await dialog.getByRole("button", { name: "Forgot password?" }).click();
  await dialog.getByLabel("E-mail", { exact: true }).fill(account.email);
  await dialog.getByRole("button", { name: "Send me a link" }).click();
  await expect(dialog.getByTestId("reset-link-sent")).toContainText(`If an account uses ${account.email}`);

  await expect.poll(() => resetLinks(account.email)).toHaveLength(1);
  const [link = ""] = resetLinks(account.email);
  expect(link.startsWith(`${sites.en}/password/reset?token=`), link).toBe(true);
  await open(page, link);
  await expect(page).toHaveURL(`${sites.en}/password/reset`);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save my new password" }).click();
  await expect(page.getByRole("status")).toContainText("Your new password is set");

  await page.getByRole("main").getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(`${sites.en}/login`);
  await page.getByLabel("E-mail", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(`${sites.en}/`);
  await open(page, `${sites.en}/profile`);
  await expect(page.getByText(account.email, { exact: true })).toBeVisible();
});
