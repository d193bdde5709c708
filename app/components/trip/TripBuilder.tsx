import { Trans, useLingui } from "@lingui/react/macro";
import { useMachine } from "@xstate/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { fetchTripActivities, searchTripActivities } from "#app/lib/trip-activities-client.ts";
import { MAX_QUANTITY } from "#domain/booking-rules.ts";
import { TRIP_DAY_HOURS } from "#domain/business.ts";
import { longDate } from "#domain/calendar.ts";
import { currencyOf, formatNumber, minorToAmount, money } from "#domain/format.ts";
import { encodePlan } from "#domain/inputs/trip-plan.ts";
import type { Locale } from "#domain/locale.ts";
import {
  MAX_DRIVER_HOURS,
  MAX_PICKER_QUERY,
  MAX_TRIP_DAYS,
  type TripDay,
  type TripItem,
  type TripPlan,
} from "#domain/trip.ts";
import {
  activityIdsToOpen,
  type ChoiceIndex,
  choiceIndex,
  estimateMinor,
  factsOf,
  itemFromLink,
  type TripActivityChoice,
  type TripChoices,
} from "#domain/trip-catalogue.ts";
import { dayWarnings, type TripWarning } from "#domain/trip-rules.ts";
import { type TripEvent, type TripNotice, tripMachine } from "#machines/trip.machine.ts";
import * as styles from "./TripBuilder.css.ts";
import { TripSendForm } from "./TripSendForm.tsx";
import { useTripAvailability } from "./useTripAvailability.ts";

/** Where this browser keeps the plan between visits. */
const STORAGE_KEY = "bali-tours.trip-plan";

function storedPlan(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The plan into local storage and the page's link (no new history entry), the catalogue's `add` dropped. */
function persist(encoded: string) {
  try {
    window.localStorage.setItem(STORAGE_KEY, encoded);
  } catch {
    // Private mode or a full storage: the link still holds the plan.
  }
  const url = new URL(window.location.href);
  url.searchParams.delete("add");
  url.searchParams.set("plan", encoded);
  window.history.replaceState(window.history.state, "", url);
}

interface BuilderProps {
  choices: TripChoices;
  today: string;
}

/**
 * The builder, once it knows the activities of the plan it opens: the page carries those of its
 * link's plan and "Add to my trip" item; a plan kept in this browser may name others, fetched here
 * first. A failed fetch opens the plan anyway: those items then show as no longer offered.
 */
export default function TripBuilder({ choices, today }: BuilderProps) {
  const { t } = useLingui();
  const [opened, setOpened] = useState<TripChoices | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const wanted = activityIdsToOpen({ plans: [params.get("plan"), storedPlan()], add: params.get("add") });
    const shown = new Set(choices.activities.map((choice) => choice.id));
    const missing = wanted.filter((id) => !shown.has(id));
    if (missing.length === 0) {
      setOpened(choices);
      return;
    }
    let current = true;
    fetchTripActivities(missing)
      .then((fetched) => withActivities(choices, fetched))
      .catch(() => choices)
      .then((known) => {
        if (current) setOpened(known);
      });
    return () => {
      current = false;
    };
  }, [choices]);
  if (!opened) {
    return (
      <p className={styles.loading} role="status">
        {t`Loading your plan…`}
      </p>
    );
  }
  return <PlanBuilder choices={opened} today={today} />;
}

/** The choices with `more` activities added, each once. */
function withActivities(choices: TripChoices, more: readonly TripActivityChoice[]): TripChoices {
  const known = new Set(choices.activities.map((choice) => choice.id));
  const added = more.filter((choice) => !known.has(choice.id));
  return added.length === 0 ? choices : { ...choices, activities: [...choices.activities, ...added] };
}

