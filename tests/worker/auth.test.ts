import { env } from "cloudflare:workers";
import type { ActionFunctionArgs } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { action as registerAction } from "#app/routes/api/register.ts";
import { Browser, newEmail } from "./browser.ts";
import { makeOperator } from "./operator-support.ts";
import { callRoute } from "./route-context.ts";

async function countUsers(email: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?")
    .bind(email)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

async function registered(browser = new Browser("en")) {
  const email = newEmail();
  const reply = await browser.post("/api/register", { name: "Made Wirawan", email, password: "sunrise-at-batur" });
  expect(reply.status).toBe(201);
  return { browser, email, token: reply.body.token as string, reply };
}

describe("CSRF (Sanctum's double-submit cookie)", () => {
  it("hands out a script-readable XSRF-TOKEN cookie with 204", async () => {
    const reply = await new Browser().get("/sanctum/csrf-cookie");
    expect(reply.status).toBe(204);
    const cookie = reply.headers.getSetCookie().find((c) => c.startsWith("XSRF-TOKEN="));
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/);
  });

  it("answers 419 and changes nothing without the header or with a wrong one", async () => {
    const browser = new Browser();
    await browser.get("/sanctum/csrf-cookie");
    const email = newEmail();
    const body = { name: "Nyoman", email, password: "long-enough-1" };
    const missing = await browser.request("POST", "/api/register", { body });
    const wrong = await browser.request("POST", "/api/register", { body, headers: { "x-xsrf-token": "x".repeat(43) } });
    expect(missing.status).toBe(419);
    expect(wrong.status).toBe(419);
    expect(await countUsers(email)).toBe(0);
    const login = await browser.request("POST", "/api/login", { body: { email, password: "whatever-123" } });
    expect(login.status).toBe(419);
  });

  it("answers 419 to sign-out and social sign-in without the token, and to sign-in with a wrong one", async () => {
    const { browser, email } = await registered();
    const count = async () =>
      env.DB.prepare(
        "SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM sessions) AS sessions",
      ).first();
    const before = await count();

    const logout = await browser.request("POST", "/api/logout");
    expect(logout.status).toBe(419);
    expect((await browser.get("/api/user")).status).toBe(200);

    for (const provider of ["google", "facebook"]) {
      const stranger = new Browser();
      await stranger.get("/sanctum/csrf-cookie");
      const reply = await stranger.request("POST", `/api/auth/${provider}`, { body: { code: `${provider}-good` } });
      expect(reply.status, provider).toBe(419);
    }

    const guesser = new Browser();
    await guesser.get("/sanctum/csrf-cookie");
    const login = await guesser.request("POST", "/api/login", {
      body: { email, password: "sunrise-at-batur" },
      headers: { "x-xsrf-token": "y".repeat(43) },
    });
    expect(login.status).toBe(419);
    expect(await count()).toEqual(before);
  });

  it("is not asked of API clients that send a bearer token", async () => {
    const { token } = await registered();
    const apiClient = new Browser();
    const reply = await apiClient.request("POST", "/api/logout", { headers: { authorization: `Bearer ${token}` } });
    expect(reply.status).toBe(200);
  });
});

