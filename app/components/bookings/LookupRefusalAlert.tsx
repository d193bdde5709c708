import { useLingui } from "@lingui/react/macro";
import * as styles from "#app/components/bookings/booking-pages.css.ts";
import { LOOKUP_REFUSAL_MESSAGES } from "#domain/inputs/lookup-messages.ts";

/** The alert of a lookup that found nothing to show; nothing for any other outcome. */
export function LookupRefusalAlert({ kind }: { kind: string | undefined }) {
  const { i18n } = useLingui();
  if (kind !== "notFound" && kind !== "tooMany") return null;
  return (
    <p className={styles.alert} role="alert">
      {i18n._(LOOKUP_REFUSAL_MESSAGES[kind])}
    </p>
  );
}
