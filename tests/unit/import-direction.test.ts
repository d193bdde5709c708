import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The import direction of docs/decisions/0011-domain-layer.md is Biome's to enforce: a file that
 * imports against it fails `npm run lint`. Each case lints one file, with the project's biome.json,
 * in a scratch tree where it stands at the given path.
 */
const scratch = mkdtempSync(path.join(tmpdir(), "import-direction-"));
copyFileSync("biome.json", path.join(scratch, "biome.json"));
const biomeBinary = path.resolve("node_modules/.bin/biome");
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function lint(file: string, source: string) {
  mkdirSync(path.join(scratch, path.dirname(file)), { recursive: true });
  writeFileSync(path.join(scratch, file), source);
  const biome = spawnSync(biomeBinary, ["lint", "--vcs-enabled=false", file], { cwd: scratch, encoding: "utf8" });
  return { failed: biome.status !== 0, output: biome.stdout + biome.stderr };
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
  it.each(WRONG)("fails lint for %s: %s", (file, line) => {
    const result = lint(file, `${line}\nexport const probe = [${line.match(/\{ (?:type )?(\w+)/)?.[1]}];\n`);
    expect(result.failed, result.output).toBe(true);
    expect(result.output).toContain("noRestrictedImports");
  });

  it.each(RIGHT)("passes lint for %s: %s", (file, line) => {
    const result = lint(file, `${line}\nexport const probe = [${line.match(/\{ (?:type )?(\w+)/)?.[1]}];\n`);
    expect(result.output).not.toContain("noRestrictedImports");
  });
});
