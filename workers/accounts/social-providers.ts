import { type } from "arktype";
import type { EnvVars } from "#workers/config.ts";
import type { Provider, VerifiedProfile } from "./accounts.ts";

/**
 * Verifies a provider's access token with the provider itself and reads the person's profile.
 * A token is only accepted if it was issued to our own app (audience check), so a token that
 * another site obtained cannot sign someone in here. Base URLs are configuration, so tests run
 * a local fake provider.
 */
export interface SocialConfig {
  google?: { clientId: string; authUrl: string; tokenInfoUrl: string; userInfoUrl: string };
  facebook?: { appId: string; appSecret: string; authUrl: string; graphUrl: string };
}

/** The providers the vars configure, with the providers' own URLs unless the vars name others (tests). */
export function socialConfigOf(vars: EnvVars): SocialConfig {
  const config: SocialConfig = {};
  if (vars.GOOGLE_CLIENT_ID) {
    config.google = {
      clientId: vars.GOOGLE_CLIENT_ID,
      authUrl: vars.GOOGLE_AUTH_URL ?? "https://accounts.google.com/o/oauth2/v2/auth",
      tokenInfoUrl: vars.GOOGLE_TOKENINFO_URL ?? "https://oauth2.googleapis.com/tokeninfo",
      userInfoUrl: vars.GOOGLE_USERINFO_URL ?? "https://openidconnect.googleapis.com/v1/userinfo",
    };
  }
  if (vars.FACEBOOK_APP_ID && vars.FACEBOOK_APP_SECRET) {
    config.facebook = {
      appId: vars.FACEBOOK_APP_ID,
      appSecret: vars.FACEBOOK_APP_SECRET,
      authUrl: vars.FACEBOOK_AUTH_URL ?? "https://www.facebook.com/v19.0/dialog/oauth",
      graphUrl: vars.FACEBOOK_GRAPH_URL ?? "https://graph.facebook.com",
    };
  }
  return config;
}

/** The part of the configuration the browser may see: public ids and where to send the tourist. */
export function publicSocialConfig(config: SocialConfig) {
  return {
    ...(config.google ? { google: { clientId: config.google.clientId, authUrl: config.google.authUrl } } : {}),
    ...(config.facebook ? { facebook: { appId: config.facebook.appId, authUrl: config.facebook.authUrl } } : {}),
  };
}

export class ProviderRefused extends Error {}

async function getJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(8000) });
  if (!response.ok) throw new ProviderRefused(`${new URL(url).host} answered ${response.status}`);
  return response.json();
}

function checked<T extends type.Any>(schema: T, value: unknown): T["infer"] {
  const result = schema(value);
  if (result instanceof type.errors) throw new ProviderRefused(`Unexpected provider answer: ${result.summary}`);
  return result as T["infer"];
}

const googleTokenInfo = type({
  "aud?": "string",
  "azp?": "string",
  sub: "string > 0",
  "email?": "string.email",
  "email_verified?": "string | boolean",
});
const googleUserInfo = type({ "name?": "string", "picture?": "string" });

async function verifyGoogle(config: NonNullable<SocialConfig["google"]>, token: string): Promise<VerifiedProfile> {
  const info = checked(
    googleTokenInfo,
    await getJson(`${config.tokenInfoUrl}?access_token=${encodeURIComponent(token)}`),
  );
  if (info.aud !== config.clientId && info.azp !== config.clientId) throw new ProviderRefused("Token of another app");
  if (!info.email || String(info.email_verified) !== "true") throw new ProviderRefused("No verified e-mail");
  const profile = checked(
    googleUserInfo,
    await getJson(config.userInfoUrl, { headers: { Authorization: `Bearer ${token}` } }).catch(() => ({})),
  );
  return {
    provider: "google",
    providerId: info.sub,
    email: info.email,
    name: profile.name?.trim() || info.email.split("@")[0] || info.email,
    image: profile.picture ?? null,
  };
}

const facebookDebug = type({ data: { app_id: "string", is_valid: "boolean", user_id: "string > 0" } });
const facebookMe = type({
  id: "string > 0",
  "name?": "string",
  "email?": "string.email",
  "picture?": { "data?": { "url?": "string" } },
});

async function verifyFacebook(config: NonNullable<SocialConfig["facebook"]>, token: string): Promise<VerifiedProfile> {
  const appToken = `${config.appId}|${config.appSecret}`;
  const debug = checked(
    facebookDebug,
    await getJson(
      `${config.graphUrl}/debug_token?input_token=${encodeURIComponent(token)}&access_token=${encodeURIComponent(appToken)}`,
    ),
  );
  if (!debug.data.is_valid || debug.data.app_id !== config.appId) throw new ProviderRefused("Token of another app");
  const me = checked(
    facebookMe,
    await getJson(`${config.graphUrl}/me?fields=id,name,email,picture&access_token=${encodeURIComponent(token)}`),
  );
  if (me.id !== debug.data.user_id || !me.email) throw new ProviderRefused("No e-mail from Facebook");
  return {
    provider: "facebook",
    providerId: me.id,
    email: me.email,
    name: me.name?.trim() || me.email.split("@")[0] || me.email,
    image: me.picture?.data?.url ?? null,
  };
}

export async function verifyProviderToken(
  provider: Provider,
  config: SocialConfig,
  token: string,
): Promise<VerifiedProfile> {
  if (provider === "google" && config.google) return verifyGoogle(config.google, token);
  if (provider === "facebook" && config.facebook) return verifyFacebook(config.facebook, token);
  throw new ProviderRefused(`${provider} sign-in is not configured`);
}
