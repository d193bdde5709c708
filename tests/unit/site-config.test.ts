import { describe, expect, it } from "vitest";
import { siteConfig } from "#workers/config.ts";

const VARS = {
  LOCALE_HOSTS: "localhost=id,en.localhost=en",
  DEFAULT_LOCALE: "id",
  WHATSAPP_NUMBER: "6281338512345",
  OPERATOR_EMAIL: "hello@balitours.example",
  MAIL_FROM: "bookings@balitours.example",
};

const ORIGINS = "id=https://balitours.example,en=https://en.balitours.example";

const configWith = (origins: string) => siteConfig({ ...VARS, SITE_ORIGINS: origins } as unknown as Env);

const scaleWith = (scale: string | number | undefined) =>
  siteConfig({
    ...VARS,
    SITE_ORIGINS: ORIGINS,
    ...(scale === undefined ? {} : { RATE_LIMIT_SCALE: scale }),
  } as unknown as Env).rateLimitScale;

const socialWith = (vars: Record<string, string>) =>
  siteConfig({ ...VARS, SITE_ORIGINS: ORIGINS, ...vars } as unknown as Env).social;

describe("SITE_ORIGINS, where links in e-mails lead", () => {
  it("names each language's site", () => {
    expect(configWith("id=https://balitours.example, en=https://en.balitours.example").siteOrigins).toEqual({
      id: "https://balitours.example",
      en: "https://en.balitours.example",
    });
    expect(configWith("id=http://localhost:8807,en=http://en.localhost:8807").siteOrigins.en).toBe(
      "http://en.localhost:8807",
    );
  });

  it("refuses a site missing, a path or a trailing slash, and what is not http(s)", () => {
    for (const origins of [
      "id=https://balitours.example",
      "id=https://balitours.example/,en=https://en.balitours.example",
      "id=https://balitours.example/id,en=https://en.balitours.example",
      "id=ftp://balitours.example,en=https://en.balitours.example",
      "",
    ]) {
      expect(() => configWith(origins), origins).toThrow(/Invalid worker configuration/);
    }
  });
});

describe("RATE_LIMIT_SCALE", () => {
  it("keeps the real limits when it is not set", () => {
    expect(scaleWith(undefined)).toBe(1);
  });

  it("multiplies them by the whole number given as a var", () => {
    expect(scaleWith("20")).toBe(20);
    expect(scaleWith(3)).toBe(3);
  });

  it("refuses to run with a value that is not a whole number from 1 to 1000", () => {
    for (const value of ["0", "-2", "2.5", "lots", "", "1001"]) {
      expect(() => scaleWith(value), value).toThrow(/RATE_LIMIT_SCALE/);
    }
  });
});

describe("the social sign-in providers", () => {
  it("configures a provider only when its id is set, an empty var counting as unset", () => {
    expect(socialWith({})).toEqual({});
    expect(socialWith({ GOOGLE_CLIENT_ID: "", FACEBOOK_APP_ID: "app", FACEBOOK_APP_SECRET: "" })).toEqual({});
    expect(socialWith({ GOOGLE_CLIENT_ID: "client" }).google?.authUrl).toBe(
      "https://accounts.google.com/o/oauth2/v2/auth",
    );
  });

  it("refuses a provider URL that is not a URL", () => {
    expect(() => socialWith({ GOOGLE_CLIENT_ID: "client", GOOGLE_TOKENINFO_URL: "nowhere" })).toThrow(
      /Invalid worker configuration/,
    );
  });
});
