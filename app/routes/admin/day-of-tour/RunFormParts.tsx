import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import * as styles from "#app/components/admin/back-office.css.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import type { AssignableResource } from "#domain/pickup-runs.ts";
import type { PickupsAnswer } from "./pickups.server.ts";

export const PICKUP_PROBLEMS: Record<string, MessageDescriptor> = {
  departureInvalid: msg`This departure has no guests on this day.`,
  vehicleRequired: msg`Choose a vehicle in service.`,
  driverRequired: msg`Choose a driver in service.`,
  guideInvalid: msg`Choose a guide in service, or no guide.`,
  timeInvalid: msg`Give the time as hours and minutes, such as 07:30.`,
  windowInvalid: msg`The run must be back after it leaves, on the same day.`,
  runRequired: msg`Choose a run.`,
  bookingInvalid: msg`This guest is not a confirmed guest of this day, or is in a run already.`,
  directionInvalid: msg`Move the guest up or down.`,
  versionInvalid: msg`Reload the page and make your change again.`,
  stale: msg`Someone else changed this run meanwhile. Reload the page and make your change again.`,
  intent: msg`Choose what to change.`,
};

/** The refusal of the form whose fields match `owns`, under `field`. */
export function FieldProblem({
  answer,
  owns,
  field,
}: {
  answer: PickupsAnswer | undefined;
  owns: (sent: Record<string, string>) => boolean;
  field: string;
}) {
  const { t, i18n } = useLingui();
  if (!answer || !owns(answer.sent)) return null;
  const problem = answer.problems.find(([name]) => name === field)?.[1];
  if (!problem) return null;
  let text = PICKUP_PROBLEMS[problem] ? i18n._(PICKUP_PROBLEMS[problem] as MessageDescriptor) : problem;
  if (problem === "seatsExceeded" && answer.seats) {
    const { persons, seats } = answer.seats;
    text = t`Too many people for the vehicle: ${persons} people and ${seats} seats.`;
  }
  if (problem === "busy" && answer.conflict) {
    const { resourceName, runId, activityName, leavesAt, backAt } = answer.conflict;
    text = t`${resourceName} is already on run ${runId} (${activityName}, ${leavesAt} to ${backAt}).`;
  }
  return (
    <p className={styles.fieldError} role="alert" data-testid="pickups-problem" data-field={field}>
      {text}
    </p>
  );
}

export function HiddenFields({ fields, csrfToken }: { fields: Record<string, string | number>; csrfToken: string }) {
  return (
    <>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

export interface FormContext {
  csrfToken: string;
  resources: AssignableResource[];
  answer: PickupsAnswer | undefined;
}
