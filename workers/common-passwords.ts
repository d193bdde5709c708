/**
 * The common and breached passwords that sign-up refuses: the list zxcvbn-ts keeps (about 49,000
 * passwords from public breach corpora, most frequent first). Server-only: it is far too big for
 * the browser's bundle, so the register page checks everything else and the server this.
 */
import { dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MIN } from "#app/lib/registration-rules.ts";

let common: ReadonlySet<string> | null = null;

/** Built on first use: shorter ones are refused for their length anyway. */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary["passwords-common"].filter((password) => password.length >= PASSWORD_MIN));
  return common;
}

/** Whether `password` is on the list, whatever its case ("Password" is as weak as "password"). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
