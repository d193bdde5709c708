/**
 * A dynamic import that a later call can try again after it failed. Browsers keep a failed module
 * fetch in their module map (Debian's Chromium 150 does, as the HTML standard says), so importing
 * the same URL again fails at once, without asking the network; a tourist whose connection came
 * back would have to reload the page. After a failure, the next call imports the same file under
 * a new query, which the browser fetches afresh; the modules it imports are shared as before.
 */
export function retriableImport<T>(load: () => Promise<T>): () => Promise<T> {
  let failedUrl: string | null = null;
  let attempts = 0;
  return async () => {
    try {
      if (failedUrl === null) return await load();
      attempts += 1;
      return (await import(/* @vite-ignore */ `${failedUrl}?retry=${attempts}`)) as T;
    } catch (error) {
      failedUrl ??= moduleUrlIn(error);
      throw error;
    }
  };
}

/** The module's URL in a failed import's message ("Failed to fetch dynamically imported module: URL"). */
export function moduleUrlIn(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const url = message.match(/https?:\/\/\S+?\.js/)?.[0];
  return url ?? null;
}
