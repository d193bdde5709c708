import { Trans } from "@lingui/react/macro";
import { useBookingLauncher } from "#app/components/booking/BookingLauncher.tsx";
import * as widgets from "#app/components/widgets.css.ts";

/**
 * Every Book now of a page that can book (activity and vehicle pages): it opens the booking flow
 * of the page's BookingLauncher, with the package the tourist chose, if any.
 */
export function BookNowButton({
  packageId,
  describedBy,
  className,
}: {
  /** The package whose Book now this is; none for the price bar's button. */
  packageId?: number;
  /** Id of the text that says what is booked, e.g. the package name. */
  describedBy?: string;
  className?: string;
}) {
  const launcher = useBookingLauncher();
  return (
    <button
      type="button"
      className={className ?? widgets.button}
      data-testid="book-now"
      aria-describedby={describedBy}
      aria-haspopup="dialog"
      onPointerDown={launcher?.warm}
      onFocus={launcher?.warm}
      onClick={() => launcher?.book(packageId)}
    >
      <Trans>Book now</Trans>
    </button>
  );
}
