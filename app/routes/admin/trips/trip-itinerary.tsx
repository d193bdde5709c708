import { Itinerary } from "#app/components/trip-quote/TripQuote.tsx";
import type { Route } from "./+types/trip-itinerary";

export { loader } from "./trip-itinerary.server.ts";

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

/** The accepted trip's itinerary, as the tourist prints it, in the back office's language. */
export default function AdminTripItinerary({ loaderData }: Route.ComponentProps) {
  return <Itinerary trip={loaderData.trip} whatsapp={loaderData.whatsapp} operatorEmail={loaderData.operatorEmail} />;
}
