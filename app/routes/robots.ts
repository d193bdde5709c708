import type { Route } from "./+types/robots";

/** /robots.txt: everything may be crawled except the API and the signed-in profile. */
export function loader({ request }: Route.LoaderArgs) {
  const { origin } = new URL(request.url);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /profile",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400, s-maxage=86400" },
  });
}
