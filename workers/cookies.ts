/**
 * Reading and writing cookies, without a library: the worker needs only these few. A cookie whose
 * value does not decode (`bali_session=%`) is treated as absent: anyone can set such a cookie, and
 * throwing on it would lock that visitor out of every page, sign-out included.
 */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decoded(value.join("="));
  }
  return null;
}

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Secure everywhere except on this machine, where the sites are plain http. */
export function isLocalHost(request: Request): boolean {
  const host = new URL(request.url).hostname;
  return host === "localhost" || host.endsWith(".localhost") || host === "127.0.0.1";
}

export interface CookieOptions {
  maxAgeSeconds: number;
  httpOnly: boolean;
  /** Where the browser sends it; the whole site unless given. */
  path?: string;
}

export function serializeCookie(request: Request, name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? "/"}`,
    `Max-Age=${options.maxAgeSeconds}`,
    "SameSite=Lax",
  ];
  if (options.httpOnly) parts.push("HttpOnly");
  if (!isLocalHost(request)) parts.push("Secure");
  return parts.join("; ");
}
