/** The activity's status and the buttons that change it: publish, unpublish, archive. */
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import * as styles from "#app/components/bookings/bookings.css.ts";
import * as widgets from "#app/components/widgets.css.ts";
import type { ActivityStatus } from "#domain/catalogue.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { useActivityStatusLabels } from "./activity-status.ts";

interface Props {
  activity: { status: ActivityStatus; version: number; booked: boolean };
  csrfToken: string;
}

export function ActivityStatusForms({ activity, csrfToken }: Props) {
  const { t } = useLingui();
  const labels = useActivityStatusLabels();
  const actions: { intent: ActivityStatus; label: string }[] = [];
  if (activity.status !== "published") actions.push({ intent: "published", label: t`Publish` });
  if (activity.status === "published") actions.push({ intent: "draft", label: t`Unpublish` });
  if (activity.status !== "archived") actions.push({ intent: "archived", label: t`Archive` });
  return (
    <div className={`${styles.card} ${styles.buttonRow}`}>
      <span>
        <Trans>Status:</Trans> <strong data-testid="activity-status">{labels[activity.status]}</strong>
      </span>
      {actions.map((action) => (
        <Form method="post" key={action.intent}>
          <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
          <input type="hidden" name="intent" value={action.intent} />
          <input type="hidden" name="version" value={activity.version} />
          <button type="submit" className={action.intent === "published" ? widgets.button : widgets.secondaryButton}>
            {action.label}
          </button>
        </Form>
      ))}
      {activity.booked ? (
        <p className={styles.hint}>
          <Trans>This activity has bookings: it can be archived, never deleted.</Trans>
        </p>
      ) : null}
    </div>
  );
}
