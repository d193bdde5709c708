import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import * as widgets from "#app/components/widgets.css.ts";
import type { PickupDeparture } from "#domain/pickup-runs.ts";
import { AssignmentFields } from "./AssignmentFields.tsx";
import * as page from "./pickups.css.ts";
import { RunCard } from "./RunCard.tsx";
import { FieldProblem, type FormContext, HiddenFields } from "./RunFormParts.tsx";
import { UnassignedGuest } from "./UnassignedGuest.tsx";

function NewRunForm({ departure, context }: { departure: PickupDeparture; context: FormContext }) {
  const { t } = useLingui();
  const owns = (sent: Record<string, string>) =>
    sent.intent === "create" &&
    sent.activity_id === String(departure.activityId) &&
    sent.start_time === departure.startTime;
  const sent = context.answer && owns(context.answer.sent) ? context.answer.sent : null;
  const chosen = (field: string) => (sent?.[field] ? Number(sent[field]) : null);
  return (
    <details className={page.screenOnly} open={sent !== null || departure.runs.length === 0}>
      <summary className={styles.link}>
        <Trans>New run</Trans>
      </summary>
      <Form method="post" className={styles.form} data-testid="new-run">
        <HiddenFields
          csrfToken={context.csrfToken}
          fields={{ intent: "create", activity_id: departure.activityId, start_time: departure.startTime }}
        />
        <FieldProblem answer={context.answer} owns={owns} field="activity_id" />
        <AssignmentFields
          prefix={`new-${departure.key}`}
          context={context}
          owns={owns}
          values={{
            vehicle: chosen("vehicle_id"),
            driver: chosen("driver_id"),
            guide: chosen("guide_id"),
            leavesAt: sent?.leaves_at ?? departure.window.leavesAt,
            backAt: sent?.back_at ?? departure.window.backAt,
          }}
        />
        <div className={styles.buttonRow}>
          <button type="submit" className={widgets.button}>
            {t`Create the run`}
          </button>
        </div>
      </Form>
    </details>
  );
}

export function DepartureCard({ departure, context }: { departure: PickupDeparture; context: FormContext }) {
  const { activityName, startTime, persons } = departure;
  return (
    <section className={`${styles.card} ${styles.form}`} data-testid="pickup-departure">
      <h2 className={styles.cardTitle}>
        {startTime} · {activityName}
      </h2>
      <p className={styles.hint}>
        <Plural value={persons} one="# confirmed guest" other="# confirmed guests" />
      </p>
      <ul className={styles.list} data-testid="pickup-groups">
        {departure.groups.map((group) => (
          <li key={`${group.pickupTime} ${group.areaName}`} data-testid="pickup-group">
            <strong>
              {group.pickupTime ?? "--:--"} · {group.areaName || <Trans>Hotel, no area</Trans>}
            </strong>
            {": "}
            {group.guests.map((guest) => guest.name).join(", ")}
          </li>
        ))}
        {departure.atMeetingPoint.length > 0 ? (
          <li data-testid="meeting-point-group">
            <strong>
              <Trans>At the meeting point</Trans>
            </strong>
            {": "}
            {departure.atMeetingPoint.map((guest) => guest.name).join(", ")}
          </li>
        ) : null}
      </ul>
      {departure.unassigned.length > 0 ? (
        <ul className={styles.list}>
          {departure.unassigned.map((guest) => (
            <UnassignedGuest key={guest.bookingId} guest={guest} departure={departure} context={context} />
          ))}
        </ul>
      ) : null}
      {departure.runs.map((run) => (
        <RunCard key={run.id} run={run} departure={departure} context={context} />
      ))}
      <NewRunForm departure={departure} context={context} />
    </section>
  );
}
