import { useEffect, useState } from "react";
import { searchTripActivities } from "#app/lib/trip-activities-client.ts";
import type { TripActivityChoice } from "#domain/trip-catalogue.ts";

/** How long the picker waits after a keystroke before it searches. */
const SEARCH_DELAY_MS = 250;

/**
 * The activities the picker offers: the page's (the most reviewed, and the plan's) until the
 * tourist types, then the best matches of the text from the /api; each answer joins what the
 * builder knows (`learn`). An answer that fails leaves the offer as it was.
 */
export function usePickerOffer(
  initial: readonly TripActivityChoice[],
  learn: (found: readonly TripActivityChoice[]) => void,
) {
  const [text, setText] = useState("");
  const [offer, setOffer] = useState(initial);
  useEffect(() => {
    const typed = text.trim();
    if (typed === "") {
      setOffer(initial);
      return;
    }
    const abort = new AbortController();
    const timer = window.setTimeout(() => {
      searchTripActivities(typed, abort.signal)
        .then((found) => {
          learn(found);
          setOffer(found);
        })
        .catch(() => {});
    }, SEARCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [text, initial, learn]);
  return { text, setText, offer };
}
