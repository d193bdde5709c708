/**
 * The availability page of one activity or vehicle: its rule (days, season, start times, capacity,
 * notice), its blackout dates, and beside them the next days as the tourist sees them. Plain
 * forms: each works without JavaScript.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useNavigation } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { type DayAvailability, type DayStatus, isoWeekday } from "#domain/availability.ts";
import { SITE_NAME } from "#domain/business.ts";
import { formatDate } from "#domain/format.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import type { AvailabilityEdit } from "#domain/inputs/availability.ts";
import { AVAILABILITY_EDIT_MESSAGES } from "#domain/inputs/availability-messages.ts";
import type { FieldProblems } from "#domain/inputs/fields.ts";
import * as admin from "./admin.css.ts";
import { PlaceField, type PlaceFieldSource } from "./PlaceFields.tsx";

export interface ItemAvailability {
  name: string;
  version: number;
  rule: Omit<AvailabilityEdit, "version">;
  blackouts: string[];
  preview: DayAvailability[];
}

export type AvailabilityPosted =
  | { problems: FieldProblems<keyof typeof AVAILABILITY_EDIT_MESSAGES>; sent: Record<string, string> }
  | { problem: "csrf" }
  | undefined;

/** The days of the week by ISO number, in the operator's language. */
export function useWeekdayNames(): Record<number, string> {
  const { t } = useLingui();
  return {
    1: t`Monday`,
    2: t`Tuesday`,
    3: t`Wednesday`,
    4: t`Thursday`,
    5: t`Friday`,
    6: t`Saturday`,
    7: t`Sunday`,
  };
}

function useFieldSource(stored: Record<string, string>, posted: AvailabilityPosted): PlaceFieldSource {
  const { i18n } = useLingui();
  const answer = posted && "problems" in posted ? posted : undefined;
  const problems = new Map(answer?.problems ?? []);
  return {
    value: (name) => answer?.sent[name] ?? stored[name] ?? "",
    problem: (name) => {
      const problem = problems.get(name);
      return problem ? i18n._(AVAILABILITY_EDIT_MESSAGES[problem]) : undefined;
    },
  };
}

function storedFields(item: ItemAvailability): Record<string, string> {
  const { rule } = item;
  return {
    weekdays: rule.weekdays.join(","),
    season_start: rule.seasonStart ?? "",
    season_end: rule.seasonEnd ?? "",
    start_times: rule.startTimes.join(", "),
    capacity: String(rule.capacity),
    capacity_per: rule.capacityPer,
    notice_hours: String(rule.noticeHours),
  };
}

function Notice({ done }: { done: string | null }) {
  const { t } = useLingui();
  const notices: Record<string, string> = {
    saved: t`Saved. Tourists see the new availability now.`,
    closed: t`Date closed. Nothing new can be booked on it.`,
    opened: t`Date opened again.`,
  };
  const notice = done ? notices[done] : undefined;
  return notice ? (
    <p className={styles.notice} role="status">
      {notice}
    </p>
  ) : null;
}

/** The page's alert after a refused post: expired form, someone else's save, or fields to fix. */
export function AvailabilityAlert({ posted }: { posted: AvailabilityPosted }) {
  const { i18n } = useLingui();
  if (!posted) return null;
  const stale = "problems" in posted && posted.problems.some(([field]) => field === "version");
  return (
    <p className={styles.alert} role="alert" data-testid="availability-problem">
      {"problem" in posted ? (
        <Trans>This form has expired. Please reload the page and try again.</Trans>
      ) : stale ? (
        i18n._(AVAILABILITY_EDIT_MESSAGES.stale)
      ) : (
        <Trans>Please correct the fields marked below.</Trans>
      )}
    </p>
  );
}

