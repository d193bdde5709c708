/**
 * The client JavaScript each page of the build loads on a first visit, from React Router's own
 * client manifest (build/client/assets/manifest-*.js): the list the server turns into
 * <script type="module"> and <link rel="modulepreload"> tags. For each page: the entry and its
 * imports, then for each route of the match (root, then the page) its module and every chunk it
 * imports statically (React Router flattens that closure already). The messages a page shows
 * are in those modules (scripts/vite-module-messages.ts). Vite's .vite/manifest.json is not used:
 * `react-router build` deletes it once it has written this one.
 *
 * Used by `npm run size` (scripts/size.ts), `npm run bench` and the worker tests (the build's
 * version, which is part of the edge cache's key).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const CLIENT_DIR = path.resolve(import.meta.dirname, "../build/client");

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
}

export interface ClientManifest {
  version: string;
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
}

export class NoBuildError extends Error {}

export function readManifest(): { manifest: ClientManifest; file: string } {
  const assets = path.join(CLIENT_DIR, "assets");
  let names: string[];
  try {
    names = readdirSync(assets).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  } catch {
    throw new NoBuildError(`No client build in ${CLIENT_DIR}: run \`npm run build\` first.`);
  }
  // Old builds may leave several; the newest is the one the server build refers to.
  const newest = names
    .map((name) => ({ name, time: statSync(path.join(assets, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time)[0];
  if (!newest) throw new NoBuildError(`No React Router manifest (manifest-*.js) in ${assets}.`);
  const file = path.join(assets, newest.name);
  const source = readFileSync(file, "utf8");
  const json = source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1);
  return { manifest: JSON.parse(json) as ClientManifest, file };
}

export interface AssetSize {
  raw: number;
  gzip: number;
}

const sizes = new Map<string, AssetSize>();

/** Raw and gzipped size of a built asset, by its URL path (/assets/x.js). */
export function sizeOf(url: string): AssetSize {
  const cached = sizes.get(url);
  if (cached) return cached;
  // Some asset URLs carry a suffix (vanilla-extract's CSS ends in "#"); the file has none.
  const file = path.join(CLIENT_DIR, url.replace(/[?#].*$/, ""));
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    throw new NoBuildError(`The manifest lists ${url}, but ${file} is missing: is the build complete?`);
  }
  const size = { raw: bytes.length, gzip: gzipSync(bytes).length };
  sizes.set(url, size);
  return size;
}

/** The modules a chunk imports dynamically (`import("./x.js")`), as asset URLs. */
export function dynamicImportsOf(moduleUrl: string, pattern = /[^"'`]+\.js/): string[] {
  const source = readFileSync(path.join(CLIENT_DIR, moduleUrl), "utf8");
  const directory = path.posix.dirname(moduleUrl);
  const found = new Set<string>();
  for (const match of source.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)) {
    if (match[1] && pattern.test(match[1])) found.add(path.posix.join(directory, match[1]));
  }
  return [...found];
}

/** The static imports of a built chunk (`from"./x.js"`, `import"./x.js"`), as asset URLs. */
export function staticImportsOf(moduleUrl: string): string[] {
  const source = readFileSync(path.join(CLIENT_DIR, moduleUrl), "utf8");
  const directory = path.posix.dirname(moduleUrl);
  const found = new Set<string>();
  for (const match of source.matchAll(/(?:from|import)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) {
    if (match[1]) found.add(path.posix.join(directory, match[1]));
  }
  return [...found];
}

/** A chunk and everything it imports statically, transitively. */
export function staticClosure(moduleUrl: string): string[] {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const next of staticImportsOf(url)) visit(next);
  };
  visit(moduleUrl);
  return [...seen];
}

export interface PageScripts {
  id: string;
  path: string;
  scripts: string[];
  styles: string[];
  raw: number;
  gzip: number;
  css: number;
}

function routeChain(manifest: ClientManifest, route: ManifestRoute): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  for (let current: ManifestRoute | undefined = route; current; ) {
    chain.unshift(current);
    current = current.parentId ? manifest.routes[current.parentId] : undefined;
  }
  return chain;
}

function urlPath(chain: ManifestRoute[]): string {
  const parts = chain.map((route) => route.path ?? "").filter((part) => part !== "");
  return `/${parts.join("/")}`;
}

export function total(urls: Iterable<string>): AssetSize {
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const size = sizeOf(url);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { raw, gzip };
}

/** The back office's pages, held to their own budget by `npm run size`. */
export const isAdminPage = (page: { path: string }) => page.path.startsWith("/admin/");

/** Every page of the build (resource routes left out) with the scripts a first visit loads. */
export function pageScripts(manifest: ClientManifest): PageScripts[] {
  const pages: PageScripts[] = [];
  for (const route of Object.values(manifest.routes)) {
    // Resource routes (the API, sitemap.xml, robots.txt) ship no client code of their own.
    if (!route.hasDefaultExport || route.id === "root") continue;
    const chain = routeChain(manifest, route);
    const scripts = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
    const styles = new Set<string>(manifest.entry.css ?? []);
    for (const match of chain) {
      scripts.add(match.module);
      for (const url of match.imports ?? []) scripts.add(url);
      for (const url of match.css ?? []) styles.add(url);
    }
    const { raw, gzip } = total(scripts);
    const css = total(styles).gzip;
    pages.push({ id: route.id, path: urlPath(chain), scripts: [...scripts], styles: [...styles], raw, gzip, css });
  }
  return pages;
}

/**
 * The booking flow's lazy chunk: what pressing Book now downloads on top of the activity page,
 * i.e. the chunks behind BookingLauncher's dynamic import that the page has not loaded already.
 */
export function bookingChunk(manifest: ClientManifest): { scripts: string[]; size: AssetSize } | null {
  const detail = pageScripts(manifest).find((page) => page.id === "routes/activity-detail");
  if (!detail) return null;
  const loaded = new Set(detail.scripts);
  for (const url of detail.scripts) {
    for (const lazy of dynamicImportsOf(url, /BookingFlow/)) {
      const scripts = staticClosure(lazy).filter((chunk) => !loaded.has(chunk));
      return { scripts, size: total(scripts) };
    }
  }
  return null;
}
