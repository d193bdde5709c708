import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Form, Link } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { DeparturePager } from "#app/components/admin/DeparturePager.tsx";
import { GuestPhone } from "#app/components/bookings/GuestPhone.tsx";
import { GuestSummary } from "#app/components/bookings/GuestSummary.tsx";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { addDays } from "#domain/availability.ts";
import { baliDateTime } from "#domain/bali-time.ts";
import { SITE_NAME } from "#domain/business.ts";
import type { PickupMark } from "#domain/crew.ts";
import { formatDate } from "#domain/format.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import type {
  AssignableResource,
  DepartureSummary,
  PickupDay,
  PickupDeparture,
  PickupGuest,
  PickupRunView,
} from "#domain/pickup-runs.ts";
import type { BackOfficeHandle } from "../layout.tsx";
import type { Route } from "./+types/pickups";
import * as page from "./pickups.css.ts";
import type { PickupsAnswer } from "./pickups.server.ts";

export { action, loader } from "./pickups.server.ts";

export const handle: BackOfficeHandle = { pageClassName: page.page };

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

const PROBLEMS: Record<string, MessageDescriptor> = {
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
function FieldProblem({
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
  let text = PROBLEMS[problem] ? i18n._(PROBLEMS[problem] as MessageDescriptor) : problem;
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

function Hidden({ fields, csrfToken }: { fields: Record<string, string | number>; csrfToken: string }) {
  return (
    <>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

const resourceLabel = (resource: AssignableResource) =>
  resource.kind === "vehicle" ? `${resource.name} (${resource.plate ?? ""} · ${resource.seats ?? 0})` : resource.name;

function ResourceSelect({
  id,
  name,
  label,
  resources,
  chosen,
  none,
}: {
  id: string;
  name: string;
  label: string;
  resources: AssignableResource[];
  chosen: number | null | undefined;
  none?: string;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} className={styles.control} defaultValue={chosen ?? ""}>
        {none === undefined ? null : <option value="">{none}</option>}
        {resources.map((resource) => (
          <option key={resource.id} value={resource.id}>
            {resourceLabel(resource)}
          </option>
        ))}
      </select>
    </div>
  );
}

interface FormContext {
  csrfToken: string;
  resources: AssignableResource[];
  answer: PickupsAnswer | undefined;
}

/** The vehicle, driver, guide and window fields of a new or existing run. */
function AssignmentFields({
  prefix,
  context,
  owns,
  values,
}: {
  prefix: string;
  context: FormContext;
  owns: (sent: Record<string, string>) => boolean;
  values: { vehicle: number | null; driver: number | null; guide: number | null; leavesAt: string; backAt: string };
}) {
  const { t } = useLingui();
  const ofKind = (kind: AssignableResource["kind"]) => context.resources.filter((resource) => resource.kind === kind);
  const { answer } = context;
  return (
    <>
      <ResourceSelect
        id={`${prefix}-vehicle`}
        name="vehicle_id"
        label={t`Vehicle (plate · seats)`}
        resources={ofKind("vehicle")}
        chosen={values.vehicle}
      />
      <FieldProblem answer={answer} owns={owns} field="vehicle_id" />
      <ResourceSelect
        id={`${prefix}-driver`}
        name="driver_id"
        label={t`Driver`}
        resources={ofKind("driver")}
        chosen={values.driver}
      />
      <FieldProblem answer={answer} owns={owns} field="driver_id" />
      <ResourceSelect
        id={`${prefix}-guide`}
        name="guide_id"
        label={t`Guide`}
        resources={ofKind("guide")}
        chosen={values.guide}
        none={t`No guide`}
      />
      <FieldProblem answer={answer} owns={owns} field="guide_id" />
      <div className={page.inlineForms}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${prefix}-leaves`}>
            <Trans>Leaves at</Trans>
          </label>
          <input
            id={`${prefix}-leaves`}
            name="leaves_at"
            type="time"
            className={styles.control}
            defaultValue={values.leavesAt}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${prefix}-back`}>
            <Trans>Back at</Trans>
          </label>
          <input
            id={`${prefix}-back`}
            name="back_at"
            type="time"
            className={styles.control}
            defaultValue={values.backAt}
          />
        </div>
      </div>
      <FieldProblem answer={answer} owns={owns} field="leaves_at" />
      <FieldProblem answer={answer} owns={owns} field="back_at" />
    </>
  );
}

function NewRun({ departure, context }: { departure: PickupDeparture; context: FormContext }) {
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
        <Hidden
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

const MARKS: Record<PickupMark, MessageDescriptor> = {
  picked_up: msg`Picked up`,
  arrived: msg`Arrived`,
  no_show: msg`No-show`,
};

/** What the driver or guide marked on their sheet: "Picked up 07:42 by Komang". */
function CrewMark({ guest }: { guest: PickupGuest }) {
  const { i18n } = useLingui();
  if (!guest.mark) return null;
  const mark = i18n._(MARKS[guest.mark]);
  const at = guest.markedAt ? baliDateTime(new Date(guest.markedAt)).slice(11, 16) : "";
  const by = guest.markedBy ?? "";
  return (
    <span className={page.crewMark} data-testid="crew-mark">
      <Trans>
        {mark} at {at} by {by}
      </Trans>
    </span>
  );
}

function GuestFacts({ guest }: { guest: PickupGuest }) {
  return (
    <>
      <GuestSummary guest={{ ...guest, country: null }} className={page.phone} />
      <span className={styles.meta}>
        <Link to={`/admin/bookings/${guest.reference}`} className={styles.reference}>
          {guest.reference}
        </Link>
      </span>
      <CrewMark guest={guest} />
    </>
  );
}

function Unassigned({
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
              <Hidden
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
          <Hidden csrfToken={context.csrfToken} fields={{ ...target, intent: "time" }} />
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
            <Hidden csrfToken={context.csrfToken} fields={{ ...target, intent: "move", direction: "up" }} />
            <button type="submit" className={widgets.secondaryButton} aria-label={t`Move ${guest.name} up`}>
              {t`Up`}
            </button>
          </Form>
        ) : null}
        {index < run.guests.length - 1 ? (
          <Form method="post">
            <Hidden csrfToken={context.csrfToken} fields={{ ...target, intent: "move", direction: "down" }} />
            <button type="submit" className={widgets.secondaryButton} aria-label={t`Move ${guest.name} down`}>
              {t`Down`}
            </button>
          </Form>
        ) : null}
        <Form method="post">
          <Hidden csrfToken={context.csrfToken} fields={{ ...target, intent: "remove" }} />
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

function RunFacts({ run }: { run: PickupRunView }) {
  const { vehicle, driver, guide, leavesAt, backAt, persons } = run;
  const seats = vehicle.seats;
  const plate = vehicle.plate ?? "";
  return (
    <>
      <span>
        <Trans>
          Vehicle: {vehicle.name} {plate}, {persons} of {seats} seats
        </Trans>
      </span>
      <span>
        <Trans>Driver: {driver.name}</Trans> <GuestPhone phone={driver.phone} country={null} className={page.phone} />
      </span>
      {guide ? (
        <span>
          <Trans>Guide: {guide.name}</Trans> <GuestPhone phone={guide.phone} country={null} className={page.phone} />
        </span>
      ) : (
        <span>
          <Trans>No guide</Trans>
        </span>
      )}
      <span>
        <Trans>
          Leaves at {leavesAt}, back at {backAt}
        </Trans>
      </span>
    </>
  );
}

function Run({ run, departure, context }: { run: PickupRunView; departure: PickupDeparture; context: FormContext }) {
  const { t } = useLingui();
  const owns = (sent: Record<string, string>) => sent.intent === "save" && sent.run_id === String(run.id);
  const ownsDelete = (sent: Record<string, string>) => sent.intent === "delete" && sent.run_id === String(run.id);
  const runId = run.id;
  return (
    <section id={`run-${run.id}`} className={`${styles.card} ${page.sheet}`} data-testid="pickup-run">
      <h3 className={styles.cardTitle}>
        <Trans>
          Run {runId} · {departure.startTime} {departure.activityName}
        </Trans>
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
          <Hidden csrfToken={context.csrfToken} fields={{ intent: "save", run_id: run.id, version: run.version }} />
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
          <Hidden csrfToken={context.csrfToken} fields={{ intent: "delete", run_id: run.id, version: run.version }} />
          <button type="submit" className={widgets.secondaryButton}>
            {t`Delete run ${runId}`}
          </button>
          <FieldProblem answer={context.answer} owns={ownsDelete} field="version" />
        </Form>
      </details>
    </section>
  );
}

function Departure({ departure, context }: { departure: PickupDeparture; context: FormContext }) {
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
            <Unassigned key={guest.bookingId} guest={guest} departure={departure} context={context} />
          ))}
        </ul>
      ) : null}
      {departure.runs.map((run) => (
        <Run key={run.id} run={run} departure={departure} context={context} />
      ))}
      <NewRun departure={departure} context={context} />
    </section>
  );
}

