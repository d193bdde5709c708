import { I18nProvider } from "@lingui/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { createI18n } from "#app/i18n/i18n.ts";
import { registerServiceWorker } from "#app/lib/service-worker-registration.ts";
import { isLocale } from "#domain/locale.ts";

// The server wrote the page's language into <html lang>; the page's modules, evaluated before this
// entry, brought their messages (app/i18n/registry.ts).
const lang = document.documentElement.lang;
const i18n = createI18n(isLocale(lang) ? lang : "id");

// React DOM ran its module in this task; starting it (its listeners on the document, the router's
// first render) waits for the next, so that neither holds a phone's main thread for long (decision 0105).
await new Promise((resolve) => setTimeout(resolve));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <HydratedRouter />
      </I18nProvider>
    </StrictMode>,
  );
});

// Only the production build keeps pages offline: under the dev server a kept module would be stale.
if (import.meta.env.PROD) registerServiceWorker();
