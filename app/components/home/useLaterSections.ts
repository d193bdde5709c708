import { type RefObject, startTransition, useEffect, useRef, useState } from "react";
import type { HomeLaterSections } from "#domain/catalogue.ts";
import { fetchLaterSections } from "./later-sections-client.ts";
import { HOME_WITH_LATER_SECTIONS } from "./links.ts";

/**
 * How far below the screen the placeholder starts the fetch: half a screen ahead of the tourist's
 * thumb. A tourist who never scrolls (who taps the menu or a tab) never downloads the rows.
 */
const AHEAD = "0px 0px 50% 0px";

/**
 * The rows this document has shown, so that coming back to home (Back, a link) shows them at once:
 * the scroll position it restores is then still there. A new document (a reload) asks again.
 */
let shownBefore: HomeLaterSections | null = null;

export interface LaterSections {
  /** The rows, once the page has them; null before. */
  later: HomeLaterSections | null;
  loading: boolean;
  failed: boolean;
  retry(): void;
  /** The element standing in for the rows: the fetch starts when it comes within half a screen. */
  placeholder: RefObject<HTMLDivElement | null>;
}

/**
 * The rows below the home page's first screen. A page rendered with them (`?later=1`) has them from
 * its loader. Otherwise they are fetched when the placeholder comes within half a screen of the
 * viewport, together with `loadRenderer` (the code that renders them), and rendered in a
 * transition: React renders them in slices a tap can interrupt, and only the commit of their DOM
 * is one task.
 */
export function useLaterSections(
  fromLoader: HomeLaterSections | null,
  loadRenderer: () => Promise<unknown>,
): LaterSections {
  // The whole page's rows (`?later=1`) stay on screen when a link to home drops the query.
  const [fetched, setFetched] = useState<HomeLaterSections | null>(() => fromLoader ?? shownBefore);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // A script of the page that cannot be loaded while the browser is online is one a deploy has
  // replaced: this tab's page is an old build's, and only a new page brings the new scripts.
  const rendererMissing = useRef(false);
  const placeholder = useRef<HTMLDivElement>(null);
  const later = fromLoader ?? fetched;

  useEffect(() => {
    if (later) shownBefore = later;
  }, [later]);

  useEffect(() => {
    const element = placeholder.current;
    if (later || failed || !element) return;
    let active = true;
    const load = () => {
      setLoading(true);
      const renderer = loadRenderer().catch((error: unknown) => {
        rendererMissing.current = navigator.onLine;
        throw error;
      });
      Promise.all([fetchLaterSections(), renderer])
        .then(([sections]) => {
          if (active) startTransition(() => setFetched(sections));
        })
        .catch(() => {
          if (active) setFailed(true);
        })
        .finally(() => {
          if (active) setLoading(false);
        });
    };
    if (typeof IntersectionObserver !== "function") {
      load();
      return () => {
        active = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [later, failed, loadRenderer]);

  const retry = () => {
    if (rendererMissing.current) {
      window.location.assign(HOME_WITH_LATER_SECTIONS);
      return;
    }
    setFailed(false);
  };
  return { later, loading, failed, retry, placeholder };
}
