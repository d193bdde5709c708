/**
 * The common and breached passwords that sign-up refuses: the list zxcvbn-ts keeps (about 49,000
 * passwords from public breach corpora, most frequent first). Server-only: it is far too big for
 * the browser's bundle, so the register page checks everything else and the server this.
 */
import { PASSWORD_MIN } from "#domain/registration-rules.ts";

let common: Promise<ReadonlySet<string>> | null = null;

/**
 * Loaded on the first sign-up, not when the worker starts: the package is a large module that
 * every page view would otherwise parse. Shorter passwords are refused for their length anyway.
 */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].filter((password) => password.length >= PASSWORD_MIN)),
  );
  return common;
}

/** Whether `password` is on the list, whatever its case ("Password" is as weak as "password"). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}