function PlanBuilder({ choices: opened, today }: BuilderProps) {
  // The activities the picker found join those the builder knows, so an added one has its facts.
  const [choices, setChoices] = useState(opened);
  const learn = useCallback(
    (found: readonly TripActivityChoice[]) => setChoices((known) => withActivities(known, found)),
    [],
  );
  const index = useMemo(() => choiceIndex(choices), [choices]);
  const [snapshot, send, actor] = useMachine(tripMachine, {
    input: (() => {
      const params = new URLSearchParams(window.location.search);
      return {
        today,
        fromUrl: params.get("plan"),
        fromStorage: storedPlan(),
        add: itemFromLink(params.get("add") ?? "", index),
      };
    })(),
  });
  useEffect(() => {
    // The restored plan was saved before this subscription: write it once, then every change.
    persist(encodePlan(actor.getSnapshot().context.plan));
    const subscription = actor.on("saved", ({ encoded }) => persist(encoded));
    return () => subscription.unsubscribe();
  }, [actor]);

  const { plan, chosenDate, notice } = snapshot.context;
  const locale = usePageLocale();
  const currency = currencyOf(locale);
  const statusOf = useTripAvailability(plan, index);
  const labelOf = useItemLabel(index);
  const estimateOf = (day: TripDay) =>
    day.items.reduce((sum, item) => sum + (estimateMinor(index, item, plan, currency) ?? 0), 0);
  const total = plan.days.reduce((sum, day) => sum + estimateOf(day), 0);

  return (
    <div className={styles.builder}>
      <StayFields plan={plan} send={send} />
      <NoticeLine
        notice={notice}
        added={snapshot.context.input.add ? labelOf(snapshot.context.input.add) : ""}
        day={longDate(locale, chosenDate)}
        departure={longDate(locale, plan.departure)}
      />
      <ol className={styles.days}>
        {plan.days.map((day, position) => (
          <DayCard
            key={day.date}
            day={day}
            number={position + 1}
            plan={plan}
            locale={locale}
            estimate={money(locale, currency, estimateOf(day))}
            priceOf={(item) => {
              const minor = estimateMinor(index, item, plan, currency);
              return minor ? money(locale, currency, minor) : null;
            }}
            warnings={dayWarnings(day, { plan, factsOf: (item) => factsOf(index, item), statusOf })}
            labelOf={labelOf}
            regencyName={(id) => choices.regencies.find((regency) => regency.id === id)?.name ?? String(id)}
            send={send}
          />
        ))}
      </ol>
      <AddItem choices={opened} learn={learn} plan={plan} chosenDate={chosenDate} locale={locale} send={send} />
      <section className={styles.panel} aria-labelledby="trip-total">
        <p className={styles.total}>
          <span id="trip-total">
            <Trans>Estimated total</Trans>
          </span>
          <span data-testid="trip-total">{money(locale, currency, total)}</span>
        </p>
        <p className={styles.hint}>
          <Trans>
            An estimate from the catalogue's prices for your party. Send us your plan and we reply with the exact price.
          </Trans>
        </p>
      </section>
      <TripSendForm
        plan={plan}
        total={minorToAmount(total, currency)}
        locale={locale}
        onStartOver={() => send({ type: "trip.startOver" })}
      />
    </div>
  );
}

type Send = (event: TripEvent) => void;

function StayFields({ plan, send }: { plan: TripPlan; send: Send }) {
  const { t } = useLingui();
  const number = (value: string) => (value === "" ? Number.NaN : Number(value));
  return (
    <fieldset className={styles.panel}>
      <legend className={styles.panelTitle}>
        <Trans>Your stay</Trans>
      </legend>
      <div className={styles.fields}>
        <label className={styles.field}>
          <span className={styles.label}>{t`Arrival`}</span>
          <input
            className={styles.control}
            type="date"
            value={plan.arrival}
            onChange={(event) => send({ type: "trip.setStay", arrival: event.target.value, departure: plan.departure })}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t`Departure`}</span>
          <input
            className={styles.control}
            type="date"
            value={plan.departure}
            min={plan.arrival}
            onChange={(event) => send({ type: "trip.setStay", arrival: plan.arrival, departure: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t`Adults`}</span>
          <input
            className={styles.control}
            type="number"
            min={1}
            max={MAX_QUANTITY}
            value={plan.adults}
            onChange={(event) => send({ type: "trip.setParty", adults: number(event.target.value), kids: plan.kids })}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t`Children`}</span>
          <input
            className={styles.control}
            type="number"
            min={0}
            max={MAX_QUANTITY}
            value={plan.kids}
            onChange={(event) => send({ type: "trip.setParty", adults: plan.adults, kids: number(event.target.value) })}
          />
        </label>
      </div>
      <p className={styles.hint}>
        <Trans>Up to {MAX_TRIP_DAYS} days; the departure is on or after the arrival.</Trans>
      </p>
    </fieldset>
  );
}

/**
 * The machine's notice; `added` names the catalogue page's item, `day` where it went, `departure`
 * the plan's departure.
 */
