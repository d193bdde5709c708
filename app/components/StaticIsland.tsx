import { type ComponentType, lazy, type MouseEvent, type ReactNode, useState } from "react";
import { type NavigateFunction, useNavigate } from "react-router";
import { useHydrating } from "#app/lib/hydrating.ts";
import * as styles from "./StaticIsland.css.ts";

/**
 * Server-rendered content that React does not hydrate. On the page the browser loaded, the
 * island keeps the HTML the server sent and React never walks it, which spares a phone's main
 * thread most of a long page. After a client-side navigation it renders its children as usual.
 * Only for content without state or handlers of its own: links inside it still navigate within
 * the app, but it does not update when the page's data is revalidated. Where the same route shows
 * other content after a navigation (one activity's page to another's), key the island by what it
 * shows: a new key renders the new content. `html`, where given, is its content already rendered
 * by this server (the same on every page that shows it), sent instead of rendering the children.
 */
export function StaticIsland({ id, children, html }: { id: string; children?: ReactNode; html?: string }) {
  const hydrating = useHydrating();
  const [serverHtml] = useState(() => (hydrating ? htmlSentFor(id) : null));
  const navigate = useNavigate();
  if (serverHtml === null && html !== undefined) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML React rendered on this server from our own components (FaqIsland)
    return <div id={id} className={styles.island} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  if (serverHtml === null) {
    return (
      <div id={id} className={styles.island}>
        {children}
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the handler only takes over clicks on the links inside, which keep their own keyboard use
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires the same click
    <div
      id={id}
      className={styles.island}
      onClick={(event) => followInApp(event, navigate)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML this very component rendered on the server, read back from the page
      dangerouslySetInnerHTML={{ __html: serverHtml }}
      suppressHydrationWarning
    />
  );
}

/**
 * The components of an island's code module, for the module that places the islands. On the
 * server: the module itself, awaited at that module's top level, so that a render never suspends.
 * In the browser: lazy components, so that the code loads only when React renders an island itself
 * (after a client-side navigation, or content fetched later). `load` must be the caller's own
 * `() => import("…")`: the bundler makes the chunk from that literal.
 */
export async function islandCode<Module, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  names: readonly Name[],
): Promise<Pick<Module, Name>> {
  if (import.meta.env.SSR) return load();
  const lazyComponent = (name: Name) =>
    lazy(() => load().then((module) => ({ default: module[name] as ComponentType<object> }), reloadForNewScripts));
  return Object.fromEntries(names.map((name) => [name, lazyComponent(name)])) as Pick<Module, Name>;
}

/**
 * An island's code that cannot be loaded is, most often, a build's a deploy has replaced: this tab
 * runs the old one. As React Router does for a route's module, load the page at this address again,
 * which names the new scripts (or, offline, is the service worker's copy or its offline page).
 */
function reloadForNewScripts(): Promise<never> {
  window.location.reload();
  return new Promise(() => {});
}

function htmlSentFor(id: string): string | null {
  if (typeof document === "undefined") return null;
  return document.getElementById(id)?.innerHTML ?? null;
}

/** What React Router's Link does on a plain left click on a link to this site. */
function followInApp(event: MouseEvent<HTMLDivElement>, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element).closest("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return;
  const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
  if (samePage && url.hash) return;
  event.preventDefault();
  navigate(url.pathname + url.search + url.hash);
}
