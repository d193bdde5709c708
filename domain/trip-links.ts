/**
 * The "Add to my trip" links of the catalogue pages (issue 19): `/trip?add=activity:12.34` (an
 * activity's package; `activity:12` for its first), `destination:7`, `vehicle:3`. One encoding,
 * written here for the pages and read here for the builder (itemFromLink in trip-catalogue.ts).
 * Kept apart so that the pages that only link pull in nothing else.
 */

/** What an "Add to my trip" link names. */
export type TripLinkTarget =
  | { kind: "activity"; activityId: number; packageId: number | null }
  | { kind: "destination"; destinationId: number }
  | { kind: "vehicle"; transportId: number };

/** The `add` parameter's value for `target`. */
function linkValue(target: TripLinkTarget): string {
  switch (target.kind) {
    case "activity":
      return target.packageId === null
        ? `activity:${target.activityId}`
        : `activity:${target.activityId}.${target.packageId}`;
    case "destination":
      return `destination:${target.destinationId}`;
    case "vehicle":
      return `vehicle:${target.transportId}`;
  }
}

/** The builder's address that adds `target` to the tourist's plan. */
export function addToTripHref(target: TripLinkTarget): string {
  return `/trip?add=${linkValue(target)}`;
}

/** What an `add` parameter names, or null when it is not one of ours. */
export function parseTripLink(link: string): TripLinkTarget | null {
  const match = /^(activity|destination|vehicle):(\d{1,10})(?:\.(\d{1,10}))?$/.exec(link);
  if (!match) return null;
  const id = Number(match[2]);
  const packageId = match[3] === undefined ? null : Number(match[3]);
  if (match[1] === "activity") return { kind: "activity", activityId: id, packageId };
  if (packageId !== null) return null;
  return match[1] === "destination" ? { kind: "destination", destinationId: id } : { kind: "vehicle", transportId: id };
}
