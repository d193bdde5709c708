import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Form, Link } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { Pager } from "#app/components/admin/Pager.tsx";
import { money, StatusBadge, useStatusLabels } from "#app/components/bookings/BookingSummary.tsx";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { ShortNoticeBadge } from "#app/routes/admin/bookings/ShortNoticeFlag.tsx";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { formatBaliMoment } from "#domain/bali-time.ts";
import type { InboxItem, InboxQuery } from "#domain/booking.ts";
import { BOOKING_STATUSES } from "#domain/booking.ts";
import { localTitle } from "#domain/booking-rules.ts";
import { SITE_NAME } from "#domain/business.ts";
import { formatDate } from "#domain/format.ts";
import type { Route } from "./+types/bookings";

export { action, loader } from "./bookings.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: {} };
export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

/** The inbox URL with these filters; the page only when it is not the first. */
function inboxUrl(query: InboxQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.status) params.set("status", query.status);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/bookings?${search}` : "/admin/bookings";
}

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const statusLabels = useStatusLabels();
  const { inbox, operator } = loaderData;
  const { query, total, pages } = inbox;
  const { page } = query;
  const { name, email } = operator;
  const all = Object.values(inbox.counts).reduce((sum, n) => sum + n, 0);
  return (
    <>
      <title>{`${t`Booking requests`} | ${SITE_NAME}`}</title>
      <div>
        <h1 className={styles.title}>
          <Trans>Booking requests</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            Signed in as {name} ({email}). Confirm or decline each request; the tourist is told by e-mail.
          </Trans>
        </p>
      </div>
      <Form method="get" className={`${styles.card} ${styles.filters}`} aria-label={t`Filter bookings`}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="inbox-search">
            <Trans>Search by reference, booking ID, name or e-mail</Trans>
          </label>
          <input
            id="inbox-search"
            name="q"
            type="search"
            className={styles.control}
            defaultValue={query.search}
            maxLength={100}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="inbox-status">
            <Trans>Status</Trans>
          </label>
          <select id="inbox-status" name="status" className={styles.control} defaultValue={query.status ?? ""}>
            <option value="">{t`All (${all})`}</option>
            {BOOKING_STATUSES.map((status) => {
              const label = statusLabels[status];
              const count = inbox.counts[status];
              return (
                <option key={status} value={status}>
                  {t`${label} (${count})`}
                </option>
              );
            })}
          </select>
        </div>
        <button type="submit" className={widgets.button}>
          <Trans>Show</Trans>
        </button>
      </Form>
      <section aria-labelledby="inbox-results" className={styles.form}>
        <h2 id="inbox-results" className={styles.cardTitle}>
          <Plural value={total} one="# booking" other="# bookings" />
        </h2>
        {inbox.items.length === 0 ? (
          <p className={widgets.empty}>
            <Trans>No bookings match these filters.</Trans>
          </p>
        ) : (
          <ul className={styles.list} data-testid="inbox">
            {inbox.items.map((item) => (
              <InboxEntry key={item.reference} item={item} />
            ))}
          </ul>
        )}
        <Pager page={page} pages={pages} urlOf={(to) => inboxUrl(query, to)} />
      </section>
    </>
  );
}

function InboxEntry({ item }: { item: InboxItem }) {
  const locale = usePageLocale();
  const requestedAt = formatBaliMoment(locale, item.createdAt);
  const confirmationId = item.confirmationId;
  return (
    <li>
      <Link to={`/admin/bookings/${item.reference}`} className={styles.listLink} data-testid="inbox-item">
        <span className={styles.listTop}>
          <span className={styles.reference}>{item.reference}</span>
          <span>
            {item.shortNotice ? <ShortNoticeBadge /> : null} <StatusBadge status={item.status} />
          </span>
        </span>
        <span>
          <strong>{localTitle(locale, item.name)}</strong> · {item.email}
        </span>
        <span>
          {item.itemName} · {formatDate(locale, item.visitDate)} · {money(locale, item.currency, item.totalMinor)}
        </span>
        <span className={styles.meta}>
          {confirmationId ? <Trans>Booking ID {confirmationId}</Trans> : null}
          {confirmationId ? " · " : null}
          <Trans>Requested {requestedAt}</Trans>
        </span>
      </Link>
    </li>
  );
}
