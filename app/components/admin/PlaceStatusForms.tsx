/** A destination's or a vehicle's status and the buttons that change it: publish, unpublish, archive. */
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Form } from "react-router";
import * as styles from "#app/components/bookings/bookings.css.ts";
import * as widgets from "#app/components/widgets.css.ts";
import type { ActivityStatus } from "#domain/catalogue.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { useActivityStatusLabels } from "./activity-status.ts";

interface Props {
  row: { status: ActivityStatus; version: number };
  csrfToken: string;
  /** Said under the buttons, e.g. that a booked vehicle is archived, never deleted. */
  hint?: ReactNode;
}

export function PlaceStatusForms({ row, csrfToken, hint }: Props) {
  const { t } = useLingui();
  const labels = useActivityStatusLabels();
  const actions: { intent: ActivityStatus; label: string }[] = [];
  if (row.status !== "published") actions.push({ intent: "published", label: t`Publish` });
  if (row.status === "published") actions.push({ intent: "draft", label: t`Unpublish` });
  if (row.status !== "archived") actions.push({ intent: "archived", label: t`Archive` });
  return (
    <div className={`${styles.card} ${styles.buttonRow}`}>
      <span>
        <Trans>Status:</Trans> <strong data-testid="place-status">{labels[row.status]}</strong>
      </span>
      {actions.map((action) => (
        <Form method="post" key={action.intent}>
          <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
          <input type="hidden" name="intent" value={action.intent} />
          <input type="hidden" name="version" value={row.version} />
          <button type="submit" className={action.intent === "published" ? widgets.button : widgets.secondaryButton}>
            {action.label}
          </button>
        </Form>
      ))}
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
}
