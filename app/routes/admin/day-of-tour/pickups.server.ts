import { data, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS, operatorNotFound } from "#app/middleware/operator.server.ts";
import { loadOperatorPage, runOperatorAction } from "#app/server/operator-pages.server.ts";
import { baliToday } from "#domain/bali-time.ts";
import {
  isPickupRunIntent,
  type PickupRunInputs,
  type PickupRunIntent,
  type PickupRunProblem,
  parsePickupRun,
} from "#domain/inputs/pickup-run.ts";
import type { Locale } from "#domain/locale.ts";
import { dateParam } from "#domain/operator-day.ts";
import {
  type DepartureRef,
  type DepartureSummary,
  departureKey,
  departureOfKey,
  type PickupDay,
} from "#domain/pickup-runs.ts";
import type { Operator } from "#workers/accounts/operators.ts";
import { pickupDay, pickupDepartureDay, pickupDepartures } from "#workers/day-of-tour/pickup-day.ts";
import { createRun, deleteRun, saveRun } from "#workers/day-of-tour/pickup-run-changes.ts";
import type { RunConflict, RunOutcome } from "#workers/day-of-tour/pickup-run-checks.ts";
import { addGuest, moveGuest, removeGuest, setPickupTime } from "#workers/day-of-tour/pickup-run-guests.ts";
import { formFields, notFound } from "#workers/http.ts";
import type { Route } from "./+types/pickups";

/** The Bali date `?date=` names; today in Bali without one; none (404) for a date that is not one. */
function pageDate(url: URL): string {
  const given = url.searchParams.get("date");
  if (given === null || given === "") return baliToday();
  return dateParam(given) ?? operatorNotFound();
}

/** The departure `?{name}=` names (`departure` opens one, `after` pages on); none without one; a 404 for a key that names none. */
function pageDeparture(url: URL, name: "departure" | "after" = "departure"): DepartureRef | null {
  const given = url.searchParams.get(name);
  if (given === null || given === "") return null;
  return departureOfKey(given) ?? operatorNotFound();
}

/**
 * What the page shows: the day's departures, a row each; one departure opened with its guests
 * and runs (`?departure=`); or the run sheet to print, of one departure or of the whole day.
 */
type PickupsView =
  | { view: "departures"; date: string; departures: DepartureSummary[]; next: string | null; paged: boolean }
  | { view: "departure" | "sheet"; date: string; day: PickupDay; departure: string | null };

async function pageView(db: D1Database, locale: Locale, url: URL): Promise<PickupsView> {
  const date = pageDate(url);
  const departure = pageDeparture(url);
  const print = url.searchParams.has("print");
  if (departure) {
    const key = departureKey(departure.activityId, departure.startTime);
    const day = await pickupDepartureDay(db, locale, date, departure);
    return { view: print ? "sheet" : "departure", date, day, departure: key };
  }
  if (print) return { view: "sheet", date, day: await pickupDay(db, locale, date), departure: null };
  const after = pageDeparture(url, "after");
  return { view: "departures", date, ...(await pickupDepartures(db, locale, date, after)), paged: after !== null };
}

export function loader(args: Route.LoaderArgs) {
  return loadOperatorPage(args, async ({ db, locale, url }) => ({
    ...(await pageView(db, locale, url)),
    done: url.searchParams.get("done"),
  }));
}

/** What a refused change answers the page: the problem per field, what was sent, and what it ran into. */
export type PickupsAnswer = {
  problems: [string, PickupRunProblem | "stale" | "intent"][];
  sent: Record<string, string>;
  seats?: { persons: number; seats: number };
  conflict?: RunConflict;
};

type Change = { db: D1Database; operator: Operator; locale: Locale; date: string };

const CHANGES: { [I in PickupRunIntent]: (change: Change, input: PickupRunInputs[I]) => Promise<RunOutcome> } = {
  create: ({ db, operator, locale, date }, input) => createRun(db, operator, locale, date, input),
  save: ({ db, operator, locale }, input) => saveRun(db, operator, locale, input),
  add: ({ db, operator, locale }, input) => addGuest(db, operator, locale, input),
  remove: ({ db, operator }, input) => removeGuest(db, operator, input),
  move: ({ db, operator }, input) => moveGuest(db, operator, input),
  time: ({ db, operator, locale }, input) => setPickupTime(db, operator, locale, input),
  delete: ({ db, operator }, input) => deleteRun(db, operator, input),
};

function refused(answer: PickupsAnswer, status: 409 | 422) {
  return data<PickupsAnswer>(answer, { status, headers: OPERATOR_PAGE_HEADERS });
}

/**
 * Every change of the runs posts here: 303 back to the day with a notice, 422 under the field,
 * 409 on a stale version or a vehicle, driver or guide another run holds at that time.
 */
export function action(args: Route.ActionArgs) {
  return runOperatorAction(args, async ({ db, operator, locale, url }, form) => {
    const sent = formFields(form);
    const intent = sent.intent;
    if (!isPickupRunIntent(intent)) return refused({ problems: [["intent", "intent"]], sent }, 422);
    const parsed = parsePickupRun(intent, sent);
    if (!parsed.ok) return refused({ problems: parsed.problems, sent }, 422);
    const change = CHANGES[intent] as (change: Change, input: unknown) => Promise<RunOutcome>;
    const outcome = await change({ db, operator, locale, date: pageDate(url) }, parsed.value);
    switch (outcome.kind) {
      case "unknown":
        throw notFound("Resource");
      case "stale":
        return refused({ problems: [["version", "stale"]], sent }, 409);
      case "busy":
        return refused({ problems: [[outcome.conflict.field, "busy"]], sent, conflict: outcome.conflict }, 409);
      case "refused":
        return refused({ problems: outcome.problems, sent, ...(outcome.seats ? { seats: outcome.seats } : {}) }, 422);
      default: {
        const anchor = outcome.runId === null ? "" : `#run-${outcome.runId}`;
        const departure = pageDeparture(url);
        const opened = departure ? `&departure=${departureKey(departure.activityId, departure.startTime)}` : "";
        return redirect(`/admin/pickups?date=${outcome.date}${opened}&done=${outcome.notice}${anchor}`, {
          status: 303,
          headers: OPERATOR_PAGE_HEADERS,
        });
      }
    }
  });
}
