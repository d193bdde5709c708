import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import * as widgets from "#app/components/widgets.css.ts";
import type { PickupDeparture, PickupGuest, PickupRunView } from "#domain/pickup-runs.ts";
import { AssignmentFields } from "./AssignmentFields.tsx";
import * as page from "./pickups.css.ts";
import { GuestFacts, RunFacts, RunTitle } from "./RunFacts.tsx";
import { FieldProblem, type FormContext, HiddenFields } from "./RunFormParts.tsx";

function RunGuest({
  guest,
  run,
  index,
  context,
}: {
  guest: PickupGuest;
  run: PickupRunView;
  index: number;
  context: FormContext;
}) {
  const { t } = useLingui();
  const target = { run_id: run.id, version: run.version, booking_id: guest.bookingId };
  const owns = (sent: Record<string, string>) =>
    sent.run_id === String(run.id) && sent.booking_id === String(guest.bookingId);
  const timeId = `time-${run.id}-${guest.bookingId}`;
  return (
    <li className={page.guest} data-testid="run-guest">
      <GuestFacts guest={guest} />
      <div className={`${page.inlineForms} ${page.screenOnly}`}>
        <Form method="post" className={page.inlineForms}>
          <HiddenFields csrfToken={context.csrfToken} fields={{ ...target, intent: "time" }} />
          <div className={styles.field}>
            <label className={styles.label} htmlFor={timeId}>
              <Trans>Pickup time</Trans>
            </label>
            <input
              id={timeId}
              name="pickup_time"
              type="time"
              className={styles.control}
              defaultValue={guest.pickupTime ?? ""}
            />
          </div>
          <button type="submit" className={widgets.secondaryButton}>
            {t`Set the time`}
          </button>
        </Form>
        {index > 0 ? (
          <Form method="post">
            <HiddenFields csrfToken={context.csrfToken} fields={{ ...target, intent: "move", direction: "up" }} />
            <button type="submit" className={widgets.secondaryButton} aria-label={t`Move ${guest.name} up`}>
              {t`Up`}
            </button>
          </Form>
        ) : null}
        {index < run.guests.length - 1 ? (
          <Form method="post">
            <HiddenFields csrfToken={context.csrfToken} fields={{ ...target, intent: "move", direction: "down" }} />
            <button type="submit" className={widgets.secondaryButton} aria-label={t`Move ${guest.name} down`}>
              {t`Down`}
            </button>
          </Form>
        ) : null}
        <Form method="post">
          <HiddenFields csrfToken={context.csrfToken} fields={{ ...target, intent: "remove" }} />
          <button type="submit" className={widgets.secondaryButton}>
            {t`Take out of the run`}
          </button>
        </Form>
      </div>
      <FieldProblem answer={context.answer} owns={owns} field="pickup_time" />
      <FieldProblem answer={context.answer} owns={owns} field="version" />
      <FieldProblem answer={context.answer} owns={owns} field="vehicle_id" />
    </li>
  );
}

export function RunCard({
  run,
  departure,
  context,
}: {
  run: PickupRunView;
  departure: PickupDeparture;
  context: FormContext;
}) {
  const { t } = useLingui();
  const owns = (sent: Record<string, string>) => sent.intent === "save" && sent.run_id === String(run.id);
  const ownsDelete = (sent: Record<string, string>) => sent.intent === "delete" && sent.run_id === String(run.id);
  const runId = run.id;
  return (
    <section id={`run-${run.id}`} className={`${styles.card} ${page.sheet}`} data-testid="pickup-run">
      <h3 className={styles.cardTitle}>
        <RunTitle run={run} departure={departure} />
      </h3>
      <RunFacts run={run} />
      {run.guests.length === 0 ? (
        <p className={styles.hint}>
          <Trans>No guests in this run yet.</Trans>
        </p>
      ) : (
        <ol className={styles.list}>
          {run.guests.map((guest, index) => (
            <RunGuest key={guest.bookingId} guest={guest} run={run} index={index} context={context} />
          ))}
        </ol>
      )}
      <details className={page.screenOnly} open={context.answer !== undefined && owns(context.answer.sent)}>
        <summary className={styles.link}>
          <Trans>Change the vehicle, driver or guide</Trans>
        </summary>
        <Form method="post" className={styles.form}>
          <HiddenFields
            csrfToken={context.csrfToken}
            fields={{ intent: "save", run_id: run.id, version: run.version }}
          />
          <AssignmentFields
            prefix={`run-${run.id}`}
            context={context}
            owns={owns}
            values={{
              vehicle: run.vehicle.id,
              driver: run.driver.id,
              guide: run.guide?.id ?? null,
              leavesAt: run.leavesAt,
              backAt: run.backAt,
            }}
          />
          <FieldProblem answer={context.answer} owns={owns} field="version" />
          <div className={styles.buttonRow}>
            <button type="submit" className={widgets.button}>
              {t`Save run ${runId}`}
            </button>
          </div>
        </Form>
        <Form method="post">
          <HiddenFields
            csrfToken={context.csrfToken}
            fields={{ intent: "delete", run_id: run.id, version: run.version }}
          />
          <button type="submit" className={widgets.secondaryButton}>
            {t`Delete run ${runId}`}
          </button>
          <FieldProblem answer={context.answer} owns={ownsDelete} field="version" />
        </Form>
      </details>
    </section>
  );
}
