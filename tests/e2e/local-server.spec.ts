import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";

/**
 * What only the local server (workerd, as scripts/serve.ts runs it) showed: an answer given before the
 * request's body was read broke the connection ("Network connection lost") and became a 500 with
 * a stack trace. No browser: these are plain HTTP requests.
 */
const port = Number(process.env.E2E_PORT ?? 8790);
// Node does not resolve *.localhost; 127.0.0.1 is one of the Indonesian site's hosts.
const origin = `http://127.0.0.1:${port}`;

const jsonBody = (bytes: number) => JSON.stringify({ padding: "x".repeat(bytes) });

test.describe("early refusals of a POST with a body on the local server", () => {
  const cases = [
    { path: "/api/logout", bytes: 60 * 1024, status: 419 },
    { path: "/api/no-such-endpoint", bytes: 60 * 1024, status: 404 },
    { path: "/api/logout", bytes: 100 * 1024, status: 413 },
    { path: "/api/user", bytes: 60 * 1024, status: 405 },
  ];
  for (const { path, bytes, status } of cases) {
    test(`POST ${path} with ${bytes / 1024} KB answers ${status} every time, as JSON without a stack trace`, async ({
      request,
    }) => {
      const data = jsonBody(bytes);
      for (let attempt = 0; attempt < 40; attempt += 1) {
        const response = await request.post(`${origin}${path}`, {
          data,
          headers: { "content-type": "application/json" },
        });
        const text = await response.text();
        expect(response.status(), `attempt ${attempt + 1}: ${text.slice(0, 200)}`).toBe(status);
        expect(response.headers()["content-type"]).toContain("application/json");
        expect(text).not.toMatch(/\bat \S+ \(|Network connection lost|\.js:\d+:\d+/);
      }
    });
  }
});

/** A GET with a body, as some clients and proxies send it (fetch refuses to): the raw answer. */
function getWithBody(path: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const sent = httpRequest(`${origin}${path}`, { method: "GET", headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    sent.on("error", reject);
    sent.end(body);
  });
}

test.describe("a GET that carries a body on the local server", () => {
  for (const { label, headers, body } of [
    { label: "Content-Length: 0", headers: { "content-length": "0" }, body: "" },
    { label: "a small body", headers: { "content-length": "1" }, body: "x" },
    { label: "a chunked body", headers: { "transfer-encoding": "chunked" }, body: "x" },
  ]) {
    test(`with ${label} is answered as the GET it is`, async () => {
      for (const path of ["/", "/api/types"]) {
        const reply = await getWithBody(path, headers, body);
        expect(reply.status, `${path}: ${reply.text.slice(0, 200)}`).toBe(200);
      }
    });
  }
});
