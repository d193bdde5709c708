/** Where to go after signing in: only a path on this site (never another origin). */
export function safeNextPath(nextUrl: string | null | undefined): string {
  if (!nextUrl) return "/";
  const path = nextUrl.startsWith("/") ? nextUrl : `/${nextUrl}`;
  return /^\/(?![/\\])[\w\-./?=&%]*$/.test(path) ? path : "/";
}
