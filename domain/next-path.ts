/** Where to go after signing in: only a path on this site (never another origin). */
export function safeNextPath(nextUrl: string | null | undefined): string {
  if (!nextUrl) return "/";
  const path = nextUrl.startsWith("/") ? nextUrl : `/${nextUrl}`;
  return /^\/(?![/\\])[\w\-./?=&%]*$/.test(path) ? path : "/";
}

/** The back office's first page: where an operator starts. */
export const BACK_OFFICE_HOME = "/admin/bookings";

/**
 * Where someone who has just signed in goes: the page they asked to return to, else their own
 * start page (the back office for an operator, the home page for a tourist).
 */
export function landingPath(nextUrl: string | null | undefined, isOperator: boolean): string {
  if (nextUrl) return safeNextPath(nextUrl);
  return isOperator ? BACK_OFFICE_HOME : "/";
}

/**
 * Where the page's script sends the browser once it has signed in: the page asked for, else the
 * log-in page, which sends whoever is signed in on to their start page (the script does not know
 * the account's role; the server does).
 */
export function pathAfterSignIn(nextUrl: string | null | undefined): string {
  return nextUrl ? safeNextPath(nextUrl) : "/login";
}
