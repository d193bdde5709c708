/**
 * The limits and rules of an account's name and password (spec sections 5 and 9); the sign-up's
 * schema (domain/inputs/registration.ts) checks with them.
 */

export const NAME_MAX = 100;
/** Spec section 9. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Only whitespace, or one character typed over and over ("        ", "aaaaaaaa"). */
export function isTooSimple(password: string): boolean {
  const characters = [...password];
  return password.trim() === "" || characters.every((character) => character === characters[0]);
}

/** The address itself or the part before the @, whatever the case. */
export function isTheEmail(password: string, email: string): boolean {
  const typed = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const localPart = address.slice(0, address.lastIndexOf("@"));
  return typed === address || (localPart !== "" && typed === localPart);
}