function NoticeLine({
  notice,
  added,
  day,
  departure,
}: {
  notice: TripNotice;
  added: string;
  day: string;
  departure: string;
}) {
  const { t } = useLingui();
  const text =
    notice === "linkUnreadable"
      ? t`This link does not hold a plan we can read, so we started a new one.`
      : notice === "dayFull"
        ? t`That day is full: choose another day for this item.`
        : notice === "addedFromLink"
          ? t`Added to your plan on ${day}: ${added}.`
          : notice === "departureMoved"
            ? t`Your arrival was after your departure, so we moved your departure to ${departure}: your stay keeps its length.`
            : null;
  return (
    <p className={text ? styles.notice : undefined} role="status">
      {text}
    </p>
  );
}

/** An item's name as the page shows it, in the page's language. */
function useItemLabel(index: ChoiceIndex) {
  const { t } = useLingui();
  return (item: TripItem): string => {
    switch (item.kind) {
      case "activity": {
        const activity = index.activities.get(item.activityId);
        const packageName = activity?.packages.find((pack) => pack.id === item.packageId)?.name;
        if (!activity || !packageName) return t`An activity no longer offered`;
        const activityName = activity.name;
        const startTime = item.startTime;
        return startTime ? t`${activityName}, ${packageName}, at ${startTime}` : t`${activityName}, ${packageName}`;
      }
      case "destination": {
        const destination = index.destinations.get(item.destinationId);
        if (!destination) return t`A place no longer offered`;
        const { name, regencyName } = destination;
        return t`Visit ${name} (${regencyName})`;
      }
      case "driver": {
        const vehicle = index.vehicles.get(item.transportId)?.name;
        const hours = item.hours;
        return vehicle ? t`Car with driver: ${vehicle}, ${hours} hours` : t`A vehicle no longer offered`;
      }
      case "transfer": {
        const vehicle = index.vehicles.get(item.transportId)?.name;
        if (!vehicle) return t`A vehicle no longer offered`;
        return item.direction === "arrival"
          ? t`Airport transfer on arrival: ${vehicle}`
          : t`Airport transfer on departure: ${vehicle}`;
      }
    }
  };
}

function useWarningText(labelOf: (item: TripItem) => string, regencyName: (id: number) => string) {
  const { t } = useLingui();
  const locale = usePageLocale();
  return (warning: TripWarning, day: TripDay): string => {
    switch (warning.kind) {
      case "outsideStay":
        return t`This day is outside your stay: move its items or change your dates.`;
      case "overFull": {
        const hours = formatNumber(locale, Math.round(warning.minutes / 6) / 10);
        return t`This day is too full: about ${hours} hours with the drives between places, more than ${TRIP_DAY_HOURS}.`;
      }
      case "farApart": {
        const from = regencyName(warning.from);
        const to = regencyName(warning.to);
        const minutes = warning.minutes;
        return t`${from} and ${to} are about ${minutes} minutes apart by car.`;
      }
      case "nusaPenidaMixed":
        return t`Nusa Penida takes a day of its own: move the mainland items to another day.`;
      case "closed": {
        const name = labelOf(day.items[warning.index] as TripItem);
        return t`${name} does not run on this day.`;
      }
      case "full": {
        const name = labelOf(day.items[warning.index] as TripItem);
        return t`${name} is full on this day.`;
      }
    }
  };
}

