/** Browsers ask for /favicon.ico on pages without an icon link (the sitemap, robots.txt). */
export function loader() {
  return new Response(null, {
    status: 301,
    headers: { Location: "/favicon.svg", "Cache-Control": "public, max-age=86400" },
  });
}
