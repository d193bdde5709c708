import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { Browser, newEmail } from "./browser.ts";
import type { Site } from "./client.ts";

/**
 * The answers every /api call can give whatever it does (419, 405, 404, 422 on a query, 500 and a
 * sign-out) speak the request's language, as its own refusals do; their status and fields stay.
 */

const SITES: Site[] = ["id", "en"];

function expected(site: Site, texts: Record<Site, string>): string {
  return texts[site];
}

describe("the protocol's refusals in the request's language", () => {
  for (const site of SITES) {
    it(`answers a change without the CSRF token with 419 in ${site}`, async () => {
      const browser = new Browser(site);
      await browser.get("/sanctum/csrf-cookie");
      const reply = await browser.request("POST", "/api/subscriber", { body: { email: newEmail() } });
      expect(reply.status).toBe(419);
      expect(reply.body).toEqual({
        message: expected(site, {
          id: "Formulir ini sudah kedaluwarsa. Silakan muat ulang halaman lalu coba lagi.",
          en: "This form has expired. Please reload the page and try again.",
        }),
      });
    });

    it(`answers a method a route does not take with 405 in ${site}, Allow unchanged`, async () => {
      const browser = new Browser(site);
      const post = await browser.request("POST", "/api/types", { body: {} });
      const get = await browser.request("GET", "/api/login");
      const message = expected(site, { id: "Metode permintaan ini tidak diizinkan.", en: "Method not allowed." });
      expect([post.status, post.body, post.headers.get("allow")]).toEqual([405, { message }, "GET, HEAD"]);
      expect([get.status, get.body, get.headers.get("allow")]).toEqual([405, { message }, "POST"]);
    });

    it(`names what was not found, in ${site}`, async () => {
      const browser = new Browser(site);
      const answers = await Promise.all(
        ["/api/tips/no-such-tip", "/api/transport/not-a-number", "/api/no-such-call", "/api/regency/999999"].map(
          async (path) => {
            const reply = await browser.request("GET", path);
            return [reply.status, reply.body.message];
          },
        ),
      );
      const texts = {
        id: [
          "Tips tidak ditemukan.",
          "Transportasi tidak ditemukan.",
          "Endpoint API tidak ditemukan.",
          "Kabupaten tidak ditemukan.",
        ],
        en: ["Tip not found.", "Transport not found.", "API endpoint not found.", "Regency not found."],
      };
      expect(answers).toEqual(texts[site].map((message) => [404, message]));
    });

    it(`answers a body that is not JSON and an unknown sign-in provider in ${site}`, async () => {
      const browser = new Browser(site);
      await browser.get("/sanctum/csrf-cookie");
      const notJson = await browser.post("/api/login", "{ not json", { "content-type": "application/json" });
      const provider = await browser.post("/api/auth/myspace", { code: "x" });
      expect([notJson.status, notJson.body.message]).toEqual([
        422,
        expected(site, { id: "Isi permintaan harus berupa JSON.", en: "The request body must be JSON." }),
      ]);
      expect([provider.status, provider.body.message]).toEqual([
        404,
        expected(site, { id: "Layanan masuk ini tidak dikenal.", en: "Unknown sign-in provider." }),
      ]);
    });

    it(`says signed out in ${site}`, async () => {
      const browser = new Browser(site);
      const email = newEmail();
      expect((await browser.post("/api/register", { name: "Wayan", email, password: "sunrise-at-batur" })).status).toBe(
        201,
      );
      const reply = await browser.post("/api/logout", {});
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ message: expected(site, { id: "Anda telah keluar.", en: "Signed out." }) });
    });
  }
});

describe("a query parameter's problem names the parameter, in the request's language", () => {
  for (const site of SITES) {
    it(`answers page=0, a long search, a missing suggestion query and lang=fr with 422 in ${site}`, async () => {
      const browser = new Browser(site);
      const page = await browser.request("GET", "/api/tips?page=0");
      const long = await browser.request("GET", `/api/search?query=${"a".repeat(201)}`);
      const missing = await browser.request("GET", "/api/search/suggest");
      const lang = await browser.request("GET", "/api/activity/day-tours/ubud-tour?lang=fr");
      const invalid = (name: string) =>
        site === "id" ? `Nilai parameter kueri “${name}” tidak valid.` : `The query parameter “${name}” is not valid.`;
      const tooLong = (name: string) =>
        site === "id" ? `Parameter kueri “${name}” terlalu panjang.` : `The query parameter “${name}” is too long.`;
      const absent = (name: string) =>
        site === "id" ? `Parameter kueri “${name}” tidak ada.` : `The query parameter “${name}” is missing.`;
      expect([page.status, page.body]).toEqual([
        422,
        { message: invalid("page"), errors: { page: [invalid("page")] } },
      ]);
      expect([long.status, long.body]).toEqual([
        422,
        { message: tooLong("query"), errors: { query: [tooLong("query")] } },
      ]);
      expect([missing.status, missing.body]).toEqual([
        422,
        { message: absent("query"), errors: { query: [absent("query")] } },
      ]);
      expect([lang.status, lang.body]).toEqual([
        422,
        { message: invalid("lang"), errors: { lang: [invalid("lang")] } },
      ]);
    });
  }
});

describe("the generic 500", () => {
  for (const site of SITES) {
    it(`answers a failure of our own with 500 in ${site}, and no detail`, async () => {
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      // A real failure of the database: the table a tip is read from is gone for this one call.
      await env.DB.exec("ALTER TABLE tips RENAME TO tips_away");
      try {
        const reply = await new Browser(site).request("GET", `/api/tips/gone-${site}`);
        expect(reply.status).toBe(500);
        expect(reply.body).toEqual({
          message: expected(site, {
            id: "Terjadi kesalahan di pihak kami. Silakan coba lagi.",
            en: "Something went wrong on our side. Please try again.",
          }),
        });
        expect(logged).toHaveBeenCalled();
      } finally {
        await env.DB.exec("ALTER TABLE tips_away RENAME TO tips");
        logged.mockRestore();
      }
    });
  }
});