describe("POST /api/register", () => {
  it("creates the account, signs it in with a token and an HttpOnly session cookie", async () => {
    const { browser, email, token, reply } = await registered();
    expect(reply.body.user).toEqual({ id: expect.any(Number), name: "Made Wirawan", email, image: null });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = reply.headers.getSetCookie().find((c) => c.startsWith("bali_session="));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // plain http on localhost
    expect((await browser.get("/api/user")).body.email).toBe(email);
  });

  it("stores only a PBKDF2 hash of the password and a SHA-256 of the token", async () => {
    const { email, token, reply } = await registered();
    const user = await env.DB.prepare("SELECT id, password_hash FROM users WHERE email = ?")
      .bind(email)
      .first<{ id: number; password_hash: string }>();
    expect(user?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(user?.password_hash).not.toContain("sunrise-at-batur");
    const sessions = await env.DB.prepare("SELECT token_hash FROM sessions WHERE user_id = ?")
      .bind(user?.id)
      .all<{ token_hash: string }>();
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
    const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
    expect(sessions.results.map((s) => s.token_hash)).toEqual([hex]);
    expect(JSON.stringify(reply.body)).not.toMatch(/password|token_hash|pbkdf2/);
  });

  it("answers 422 with the messages under message.name, message.email and message.password", async () => {
    const en = await new Browser("en").post("/api/register", { name: " ", email: "not-an-email", password: "short" });
    expect(en.status).toBe(422);
    expect(en.body.message.name).toEqual(["Username is required."]);
    expect(en.body.message.email).toEqual(["E-mail must be valid."]);
    expect(en.body.message.password).toEqual(["Password must be at least 8 characters."]);
    const id = await new Browser("id").post("/api/register", {});
    expect(id.body.message.email).toEqual(["E-mail wajib diisi."]);
    expect(id.body.message.password).toEqual(["Kata sandi wajib diisi."]);
  });

  it("signs up and in with an address the form takes, apostrophe included", async () => {
    const email = `o'brien.${newEmail()}`;
    const signUp = await new Browser("en").post("/api/register", {
      name: "Siobhan",
      email,
      password: "cliffs-of-uluwatu",
    });
    expect(signUp.status).toBe(201);
    const signIn = await new Browser("en").post("/api/login", { email, password: "cliffs-of-uluwatu" });
    expect(signIn.status).toBe(200);
  });

  it("refuses an e-mail that already has an account, whatever its case", async () => {
    const { email } = await registered();
    const again = await new Browser().post("/api/register", {
      name: "Other",
      email: email.toUpperCase(),
      password: "another-pass",
    });
    expect(again.status).toBe(422);
    expect(again.body.message.email).toEqual(["This e-mail is already registered."]);
    expect(await countUsers(email)).toBe(1);
  });

  it("accepts passwords of 64 characters and more", async () => {
    const reply = await new Browser().post("/api/register", {
      name: "Long",
      email: newEmail(),
      password: "sunset-at-tanah-lot-".repeat(5),
    });
    expect(reply.status).toBe(201);
  });

  it("refuses common passwords, blank or one-character ones and the e-mail itself, under the password", async () => {
    const email = newEmail();
    const cases: [string, string, string][] = [
      [
        "password",
        "This password is too common and easy to guess. Please choose another.",
        "Kata sandi ini terlalu umum dan mudah ditebak. Silakan pilih yang lain.",
      ],
      [
        "12345678",
        "This password is too common and easy to guess. Please choose another.",
        "Kata sandi ini terlalu umum dan mudah ditebak. Silakan pilih yang lain.",
      ],
      [
        "Iloveyou",
        "This password is too common and easy to guess. Please choose another.",
        "Kata sandi ini terlalu umum dan mudah ditebak. Silakan pilih yang lain.",
      ],
      [
        " ".repeat(8),
        "The password cannot be only spaces or one character repeated.",
        "Kata sandi tidak boleh hanya spasi atau satu karakter yang diulang.",
      ],
      [
        "zzzzzzzzzz",
        "The password cannot be only spaces or one character repeated.",
        "Kata sandi tidak boleh hanya spasi atau satu karakter yang diulang.",
      ],
      [
        email.toUpperCase(),
        "The password cannot be your e-mail address or the part before the @.",
        "Kata sandi tidak boleh berupa alamat e-mail Anda atau bagian sebelum @.",
      ],
      [
        email.split("@")[0] ?? "",
        "The password cannot be your e-mail address or the part before the @.",
        "Kata sandi tidak boleh berupa alamat e-mail Anda atau bagian sebelum @.",
      ],
    ];
    for (const [password, en, id] of cases) {
      const english = await new Browser("en").post("/api/register", { name: "Weak", email, password });
      expect(english.status, password).toBe(422);
      expect(english.body.message, password).toEqual({ password: [en] });
      const indonesian = await new Browser("id").post("/api/register", { name: "Weak", email, password });
      expect(indonesian.body.message.password, password).toEqual([id]);
    }
    expect(await countUsers(email)).toBe(0);
  });

  it("limits sign-ups from one address to 5 a minute", async () => {
    const browser = new Browser();
    const statuses = [];
    for (let n = 0; n < 6; n += 1) {
      statuses.push(
        (await browser.post("/api/register", { name: "Bot", email: newEmail(), password: "password-123" })).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("answers 422 for a body that is not JSON", async () => {
    const reply = await new Browser().post("/api/register", "{not json");
    expect(reply.status).toBe(422);
  });
});

describe("POST /api/login and /api/logout", () => {
  it("signs in with a new token each time", async () => {
    const { email, token } = await registered();
    const first = await new Browser().post("/api/login", { email, password: "sunrise-at-batur" });
    const second = await new Browser().post("/api/login", { email: email.toUpperCase(), password: "sunrise-at-batur" });
    expect(first.status).toBe(200);
    expect(new Set([token, first.body.token, second.body.token]).size).toBe(3);
  });

  it("gives the same answer for an unknown e-mail and a wrong password", async () => {
    const { email } = await registered();
    const wrong = await new Browser().post("/api/login", { email, password: "not-the-password" });
    const unknown = await new Browser().post("/api/login", { email: newEmail(), password: "not-the-password" });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe("The e-mail or password is incorrect.");
    const indonesian = await new Browser("id").post("/api/login", { email: newEmail(), password: "not-the-password" });
    expect(indonesian.status).toBe(422);
    expect(indonesian.body.message).toBe("E-mail atau kata sandi salah.");
  });

  it("validates the form as the spec says, in the site's language", async () => {
    const reply = await new Browser("id").post("/api/login", { email: "", password: "" });
    expect(reply.status).toBe(422);
    expect(reply.body.errors.email).toEqual(["E-mail wajib diisi."]);
    expect(reply.body.errors.password).toEqual(["Kata sandi wajib diisi."]);
  });

  const signIn = (email: string, password: string, browser = new Browser()) =>
    browser.post("/api/login", { email, password }).then((reply) => reply.status);

  it("lets the owner in with the right password while strangers try wrong ones from many addresses", async () => {
    const { email } = await registered();
    const operator = await makeOperator();
    for (const account of [email, operator.email]) {
      const strangers = [];
      for (let n = 0; n < 8; n += 1) strangers.push(await signIn(account, "wrong-guess"));
      expect(strangers).toEqual([422, 422, 422, 422, 422, 422, 422, 422]);
    }
    expect(await signIn(email, "sunrise-at-batur")).toBe(200);
    expect(await signIn(operator.email, operator.password)).toBe(200);
  });

  it("holds a guesser: once an account has 5 failures, an address that failed on it waits, right password or not", async () => {
    const { email } = await registered();
    for (const account of [email, newEmail()]) {
      const guesser = new Browser();
      const guesses = [];
      for (let n = 0; n < 5; n += 1) guesses.push(await signIn(account, `wrong-guess-${n}`, guesser));
      expect(guesses, account).toEqual([422, 422, 422, 422, 422]);
      // Each further address gets one guess at the account, not two.
      for (let n = 0; n < 3; n += 1) {
        const helper = new Browser();
        expect(await signIn(account, "wrong-again", helper)).toBe(422);
        expect(await signIn(account, "wrong-once-more", helper)).toBe(429);
      }
    }
    const guesser = new Browser();
    expect(await signIn(email, "wrong-guess", guesser)).toBe(422);
    const held = await guesser.post("/api/login", { email, password: "sunrise-at-batur" });
    expect(held.status).toBe(429);
    expect(held.body.message).toBe("Too many attempts. Please wait a few minutes and try again.");
  });

  it("counts only failures against the account: the owner's own sign-ins never hold anyone", async () => {
    const { email } = await registered();
    for (let n = 0; n < 6; n += 1) expect(await signIn(email, "sunrise-at-batur")).toBe(200);
    const typist = new Browser();
    expect(await signIn(email, "sunrise-at-batuur", typist)).toBe(422);
    expect(await signIn(email, "sunrise-at-batur", typist)).toBe(200);
  });

  it("does not count an attempt its address's own limit refused as a failure on the account", async () => {
    const { email } = await registered();
    const hotelWifi = new Browser();
    for (let n = 0; n < 5; n += 1) await signIn(newEmail(), "guess-123", hotelWifi);
    for (let n = 0; n < 3; n += 1) expect(await signIn(email, "sunrise-at-batur", hotelWifi)).toBe(429);
    // Refused before the password was looked at: nothing held against the account or that address,
    // so once the minute is over the owner is not mistaken for a guesser during an attack.
    const { results } = await env.DB.prepare("SELECT key, hits FROM rate_limits WHERE key LIKE ?1 AND hits > 0")
      .bind(`login:failed%${email}`)
      .all<{ key: string; hits: number }>();
    expect(results).toEqual([]);
  });

  it("allows 5 attempts a minute per address, whatever the account", async () => {
    const browser = new Browser();
    const statuses = [];
    for (let n = 0; n < 6; n += 1)
      statuses.push((await browser.post("/api/login", { email: newEmail(), password: "guess-123" })).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it("counts the addresses of one IPv6 /64 as one address, and IPv4 addresses one by one", async () => {
    const prefix = `2001:db8:${(Date.now() % 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const fromOneNetwork = [];
    for (let n = 1; n <= 6; n += 1) {
      const browser = new Browser("en", `${prefix}:${n}::${n.toString(16)}`);
      fromOneNetwork.push((await browser.post("/api/login", { email: newEmail(), password: "guess-123" })).status);
    }
    expect(fromOneNetwork).toEqual([422, 422, 422, 422, 422, 429]);
    const nextNetwork = new Browser("en", `${prefix.replace(/:[0-9a-f]+$/, ":ffff")}::1`);
    expect((await nextNetwork.post("/api/login", { email: newEmail(), password: "guess-123" })).status).toBe(422);

    const fromNeighbours = [];
    for (let n = 1; n <= 6; n += 1) {
      const browser = new Browser("en", `198.51.100.${(Date.now() % 200) + n}`);
      fromNeighbours.push((await browser.post("/api/login", { email: newEmail(), password: "guess-123" })).status);
    }
    expect(fromNeighbours).toEqual([422, 422, 422, 422, 422, 422]);
  });

  it("revokes the session on sign-out: the token no longer works", async () => {
    const { browser, token } = await registered();
    expect((await browser.get("/api/user", { authorization: `Bearer ${token}` })).status).toBe(200);
    const out = await browser.post("/api/logout", {});
    expect(out.status).toBe(200);
    expect(browser.cookies.has("bali_session")).toBe(false);
    expect((await new Browser().get("/api/user", { authorization: `Bearer ${token}` })).status).toBe(401);
  });

  it("answers 401 to GET /api/user without a session", async () => {
    const reply = await new Browser().get("/api/user");
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe("Please sign in first.");
  });
});

describe("social sign-in (against the fake providers)", () => {
  it("creates an account from a verified Google token, and finds it again next time", async () => {
    const first = await new Browser().post("/api/auth/google", { code: "google-good" });
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ name: "Ayu Lestari", email: "ayu.lestari@example.com" });
    const again = await new Browser().post("/api/auth/google", { code: "google-good" });
    expect(again.body.user.id).toBe(first.body.user.id);
    expect(await countUsers("ayu.lestari@example.com")).toBe(1);
  });

  it("refuses tokens issued to another app, unverified e-mails and unknown tokens", async () => {
    for (const [provider, code] of [
      ["google", "google-other-app"],
      ["google", "google-unverified"],
      ["google", "nonsense"],
      ["facebook", "facebook-other-app"],
    ]) {
      const reply = await new Browser().post(`/api/auth/${provider}`, { code });
      expect(reply.status, code).toBe(422);
      expect(reply.body.message).toBe("Something went wrong, please try again.");
    }
    expect(await countUsers("victim@example.com")).toBe(0);
  });
});

describe("secrets stay secret", () => {
  it("never writes a password, a session token or its hash to a response or the log", async () => {
    // The worker under test runs in this isolate, so its console is this console.
    const logged: string[] = [];
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(" "));
      }),
    );
    try {
      const password = "secret-volcano-sunrise";
      const browser = new Browser();
      const email = newEmail();
      const replies = [
        await browser.post("/api/register", { name: "Wayan", email, password }),
        await new Browser().post("/api/login", { email, password: "wrong-password" }),
        await new Browser().post("/api/login", { email, password }),
        await browser.get("/api/user"),
        await new Browser().post("/api/auth/google", { code: "google-other-app" }),
      ];
      const user = await env.DB.prepare("SELECT id, password_hash FROM users WHERE email = ?")
        .bind(email)
        .first<{ id: number; password_hash: string }>();
      const hashes = await env.DB.prepare("SELECT token_hash FROM sessions WHERE user_id = ?")
        .bind(user?.id)
        .all<{ token_hash: string }>();
      const secrets = [password, user?.password_hash ?? "", ...hashes.results.map((row) => row.token_hash)];
      const everything = [...replies.map((reply) => JSON.stringify(reply.body)), ...logged].join("\n");
      // The refused Google token was logged: proof that this spy sees the worker's log at all.
      expect(logged.join("\n")).toContain("Social sign-in refused");
      for (const secret of secrets) expect(everything).not.toContain(secret);
      expect(everything).not.toMatch(/pbkdf2|token_hash|password_hash/);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

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
  return callRoute((args) => registerAction(args as unknown as ActionFunctionArgs), request, env);
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
    expect(await countUsers(email)).toBe(1);
  });
});
