/**
 * The fake Google and Facebook over HTTP, for the browser tests: /google/* and /facebook/*
 * answer as tests/support/fake-providers.ts does, and /<provider>/authorize sends the browser
 * straight back to the site with a token, as the real consent screen would after "Allow".
 */
import { createServer } from "node:http";
import { FAKE_FACEBOOK_URL, FAKE_GOOGLE_URL, fakeProviders } from "./fake-providers.ts";

const port = Number(process.env.FAKE_PROVIDER_PORT ?? 8796);

const server = createServer(async (incoming, outgoing) => {
  const url = new URL(incoming.url ?? "/", `http://127.0.0.1:${port}`);
  if (url.pathname === "/") {
    outgoing.writeHead(200, { "content-type": "text/plain" }).end("fake providers");
    return;
  }
  const [, provider, ...rest] = url.pathname.split("/");
  if (rest.join("/") === "authorize") {
    const back = new URL(url.searchParams.get("redirect_uri") ?? "/");
    back.hash = new URLSearchParams({
      access_token: `${provider}-good`,
      token_type: "Bearer",
      state: url.searchParams.get("state") ?? "",
    }).toString();
    outgoing.writeHead(302, { Location: back.toString() }).end();
    return;
  }
  const origin = provider === "google" ? FAKE_GOOGLE_URL : FAKE_FACEBOOK_URL;
  const headers = new Headers();
  if (incoming.headers.authorization) headers.set("authorization", incoming.headers.authorization);
  const answer = fakeProviders(new Request(`${origin}/${rest.join("/")}${url.search}`, { headers }));
  outgoing.writeHead(answer.status, { "content-type": "application/json" }).end(await answer.text());
});

server.listen(port, "127.0.0.1", () => console.log(`Fake sign-in providers on http://127.0.0.1:${port}`));
