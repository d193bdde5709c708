import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { FeedUrl } from "#app/components/admin/FeedUrl.tsx";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { formatBaliMoment } from "#domain/bali-time.ts";
import { SITE_NAME } from "#domain/business.ts";
import type { FeedView } from "#domain/calendar-feed.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { RESOURCE_LANGUAGES, type ResourceKind, type ResourceView } from "#domain/inputs/resource.ts";
import type { Route } from "./+types/resources";
import { DoneNotice, ProblemList } from "./ProblemList.tsx";
import type { FeedIssued, ResourcesAnswer } from "./resources.server.ts";

export { action, loader } from "./resources.server.ts";

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

const PROBLEMS: Record<string, MessageDescriptor> = {
  kindInvalid: msg`Choose a driver, a guide or a vehicle.`,
  nameRequired: msg`Give a name.`,
  nameTooLong: msg`The name can be at most 80 characters.`,
  phoneInvalid: msg`The phone number may hold digits, spaces, brackets, dashes and a leading +.`,
  languagesInvalid: msg`Choose the languages from the list.`,
  seatsInvalid: msg`A vehicle has from 1 to 60 seats.`,
  plateInvalid: msg`The plate is letters and digits, such as DK 1234 AB.`,
  stale: msg`Someone else changed this one meanwhile. Reload the page and make your change again.`,
};

const LANGUAGE_NAMES: Record<string, MessageDescriptor> = {
  id: msg`Indonesian`,
  en: msg`English`,
  zh: msg`Chinese`,
  ja: msg`Japanese`,
  ko: msg`Korean`,
  ru: msg`Russian`,
  de: msg`German`,
  fr: msg`French`,
  nl: msg`Dutch`,
  es: msg`Spanish`,
};

const KIND_NAMES: Record<ResourceKind, MessageDescriptor> = {
  driver: msg`Driver`,
  guide: msg`Guide`,
  vehicle: msg`Vehicle`,
};

function Fields({ resource, kind }: { resource: ResourceView | null; kind: ResourceKind | null }) {
  const { i18n } = useLingui();
  const key = resource ? String(resource.id) : "new";
  const showPerson = kind !== "vehicle";
  const showVehicle = kind === null || kind === "vehicle";
  return (
    <>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`name-${key}`}>
          <Trans>Name</Trans>
        </label>
        <input id={`name-${key}`} name="name" className={styles.control} maxLength={80} defaultValue={resource?.name} />
      </div>
      {showPerson ? (
        <>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`phone-${key}`}>
              <Trans>Phone or WhatsApp</Trans>
            </label>
            <input
              id={`phone-${key}`}
              name="phone"
              type="tel"
              className={styles.control}
              defaultValue={resource?.phone}
            />
          </div>
          <fieldset className={styles.field}>
            <legend className={styles.label}>
              <Trans>Speaks</Trans>
            </legend>
            {RESOURCE_LANGUAGES.map((code) => (
              <label key={code} className={styles.hint}>
                <input
                  type="checkbox"
                  name="languages"
                  value={code}
                  defaultChecked={resource?.languages.includes(code)}
                />{" "}
                {i18n._(LANGUAGE_NAMES[code] as MessageDescriptor)}
              </label>
            ))}
          </fieldset>
        </>
      ) : null}
      {showVehicle ? (
        <>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`seats-${key}`}>
              <Trans>Seats (vehicles)</Trans>
            </label>
            <input
              id={`seats-${key}`}
              name="seats"
              type="number"
              min={1}
              max={60}
              className={styles.control}
              defaultValue={resource?.seats ?? undefined}
            />
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`plate-${key}`}>
              <Trans>Plate (vehicles)</Trans>
            </label>
            <input
              id={`plate-${key}`}
              name="plate"
              className={styles.control}
              maxLength={15}
              defaultValue={resource?.plate ?? undefined}
            />
          </div>
        </>
      ) : null}
    </>
  );
}

function AddForm({ csrfToken }: { csrfToken: string }) {
  const { t, i18n } = useLingui();
  return (
    <Form method="post" className={`${styles.card} ${styles.form}`} aria-labelledby="add-resource-title">
      <h2 id="add-resource-title" className={styles.cardTitle}>
        <Trans>Add a driver, guide or vehicle</Trans>
      </h2>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <input type="hidden" name="intent" value="create" />
      <div className={styles.field}>
        <label className={styles.label} htmlFor="resource-kind">
          <Trans>Kind</Trans>
        </label>
        <select id="resource-kind" name="kind" className={styles.control} defaultValue="driver">
          {(Object.keys(KIND_NAMES) as ResourceKind[]).map((kind) => (
            <option key={kind} value={kind}>
              {i18n._(KIND_NAMES[kind])}
            </option>
          ))}
        </select>
      </div>
      <Fields resource={null} kind={null} />
      <div className={styles.buttonRow}>
        <button type="submit" className={widgets.button}>
          {t`Add`}
        </button>
      </div>
    </Form>
  );
}

