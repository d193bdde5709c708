/** The service worker's bundle as a string (vite.config.ts, `serviceWorkerSource`). */
declare module "virtual:service-worker" {
  const source: string;
  export default source;
}