/** The run sheet: each run with its guests in pickup order, for paper or the driver's hand. */
function RunSheet({ day }: { day: PickupDay }) {
  const unassigned = day.departures.reduce((sum, departure) => sum + departure.unassigned.length, 0);
  return (
    <>
      {unassigned > 0 ? (
        <p className={page.unassignedLabel} data-testid="sheet-unassigned">
          <Plural value={unassigned} one="# guest is not in a run yet." other="# guests are not in a run yet." />
        </p>
      ) : null}
      {day.departures.flatMap((departure) =>
        departure.runs.map((run) => {
          const runId = run.id;
          return (
            <section key={run.id} className={`${styles.card} ${page.sheet}`} data-testid="run-sheet">
              <h2 className={styles.cardTitle}>
                <Trans>
                  Run {runId} · {departure.startTime} {departure.activityName}
                </Trans>
              </h2>
              <RunFacts run={run} />
              <ol className={styles.list}>
                {run.guests.map((guest) => (
                  <li key={guest.bookingId} className={page.guest}>
                    <GuestFacts guest={guest} />
                  </li>
                ))}
              </ol>
            </section>
          );
        }),
      )}
    </>
  );
}

/** A page of the day's departures, a row each: when, what, how many, and how many no run collects yet (in red). */
function DepartureList({
  date,
  departures,
  next,
  paged,
}: {
  date: string;
  departures: DepartureSummary[];
  next: string | null;
  paged: boolean;
}) {
  return (
    <>
      <ul className={page.departures} data-testid="pickup-departures">
        {departures.map((departure) => {
          const { startTime, activityName, persons, runs, unassigned } = departure;
          return (
            <li key={departure.key}>
              <Link
                to={`/admin/pickups?date=${date}&departure=${departure.key}`}
                className={`${styles.listLink} ${unassigned > 0 ? page.departureUnassigned : ""}`}
                data-testid="pickup-departure-link"
              >
                <strong>
                  {startTime} · {activityName}
                </strong>
                <span className={styles.meta}>
                  <Plural value={persons} one="# confirmed guest" other="# confirmed guests" />
                  {" · "}
                  <Plural value={runs} one="# run" other="# runs" />
                </span>
                {unassigned > 0 ? (
                  <span className={page.unassignedLabel}>
                    <Plural value={unassigned} one="# guest not in a run yet" other="# guests not in a run yet" />
                  </span>
                ) : (
                  <span className={styles.meta}>
                    <Trans>Every guest is in a run.</Trans>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      <DeparturePager
        first={paged ? `/admin/pickups?date=${date}` : null}
        later={next ? `/admin/pickups?date=${date}&after=${next}` : null}
        className={page.screenOnly}
      />
    </>
  );
}

/** The day before and after, the day's manifest, and back to the day's departures from one of them. */
function DayNavigation({ date, opened }: { date: string; opened: boolean }) {
  const { t } = useLingui();
  return (
    <nav className={`${styles.buttonRow} ${page.screenOnly}`} aria-label={t`Days`}>
      <Link to={`/admin/pickups?date=${addDays(date, -1)}`} className={styles.link} rel="prev">
        <Trans>← Day before</Trans>
      </Link>
      {opened ? (
        <Link to={`/admin/pickups?date=${date}`} className={styles.link} data-testid="day-departures-link">
          <Trans>All departures of the day</Trans>
        </Link>
      ) : null}
      <Link to={`/admin/calendar/${date}`} className={styles.link}>
        <Trans>Manifest of the day</Trans>
      </Link>
      <Link to={`/admin/pickups?date=${addDays(date, 1)}`} className={styles.link} rel="next">
        <Trans>Day after →</Trans>
      </Link>
    </nav>
  );
}

/** The print button on the run sheet, or the link to it: of the opened departure, else of the whole day. */
function PrintLinks({ here, print }: { here: string; print: boolean }) {
  const { t } = useLingui();
  return (
    <p className={`${styles.buttonRow} ${page.screenOnly}`}>
      {print ? (
        <>
          <button type="button" className={widgets.button} onClick={() => window.print()}>
            {t`Print`}
          </button>
          <Link to={here} className={styles.link}>
            <Trans>Back to the runs</Trans>
          </Link>
        </>
      ) : (
        <Link to={`${here}&print`} className={widgets.secondaryButton} data-testid="run-sheet-link">
          <Trans>Run sheet to print</Trans>
        </Link>
      )}
    </p>
  );
}

export default function AdminPickups({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const locale = usePageLocale();
  const { date: day, done, csrfToken } = loaderData;
  // A refused CSRF token answers `{ problem }` without fields (app/server/operator-pages.server.ts).
  const answer = actionData && "sent" in actionData ? (actionData as PickupsAnswer) : undefined;
  const date = formatDate(locale, day);
  const notices: Record<string, string> = {
    created: t`The run is created.`,
    saved: t`The run is saved.`,
    added: t`The guest is in the run.`,
    removed: t`The guest is out of the run.`,
    moved: t`The order is changed.`,
    timed: t`The pickup time is changed. The guest gets the new time by mail.`,
    deleted: t`The run is deleted. Its guests are not in a run now.`,
  };
  const general = answer?.problems.filter(([field]) => field === "intent") ?? [];
  const opened = loaderData.view === "departures" ? null : loaderData.departure;
  const here = `/admin/pickups?date=${day}${opened ? `&departure=${opened}` : ""}`;
  return (
    <>
      <title>{`${t`Pickups ${date}`} | ${SITE_NAME}`}</title>
      <DayNavigation date={day} opened={opened !== null} />
      <div>
        <h1 className={styles.title}>
          <Trans>Pickups for {date}</Trans>
        </h1>
        <p className={`${styles.lead} ${page.screenOnly}`}>
          {opened ? (
            <Trans>The departure's confirmed guests, the runs that collect them, and who is not in a run yet.</Trans>
          ) : (
            <Trans>The day's departures: open one to put its guests in runs.</Trans>
          )}
        </p>
      </div>
      <PrintLinks here={here} print={loaderData.view === "sheet"} />
      {general.length > 0 ? (
        <p className={styles.alert} role="alert">
          {i18n._(PROBLEMS.intent as MessageDescriptor)}
        </p>
      ) : null}
      {done && notices[done] ? (
        <p className={styles.notice} role="status" data-testid="pickups-notice">
          {notices[done]}
        </p>
      ) : null}
      <DayContent loaderData={loaderData} context={{ csrfToken, answer }} />
    </>
  );
}

function DayContent({
  loaderData,
  context,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  context: Omit<FormContext, "resources">;
}) {
  if (loaderData.view === "departures") {
    return loaderData.departures.length === 0 ? (
      <p className={widgets.empty}>
        <Trans>No confirmed guests on this day.</Trans>
      </p>
    ) : (
      <DepartureList
        date={loaderData.date}
        departures={loaderData.departures}
        next={loaderData.next}
        paged={loaderData.paged}
      />
    );
  }
  const { day } = loaderData;
  if (day.departures.length === 0) {
    return (
      <p className={widgets.empty}>
        {loaderData.departure ? (
          <Trans>This departure has no confirmed guests on this day.</Trans>
        ) : (
          <Trans>No confirmed guests on this day.</Trans>
        )}
      </p>
    );
  }
  if (loaderData.view === "sheet") return <RunSheet day={day} />;
  return day.departures.map((departure) => (
    <Departure key={departure.key} departure={departure} context={{ ...context, resources: day.resources }} />
  ));
}
