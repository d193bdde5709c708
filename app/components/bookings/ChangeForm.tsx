/**
 * The open form of the tourist's change (issue 38, item 4): another date or start time, or fewer or
 * more people, inside the change window. The first submit shows the new total and the difference;
 * only its "Confirm the change" saves, at exactly that total. Loaded by ChangeOwnBooking.tsx only
 * where a booking can still be changed: its machine and calendar weigh on no other page.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useMachine } from "@xstate/react";
import { useCallback, useState } from "react";
import { Form, useNavigation, useRevalidator, useSubmit } from "react-router";
import { fromPromise } from "xstate";
import { VisitCalendar } from "#app/components/booking/VisitCalendar.tsx";
import * as styles from "#app/components/bookings/booking-pages.css.ts";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { previewChange, saveChange } from "#app/lib/booking-change-client.ts";
import { useHydrating } from "#app/lib/hydrating.ts";
import { baliToday, formatBaliMoment } from "#domain/bali-time.ts";
import type { LookedUpBooking } from "#domain/booking.ts";
import type { ChangePreview, TouristChangeView } from "#domain/booking-change.ts";
import { latestVisitDate } from "#domain/booking-rules.ts";
import { formatDate, money } from "#domain/format.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import {
  type BookingChangeInput,
  bookingChangeMachine,
  type ChangeFields,
  type SaveChangeInput,
} from "#machines/booking-change.machine.ts";
import { ConfirmChangeFields } from "./ConfirmChangeFields.tsx";

export interface ChangeFormProps {
  booking: LookedUpBooking;
  /** The e-mail the lookup page found the booking with; none on the profile, where the account is the proof. */
  email?: string;
  csrfToken: string;
  change: TouristChangeView;
}

function Hidden({ booking, email, csrfToken }: Pick<ChangeFormProps, "booking" | "email" | "csrfToken">) {
  return (
    <>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <input type="hidden" name="intent" value="change" />
      <input type="hidden" name="reference" value={booking.reference} />
      {email === undefined ? null : <input type="hidden" name="email" value={email} />}
    </>
  );
}

function Preview({
  preview,
  sent,
  busy,
  onConfirm,
  ...hidden
}: Pick<ChangeFormProps, "booking" | "email" | "csrfToken"> & {
  preview: ChangePreview;
  sent: Record<string, string>;
  busy: boolean;
  /** Once the page runs, the change machine saves instead of the form's post. */
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  const locale = usePageLocale();
  const amount = (minor: number) => money(locale, preview.currency, minor);
  const total = amount(preview.newTotalMinor);
  const difference = amount(Math.abs(preview.differenceMinor));
  const moved = preview.changes.find((item) => item.field === "date");
  const newDate = moved ? formatDate(locale, moved.after) : "";
  return (
    <div data-testid="own-change-preview" className={styles.form}>
      {moved ? (
        <p>
          <Trans>New date: {newDate}</Trans>
        </p>
      ) : null}
      <p data-testid="own-change-total">
        {preview.differenceMinor > 0 ? (
          <Trans>
            The new total is {total}, {difference} more than before.
          </Trans>
        ) : preview.differenceMinor < 0 ? (
          <Trans>
            The new total is {total}, {difference} less than before.
          </Trans>
        ) : (
          <Trans>The total stays {total}.</Trans>
        )}
      </p>
      <Form
        method="post"
        className={styles.buttonRow}
        aria-label={t`Confirm the change`}
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <Hidden {...hidden} />
        <ConfirmChangeFields sent={sent} preview={preview} />
        <button type="submit" className={widgets.button} disabled={busy} aria-busy={busy}>
          <Trans>Confirm the change</Trans>
        </button>
      </Form>
    </div>
  );
}

/**
 * The new date and start time. On the server's page (and without JavaScript) a date field and the
 * activity's start times; once the page runs, the booking form's calendar of free seats per day
 * (full and closed days cannot be chosen), whose choice the form sends in the same fields.
 */
function ChangeDate({
  booking,
  startTimes,
  date,
  startTime,
  problem,
}: {
  booking: LookedUpBooking;
  startTimes: string[];
  date: string;
  startTime: string;
  problem: (name: string) => string | undefined;
}) {
  const locale = usePageLocale();
  const hydrating = useHydrating();
  const [choice, setChoice] = useState({ date, startTime });
  const choose = useCallback((chosen: { date: string; startTime: string }) => setChoice(chosen), []);
  const errorOf = useCallback(
    (field: "date" | "startTime") => problem(field === "date" ? "date" : "start_time"),
    [problem],
  );
  if (!hydrating) {
    const today = baliToday();
    return (
      <div data-testid="own-change-calendar">
        <VisitCalendar
          subject={{ kind: booking.kind, availability: `/api${booking.item.path}/availability` }}
          locale={locale}
          firstDate={today}
          lastDate={latestVisitDate(today)}
          form={choice}
          errorOf={errorOf}
          update={choose}
        />
        <input type="hidden" name="date" value={choice.date} />
        {startTimes.length > 0 ? <input type="hidden" name="start_time" value={choice.startTime} /> : null}
      </div>
    );
  }
  return (
    <>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="own-change-date">
          <Trans>Date</Trans>
        </label>
        <input id="own-change-date" name="date" type="date" className={styles.control} defaultValue={date} />
        {problem("date") ? <p className={styles.fieldError}>{problem("date")}</p> : null}
      </div>
      {startTimes.length > 0 ? (
        <div className={styles.field}>
          <label className={styles.label} htmlFor="own-change-start_time">
            <Trans>Start time</Trans>
          </label>
          <select id="own-change-start_time" name="start_time" className={styles.control} defaultValue={startTime}>
            {startTimes.map((time) => (
              <option key={time}>{time}</option>
            ))}
          </select>
        </div>
      ) : null}
    </>
  );
}

/** The form's own fields, which the change machine does not hold. */
const NOT_CHANGED = new Set([CSRF_FIELD, "intent", "reference", "email", "startTime"]);

function changeFieldsOf(form: HTMLFormElement): ChangeFields {
  const fields: ChangeFields = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && !NOT_CHANGED.has(name)) fields[name] = value;
  }
  return fields;
}

