import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * True while React renders on the server or hydrates the server's HTML, which for a component
 * inside a Suspense boundary can be after the page's first commit; false when React renders in the
 * browser itself, and after hydration (React then renders once more). React reads the server
 * snapshot exactly in those two cases.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}
