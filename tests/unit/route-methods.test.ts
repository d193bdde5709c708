import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROUTES = join(import.meta.dirname, "../../app/routes");

function routeModules(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return routeModules(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".css.ts") ? [path] : [];
  });
}

const exports = (source: string, name: string) =>
  new RegExp(`export (const|function|async function) ${name}\\b`).test(source);

describe("route modules", () => {
  // Without a loader, React Router answers a GET of a POST-only route with a 400 "Unexpected Server Error".
  it("give every route with an action a loader, so a GET is a 405 (postOnlyLoader) or a read", () => {
    const withoutLoader = routeModules(ROUTES).filter((path) => {
      const source = readFileSync(path, "utf8");
      return exports(source, "action") && !exports(source, "loader");
    });
    expect(withoutLoader).toEqual([]);
  });

  // Without an action, React Router answers a POST to a read-only /api call with a 405 whose JSON
  // says "Unexpected Server Error" and names no method it takes.
  it("give every /api route with a loader an action, so a POST to a read is a JSON 405 (getOnlyAction)", () => {
    const withoutAction = routeModules(join(ROUTES, "api")).filter((path) => {
      const source = readFileSync(path, "utf8");
      return exports(source, "loader") && !exports(source, "action");
    });
    expect(withoutAction).toEqual([]);
  });
});
