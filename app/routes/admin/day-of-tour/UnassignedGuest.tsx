import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import * as widgets from "#app/components/widgets.css.ts";
import type { PickupDeparture, PickupGuest, PickupRunView } from "#domain/pickup-runs.ts";
import * as page from "./pickups.css.ts";
import { GuestFacts } from "./RunFacts.tsx";
import { FieldProblem, type FormContext, HiddenFields } from "./RunFormParts.tsx";

export function UnassignedGuest({
  guest,
  departure,
  context,
}: {
  guest: PickupGuest;
  departure: PickupDeparture;
  context: FormContext;
}) {
  const owns = (sent: Record<string, string>) => sent.intent === "add" && sent.booking_id === String(guest.bookingId);
  return (
    <li className={page.unassigned} data-testid="unassigned-guest">
      <span className={page.unassignedLabel}>
        <Trans>Not in a run yet</Trans>
      </span>
      <GuestFacts guest={guest} />
      {departure.runs.length === 0 ? (
        <span className={styles.hint}>
          <Trans>Create a run to collect this guest.</Trans>
        </span>
      ) : (
        <AddToRun guest={guest} runs={departure.runs} context={context} owns={owns} />
      )}
    </li>
  );
}

/** One button a run of the departure: each form carries its run's id and version. */
function AddToRun({
  guest,
  runs,
  context,
  owns,
}: {
  guest: PickupGuest;
  runs: PickupRunView[];
  context: FormContext;
  owns: (sent: Record<string, string>) => boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      <div className={`${page.inlineForms} ${page.screenOnly}`}>
        {runs.map((run) => {
          const runId = run.id;
          const { persons } = run;
          const { name, seats } = run.vehicle;
          return (
            <Form key={run.id} method="post">
              <HiddenFields
                csrfToken={context.csrfToken}
                fields={{ intent: "add", booking_id: guest.bookingId, run_id: run.id, version: run.version }}
              />
              <button type="submit" className={widgets.button}>
                {t`Put in run ${runId} (${name}, ${persons} of ${seats} seats)`}
              </button>
            </Form>
          );
        })}
      </div>
      <FieldProblem answer={context.answer} owns={owns} field="run_id" />
      <FieldProblem answer={context.answer} owns={owns} field="booking_id" />
      <FieldProblem answer={context.answer} owns={owns} field="version" />
    </>
  );
}
