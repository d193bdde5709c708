import { createAccount, signInBrowser } from "./accounts.ts";
import { mailsAbout } from "./booking-flow.ts";
import { expect, open, sites, test } from "./fixtures.ts";

/** The links in the e-mails to `email` (quoted-printable writes "=" as "=3D"). */
function verificationLinks(email: string): string[] {
  const texts = mailsAbout(`To: ${email}`).map((text) => text.replaceAll("=3D", "="));
  return [...new Set(texts.flatMap((text) => text.match(/http:\/\/[\w.:]+\/verify-email\?token=[\w-]+/g) ?? []))];
}

test("the profile mails a new link on request, and the link confirms the address on the tourist's site", async ({
  page,
}) => {
  // Signed up on the Indonesian site: the mails are in Indonesian and link to that site.
  const account = await createAccount("Wayan");
  await signInBrowser(page, sites.id, account);
  await open(page, `${sites.id}/profile`);
  const notice = page.getByTestId("email-unverified");
  await expect(notice).toContainText("Alamat e-mail Anda belum terkonfirmasi.");
  await notice.getByRole("button", { name: "Kirim ulang tautannya" }).click();
  await expect(notice).toContainText(`Kami sudah mengirim tautan baru ke ${account.email}.`);

  // The sign-up's mail and the new one, each with its own link to this server's Indonesian site.
  await expect.poll(() => verificationLinks(account.email)).toHaveLength(2);
  const links = verificationLinks(account.email);
  for (const link of links) expect(link.startsWith(`${sites.id}/verify-email?token=`), link).toBe(true);

  await open(page, links[1] ?? "");
  await expect(page).toHaveURL(`${sites.id}/verify-email`);
  await page.getByRole("button", { name: "Konfirmasi alamat e-mail saya" }).click();
  await expect(page.getByRole("status")).toContainText("alamat e-mail Anda sudah terkonfirmasi");
  await open(page, `${sites.id}/profile`);
  await expect(page.getByText(account.email, { exact: true })).toBeVisible();
  await expect(page.getByTestId("email-unverified")).toHaveCount(0);
});