function WeekdayChecks({ source }: { source: PlaceFieldSource }) {
  const { t } = useLingui();
  const names = useWeekdayNames();
  const ticked = new Set(source.value("weekdays").split(","));
  const problem = source.problem("weekdays");
  return (
    <fieldset className={admin.fieldset} aria-describedby={problem ? "field-weekdays-problem" : undefined}>
      <legend className={admin.legend}>{t`Days it runs`}</legend>
      <div className={admin.weekdays}>
        {[1, 2, 3, 4, 5, 6, 7].map((day) => (
          <label key={day} className={admin.check}>
            <input type="checkbox" name="weekdays" value={day} defaultChecked={ticked.has(String(day))} />
            {names[day]}
          </label>
        ))}
      </div>
      {problem ? (
        <p id="field-weekdays-problem" className={styles.fieldError}>
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}

function RuleForm(props: {
  item: ItemAvailability;
  kind: "activity" | "transport";
  csrfToken: string;
  source: PlaceFieldSource;
}) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const { source } = props;
  return (
    <Form method="post" className={styles.form} aria-label={t`Availability rule`}>
      <input type="hidden" name={CSRF_FIELD} value={props.csrfToken} />
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="version" value={props.item.version} />
      <WeekdayChecks source={source} />
      <fieldset className={admin.fieldset}>
        <legend className={admin.legend}>{t`Season (leave empty to run all year)`}</legend>
        <div className={admin.pair}>
          <PlaceField name="season_start" label={t`First day`} source={source} type="date" />
          <PlaceField name="season_end" label={t`Last day`} source={source} type="date" />
        </div>
      </fieldset>
      <fieldset className={admin.fieldset}>
        <legend className={admin.legend}>{t`Times and places`}</legend>
        <PlaceField name="start_times" label={t`Start times (HH:MM, separated by commas)`} source={source} />
        <p className={styles.hint}>
          {props.kind === "activity" ? (
            <Trans>Empty: one start a day, at the activity's own start time.</Trans>
          ) : (
            <Trans>Empty: the pickup time is agreed with the tourist.</Trans>
          )}
        </p>
        <div className={admin.pair}>
          <PlaceField
            name="capacity"
            label={props.kind === "activity" ? t`Capacity (persons)` : t`Capacity (vehicles)`}
            source={source}
            inputMode="numeric"
          />
          <PlaceField
            name="capacity_per"
            label={t`Counted`}
            source={source}
            options={[
              { value: "day", label: t`Per day` },
              { value: "start_time", label: t`Per start time` },
            ]}
          />
        </div>
        <PlaceField
          name="notice_hours"
          label={t`Minimum notice (hours before the start, Bali time)`}
          source={source}
          inputMode="numeric"
        />
      </fieldset>
      <div className={admin.saveBar}>
        <button type="submit" className={widgets.button} disabled={navigation.state !== "idle"}>
          <Trans>Save</Trans>
        </button>
      </div>
    </Form>
  );
}

function Blackouts(props: { item: ItemAvailability; csrfToken: string; source: PlaceFieldSource }) {
  const { t } = useLingui();
  const locale = usePageLocale();
  return (
    <section className={styles.card} aria-labelledby="blackouts-title">
      <h2 id="blackouts-title" className={styles.cardTitle}>
        <Trans>Closed dates</Trans>
      </h2>
      <Form method="post" className={styles.form} aria-label={t`Close a date`}>
        <input type="hidden" name={CSRF_FIELD} value={props.csrfToken} />
        <input type="hidden" name="intent" value="blackout" />
        <PlaceField name="date" label={t`Date`} source={props.source} type="date" idPrefix="blackout" />
        <div>
          <button type="submit" className={widgets.button}>
            <Trans>Close this date</Trans>
          </button>
        </div>
      </Form>
      {props.item.blackouts.length === 0 ? (
        <p className={styles.hint}>
          <Trans>No date is closed.</Trans>
        </p>
      ) : (
        <ul className={styles.lines} data-testid="blackouts">
          {props.item.blackouts.map((date) => (
            <li key={date} className={styles.line}>
              <span>{formatDate(locale, date)}</span>
              <Form method="post" aria-label={t`Open ${formatDate(locale, date)} again`}>
                <input type="hidden" name={CSRF_FIELD} value={props.csrfToken} />
                <input type="hidden" name="intent" value="open" />
                <input type="hidden" name="date" value={date} />
                <button type="submit" className={widgets.button}>
                  <Trans>Open again</Trans>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function useDayStatusLabels(): Record<DayStatus, string> {
  const { t } = useLingui();
  return { open: t`Open`, few: t`Few left`, full: t`Full`, closed: t`Closed` };
}

/** The next days as the availability call answers them to a tourist. */
function Preview({ days }: { days: DayAvailability[] }) {
  const { t } = useLingui();
  const locale = usePageLocale();
  const names = useWeekdayNames();
  const labels = useDayStatusLabels();
  return (
    <section className={styles.card} aria-labelledby="preview-title">
      <h2 id="preview-title" className={styles.cardTitle}>
        <Trans>As tourists see it</Trans>
      </h2>
      <ul className={styles.lines} data-testid="availability-preview">
        {days.map((day) => (
          <li key={day.date} className={styles.line}>
            <span>
              {names[isoWeekday(day.date)]} {formatDate(locale, day.date)}
            </span>
            <span>
              {labels[day.status]}
              {day.status === "closed" ? null : ` · ${t`${day.remaining} left`}`}
              {day.times.length > 0 && day.status !== "closed"
                ? ` (${day.times.map((time) => `${time.time}: ${time.remaining}`).join(", ")})`
                : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AvailabilityEditorPage(props: {
  kind: "activity" | "transport";
  /** The item's editor in the back office. */
  editor: string;
  item: ItemAvailability;
  csrfToken: string;
  done: string | null;
  posted: AvailabilityPosted;
}) {
  const { t } = useLingui();
  const source = useFieldSource(storedFields(props.item), props.posted);
  const title = t`Availability: ${props.item.name}`;
  return (
    <>
      <title>{`${title} | ${SITE_NAME}`}</title>
      <p>
        <Link to={props.editor} className={styles.link}>
          {props.item.name}
        </Link>
      </p>
      <h1 className={styles.title}>{title}</h1>
      {props.posted ? <AvailabilityAlert posted={props.posted} /> : <Notice done={props.done} />}
      <div className={admin.besidePreview}>
        <div className={styles.form}>
          <RuleForm item={props.item} kind={props.kind} csrfToken={props.csrfToken} source={source} />
          <Blackouts item={props.item} csrfToken={props.csrfToken} source={source} />
        </div>
        <Preview days={props.item.preview} />
      </div>
    </>
  );
}

export { Notice as AvailabilityNotice };
