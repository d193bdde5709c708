import { Trans } from "@lingui/react/macro";
import * as widgets from "#app/components/widgets.css.ts";
import { addToTripHref, type TripLinkTarget } from "#domain/trip-links.ts";

/**
 * "Add to my trip" on a catalogue page: a plain link to the trip builder, which puts the item on
 * the plan's first free day and says so. No script of its own on the page that shows it.
 */
export function AddToTripLink({
  target,
  describedBy,
  className,
}: {
  target: TripLinkTarget;
  /** Id of the text that says what is added, e.g. the package name. */
  describedBy?: string;
  className?: string;
}) {
  return (
    <a
      href={addToTripHref(target)}
      className={className ?? widgets.secondaryButton}
      data-testid="add-to-trip"
      aria-describedby={describedBy}
    >
      <Trans>Add to my trip</Trans>
    </a>
  );
}
