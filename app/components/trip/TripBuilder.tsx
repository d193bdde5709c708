import { Trans, useLingui } from "@lingui/react/macro";
import { useMachine } from "@xstate/react";
import { startTransition, useCallback, useEffect, useMemo, useState } from "react";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import { fetchTripActivities } from "#app/lib/trip-activities-client.ts";
import { longDate } from "#domain/calendar.ts";
import { currencyOf, minorToAmount, money } from "#domain/format.ts";
import { encodePlan } from "#domain/inputs/trip-plan.ts";
import type { TripDay } from "#domain/trip.ts";
import {
  activityIdsToOpen,
  choiceIndex,
  estimateMinor,
  factsOf,
  itemFromLink,
  type TripActivityChoice,
  type TripChoices,
} from "#domain/trip-catalogue.ts";
import { dayWarnings } from "#domain/trip-rules.ts";
import { type TripNotice, tripMachine } from "#machines/trip.machine.ts";
import { StayFields } from "./StayFields.tsx";
import { TripAddForm } from "./TripAddForm.tsx";
import * as styles from "./TripBuilder.css.ts";
import { TripDayCard } from "./TripDayCard.tsx";
import { TripSendForm } from "./TripSendForm.tsx";
import { useItemLabel } from "./useItemLabel.ts";
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
      // The whole builder's first render: a transition, in short tasks (see routes/trip.tsx).
      startTransition(() => setOpened(choices));
      return;
    }
    let current = true;
    fetchTripActivities(missing)
      .then((fetched) => withActivities(choices, fetched))
      .catch(() => choices)
      .then((known) => {
        if (current) startTransition(() => setOpened(known));
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
          <TripDayCard
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
      <TripAddForm choices={opened} learn={learn} plan={plan} chosenDate={chosenDate} locale={locale} send={send} />
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
