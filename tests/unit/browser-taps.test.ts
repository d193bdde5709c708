/**
 * The code a tourist's first Book now, Load more or Write review loads, and the register page's and
 * the trip builder's, must not start arktype: its start-up blocked a 4x slowed phone for about 260 ms inside the tap
 * (docs/decisions/0023). Each file is followed through its static and dynamic imports, as the
 * bundler would.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ALIASES: Record<string, string> = { "#app/": "app/", "#domain/": "domain/", "#machines/": "machines/" };
const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[^"';]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The project file `specifier` names from `file`, or the package's name for a package. */
function resolve(specifier: string, file: string): { file: string } | { pkg: string } {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  if (alias) return { file: ALIASES[alias] + specifier.slice(alias.length) };
  if (specifier.startsWith(".")) return { file: path.join(path.dirname(file), specifier) };
  return {
    pkg: specifier
      .split("/")
      .slice(0, specifier.startsWith("@") ? 2 : 1)
      .join("/"),
  };
}

/** Every package the code of `entries` reaches, with the chain of files that first reached it. */
function packagesReached(entries: string[]): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const queue = entries.map((entry) => [entry]);
  while (queue.length > 0) {
    const chain = queue.shift() as string[];
    const file = chain.at(-1) as string;
    if (seen.has(file)) continue;
    seen.add(file);
    expect(existsSync(file), `${chain.join(" -> ")} names a missing file`).toBe(true);
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(IMPORT)) {
      // `import type` is erased by the compiler and loads nothing.
      if (/^(?:import|export)\s+type\s/.test(match[0])) continue;
      const target = resolve(match[1] ?? match[2] ?? "", file);
      if ("pkg" in target) {
        if (!packages.has(target.pkg)) packages.set(target.pkg, chain);
      } else {
        queue.push([...chain, target.file]);
      }
    }
  }
  return packages;
}

describe("the code behind a tourist's first tap", () => {
  it.each([
    ["Book now", "app/components/booking/BookingFlow.tsx"],
    ["Load more", "app/components/list-actor.ts"],
    ["Write review", "app/components/reviews/ReviewFlow.tsx"],
    ["typing on the register page", "app/routes/register.tsx"],
    ["the trip builder", "app/components/trip/TripBuilder.tsx"],
    ["a refused form", "app/lib/form-refusal.ts"],
  ])("%s reaches no arktype", (_tap, entry) => {
    const reached = packagesReached([entry]);
    expect(reached.has("xstate") || reached.has("ofetch") || reached.has("react")).toBe(true);
    expect(reached.get("arktype"), `reached through ${reached.get("arktype")?.join(" -> ")}`).toBeUndefined();
  });

  it("would notice arktype when a file on the way imports it", () => {
    expect(packagesReached(["domain/inputs/booking.ts"]).has("arktype")).toBe(true);
  });
});
