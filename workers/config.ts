import { type } from "arktype";
import { type Locale, localeFromHost, parseLocaleHosts } from "#domain/locale.ts";
import { type SocialConfig, socialConfigOf } from "./accounts/social-providers.ts";

/** An origin as a link needs it: scheme, host and port, nothing after. */
const origin = type("string.url").narrow((value, ctx) => {
  const url = new URL(value);
  return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value
    ? true
    : ctx.mustBe("an origin such as https://balitours.example");
});

/** "id=https://balitours.example,en=https://en.balitours.example": each language's site. */
const siteOrigins = type("string")
  .pipe((spec) => Object.fromEntries(spec.split(",").map((pair) => pair.split("=").map((part) => part.trim()))))
  .to({ id: origin, en: origin });

/** An optional var; an empty string counts as not set. */
const optionalText = type("string").pipe((value) => value || undefined);
const optionalUrl = type("string.url | ''").pipe((value) => value || undefined);

const envVars = type({
  LOCALE_HOSTS: "string > 0",
  DEFAULT_LOCALE: "'id' | 'en'",
  WHATSAPP_NUMBER: /^\d{8,15}$/,
  OPERATOR_EMAIL: "string.email",
  MAIL_FROM: "string.email",
  "MAIL_SINK_URL?": "string.url",
  SITE_ORIGINS: siteOrigins,
  "RATE_LIMIT_SCALE?": type("string.integer.parse | number.integer").to("1 <= number <= 1000"),
  "GOOGLE_CLIENT_ID?": optionalText,
  "GOOGLE_AUTH_URL?": optionalUrl,
  "GOOGLE_TOKENINFO_URL?": optionalUrl,
  "GOOGLE_USERINFO_URL?": optionalUrl,
  "FACEBOOK_APP_ID?": optionalText,
  "FACEBOOK_APP_SECRET?": optionalText,
  "FACEBOOK_AUTH_URL?": optionalUrl,
  "FACEBOOK_GRAPH_URL?": optionalUrl,
  "GYG_NOTIFY_URL?": optionalUrl,
  "GYG_NOTIFY_CREDENTIALS?": optionalText,
});

export type EnvVars = typeof envVars.infer;

export interface SiteConfig {
  localeHosts: ReadonlyMap<string, Locale>;
  defaultLocale: Locale;
  whatsappNumber: string;
  /** Where tourists write to the operator, and where booking notifications go. */
  operatorEmail: string;
  mail: MailConfig;
  /**
   * Each language's site as links in e-mails name it. Links never come from the request's Host,
   * which whoever sends the request chooses.
   */
  siteOrigins: Readonly<Record<Locale, string>>;
  /** The social sign-in providers that are configured; a missing one hides its button. */
  social: SocialConfig;
  /**
   * Multiplies the per-address limits of sign-ins, sign-ups, lookups and booking requests. Production leaves it unset
   * (1). Locally every request comes from the address "local", so the browser tests, which sign up,
   * look up and book for many tourists in a minute, run with a larger allowance; the worker tests keep the
   * real limits.
   */
  rateLimitScale: number;
  getYourGuide: GetYourGuideConfig;
}

/** Where GetYourGuide hears of availability changes (workers/channels/gyg-notifications.ts). */
export interface GetYourGuideConfig {
  /** Its notify-availability-update endpoint; null sends nothing (the notifications wait). */
  notifyUrl: string | null;
  /** The `user:password` GetYourGuide gave us for that call: the secret GYG_NOTIFY_CREDENTIALS. */
  credentials: string | null;
}

export interface MailConfig {
  /** The sender of every e-mail; in production an address on a domain onboarded to Cloudflare Email Service. */
  from: string;
  /** Set only by scripts/serve.ts: messages are POSTed there as .eml files instead of being sent. */
  sinkUrl: string | null;
}

const parsed = new WeakMap<object, SiteConfig>();

/**
 * The worker's vars, all of them, checked once per isolate; a misconfigured deploy fails loudly at
 * the first request.
 */
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
    siteOrigins: vars.SITE_ORIGINS,
    social: socialConfigOf(vars),
    rateLimitScale: vars.RATE_LIMIT_SCALE ?? 1,
    getYourGuide: { notifyUrl: vars.GYG_NOTIFY_URL ?? null, credentials: vars.GYG_NOTIFY_CREDENTIALS ?? null },
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
