import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { ChoiceFilter, FilterForm, ListResults, SearchFilter } from "#app/components/admin/ListPage.tsx";
import { StatusBadge, useStatusLabels } from "#app/components/bookings/BookingSummary.tsx";
import { ChannelNetPrice } from "#app/components/bookings/ChannelNetPrice.tsx";
import { useSourceLabels, useSourceLine } from "#app/components/bookings/source-labels.ts";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { formatBaliMoment } from "#domain/bali-time.ts";
import type { InboxItem } from "#domain/booking.ts";
import { BOOKING_STATUSES } from "#domain/booking.ts";
import { localTitle } from "#domain/booking-rules.ts";
import { SITE_NAME } from "#domain/business.ts";
import { formatDate, money } from "#domain/format.ts";
import { BOOKING_SOURCES } from "#domain/inputs/operator-booking.ts";
import { PAYMENT_FILTERS } from "#domain/payments.ts";
import type { Route } from "./+types/bookings";
import { usePaymentStateLabels } from "./PaymentsPanel.tsx";
import { ShortNoticeBadge } from "./ShortNoticeFlag.tsx";

export { action, loader } from "./bookings.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: {} };
export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const statusLabels = useStatusLabels();
  const sourceLabels = useSourceLabels();
  const paymentLabels = usePaymentStateLabels();
  const { inbox, operator } = loaderData;
  const { query, total } = inbox;
  const { name, email } = operator;
  const all = Object.values(inbox.counts).reduce((sum, n) => sum + n, 0);
  return (
    <>
      <title>{`${t`Booking requests`} | ${SITE_NAME}`}</title>
      <div>
        <h1 className={styles.title}>
          <Trans>Booking requests</Trans>
        </h1>
        <p>
          <Link to="/admin/bookings/new" className={styles.link}>
            <Trans>New booking (phone, WhatsApp, walk-in, agent, marketplace)</Trans>
          </Link>
        </p>
        <p className={styles.lead}>
          <Trans>
            Signed in as {name} ({email}). Confirm or decline each request; the tourist is told by e-mail.
          </Trans>
        </p>
      </div>
      <FilterForm label={t`Filter bookings`}>
        <SearchFilter
          id="inbox-search"
          label={<Trans>Search by reference, booking ID, name or e-mail</Trans>}
          value={query.search}
        />
        <ChoiceFilter
          id="inbox-source"
          name="source"
          label={<Trans>Source</Trans>}
          value={query.source}
          options={[
            { value: "", label: t`All sources` },
            ...BOOKING_SOURCES.map((source) => {
              const label = sourceLabels[source];
              // Past the counted rows of a payment filter or a search, the count is a lower bound.
              const count = `${inbox.sourceCounts[source]}${inbox.sourceCountsAtLeast ? "+" : ""}`;
              return { value: source, label: t`${label} (${count})` };
            }),
          ]}
        />
        <ChoiceFilter
          id="inbox-status"
          name="status"
          label={<Trans>Status</Trans>}
          value={query.status}
          options={[
            { value: "", label: t`All (${all})` },
            ...BOOKING_STATUSES.map((status) => {
              const label = statusLabels[status];
              const count = inbox.counts[status];
              return { value: status, label: t`${label} (${count})` };
            }),
          ]}
        />
        <ChoiceFilter
          id="inbox-payment"
          name="payment"
          label={<Trans>Payment</Trans>}
          value={query.payment}
          options={[
            { value: "", label: t`Any payment state` },
            ...PAYMENT_FILTERS.map((state) => ({ value: state, label: paymentLabels[state] })),
          ]}
        />
      </FilterForm>
      <ListResults
        id="inbox-results"
        count={
          inbox.atLeast ? (
            <Trans>More than {total} bookings</Trans>
          ) : (
            <Plural value={total} one="# booking" other="# bookings" />
          )
        }
        items={inbox.items}
        empty={<Trans>No bookings match these filters.</Trans>}
        testId="inbox"
        renderItem={(item) => <InboxEntry key={item.reference} item={item} />}
        previous={inbox.previous}
        next={inbox.next}
      />
    </>
  );
}

function InboxEntry({ item }: { item: InboxItem }) {
  const locale = usePageLocale();
  const requestedAt = formatBaliMoment(locale, item.createdAt);
  const confirmationId = item.confirmationId;
  const sourceOf = useSourceLine();
  const paymentLabels = usePaymentStateLabels();
  const toCollect = money(locale, "IDR", item.toCollectIdr);
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
        <span data-testid="inbox-payment">
          {paymentLabels[item.paymentState]}
          {item.toCollectIdr > 0 ? (
            <>
              {" · "}
              <Trans>{toCollect} to collect</Trans>
            </>
          ) : null}
        </span>
        <span className={styles.meta}>
          <span data-testid="inbox-source">{sourceOf(item)}</span>
          {" · "}
          {item.channelNetIdr === null ? null : (
            <>
              <ChannelNetPrice netIdr={item.channelNetIdr} testId="inbox-net" />
              {" · "}
            </>
          )}
          {confirmationId ? <Trans>Booking ID {confirmationId}</Trans> : null}
          {confirmationId ? " · " : null}
          <Trans>Requested {requestedAt}</Trans>
        </span>
      </Link>
    </li>
  );
}
