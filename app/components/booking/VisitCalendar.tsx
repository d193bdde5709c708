import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMachine } from "@xstate/react";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { fromPromise } from "xstate";
import { fetchAvailability } from "#app/lib/availability-client.ts";
import type { DayAvailability } from "#domain/availability.ts";
import {
  addMonths,
  dateAfterKey,
  isCalendarKey,
  isChoosable,
  longDate,
  monthName,
  monthOf,
  monthWeeks,
  showsPlacesLeft,
  weekdayNames,
} from "#domain/calendar.ts";
import type { Locale } from "#domain/locale.ts";
import { calendarMachine, type MonthRange } from "#machines/calendar.machine.ts";
import * as styles from "./booking.css.ts";
import type { FormPartProps } from "./FormField.tsx";
import type { BookingSubject } from "./subject.ts";

/**
 * What the calendar needs of a form: its date and start time, their messages and the way to change
 * them. The booking form gives its own (FormPartProps); the tourist's change form gives these alone.
 */
export interface CalendarFormProps {
  form: Pick<FormPartProps["form"], "date" | "startTime">;
  errorOf: (field: "date" | "startTime") => string | undefined;
  update: (choice: { date: string; startTime: string; startTimes: string[] }) => void;
}

/**
 * The visit date as a month calendar of the item's availability, and the chosen day's start times
 * when it has several. A failed fetch leaves a plain date field: the server then decides.
 */
