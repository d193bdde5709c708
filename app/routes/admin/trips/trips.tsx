import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Form, Link } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { Pager } from "#app/components/admin/Pager.tsx";
import { money } from "#app/components/bookings/BookingSummary.tsx";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import { TripStatusBadge, useTripStatusLabels } from "#app/components/trip-quote/TripStatusBadge.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { formatBaliMoment } from "#domain/bali-time.ts";
import { localTitle } from "#domain/booking-rules.ts";
import { SITE_NAME } from "#domain/business.ts";
import { formatDate } from "#domain/format.ts";
import type { TripListItem, TripListQuery } from "#domain/trip-quote.ts";
import { TRIP_STATUSES } from "#domain/trip-quote.ts";
import type { Route } from "./+types/trips";

export { action, loader } from "./trips.server.ts";

export const handle: OperatorJsonHandle = { problemMessages: {} };

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

function listUrl(query: TripListQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.status) params.set("status", query.status);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/trips?${search}` : "/admin/trips";
}

export default function AdminTrips({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const statusLabels = useTripStatusLabels();
  const { trips } = loaderData;
  const { query, total, pages } = trips;
  const { page } = query;
  return (
    <>
      <title>{`${t`Trips`} | ${SITE_NAME}`}</title>
      <div>
        <h1 className={styles.title}>
          <Trans>Trips</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Trip plans sent by tourists: price each line, send the quote, and see which were accepted.</Trans>
        </p>
      </div>
      <Form method="get" className={`${styles.card} ${styles.filters}`} aria-label={t`Filter trips`}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="trips-search">
            <Trans>Search by reference, name or e-mail</Trans>
          </label>
          <input
            id="trips-search"
            name="q"
            type="search"
            className={styles.control}
            defaultValue={query.search}
            maxLength={100}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="trips-status">
            <Trans>Status</Trans>
          </label>
          <select id="trips-status" name="status" className={styles.control} defaultValue={query.status ?? ""}>
            <option value="">{t`All`}</option>
            {TRIP_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={widgets.button}>
          <Trans>Show</Trans>
        </button>
      </Form>
      <section aria-labelledby="trips-results" className={styles.form}>
        <h2 id="trips-results" className={styles.cardTitle}>
          <Plural value={total} one="# trip" other="# trips" />
        </h2>
        {trips.items.length === 0 ? (
          <p className={widgets.empty}>
            <Trans>No trips match these filters.</Trans>
          </p>
        ) : (
          <ul className={styles.list} data-testid="trips">
            {trips.items.map((item) => (
              <TripEntry key={item.reference} item={item} />
            ))}
          </ul>
        )}
        <Pager page={page} pages={pages} urlOf={(to) => listUrl(query, to)} />
      </section>
    </>
  );
}

function TripEntry({ item }: { item: TripListItem }) {
  const locale = usePageLocale();
  const sentAt = formatBaliMoment(locale, item.createdAt);
  return (
    <li>
      <Link to={`/admin/trips/${item.reference}`} className={styles.listLink} data-testid="trip-item">
        <span className={styles.listTop}>
          <span className={styles.reference}>{item.reference}</span>
          <TripStatusBadge status={item.status} />
        </span>
        <span>
          <strong>{localTitle(locale, item.name)}</strong> · {item.email}
        </span>
        <span>
          {formatDate(locale, item.arrival)} – {formatDate(locale, item.departure)} ·{" "}
          {money(locale, item.currency, item.totalMinor)}
        </span>
        <span className={styles.meta}>
          <Trans>Sent {sentAt}</Trans>
        </span>
      </Link>
    </li>
  );
}
