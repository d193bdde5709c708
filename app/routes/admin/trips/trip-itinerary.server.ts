import { loadOperatorPage } from "#app/server/operator-pages.server.ts";
import { referenceFromPath } from "#workers/booking/operator-queue.ts";
import { notFound } from "#workers/http.ts";
import { BY_REFERENCE, tripViewOf, tripViewStatements } from "#workers/trips/quote-view.ts";
import type { Route } from "./+types/trip-itinerary";

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, params, config }) => {
    const reference = referenceFromPath(params.reference);
    const trip = tripViewOf(await db.batch(tripViewStatements(db, BY_REFERENCE, [reference])));
    if (!trip) throw notFound("Trip");
    return { trip, whatsapp: config.whatsappNumber, operatorEmail: config.operatorEmail };
  });
}
