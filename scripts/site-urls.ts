/** The two local sites; Chromium and curl send *.localhost to this machine. */
export function siteUrls(port: string): string {
  return [
    "",
    "  Bali tour booking site is running:",
    `    Indonesian  http://localhost:${port}`,
    `    English     http://en.localhost:${port}`,
    "",
  ].join("\n");
}
