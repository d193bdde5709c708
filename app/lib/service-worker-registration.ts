import { whenLoadedAndIdle } from "./after-load.ts";

/**
 * Registers the service worker (/sw.js) once the page has loaded and the browser is idle, so it
 * takes nothing from the first visit's rendering. The first page was loaded before the worker ran:
 * it sends the worker its own address and the files it loaded, to be kept like later pages.
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    const uncontrolled = !navigator.serviceWorker.controller;
    navigator.serviceWorker
      .register("/sw.js")
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        if (!uncontrolled) return;
        const loaded = performance.getEntriesByType("resource").map((entry) => entry.name);
        registration.active?.postMessage({ keep: [location.href, ...loaded] });
      })
      // Blocked (private windows, tests that stub the network): the site works as before.
      .catch(() => undefined);
  };
  whenLoadedAndIdle(register);
}
