import { CSRF_COOKIE, HOST_CSRF_COOKIE } from "#domain/forms.ts";

/**
 * The CSRF token to echo in X-XSRF-TOKEN, from `document.cookie`: the `__Host-` cookie on the
 * https sites, XSRF-TOKEN on the local http ones. The `__Host-` one wins, so a plain XSRF-TOKEN
 * that a sister host planted beside it is never sent (decision 0037).
 */
export function xsrfTokenFrom(cookies: string): string {
  const values = new Map<string, string>();
  for (const part of cookies.split(";")) {
    const [name = "", ...value] = part.trim().split("=");
    if (!values.has(name)) values.set(name, value.join("="));
  }
  const raw = values.get(HOST_CSRF_COOKIE) ?? values.get(CSRF_COOKIE) ?? "";
  try {
    return decodeURIComponent(raw);
  } catch {
    return "";
  }
}
