import { exports } from "cloudflare:workers";
import type { Site } from "./client.ts";
import { hostOf } from "./hosts.ts";

export interface Reply {
  status: number;
  body: any;
  headers: Headers;
}

/**
 * A browser on one site: it keeps cookies, echoes XSRF-TOKEN as the web app does, and comes
 * from its own address so rate limits of one test do not spill into another.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  private static next = 1;

  constructor(
    readonly site: Site = "en",
    /** The address Cloudflare reports (CF-Connecting-IP); a new one for each browser unless given. */
    readonly ip = `203.0.113.${Browser.next++}`,
  ) {}

  async request(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Reply> {
    const { status, text, headers } = await this.fetchText(method, path, options);
    const json = headers.get("content-type")?.includes("application/json");
    return { status, body: json && text ? JSON.parse(text) : text || null, headers };
  }

  /** A request whose answer is read as text: pages, forms and their HTML. */
  async fetchText(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; redirect?: RequestRedirect } = {},
  ): Promise<{ status: number; text: string; headers: Headers }> {
    const headers = new Headers(options.headers);
    headers.set("cf-connecting-ip", this.ip);
    if (this.cookies.size > 0) {
      headers.set(
        "cookie",
        [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("; "),
      );
    }
    const sentAsIs = isSentAsIs(options.body);
    if (options.body !== undefined && !sentAsIs && !headers.has("content-type")) {
      headers.set("content-type", "application/json");
    }
    const response = await (exports as unknown as { default: Fetcher }).default.fetch(
      new Request(`http://${hostOf(this.site)}${path}`, {
        method,
        headers,
        ...(options.redirect ? { redirect: options.redirect } : {}),
        body:
          options.body === undefined ? undefined : sentAsIs ? (options.body as BodyInit) : JSON.stringify(options.body),
      }),
    );
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = cookie.split(";");
      const [name = "", ...value] = pair.split("=");
      const maxAge = attributes.find((a) => a.trim().toLowerCase().startsWith("max-age="));
      if (maxAge?.trim().toLowerCase() === "max-age=0") this.cookies.delete(name);
      else this.cookies.set(name, decodeURIComponent(value.join("=")));
    }
    return { status: response.status, text: await response.text(), headers: response.headers };
  }

  /** A page as the browser loads it: HTML, redirects not followed. */
  page(path: string) {
    return this.fetchText("GET", path, { headers: { accept: "text/html" }, redirect: "manual" });
  }

  /**
   * A plain HTML form post (application/x-www-form-urlencoded), as a browser without JavaScript
   * sends it; with `csrf`, the `_token` field carries the XSRF-TOKEN cookie, as the page renders it.
   */
  async submit(path: string, fields: Record<string, string>, { csrf = true } = {}) {
    if (csrf && !this.cookies.has("XSRF-TOKEN")) await this.get("/sanctum/csrf-cookie");
    const form = new URLSearchParams(fields);
    if (csrf && !form.has("_token")) form.set("_token", this.cookies.get("XSRF-TOKEN") ?? "");
    return this.fetchText("POST", path, {
      body: form.toString(),
      headers: { accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
  }

  /**
   * A form with a file, as a browser without JavaScript posts it (multipart/form-data): the fields,
   * the page's CSRF token in `_token`, and the file in `photo`.
   */
  async submitPhoto(
    path: string,
    fields: Record<string, string>,
    file: { bytes: Uint8Array<ArrayBuffer> | string; name: string; type: string },
  ) {
    if (!this.cookies.has("XSRF-TOKEN")) await this.get("/sanctum/csrf-cookie");
    const form = new FormData();
    form.set("_token", this.cookies.get("XSRF-TOKEN") ?? "");
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set("photo", new File([file.bytes], file.name, { type: file.type }));
    return this.fetchText("POST", path, { body: form, headers: { accept: "text/html" }, redirect: "manual" });
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request("GET", path, { headers });
  }

  /** A state change as the web app sends it: CSRF cookie first, then the token in the header. */
  async post(path: string, body: unknown, headers: Record<string, string> = {}) {
    if (!this.cookies.has("XSRF-TOKEN")) await this.get("/sanctum/csrf-cookie");
    return this.request("POST", path, {
      body,
      headers: { "x-xsrf-token": this.cookies.get("XSRF-TOKEN") ?? "", ...headers },
    });
  }
}

let accounts = 0;

export function newEmail(): string {
  accounts += 1;
  return `tourist${accounts}-${Date.now()}@example.com`;
}

/**
 * A body the request carries as it is: text, a form, or bytes. Anything else is a JSON value, sent
 * stringified (JSON.stringify would turn bytes into an object with a key per byte, many times larger).
 */
function isSentAsIs(body: unknown): boolean {
  return (
    typeof body === "string" ||
    body instanceof FormData ||
    body instanceof Uint8Array ||
    body instanceof ArrayBuffer ||
    body instanceof Blob
  );
}