export function VisitCalendar({
  subject,
  locale,
  firstDate,
  lastDate,
  form,
  errorOf,
  update,
}: CalendarFormProps & {
  subject: Pick<BookingSubject, "kind" | "availability">;
  locale: Locale;
  firstDate: string;
  lastDate: string;
}) {
  const { t } = useLingui();
  const [snapshot, send, actor] = useMachine(
    calendarMachine.provide({
      actors: {
        loadMonth: fromPromise<DayAvailability[], MonthRange>(({ input }) =>
          fetchAvailability(subject.availability, input),
        ),
      },
    }),
    {
      input: {
        firstDate,
        lastDate,
        date: form.date,
        startTime: form.startTime,
        refusal: errorOf("date") ?? null,
      },
    },
  );
  useEffect(() => {
    const subscription = actor.on("chosen", ({ date, startTime, startTimes }) =>
      update({ date, startTime, startTimes }),
    );
    return () => subscription.unsubscribe();
  }, [actor, update]);

  const { focus, days, date, startTime, notice } = snapshot.context;
  const error = errorOf("date") ?? notice ?? undefined;
  const errorId = "booking-date-error";
  const month = monthOf(focus);
  const loading = snapshot.matches("loading");

  // Keys move the focus; the focused day's button follows it, across months too.
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focus}"]`)?.focus();
  }, [focus]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isCalendarKey(event.key)) return;
    event.preventDefault();
    moved.current = true;
    send({ type: "calendar.focus", date: dateAfterKey(focus, event.key) });
  };

  if (snapshot.matches("manual")) {
    return (
      <div className={styles.field}>
        <label className={styles.label} htmlFor="booking-date">
          <Trans>Visit date</Trans>
        </label>
        <p className={styles.hint} role="alert">
          <Trans>
            We could not load the available dates. Type the date you want: we check it when you send the request.
          </Trans>
        </p>
        <input
          id="booking-date"
          name="date"
          className={styles.control}
          type="date"
          min={firstDate}
          max={lastDate}
          value={date}
          onChange={(event) => send({ type: "calendar.type", date: event.target.value })}
          {...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
        />
        <button type="button" className={styles.linkButton} onClick={() => send({ type: "calendar.retry" })}>
          <Trans>Show the calendar again</Trans>
        </button>
        <FieldMessage id={errorId} message={error} />
        <FieldMessage id="booking-startTime-error" message={errorOf("startTime")} />
      </div>
    );
  }

  // "Only N left" is the server's word (status "few", decision 0087); other counts are said plainly.
  const left = (remaining: number, status: DayAvailability["status"]) => {
    if (status === "few") {
      return subject.kind === "transport"
        ? t`${plural(remaining, { one: "Only # vehicle left", other: "Only # vehicles left" })}`
        : t`${plural(remaining, { one: "Only # place left", other: "Only # places left" })}`;
    }
    if (!showsPlacesLeft(remaining)) return t`available`;
    return subject.kind === "transport"
      ? t`${plural(remaining, { one: "# vehicle left", other: "# vehicles left" })}`
      : t`${plural(remaining, { one: "# place left", other: "# places left" })}`;
  };
  const statusOf = (day: string): { short: string; spoken: string; choosable: boolean } => {
    const availability = days[day];
    if (day < firstDate || day > lastDate) return { short: "", spoken: t`not bookable`, choosable: false };
    if (!availability) return { short: "", spoken: t`loading`, choosable: false };
    switch (availability.status) {
      case "closed":
        return { short: t`Closed`, spoken: t`closed`, choosable: false };
      case "full":
        return { short: t`Full`, spoken: t`full`, choosable: false };
      case "few": {
        const count = availability.remaining;
        return { short: t`${count} left`, spoken: left(count, "few"), choosable: true };
      }
      case "open":
        return { short: "", spoken: left(availability.remaining, "open"), choosable: true };
    }
  };
  const chosenDay = date ? days[date] : undefined;
  const times = chosenDay && date ? chosenDay.times : [];
  const weekdays = weekdayNames(locale);
  const chosenDate = date ? longDate(locale, date) : "";

  return (
    <div className={styles.field}>
      <fieldset className={styles.calendar}>
        <legend className={styles.label}>
          {subject.kind === "transport" ? <Trans>Pickup date</Trans> : <Trans>Visit date</Trans>}
        </legend>
        <div className={styles.calendarHeader}>
          <button
            type="button"
            className={styles.monthButton}
            aria-label={t`Previous month`}
            disabled={month <= monthOf(firstDate)}
            onClick={() => send({ type: "calendar.focus", date: addMonths(focus, -1) })}
          >
            ‹
          </button>
          <h3 id="booking-month" className={styles.monthName} aria-live="polite">
            {monthName(locale, month)}
          </h3>
          <button
            type="button"
            className={styles.monthButton}
            aria-label={t`Next month`}
            disabled={month >= monthOf(lastDate)}
            onClick={() => send({ type: "calendar.focus", date: addMonths(focus, 1) })}
          >
            ›
          </button>
        </div>
        <table ref={grid} className={styles.monthGrid} aria-labelledby="booking-month" onKeyDown={onKeyDown}>
          <thead>
            <tr>
              {weekdays.map((weekday) => (
                <th key={weekday.long} scope="col" abbr={weekday.long}>
                  {weekday.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month).map((week) => (
              <tr key={week[0]}>
                {week.map((day) => {
                  if (monthOf(day) !== month) return <td key={day} />;
                  const status = statusOf(day);
                  const chosen = day === date;
                  return (
                    <td key={day}>
                      <button
                        type="button"
                        data-date={day}
                        data-testid="calendar-day"
                        className={styles.day}
                        tabIndex={day === focus ? 0 : -1}
                        aria-label={`${longDate(locale, day)}, ${status.spoken}`}
                        aria-pressed={chosen}
                        aria-disabled={!status.choosable}
                        {...(error && day === focus ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
                        onFocus={() => {
                          if (day !== focus) send({ type: "calendar.focus", date: day });
                        }}
                        onClick={() => {
                          if (isChoosable(days[day], firstDate, lastDate))
                            send({ type: "calendar.pickDay", date: day });
                        }}
                      >
                        <span aria-hidden="true">{Number(day.slice(8))}</span>
                        <span aria-hidden="true" className={styles.dayStatus}>
                          {status.short}
                        </span>
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {loading ? (
          <p className={styles.hint} role="status">
            <Trans>Loading the available dates…</Trans>
          </p>
        ) : null}
      </fieldset>
      <FieldMessage id={errorId} message={error} />
      {chosenDay && date && times.length === 0 ? (
        <p className={styles.hint} data-testid="places-left">
          {chosenDate}: {left(chosenDay.remaining, chosenDay.status)}
        </p>
      ) : null}
      {/* The day's start times still bookable, even one: the tourist sees which departure is booked. */}
      {date && times.length > 0 ? (
        <fieldset className={styles.timeGroup}>
          <legend className={styles.label}>
            <Trans>Start time on {chosenDate}</Trans>
          </legend>
          <div className={styles.timeOptions}>
            {times.map((time) => (
              <label key={time.time} className={styles.timeOption}>
                <input
                  type="radio"
                  name="startTime"
                  value={time.time}
                  required
                  disabled={time.remaining === 0}
                  checked={startTime === time.time}
                  onChange={() => send({ type: "calendar.pickTime", time: time.time })}
                  {...(errorOf("startTime")
                    ? { "aria-invalid": true, "aria-describedby": "booking-startTime-error" }
                    : {})}
                />
                <span>
                  {time.time} · {time.remaining > 0 ? left(time.remaining, time.status) : t`Full`}
                </span>
              </label>
            ))}
          </div>
          <FieldMessage id="booking-startTime-error" message={errorOf("startTime")} />
        </fieldset>
      ) : (
        <FieldMessage id="booking-startTime-error" message={date ? errorOf("startTime") : undefined} />
      )}
    </div>
  );
}

function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.fieldError}>
      {message}
    </p>
  ) : null;
}
