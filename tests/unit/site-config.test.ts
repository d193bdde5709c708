import { describe, expect, it } from "vitest";
import { siteConfig } from "#workers/config.ts";

const VARS = {
  LOCALE_HOSTS: "localhost=id,en.localhost=en",
  DEFAULT_LOCALE: "id",
  WHATSAPP_NUMBER: "6281338512345",
  OPERATOR_EMAIL: "hello@balitours.example",
  MAIL_FROM: "bookings@balitours.example",
};

const configWith = (origins: string) => siteConfig({ ...VARS, SITE_ORIGINS: origins } as unknown as Env);

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
