/**
 * The security headers of every answer, set in workers/app.ts on the way out (so answers from the
 * edge cache get them too), and the Content-Security-Policy of HTML pages, which app/entry.server
 * sets with the nonce of the render (docs/decisions/0003-security-headers.md).
 */
import { isLocalHost } from "./cookies.ts";
import { withHeader } from "./http.ts";

const CSP = "Content-Security-Policy";
const TWO_YEARS = 2 * 365 * 24 * 60 * 60;

/**
 * A page runs its own script files and, inline, only what this render wrote with `nonce`: React
 * Router's context and route scripts, and React's streaming scripts. Style attributes (React's
 * `style={{}}`, and a static island's HTML) stay allowed: they cannot run code. `development`
 * relaxes it for Vite's dev server, which injects <style> elements and talks over a WebSocket.
 */
export function pageContentSecurityPolicy(nonce: string, development = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    development ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    // Profile pictures come from the sign-in providers' servers.
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Anything that is not a page (JSON, XML, text, images): nothing in it may run or be framed. */
const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The headers every answer carries; a page's own CSP (with its nonce) is kept. */
export function withSecurityHeaders(request: Request, response: Response): Response {
  // Set on the answer itself where it can be: a copy per answer was one more per cache hit.
  const secured = withHeader(response, "X-Content-Type-Options", "nosniff");
  const headers = secured.headers;
  if (!headers.has(CSP)) headers.set(CSP, NON_PAGE_POLICY);
  headers.set("X-Frame-Options", "DENY");
  // A page that asks for less (the e-mail link's page, whose URL holds a token) keeps its own.
  if (!headers.has("Referrer-Policy")) headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  if (!isLocalHost(request)) headers.set("Strict-Transport-Security", `max-age=${TWO_YEARS}; includeSubDomains`);
  return secured;
}
