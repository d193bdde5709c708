import { type } from "arktype";
import { type Locale, localeFromHost, parseLocaleHosts } from "#app/i18n/locale.ts";

const envVars = type({
  LOCALE_HOSTS: "string > 0",
  DEFAULT_LOCALE: "'id' | 'en'",
  WHATSAPP_NUMBER: /^\d{8,15}$/,
  OPERATOR_EMAIL: "string.email",
  MAIL_FROM: "string.email",
  "MAIL_SINK_URL?": "string.url",
});

export interface SiteConfig {
  localeHosts: ReadonlyMap<string, Locale>;
  defaultLocale: Locale;
  whatsappNumber: string;
  /** Where tourists write to the operator, and where booking notifications go. */
  operatorEmail: string;
  mail: MailConfig;
}

export interface MailConfig {
  /** The sender of every e-mail; in production an address on a domain onboarded to Cloudflare Email Service. */
  from: string;
  /** Set only by scripts/serve.ts: messages are POSTed there as .eml files instead of being sent. */
  sinkUrl: string | null;
}

const parsed = new WeakMap<object, SiteConfig>();

/** The worker's vars, checked once per isolate; a misconfigured deploy fails loudly at the first request. */
export function siteConfig(env: Env): SiteConfig {
  const cached = parsed.get(env);
  if (cached) return cached;
  const vars = envVars(env);
  if (vars instanceof type.errors) throw new Error(`Invalid worker configuration: ${vars.summary}`);
  const config: SiteConfig = {
    localeHosts: parseLocaleHosts(vars.LOCALE_HOSTS),
    defaultLocale: vars.DEFAULT_LOCALE,
    whatsappNumber: vars.WHATSAPP_NUMBER,
    operatorEmail: vars.OPERATOR_EMAIL,
    mail: { from: vars.MAIL_FROM, sinkUrl: vars.MAIL_SINK_URL ?? null },
  };
  parsed.set(env, config);
  return config;
}

export function requestLocale(request: Request, env: Env): Locale {
  const config = siteConfig(env);
  return localeFromHost(
    request.headers.get("host") ?? new URL(request.url).host,
    config.localeHosts,
    config.defaultLocale,
  );
}
