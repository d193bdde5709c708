/**
 * The one piece of state a sign-up leaves for the next page: the address the verification link went
 * to, kept in the tab's sessionStorage until RegisteredNotice shows it. Signing up ends in a full
 * page load (or, in the sign-in dialog, in no load at all), so the page that says "check your
 * inbox" is not the one that sent the form.
 */
const KEY = "bali:registered";
export const REGISTERED_EVENT = "bali:registered";

/**
 * Keeps the address for the page that says "check your inbox". `then` is what follows the sign-up:
 * a page load, which shows it, or nothing (the sign-in dialog), when this page is told to show it.
 * Told before a load, this page could take the mark before the next page reads it.
 */
export function markRegistered(email: string, then: "page load" | "same page"): void {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    // Storage refused (private mode): the profile still says the address is unconfirmed.
  }
  if (then === "same page") dispatchEvent(new Event(REGISTERED_EVENT));
}

/**
 * The address of a sign-up this tab has not yet been told about on a page of its own: `take` once
 * a page has loaded with it (then it is gone), only `peek` when the sign-up happened on the page
 * that is showing (the register page is about to load the next one, which must still say it).
 */
export function registeredAddress(how: "take" | "peek"): string | null {
  try {
    const email = sessionStorage.getItem(KEY);
    if (how === "take") sessionStorage.removeItem(KEY);
    return email;
  } catch {
    return null;
  }
}
