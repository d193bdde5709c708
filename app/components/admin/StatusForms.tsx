/**
 * A catalogue row's status and the buttons that change it: publish, unpublish, archive, and,
 * for a row that is not published and that nothing refers to, delete (behind a second step, so
 * no single tap deletes; it works without JavaScript). Given the id of the editor's whole form
 * (`form`), the status buttons submit it, so publishing saves what was typed first.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Form } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import * as widgets from "#app/components/widgets.css.ts";
import type { ActivityStatus } from "#domain/catalogue.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { useActivityStatusLabels } from "./activity-status.ts";

interface Props {
  row: { status: ActivityStatus; version: number };
  csrfToken: string;
  /** Why the row can never be deleted (e.g. it has bookings), said under the buttons. */
  kept?: ReactNode;
  /** The id of the editor's whole form, which the status buttons then submit. */
  form?: string;
}

function HiddenFields({ intent, version, csrfToken }: { intent: string; version: number; csrfToken: string }) {
  return (
    <>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
    </>
  );
}

export function StatusForms({ row, csrfToken, kept, form }: Props) {
  const { t } = useLingui();
  const labels = useActivityStatusLabels();
  const actions: { intent: ActivityStatus; label: string }[] = [];
  if (row.status !== "published") actions.push({ intent: "published", label: t`Publish` });
  if (row.status === "published") actions.push({ intent: "draft", label: t`Unpublish` });
  if (row.status !== "archived") actions.push({ intent: "archived", label: t`Archive` });
  return (
    <div className={`${styles.card} ${styles.buttonRow}`}>
      <span>
        <Trans>Status:</Trans> <strong data-testid="row-status">{labels[row.status]}</strong>
      </span>
      {actions.map((action) =>
        form ? (
          <button
            key={action.intent}
            type="submit"
            form={form}
            name="intent"
            value={action.intent}
            className={action.intent === "published" ? widgets.button : widgets.secondaryButton}
          >
            {action.label}
          </button>
        ) : (
          <Form method="post" key={action.intent}>
            <HiddenFields intent={action.intent} version={row.version} csrfToken={csrfToken} />
            <button type="submit" className={action.intent === "published" ? widgets.button : widgets.secondaryButton}>
              {action.label}
            </button>
          </Form>
        ),
      )}
      {kept ? <p className={styles.hint}>{kept}</p> : null}
      {!kept && row.status !== "published" ? (
        <details>
          <summary>
            <Trans>Delete…</Trans>
          </summary>
          <Form method="post" className={styles.form}>
            <p className={styles.hint}>
              <Trans>
                Deleting cannot be undone. Only what nothing refers to (no bookings, no reviews, no special offer) can
                be deleted; anything else stays archived.
              </Trans>
            </p>
            <HiddenFields intent="delete" version={row.version} csrfToken={csrfToken} />
            <button type="submit" className={widgets.secondaryButton}>
              <Trans>Delete for good</Trans>
            </button>
          </Form>
        </details>
      ) : null}
    </div>
  );
}
