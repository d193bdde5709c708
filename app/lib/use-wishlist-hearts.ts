import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Loads the hearts' script (wishlist-client.ts, decision 0088) once a page shows a heart, and tells
 * it whether the visitor is signed in: pages without a heart load nothing.
 */
export function useWishlistHearts(signedIn: boolean) {
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (its key) may bring hearts, /wishlist's replacing its empty list too
  useEffect(() => {
    if (!document.querySelector("[data-wish]")) return;
    import("./wishlist-client.ts").then(
      (client) => client.startWishlist(signedIn),
      () => {},
    );
  }, [key, signedIn]);
}
