import { env } from "cloudflare:workers";
import { type ActionFunctionArgs, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { action } from "#app/routes/api/register.ts";
import { cloudflareContext } from "#workers/context.ts";
import { newEmail } from "./browser.ts";

/**
 * Through the worker's fetch handler one isolate takes requests one after the other (hashing a
 * password blocks it), so two sign-ups never interleave there; across isolates in production they
 * do. Calling the route's action directly lets every sign-up check the e-mail before any inserts.
 */
function signUp(email: string, n: number): Promise<Response> {
  const token = "x".repeat(43);
  const request = new Request("http://en.localhost/api/register", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: `XSRF-TOKEN=${token}`,
      "x-xsrf-token": token,
      "cf-connecting-ip": `198.51.100.${n}`,
    },
    body: JSON.stringify({ name: `Twin ${n}`, email, password: "same-time-123" }),
  });
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env, ctx: {} as ExecutionContext });
  return action({ request, params: {}, context } as unknown as ActionFunctionArgs) as Promise<Response>;
}

describe("simultaneous sign-ups of one e-mail", () => {
  it("make one account: one 201, the others 422 'already registered', never a 500", async () => {
    const email = newEmail();
    const responses = await Promise.all([1, 2, 3, 4].map((n) => signUp(email, n)));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 422, 422, 422]);
    for (const response of responses.filter((r) => r.status === 422)) {
      expect(((await response.json()) as { message: { email: string[] } }).message.email).toEqual([
        "This e-mail is already registered.",
      ]);
    }
    const users = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(users?.n).toBe(1);
  });
});