function DayCard({
  day,
  number,
  plan,
  locale,
  estimate,
  priceOf,
  warnings,
  labelOf,
  regencyName,
  send,
}: {
  day: TripDay;
  number: number;
  plan: TripPlan;
  locale: Locale;
  estimate: string;
  priceOf: (item: TripItem) => string | null;
  warnings: TripWarning[];
  labelOf: (item: TripItem) => string;
  regencyName: (id: number) => string;
  send: Send;
}) {
  const { t } = useLingui();
  const warningText = useWarningText(labelOf, regencyName);
  const date = longDate(locale, day.date);
  const headingId = `trip-day-${day.date}`;
  return (
    <li className={styles.panel} data-testid={`trip-day-${day.date}`} aria-labelledby={headingId}>
      <div className={styles.dayHeader}>
        <h2 className={styles.dayTitle} id={headingId}>
          <Trans>
            Day {number}: {date}
          </Trans>
        </h2>
        <span className={styles.itemPrice}>
          <Trans>Estimate: {estimate}</Trans>
        </span>
      </div>
      {day.items.length === 0 ? (
        <p className={styles.empty}>
          <Trans>Nothing planned yet.</Trans>
        </p>
      ) : (
        <ol className={styles.items}>
          {day.items.map((item, index) => {
            const label = labelOf(item);
            const price = priceOf(item);
            return (
              // Items have no id of their own; their place in the day is what the controls act on.
              // biome-ignore lint/suspicious/noArrayIndexKey: the position is the item's identity here
              <li key={index} className={styles.item} data-testid="trip-item">
                <p className={styles.itemName}>
                  {label}
                  {price ? <span className={styles.itemPrice}> · {price}</span> : null}
                </p>
                <div className={styles.itemControls}>
                  <button
                    type="button"
                    className={styles.smallButton}
                    aria-label={t`Move ${label} up`}
                    disabled={index === 0}
                    onClick={() => send({ type: "trip.shift", date: day.date, index, offset: -1 })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={styles.smallButton}
                    aria-label={t`Move ${label} down`}
                    disabled={index === day.items.length - 1}
                    onClick={() => send({ type: "trip.shift", date: day.date, index, offset: 1 })}
                  >
                    ↓
                  </button>
                  <select
                    className={styles.control}
                    aria-label={t`Move ${label} to another day`}
                    value=""
                    onChange={(event) => send({ type: "trip.move", date: day.date, index, to: event.target.value })}
                  >
                    <option value="" disabled>
                      {t`Move to…`}
                    </option>
                    {plan.days
                      .filter((other) => other.date !== day.date)
                      .map((other) => (
                        <option key={other.date} value={other.date}>
                          {longDate(locale, other.date)}
                        </option>
                      ))}
                  </select>
                  <button
                    type="button"
                    className={styles.smallButton}
                    aria-label={t`Remove ${label}`}
                    onClick={() => send({ type: "trip.remove", date: day.date, index })}
                  >
                    <Trans>Remove</Trans>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {warnings.length > 0 ? (
        <ul className={styles.warnings} aria-label={t`Warnings for ${date}`}>
          {warnings.map((warning) => (
            <li key={JSON.stringify(warning)} className={styles.warning} data-testid="trip-warning">
              {warningText(warning, day)}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

type AddKind = TripItem["kind"];

/** How long the picker waits after a keystroke before it searches. */
const SEARCH_DELAY_MS = 250;

/**
 * The activities the picker offers: the page's (the most reviewed, and the plan's) until the
 * tourist types, then the best matches of the text from the /api; each answer joins what the
 * builder knows (`learn`). An answer that fails leaves the offer as it was.
 */
function usePickerOffer(initial: readonly TripActivityChoice[], learn: (found: readonly TripActivityChoice[]) => void) {
  const [text, setText] = useState("");
  const [offer, setOffer] = useState(initial);
  useEffect(() => {
    const typed = text.trim();
    if (typed === "") {
      setOffer(initial);
      return;
    }
    const abort = new AbortController();
    const timer = window.setTimeout(() => {
      searchTripActivities(typed, abort.signal)
        .then((found) => {
          learn(found);
          setOffer(found);
        })
        .catch(() => {});
    }, SEARCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [text, initial, learn]);
  return { text, setText, offer };
}

function AddItem({
  choices,
  learn,
  plan,
  chosenDate,
  locale,
  send,
}: {
  choices: TripChoices;
  learn: (found: readonly TripActivityChoice[]) => void;
  plan: TripPlan;
  chosenDate: string;
  locale: Locale;
  send: Send;
}) {
  const { t } = useLingui();
  const [kind, setKind] = useState<AddKind>("activity");
  const picker = usePickerOffer(choices.activities, learn);
  const [activityId, setActivityId] = useState(choices.activities[0]?.id ?? 0);
  const activity = picker.offer.find((choice) => choice.id === activityId);
  const [packageId, setPackageId] = useState(activity?.packages[0]?.id ?? 0);
  const [startTime, setStartTime] = useState(activity?.startTimes[0] ?? "");
  const [destinationId, setDestinationId] = useState(choices.destinations[0]?.id ?? 0);
  const [vehicleId, setVehicleId] = useState(choices.vehicles[0]?.id ?? 0);
  const [hours, setHours] = useState(8);
  const [direction, setDirection] = useState<"arrival" | "departure">("arrival");

  const chooseActivity = useCallback((next: TripActivityChoice | undefined) => {
    setActivityId(next?.id ?? 0);
    setPackageId(next?.packages[0]?.id ?? 0);
    setStartTime(next?.startTimes[0] ?? "");
  }, []);
  // A new offer without the chosen activity chooses its first, as the list shows it.
  useEffect(() => {
    if (!picker.offer.some((choice) => choice.id === activityId)) chooseActivity(picker.offer[0]);
  }, [picker.offer, activityId, chooseActivity]);
  const item = (): TripItem | null => {
    switch (kind) {
      case "activity":
        return activity && packageId ? { kind, activityId, packageId, startTime: startTime || null } : null;
      case "destination":
        return destinationId ? { kind, destinationId } : null;
      case "driver":
        return vehicleId
          ? { kind, transportId: vehicleId, hours: Math.min(MAX_DRIVER_HOURS, Math.max(1, hours)) }
          : null;
      case "transfer":
        return vehicleId ? { kind, transportId: vehicleId, direction } : null;
    }
  };

  return (
    <form
      className={styles.panel}
      aria-labelledby="trip-add"
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = item();
        if (chosen) send({ type: "trip.add", item: chosen });
      }}
    >
      <h2 className={styles.panelTitle} id="trip-add">
        <Trans>Add to your plan</Trans>
      </h2>
      <div className={styles.fields}>
        <label className={styles.field}>
          <span className={styles.label}>{t`Day`}</span>
          <select
            className={styles.control}
            value={chosenDate}
            onChange={(event) => send({ type: "trip.chooseDay", date: event.target.value })}
          >
            {plan.days.map((day) => (
              <option key={day.date} value={day.date}>
                {longDate(locale, day.date)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t`What`}</span>
          <select className={styles.control} value={kind} onChange={(event) => setKind(event.target.value as AddKind)}>
            <option value="activity">{t`An activity`}</option>
            <option value="destination">{t`A place to visit`}</option>
            <option value="driver">{t`A car with driver`}</option>
            <option value="transfer">{t`An airport transfer`}</option>
          </select>
        </label>
      </div>
      {kind === "activity" ? (
        <div className={styles.fields}>
          <label className={styles.field}>
            <span className={styles.label}>{t`Find an activity`}</span>
            <input
              className={styles.control}
              type="search"
              maxLength={MAX_PICKER_QUERY}
              value={picker.text}
              onChange={(event) => picker.setText(event.target.value)}
            />
          </label>
          <label className={styles.field}>
            <span className={styles.label}>{t`Activity`}</span>
            <select
              className={styles.control}
              value={activityId}
              onChange={(event) =>
                chooseActivity(picker.offer.find((choice) => choice.id === Number(event.target.value)))
              }
            >
              {picker.offer.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </select>
          </label>
          {picker.offer.length === 0 ? (
            <p className={styles.hint} role="status">
              <Trans>No activity matches your search: try other words.</Trans>
            </p>
          ) : null}
          <label className={styles.field}>
            <span className={styles.label}>{t`Package`}</span>
            <select
              className={styles.control}
              value={packageId}
              onChange={(event) => setPackageId(Number(event.target.value))}
            >
              {activity?.packages.map((pack) => (
                <option key={pack.id} value={pack.id}>
                  {pack.name}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span className={styles.label}>{t`Start time`}</span>
            <select className={styles.control} value={startTime} onChange={(event) => setStartTime(event.target.value)}>
              {activity?.startTimes.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
      {kind === "destination" ? (
        <label className={styles.field}>
          <span className={styles.label}>{t`Place`}</span>
          <select
            className={styles.control}
            value={destinationId}
            onChange={(event) => setDestinationId(Number(event.target.value))}
          >
            {choices.destinations.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name} ({choice.regencyName})
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {kind === "driver" || kind === "transfer" ? (
        <div className={styles.fields}>
          <label className={styles.field}>
            <span className={styles.label}>{t`Vehicle`}</span>
            <select
              className={styles.control}
              value={vehicleId}
              onChange={(event) => setVehicleId(Number(event.target.value))}
            >
              {choices.vehicles.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </select>
          </label>
          {kind === "driver" ? (
            <label className={styles.field}>
              <span className={styles.label}>{t`Hours`}</span>
              <input
                className={styles.control}
                type="number"
                min={1}
                max={MAX_DRIVER_HOURS}
                value={hours}
                onChange={(event) => setHours(Number(event.target.value) || 1)}
              />
            </label>
          ) : (
            <label className={styles.field}>
              <span className={styles.label}>{t`Direction`}</span>
              <select
                className={styles.control}
                value={direction}
                onChange={(event) => setDirection(event.target.value as "arrival" | "departure")}
              >
                <option value="arrival">{t`From the airport`}</option>
                <option value="departure">{t`To the airport`}</option>
              </select>
            </label>
          )}
        </div>
      ) : null}
      <button type="submit" className={widgets.button}>
        <Trans>Add to this day</Trans>
      </button>
    </form>
  );
}
