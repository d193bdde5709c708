import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { ItemSearchField, ItemSearchHint } from "#app/components/admin/ItemSearch.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import { SITE_NAME } from "#domain/business.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import type { PickupAreaView } from "#domain/pickup.ts";
import type { Route } from "./+types/pickup-areas";
import { DoneNotice, ProblemList } from "./ProblemList.tsx";
import type { PickupAreasAnswer } from "./pickup-areas.server.ts";

export { action, loader } from "./pickup-areas.server.ts";

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

const PROBLEMS: Record<string, MessageDescriptor> = {
  nameIdRequired: msg`Give the area's name in Indonesian.`,
  nameEnRequired: msg`Give the area's name in English.`,
  nameTooLong: msg`A name can be at most 60 characters.`,
  minutesInvalid: msg`Minutes before the start are a whole number from 0 to 360.`,
  surchargeIdrInvalid: msg`The surcharge in rupiah is a whole number, or empty for none.`,
  surchargeUsdInvalid: msg`The surcharge in US dollars has at most two decimals, or is empty for none.`,
  activityUnknown: msg`This activity no longer exists. Reload the page.`,
  stale: msg`Someone else changed this area meanwhile. Reload the page and make your change again.`,
};

type Activity = { id: number; name: string };

function AreaFields({ area, activities }: { area: PickupAreaView | null; activities: Activity[] }) {
  const { t } = useLingui();
  const key = area ? String(area.id) : "new";
  return (
    <>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`name-id-${key}`}>
          <Trans>Name in Indonesian</Trans>
        </label>
        <input
          id={`name-id-${key}`}
          name="name_id"
          className={styles.control}
          maxLength={60}
          defaultValue={area?.names.id}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`name-en-${key}`}>
          <Trans>Name in English</Trans>
        </label>
        <input
          id={`name-en-${key}`}
          name="name_en"
          className={styles.control}
          maxLength={60}
          defaultValue={area?.names.en}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`minutes-${key}`}>
          <Trans>Pickup, minutes before the start</Trans>
        </label>
        <input
          id={`minutes-${key}`}
          name="default_minutes"
          type="number"
          min={0}
          max={360}
          className={styles.control}
          defaultValue={area?.defaultMinutes ?? 90}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`surcharge-idr-${key}`}>
          <Trans>Surcharge (Rp)</Trans>
        </label>
        <input
          id={`surcharge-idr-${key}`}
          name="surcharge_idr"
          inputMode="numeric"
          className={styles.control}
          defaultValue={area?.surchargeIdr || ""}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`surcharge-usd-${key}`}>
          <Trans>Surcharge (US$)</Trans>
        </label>
        <input
          id={`surcharge-usd-${key}`}
          name="surcharge_usd"
          inputMode="decimal"
          className={styles.control}
          defaultValue={area?.surchargeUsdCents ? (area.surchargeUsdCents / 100).toFixed(2) : ""}
        />
      </div>
      <label className={styles.hint}>
        <input type="checkbox" name="outside_service" value="1" defaultChecked={area?.outsideService} />{" "}
        <Trans>Outside the service area (shown, but cannot be chosen)</Trans>
      </label>
      {area?.activityMinutes.map((entry) => (
        <div key={entry.activityId} className={styles.field}>
          <label className={styles.label} htmlFor={`minutes-${key}-${entry.activityId}`}>
            <Trans>Minutes before the start of {entry.activityName} (empty: the area's own)</Trans>
          </label>
          <input
            id={`minutes-${key}-${entry.activityId}`}
            name={`minutes_${entry.activityId}`}
            type="number"
            min={0}
            max={360}
            className={styles.control}
            defaultValue={entry.minutes}
          />
        </div>
      ))}
      {activities.length > 0 ? (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`new-activity-${key}`}>
            <Trans>Own minutes for an activity's meeting place</Trans>
          </label>
          <select id={`new-activity-${key}`} name="new_activity_id" className={styles.control} defaultValue="">
            <option value="" />
            {activities.map((activity) => (
              <option key={activity.id} value={activity.id}>
                {activity.name}
              </option>
            ))}
          </select>
          <input
            aria-label={t`Minutes before the start for the chosen activity`}
            name="new_minutes"
            type="number"
            min={0}
            max={360}
            className={styles.control}
          />
        </div>
      ) : null}
    </>
  );
}

export default function AdminPickupAreas({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { areas, activities, more, search, done, csrfToken } = loaderData;
  const answer = actionData as PickupAreasAnswer | undefined;
  const notices: Record<string, string> = { created: t`Area added.`, saved: t`Saved.` };
  return (
    <>
      <title>{`${t`Pickup areas`} | ${SITE_NAME}`}</title>
      <div>
        <h1 className={styles.title}>
          <Trans>Pickup areas</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            Where guests are collected, and how long before the start. The booking form offers these areas; the pickup
            time goes on the confirmation, the voucher and the mail the day before.
          </Trans>
        </p>
      </div>
      <ProblemList problems={answer?.problems} messages={PROBLEMS} testId="pickup-areas-problem" />
      <DoneNotice text={done ? notices[done] : undefined} testId="pickup-areas-notice" />
      <Form method="get" className={`${styles.card} ${styles.form}`} aria-labelledby="activity-search-title">
        <h2 id="activity-search-title" className={styles.cardTitle}>
          <Trans>Minutes for an activity's meeting place</Trans>
        </h2>
        <p className={styles.hint}>
          <Trans>
            Find the activity by its name: each area below then offers it, with its own minutes before the start.
          </Trans>
        </p>
        <ItemSearchField id="activity-search" search={search} label={t`Find an activity with pickup`} />
        <ItemSearchHint
          search={search}
          found={activities.length}
          more={more}
          noMatch={<Trans>No activity with pickup has “{search}” in its name.</Trans>}
        />
      </Form>
      <Form method="post" className={`${styles.card} ${styles.form}`} aria-labelledby="add-area-title">
        <h2 id="add-area-title" className={styles.cardTitle}>
          <Trans>Add an area</Trans>
        </h2>
        <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
        <input type="hidden" name="intent" value="create" />
        <AreaFields area={null} activities={activities} />
        <div className={styles.buttonRow}>
          <button type="submit" className={widgets.button}>
            {t`Add the area`}
          </button>
        </div>
      </Form>
      {areas.map((area) => {
        const name = area.names.en || area.names.id;
        return (
          <section
            key={area.id}
            className={`${styles.card} ${styles.form}`}
            aria-label={name}
            data-testid="pickup-area"
          >
            <h2 className={styles.cardTitle}>
              {area.names.id} / {area.names.en}
            </h2>
            <Form method="post" className={styles.form}>
              <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
              <input type="hidden" name="intent" value="save" />
              <input type="hidden" name="id" value={area.id} />
              <input type="hidden" name="version" value={area.version} />
              <AreaFields area={area} activities={activities} />
              <div className={styles.buttonRow}>
                <button type="submit" className={widgets.button}>
                  {t`Save ${name}`}
                </button>
              </div>
            </Form>
          </section>
        );
      })}
    </>
  );
}
