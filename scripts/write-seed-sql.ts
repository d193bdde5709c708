/** Writes the catalogue as one SQL file (build/seed.sql), for loading into the remote D1. */
import { mkdirSync, writeFileSync } from "node:fs";
import { buildSeed } from "../seed/build-sql.ts";

const { statements } = buildSeed();
mkdirSync("build", { recursive: true });
writeFileSync("build/seed.sql", `${statements.join(";\n")};\n`);
console.log(`build/seed.sql: ${statements.length} statements.`);