function ResourceCard({ resource, csrfToken }: { resource: ResourceView; csrfToken: string }) {
  const { t, i18n } = useLingui();
  const { name } = resource;
  return (
    <section className={`${styles.card} ${styles.form}`} aria-label={name} data-testid="resource">
      <h2 className={styles.cardTitle}>
        {name} <span className={styles.meta}>{i18n._(KIND_NAMES[resource.kind])}</span>
        {resource.retiredAt ? (
          <span className={styles.meta}>
            {" "}
            <Trans>Retired</Trans>
          </span>
        ) : null}
      </h2>
      <Form method="post" className={styles.form}>
        <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={resource.id} />
        <input type="hidden" name="version" value={resource.version} />
        <Fields resource={resource} kind={resource.kind} />
        <div className={styles.buttonRow}>
          <button type="submit" className={widgets.button}>
            {t`Save ${name}`}
          </button>
        </div>
      </Form>
      {resource.retiredAt || resource.kind === "vehicle" ? null : (
        <Form method="post">
          <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
          <input type="hidden" name="intent" value="feed" />
          <input type="hidden" name="resource_id" value={resource.id} />
          <button type="submit" className={widgets.secondaryButton}>
            {t`New calendar link for ${name}`}
          </button>
        </Form>
      )}
      {resource.retiredAt ? null : (
        <Form method="post">
          <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
          <input type="hidden" name="intent" value="retire" />
          <input type="hidden" name="id" value={resource.id} />
          <input type="hidden" name="version" value={resource.version} />
          <button type="submit" className={widgets.secondaryButton}>
            {t`Retire ${name}`}
          </button>
        </Form>
      )}
    </section>
  );
}

function FeedRow({ feed, csrfToken }: { feed: FeedView; csrfToken: string }) {
  const { t } = useLingui();
  const locale = usePageLocale();
  const { issuedBy, id } = feed;
  const runsOf = feed.resourceName ?? t`every run`;
  const made = formatBaliMoment(locale, feed.createdAt);
  return (
    <li className={styles.buttonRow} data-testid="calendar-feed">
      <span>
        <Trans>
          Runs of {runsOf}, made by {issuedBy} on {made}
        </Trans>
      </span>
      <Form method="post">
        <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
        <input type="hidden" name="intent" value="revoke_feed" />
        <input type="hidden" name="feed_id" value={id} />
        <button type="submit" className={widgets.secondaryButton}>
          {t`Revoke calendar link ${id}`}
        </button>
      </Form>
    </li>
  );
}

/** The private calendar links that still answer, and a new one of every run. */
function CalendarFeeds({ feeds, csrfToken }: { feeds: FeedView[]; csrfToken: string }) {
  const { t } = useLingui();
  return (
    <section className={`${styles.card} ${styles.form}`} aria-labelledby="calendar-feeds-title">
      <h2 id="calendar-feeds-title" className={styles.cardTitle}>
        <Trans>Calendar links</Trans>
      </h2>
      <p className={styles.hint}>
        <Trans>
          A private link shows the runs of today and the next 13 days in Google or Apple Calendar: when the vehicle
          leaves and is back, the activity, vehicle, driver, guide and the people per pickup area. It never shows a
          guest's name, phone or hotel. A driver or guide gets their own link on their sheet.
        </Trans>
      </p>
      <Form method="post">
        <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
        <input type="hidden" name="intent" value="feed" />
        <button type="submit" className={widgets.secondaryButton}>
          {t`New calendar link of every run`}
        </button>
      </Form>
      {feeds.length === 0 ? (
        <p className={widgets.empty}>
          <Trans>No calendar links yet.</Trans>
        </p>
      ) : (
        <ul className={styles.history}>
          {feeds.map((feed) => (
            <FeedRow key={feed.id} feed={feed} csrfToken={csrfToken} />
          ))}
        </ul>
      )}
    </section>
  );
}

export default function AdminResources({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { resources, feeds, done, csrfToken } = loaderData;
  const answer = actionData as ResourcesAnswer | FeedIssued | undefined;
  const problems = answer && "problems" in answer ? answer.problems : undefined;
  const notices: Record<string, string> = {
    created: t`Added.`,
    saved: t`Saved.`,
    retired: t`Retired. It stays in the runs it served.`,
    feedRevoked: t`Calendar link revoked: it no longer shows the runs.`,
  };
  return (
    <>
      <title>{`${t`Drivers and vehicles`} | ${SITE_NAME}`}</title>
      <div>
        <h1 className={styles.title}>
          <Trans>Drivers and vehicles</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>The drivers, guides and vehicles you assign to the day's runs.</Trans>
        </p>
      </div>
      <ProblemList problems={problems} messages={PROBLEMS} testId="resources-problem" />
      <DoneNotice text={done ? notices[done] : undefined} testId="resources-notice" />
      {answer && "feedUrl" in answer ? <FeedUrl url={answer.feedUrl} /> : null}
      <AddForm csrfToken={csrfToken} />
      <CalendarFeeds feeds={feeds} csrfToken={csrfToken} />
      {resources.length === 0 ? (
        <p className={widgets.empty}>
          <Trans>No drivers, guides or vehicles yet.</Trans>
        </p>
      ) : (
        resources.map((resource) => <ResourceCard key={resource.id} resource={resource} csrfToken={csrfToken} />)
      )}
    </>
  );
}
