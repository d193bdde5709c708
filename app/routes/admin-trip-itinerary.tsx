import { AdminNav } from "#app/components/admin/AdminNav.tsx";
import * as styles from "#app/components/bookings/bookings.css.ts";
import { ErrorPage } from "#app/components/ErrorPage.tsx";
import { Itinerary } from "#app/components/trip-quote/TripQuote.tsx";
import type { Route } from "./+types/admin-trip-itinerary";

export { headers, loader, middleware } from "./admin-trip-itinerary.server.ts";

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

/** The accepted trip's itinerary, as the tourist prints it, in the back office's language. */
export default function AdminTripItinerary({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <AdminNav />
      <Itinerary trip={loaderData.trip} whatsapp={loaderData.whatsapp} operatorEmail={loaderData.operatorEmail} />
    </div>
  );
}
