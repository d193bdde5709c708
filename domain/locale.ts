export const LOCALES = ["id", "en"] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return value === "id" || value === "en";
}

/** Parses "host=locale,host=locale" (from wrangler.toml's LOCALE_HOSTS) into a lookup. */
export function parseLocaleHosts(spec: string): Map<string, Locale> {
  const hosts = new Map<string, Locale>();
  for (const pair of spec.split(",")) {
    const [host, locale] = pair.split("=").map((part) => part.trim().toLowerCase());
    if (host && isLocale(locale)) hosts.set(host, locale);
  }
  return hosts;
}

/** The site's language from the Host header; the port is ignored and unknown hosts get the fallback. */
export function localeFromHost(host: string | null, hosts: ReadonlyMap<string, Locale>, fallback: Locale): Locale {
  if (!host) return fallback;
  const name = host.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  return hosts.get(name) ?? fallback;
}

/** The same path on the other language's site: the first host configured for that locale, same port. */
export function twinOrigin(requestUrl: URL, target: Locale, hosts: ReadonlyMap<string, Locale>): string {
  const current = requestUrl.hostname.toLowerCase();
  const candidates = [...hosts].filter(([, locale]) => locale === target).map(([host]) => host);
  // Prefer a host on the same domain, so localhost pairs with en.localhost and production with production.
  const sameDomain = candidates.find(
    (host) => host.endsWith(current.replace(/^en\./, "")) || current.endsWith(host.replace(/^en\./, "")),
  );
  const host = sameDomain ?? candidates[0] ?? requestUrl.hostname;
  const port = requestUrl.port ? `:${requestUrl.port}` : "";
  return `${requestUrl.protocol}//${host}${port}`;
}