/** The server's page's answer as the machine starts from it: the first message of each field. */
function machineInput(change: TouristChangeView): BookingChangeInput {
  const refused = change.refused;
  const fields = refused
    ? Object.fromEntries(Object.entries(refused.fieldErrors).map(([name, messages]) => [name, messages.join(" ")]))
    : {};
  return {
    fields: change.sent ?? {},
    preview: change.preview ?? null,
    changed: change.changed ?? false,
    refusal: refused ? { fields, message: refused.message } : null,
  };
}

/**
 * The open change form, driven by the change machine (machines/booking-change.machine.ts). Once the
 * page runs, its two steps go through POST /api/booking/{reference}/change; without JavaScript they
 * are the page's own form posts, whose answers the machine starts from.
 */
export default function ChangeForm({ booking, email, csrfToken, change }: ChangeFormProps) {
  const { t } = useLingui();
  const locale = usePageLocale();
  const navigation = useNavigation();
  const submit = useSubmit();
  const revalidator = useRevalidator();
  const target = { reference: booking.reference, ...(email === undefined ? {} : { email }) };
  const [snapshot, send] = useMachine(
    bookingChangeMachine.provide({
      actors: {
        previewChange: fromPromise<ChangePreview, ChangeFields>(({ input }) => previewChange(target, input)),
        saveChange: fromPromise<{ changed: boolean }, SaveChangeInput>(({ input }) => saveChange(target, input)),
      },
      actions: {
        // The booking above shows its new date and party: the lookup again, or the profile's data.
        announceChanged: () => {
          if (email === undefined) void revalidator.revalidate();
          else void submit({ reference: booking.reference, email }, { method: "post" });
        },
      },
    }),
    { input: machineInput(change) },
  );
  const { terms } = change;
  if (terms.kind === "closed") return null;
  const { context } = snapshot;
  const posting = navigation.state === "submitting" && navigation.formData?.get("intent") === "change";
  const busy = posting || snapshot.matches("previewing") || snapshot.matches("saving");
  const values = context.fields;
  const problem = (name: string) => context.fieldErrors[name];
  const until = formatBaliMoment(locale, terms.until);
  const preview = snapshot.matches("confirming") || snapshot.matches("saving") ? context.preview : null;
  return (
    <section className={styles.card} aria-labelledby="change-own-title" data-testid="change-own-booking">
      <h2 id="change-own-title" className={styles.cardTitle}>
        <Trans>Change the date or the number of people</Trans>
      </h2>
      {snapshot.matches("done") ? (
        <p className={styles.notice} role="status" data-testid="own-change-done">
          <Trans>Your booking is changed. We have sent you an e-mail with the details.</Trans>
        </p>
      ) : null}
      {context.message ? (
        <p className={styles.alert} role="alert">
          {context.message}
        </p>
      ) : null}
      {context.failed ? (
        <p className={styles.alert} role="alert">
          <Trans>Something went wrong. Please try again.</Trans>
        </p>
      ) : null}
      <p className={styles.hint}>
        <Trans>You can change this booking online until {until}.</Trans>
      </p>
      {preview ? (
        <Preview
          preview={preview}
          sent={values}
          booking={booking}
          email={email}
          csrfToken={csrfToken}
          busy={busy}
          onConfirm={() => send({ type: "change.confirm" })}
        />
      ) : null}
      <Form
        method="post"
        className={styles.form}
        aria-label={t`Change the booking`}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: "change.update", patch: changeFieldsOf(event.currentTarget) });
          send({ type: "change.preview" });
        }}
      >
        <Hidden booking={booking} email={email} csrfToken={csrfToken} />
        <ChangeDate
          booking={booking}
          startTimes={terms.startTimes}
          date={values.date ?? booking.visitDate}
          startTime={values.start_time ?? booking.startTime ?? ""}
          problem={problem}
        />
        {terms.products.map((product) => (
          <div className={styles.field} key={product.id}>
            <label className={styles.label} htmlFor={`own-change-quantity_${product.id}`}>
              {product.name}
            </label>
            <input
              id={`own-change-quantity_${product.id}`}
              name={`quantity_${product.id}`}
              type="number"
              min={0}
              className={styles.control}
              defaultValue={values[`quantity_${product.id}`] ?? String(product.quantity)}
            />
          </div>
        ))}
        {terms.people !== null ? (
          <div className={styles.field}>
            <label className={styles.label} htmlFor="own-change-people">
              <Trans>People riding</Trans>
            </label>
            <input
              id="own-change-people"
              name="people"
              type="number"
              min={1}
              className={styles.control}
              defaultValue={values.people ?? String(terms.people)}
            />
          </div>
        ) : null}
        {problem("order_data") ? <p className={styles.fieldError}>{problem("order_data")}</p> : null}
        <div className={styles.buttonRow}>
          <button type="submit" className={widgets.secondaryButton} disabled={busy} aria-busy={busy}>
            <Trans>Show the new price</Trans>
          </button>
        </div>
      </Form>
    </section>
  );
}
