import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { ChoiceFilter, FilterForm, ListResults, SearchFilter } from "#app/components/admin/ListPage.tsx";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import { TripStatusBadge, useTripStatusLabels } from "#app/components/trip-quote/TripStatusBadge.tsx";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { formatBaliMoment } from "#domain/bali-time.ts";
import { localTitle } from "#domain/booking-rules.ts";
import { SITE_NAME } from "#domain/business.ts";
import { formatDate, money } from "#domain/format.ts";
import type { TripListItem } from "#domain/trip-quote.ts";
import { TRIP_STATUSES } from "#domain/trip-quote.ts";
import type { Route } from "./+types/trips";

export { action, loader } from "./trips.server.ts";

export const handle: OperatorJsonHandle = { problemMessages: {} };

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function AdminTrips({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const statusLabels = useTripStatusLabels();
  const { trips } = loaderData;
  const { query } = trips;
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
      <FilterForm label={t`Filter trips`}>
        <SearchFilter
          id="trips-search"
          label={<Trans>Search by reference, name or e-mail</Trans>}
          value={query.search}
        />
        <ChoiceFilter
          id="trips-status"
          name="status"
          label={<Trans>Status</Trans>}
          value={query.status}
          options={[
            { value: "", label: t`All` },
            ...TRIP_STATUSES.map((status) => ({ value: status, label: statusLabels[status] })),
          ]}
        />
      </FilterForm>
      <ListResults
        id="trips-results"
        count={<Trans>Trips, newest first</Trans>}
        items={trips.items}
        empty={<Trans>No trips match these filters.</Trans>}
        testId="trips"
        renderItem={(item) => <TripEntry key={item.reference} item={item} />}
        previous={trips.previous}
        next={trips.next}
      />
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
