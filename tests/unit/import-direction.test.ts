import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The import direction of docs/decisions/0011-domain-layer.md is Biome's to enforce: a file that
 * imports against it fails `npm run lint`. Each case is a file, with the project's biome.json, in a
 * scratch tree where it stands at the given path (numbered, so that cases in one folder stay apart);
 * one Biome run lints them all, since a run costs half a second of a core.
 */
const scratch = mkdtempSync(path.join(tmpdir(), "import-direction-"));
copyFileSync("biome.json", path.join(scratch, "biome.json"));
const biomeBinary = path.resolve("node_modules/.bin/biome");
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Case = readonly [file: string, line: string];

/** `domain/probe.ts` as the case numbered 3: `domain/probe3.ts` (a `.machine.ts` keeps its suffix). */
const numbered = (file: string, index: number) => file.replace(/probe/i, (name) => `${name}${index}`);

/** Each case's diagnostics, from one Biome run over them all. */
function lintAll(cases: readonly Case[]): string[] {
  const files = cases.map(([file, line], index) => {
    const numberedFile = numbered(file, index);
    mkdirSync(path.join(scratch, path.dirname(numberedFile)), { recursive: true });
    writeFileSync(
      path.join(scratch, numberedFile),
      `${line}\nexport const probe = [${line.match(/\{ (?:type )?(\w+)/)?.[1]}];\n`,
    );
    return numberedFile;
  });
  const biome = spawnSync(biomeBinary, ["lint", "--vcs-enabled=false", "--max-diagnostics=none", ...files], {
    cwd: scratch,
    encoding: "utf8",
  });
  // Each diagnostic starts with its file's path at the start of a line.
  const diagnostics = (biome.stdout + biome.stderr).split(/^(?=\S+\.tsx?:\d+:\d+ )/m);
  return files.map((file) => diagnostics.filter((diagnostic) => diagnostic.startsWith(`${file}:`)).join("\n"));
}

const WRONG = [
  ["domain/probe.ts", 'import { SITE_NAME } from "#app/lib/meta.ts";'],
  ["domain/probe.ts", 'import { translate } from "#workers/i18n.ts";'],
  ["domain/probe.ts", 'import { machine } from "#machines/booking.machine.ts";'],
  ["domain/inputs/probe.ts", 'import { seoMeta } from "../../app/lib/meta.ts";'],
  ["machines/probe.machine.ts", 'import { currentSessionUser } from "#workers/accounts/sessions.ts";'],
  ["machines/probe.machine.ts", 'import { twinUrl } from "#app/lib/site.ts";'],
  ["workers/probe.ts", 'import { seoMeta } from "#app/lib/meta.ts";'],
  ["app/components/Probe.tsx", 'import type { Transport } from "#workers/catalogue/transports.ts";'],
  ["app/lib/probe.ts", 'import { CSRF_FIELD } from "#workers/csrf.ts";'],
  ["app/routes/probe.tsx", 'import { listTips } from "#workers/catalogue/tips.ts";'],
] as const;

const RIGHT = [
  ["domain/probe.ts", 'import { CONFIRMATION_HOURS } from "./business.ts";'],
  ["domain/inputs/probe.ts", 'import { CONFIRMATION_HOURS } from "../business.ts";'],
  ["machines/probe.machine.ts", 'import { MAX_QUANTITY } from "#domain/booking-rules.ts";'],
  ["workers/probe.ts", 'import { SITE_NAME } from "#domain/business.ts";'],
  ["app/components/Probe.tsx", 'import type { Transport } from "#domain/catalogue.ts";'],
  ["app/routes/probe.server.ts", 'import { listTips } from "#workers/catalogue/tips.ts";'],
] as const;

describe("the import direction", () => {
  const diagnostics = lintAll([...WRONG, ...RIGHT]);
  const wrong = WRONG.map((entry, index) => [...entry, diagnostics[index]] as const);
  const right = RIGHT.map((entry, index) => [...entry, diagnostics[WRONG.length + index]] as const);

  it.each(wrong)("fails lint for %s: %s", (_file, _line, output) => {
    expect(output).toContain("noRestrictedImports");
  });

  it.each(right)("passes lint for %s: %s", (_file, _line, output) => {
    expect(output).not.toContain("noRestrictedImports");
  });
});
