import { useLingui } from "@lingui/react/macro";
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from "react";
import type { Locale } from "#domain/locale.ts";
import * as styles from "./BookingLauncher.css.ts";
import type { BookingSubject } from "./subject.ts";

const loadBookingFlow = () => import("./BookingFlow.tsx");
/** The dialogs, the machine, the country list and the API client: fetched when Book now is pressed. */
const BookingFlow = lazy(loadBookingFlow);

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

/** Gives every Book now inside it the booking flow of `subject`, loaded on the first press. */
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
  const book = useCallback(
    (packageId?: number) => setRequest((previous) => ({ packageId, nonce: (previous?.nonce ?? 0) + 1 })),
    [],
  );
  const warm = useCallback(() => {
    void loadBookingFlow();
  }, []);
  return (
    <LauncherContext.Provider value={{ book, warm }}>
      {children}
      {request ? (
        <Suspense fallback={<Loading />}>
          <BookingFlow subject={subject} locale={locale} user={user} request={request} />
        </Suspense>
      ) : null}
    </LauncherContext.Provider>
  );
}

function Loading() {
  const { t } = useLingui();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t`Opening the booking form…`}</span>
    </div>
  );
}
