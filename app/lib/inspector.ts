import type { InspectionEvent, Observer } from "xstate";

/**
 * The inspector when development asks for one with `?inspect` in the URL; none in production,
 * without the parameter, or on the server (no URL there).
 */
export function inspectorFor(
  isDevelopment: boolean,
  search: string | undefined,
  createInspector: () => Observer<InspectionEvent>,
): Observer<InspectionEvent> | undefined {
  if (!isDevelopment || search === undefined || !new URLSearchParams(search).has("inspect")) return undefined;
  return createInspector();
}

/** Stately's browser inspector, loaded in the background; events wait in order until it is there. */
function browserInspector(): Observer<InspectionEvent> {
  const loaded = import("@statelyai/inspect").then(({ createBrowserInspector }) => createBrowserInspector().inspect);
  return { next: (event) => void loaded.then((inspect) => inspect.next?.(event)) };
}

/**
 * Spread into the options of every actor the components create
 * (`useMachine(machine, { input, ...inspection })`): in development with `?inspect`, the actors
 * report to one inspector window for the page. `import.meta.env.DEV` is false in the production
 * build, where this is undefined and neither the inspector nor this module is in the bundle.
 */
export const inspection = import.meta.env.DEV
  ? { inspect: inspectorFor(true, globalThis.location?.search, browserInspector) }
  : undefined;
