import { useLingui } from "@lingui/react/macro";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react";
import { savesData, whenLoadedAndIdle } from "#app/lib/after-load.ts";
import { retriableImport } from "#app/lib/retriable-import.ts";
import type { Locale } from "#domain/locale.ts";
import * as styles from "./BookingLauncher.css.ts";
import type { BookingSubject } from "./subject.ts";

/** The dialogs, the machine, the country list and the API client: fetched when idle or at Book now. */
const loadBookingFlow = retriableImport(() => import("./BookingFlow.tsx"));
type FlowLoad =
  | { status: "idle" | "loading" | "failed" }
  | { status: "ready"; component: typeof import("./BookingFlow.tsx")["default"] };

export interface BookingRequest {
  packageId?: number;
  /** Grows with every press, so pressing Book now again reopens the flow. */
  nonce: number;
}

interface Launcher {
  book: (packageId?: number) => void;
  /** Starts fetching the flow before the tap lands (pointer down, focus). */
  warm: () => void;
}

const LauncherContext = createContext<Launcher | null>(null);

/** What a Book now button calls; null outside a page that can book. */
export function useBookingLauncher(): Launcher | null {
  return useContext(LauncherContext);
}

/**
 * Gives every Book now inside it the booking flow of `subject`. The flow is fetched once the page
 * is idle (unless the tourist saves data), so that on a slow network Book now does not wait for it.
 */
export function BookingLauncher({
  subject,
  locale,
  user,
  children,
}: {
  subject: BookingSubject;
  locale: Locale;
  user: { name: string; email: string } | null;
  children: ReactNode;
}) {
  const [request, setRequest] = useState<BookingRequest | null>(null);
  // Held in state, not React.lazy: Suspense holds a boundary's content back for up to 300 ms after
  // its fallback showed, which kept the form from opening for that long after it had loaded.
  const [flow, setFlow] = useState<FlowLoad>({ status: "idle" });
  const ready = useCallback(
    (module: Awaited<ReturnType<typeof loadBookingFlow>>) => setFlow({ status: "ready", component: module.default }),
    [],
  );
  useEffect(
    () => (savesData() ? undefined : whenLoadedAndIdle(() => loadBookingFlow().then(ready, () => undefined))),
    [ready],
  );
  const [opening, setOpening] = useState(false);
  const book = useCallback(
    (packageId?: number) => {
      // The tap paints "Opening…" at once; the form, a render of some 200 ms on a slow phone,
      // follows in the next frame instead of holding back that first paint.
      setOpening(true);
      afterNextPaint(() => {
        setRequest((previous) => ({ packageId, nonce: (previous?.nonce ?? 0) + 1 }));
        setOpening(false);
      });
      setFlow((current) => (current.status === "ready" ? current : { status: "loading" }));
      // Offline, or a deploy replaced the chunk: say so; the next Book now tries again.
      loadBookingFlow().then(ready, () => setFlow({ status: "failed" }));
    },
    [ready],
  );
  const warm = useCallback(() => {
    // A failure here is the tap's to report (book), not an unhandled rejection.
    loadBookingFlow().catch(() => undefined);
  }, []);
  return (
    <LauncherContext.Provider value={{ book, warm }}>
      {children}
      {request && flow.status === "ready" ? (
        <flow.component subject={subject} locale={locale} user={user} request={request} />
      ) : null}
      {opening || flow.status === "loading" || flow.status === "failed" ? (
        <Loading failed={flow.status === "failed"} />
      ) : null}
    </LauncherContext.Provider>
  );
}

/** Runs `work` in a task after the next frame has been painted. */
function afterNextPaint(work: () => void) {
  requestAnimationFrame(() => setTimeout(work, 0));
}

function Loading({ failed }: { failed: boolean }) {
  const { t } = useLingui();
  if (failed) {
    return (
      <div className={styles.loading} role="alert">
        <span>{t`The booking form could not be loaded. Check your connection and press Book now again.`}</span>
      </div>
    );
  }
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t`Opening the booking form…`}</span>
    </div>
  );
}
