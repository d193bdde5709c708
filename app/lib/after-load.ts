/**
 * Runs `work` once the page has loaded and the browser is idle, so it takes nothing from the first
 * visit's rendering. Returns a function that cancels it if it has not run yet.
 */
export function whenLoadedAndIdle(work: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const run = () => {
    if (!cancelled) work();
  };
  const schedule = () => {
    if (typeof requestIdleCallback === "function") idleHandle = requestIdleCallback(run);
    else setTimeout(run, 1);
  };
  if (document.readyState === "complete") schedule();
  else addEventListener("load", schedule, { once: true });
  return () => {
    cancelled = true;
    removeEventListener("load", schedule);
    if (idleHandle !== undefined) cancelIdleCallback(idleHandle);
  };
}

/** Whether the tourist asked the browser to save data (Chrome's Data Saver, Save-Data). */
export function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}
