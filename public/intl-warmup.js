// Started by a page once it has painted (workers/scripts-after-first-paint.ts), with the page's
// language as its name. The first number format a page makes costs the main thread 20-70 ms
// (60-300 at Lighthouse's 4x): the browser's first load of its number formatting data (ICU),
// which every thread of the page's process then shares. Made here, on a thread of its own, it is
// ready before the page's code formats its first count (a plural's "#") while it hydrates.
const language = self.name || "id";
new Intl.NumberFormat(language).format(1);
new Intl.PluralRules(language).select(1);
new Intl.DateTimeFormat(language, { dateStyle: "long" }).format(0);
self.close();
