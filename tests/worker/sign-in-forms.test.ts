/**
 * The /login and /register pages as a browser without JavaScript (or before the page's code has
 * arrived) uses them: plain HTML forms that post to the page, guarded by the page's CSRF token,
 * answering each field's problem in the site's language, and signing the person in on success.
 */
import { describe, expect, it } from "vitest";
import { Browser, newEmail } from "./browser.ts";
import { makeOperator } from "./operator-support.ts";

const PASSWORD = "ricefields-at-dawn-42";

function textOf(html: string): string {
  return html.replaceAll("<!-- -->", "");
}

/** The page's form: its opening tag, and everything up to its end. */
function formOf(html: string): string {
  const form = html.match(/<form[^>]*method="post"[^>]*>[\s\S]*?<\/form>/)?.[0];
  if (!form) throw new Error("The page has no form that posts");
  return form;
}

async function tourist(browser = new Browser()): Promise<string> {
  const email = newEmail();
  expect((await browser.post("/api/register", { name: "Kadek", email, password: PASSWORD })).status).toBe(201);
  return email;
}

async function isSignedIn(browser: Browser): Promise<boolean> {
  return (await browser.get("/api/user")).status === 200;
}

describe("the log-in page without JavaScript", () => {
  it("renders a form that posts the fields with the page's CSRF token, its button never disabled", async () => {
    const browser = new Browser();
    const page = await browser.page("/login");
    expect(page.status).toBe(200);
    const form = formOf(page.text);
    expect(form).toContain('name="email"');
    expect(form).toContain('name="password"');
    expect(form).toContain(`name="_token" value="${browser.cookies.get("XSRF-TOKEN")}"`);
    expect(form).toMatch(/<button type="submit"(?![^>]*disabled)[^>]*>/);
    // What was typed before the code arrived is kept: no field is tied to the page's empty state.
    expect(form).not.toMatch(/<input[^>]*name="(email|password)"[^>]*value=""/);
  });

  it("signs a tourist in and sends them on to the page they came from, with the session cookie", async () => {
    const email = await tourist();
    const browser = new Browser();
    await browser.page("/login?nextUrl=%2Ftips");
    const sent = await browser.submit("/login?nextUrl=%2Ftips", { email, password: PASSWORD, nextUrl: "/tips" });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/tips");
    expect(sent.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect(await isSignedIn(browser)).toBe(true);
  });

  it("answers a wrong password and a bad address in the page's language, keeping the address typed", async () => {
    const email = await tourist();
    const wrong = await new Browser("id").submit("/login", { email, password: "not-the-password-1" });
    expect(wrong.status).toBe(422);
    expect(textOf(wrong.text)).toContain("E-mail atau kata sandi salah.");
    expect(formOf(wrong.text)).toContain(`value="${email}"`);

    const bad = await new Browser("en").submit("/login", { email: "not-an-address", password: "x" });
    expect(bad.status).toBe(422);
    expect(textOf(bad.text)).toMatch(/id="login-email-error"[^>]*>E-mail must be valid\.</);
  });

  it("refuses a post without the page's CSRF token, and signs no one in", async () => {
    const email = await tourist();
    const browser = new Browser();
    const sent = await browser.submit("/login", { email, password: PASSWORD }, { csrf: false });
    expect(sent.status).toBe(419);
    expect(textOf(sent.text)).toContain("This form has expired. Please reload the page and try again.");
    expect(await isSignedIn(browser)).toBe(false);
  });
});

describe("the register page without JavaScript", () => {
  it("creates the account, signs it in and sends the tourist on", async () => {
    const browser = new Browser();
    const page = await browser.page("/register");
    const form = formOf(page.text);
    for (const field of ["name", "email", "password", "password_confirmation", "_token"]) {
      expect(form).toContain(`name="${field}"`);
    }
    const email = newEmail();
    const sent = await browser.submit("/register", {
      name: "Ketut",
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/");
    expect((await browser.get("/api/user")).body).toMatchObject({ email });
  });

  it("answers each field's problem in the page's language, keeping the name and address", async () => {
    const differs = await new Browser("id").submit("/register", {
      name: "Ketut",
      email: newEmail(),
      password: PASSWORD,
      password_confirmation: "something-else-42",
    });
    expect(differs.status).toBe(422);
    expect(textOf(differs.text)).toMatch(/id="register-confirmation-error"[^>]*>kata sandi tidak cocok</);

    const email = await tourist();
    const taken = await new Browser("id").submit("/register", {
      name: "Ketut",
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(taken.status).toBe(422);
    expect(textOf(taken.text)).toMatch(/id="register-email-error"[^>]*>E-mail ini sudah terdaftar\.</);
    expect(formOf(taken.text)).toContain('value="Ketut"');
    expect(formOf(taken.text)).toContain(`value="${email}"`);
  });
});

describe("where an operator lands after signing in", () => {
  it("is the back office, unless a page to return to was asked for", async () => {
    const { email, password } = await makeOperator();
    const plain = await new Browser().submit("/login", { email, password });
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe("/admin/bookings");

    const asked = await new Browser().submit("/login?nextUrl=%2Fadmin%2Fcalendar", {
      email,
      password,
      nextUrl: "/admin/calendar",
    });
    expect(asked.headers.get("location")).toBe("/admin/calendar");
  });

  it("is the back office after the page's script signs in too: /login sends a signed-in operator there", async () => {
    const { email, password } = await makeOperator();
    const operator = new Browser();
    expect((await operator.post("/api/login", { email, password })).status).toBe(200);
    const next = await operator.page("/login");
    expect(next.status).toBe(302);
    expect(next.headers.get("location")).toBe("/admin/bookings");

    const touristBrowser = new Browser();
    await tourist(touristBrowser);
    expect((await touristBrowser.page("/login")).headers.get("location")).toBe("/");
  });
});
