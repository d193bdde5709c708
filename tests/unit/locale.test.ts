import { describe, expect, it } from "vitest";
import { localeFromHost, parseLocaleHosts, twinOrigin } from "#domain/locale.ts";

const hosts = parseLocaleHosts("localhost=id, en.localhost=en,balitours.example=id,en.balitours.example=en,bad=xx");

describe("the site's language from the Host header", () => {
  it("serves Indonesian on the apex host and English on en., whatever the port", () => {
    expect(localeFromHost("localhost:8787", hosts, "id")).toBe("id");
    expect(localeFromHost("en.localhost:8787", hosts, "id")).toBe("en");
    expect(localeFromHost("EN.BaliTours.example", hosts, "id")).toBe("en");
    expect(localeFromHost("balitours.example.", hosts, "id")).toBe("id");
  });

  it("falls back to the default language for unknown or missing hosts", () => {
    expect(localeFromHost("evil.example", hosts, "id")).toBe("id");
    expect(localeFromHost(null, hosts, "id")).toBe("id");
    expect(localeFromHost("bad", hosts, "id")).toBe("id");
  });

  it("links each page to the same path on the other language's site", () => {
    expect(twinOrigin(new URL("http://localhost:8787/tips"), "en", hosts)).toBe("http://en.localhost:8787");
    expect(twinOrigin(new URL("http://en.localhost:8787/tips"), "id", hosts)).toBe("http://localhost:8787");
    expect(twinOrigin(new URL("https://balitours.example/"), "en", hosts)).toBe("https://en.balitours.example");
    expect(twinOrigin(new URL("https://en.balitours.example/"), "id", hosts)).toBe("https://balitours.example");
  });
});
