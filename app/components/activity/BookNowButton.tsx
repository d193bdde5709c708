import { Trans } from "@lingui/react/macro";
import * as widgets from "#app/components/widgets.css.ts";

/**
 * Every Book now of the activity page. The booking dialog opens here: the booking flow hands
 * this button its handler (with the package the tourist chose, if any) through `onBook`.
 */
export function BookNowButton({
  packageId,
  onBook,
  describedBy,
  className,
}: {
  /** The package whose Book now this is; none for the price bar's button. */
  packageId?: number;
  onBook?: (packageId: number | undefined) => void;
  /** Id of the text that says what is booked, e.g. the package name. */
  describedBy?: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={className ?? widgets.button}
      data-testid="book-now"
      aria-describedby={describedBy}
      onClick={() => onBook?.(packageId)}
    >
      <Trans>Book now</Trans>
    </button>
  );
}
