import { Plural } from "@lingui/react/macro";
import * as styles from "./widgets.css.ts";

/**
 * "Booked 12 times this month": the confirmed bookings made this Bali month, counted on the server
 * (decision 0087). Nothing under the threshold, where the server sends null.
 */
export function BookedThisMonth({ count }: { count: number | null }) {
  if (count === null) return null;
  return (
    <span className={styles.cardMeta} data-testid="booked-this-month">
      <Plural value={count} one="Booked # time this month" other="Booked # times this month" />
    </span>
  );
}
