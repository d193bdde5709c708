import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useState } from "react";
import * as widgets from "#app/components/widgets.css.ts";
import { longDate } from "#domain/calendar.ts";
import type { Locale } from "#domain/locale.ts";
import { MAX_DRIVER_HOURS, MAX_PICKER_QUERY, type TripItem, type TripPlan } from "#domain/trip.ts";
import type { TripActivityChoice, TripChoices } from "#domain/trip-catalogue.ts";
import type { TripEvent } from "#machines/trip.machine.ts";
import * as styles from "./TripBuilder.css.ts";
import { usePickerOffer } from "./usePickerOffer.ts";

type AddKind = TripItem["kind"];

export function TripAddForm({
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
  send: (event: TripEvent) => void;
}) {
  const { t } = useLingui();
  const [kind, setKind] = useState<AddKind>("activity");
  const picker = usePickerOffer(choices.activities, learn);
  // What the tourist chose since they last typed: a search answered after the choice (a slow line)
  // shows it first instead of replacing it with the answer's first match.
  const [chosenSinceTyping, setChosenSinceTyping] = useState<TripActivityChoice | null>(null);
  const listed = useMemo(
    () =>
      chosenSinceTyping && !picker.offer.some((choice) => choice.id === chosenSinceTyping.id)
        ? [chosenSinceTyping, ...picker.offer]
        : picker.offer,
    [picker.offer, chosenSinceTyping],
  );
  const [activityId, setActivityId] = useState(choices.activities[0]?.id ?? 0);
  const activity = listed.find((choice) => choice.id === activityId);
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
    if (!listed.some((choice) => choice.id === activityId)) chooseActivity(listed[0]);
  }, [listed, activityId, chooseActivity]);
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
              onChange={(event) => {
                picker.setText(event.target.value);
                setChosenSinceTyping(null);
              }}
            />
          </label>
          <label className={styles.field}>
            <span className={styles.label}>{t`Activity`}</span>
            <select
              className={styles.control}
              value={activityId}
              onChange={(event) => {
                const chosen = listed.find((choice) => choice.id === Number(event.target.value));
                chooseActivity(chosen);
                setChosenSinceTyping(chosen ?? null);
              }}
            >
              {listed.map((choice) => (
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
