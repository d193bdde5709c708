import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { ChoiceFilter, FilterForm, ListResults, SearchFilter } from "#app/components/admin/ListPage.tsx";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import * as widgets from "#app/components/widgets.css.ts";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { formatBaliMoment } from "#domain/bali-time.ts";
import { SITE_NAME } from "#domain/business.ts";
import { formatMonth, formatNumber } from "#domain/format.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { SUBSCRIBER_PROBLEM_MESSAGES } from "#domain/inputs/subscriber-list-messages.ts";
import type { SubscriberAnswer, SubscriberEntry, SubscriberMonth, SubscriberTotals } from "#domain/subscribers.ts";
import type { Route } from "./+types/subscribers";
import * as page from "./subscribers.css.ts";

export { action, loader } from "./subscribers.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: SUBSCRIBER_PROBLEM_MESSAGES };

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

function Notice({ done, answer }: { done: string | null; answer: SubscriberAnswer | undefined }) {
  const { i18n } = useLingui();
  if (answer) {
    return (
      <p className={styles.alert} role="alert" data-testid="subscribers-problem">
        {i18n._(SUBSCRIBER_PROBLEM_MESSAGES[answer.problem])}
      </p>
    );
  }
  return done === "unsubscribed" ? (
    <p className={styles.notice} role="status" data-testid="subscribers-notice">
      <Trans>Unsubscribed. The address is off the list and gets no more newsletter mail.</Trans>
    </p>
  ) : null;
}

function Totals({ totals }: { totals: SubscriberTotals }) {
  const locale = usePageLocale();
  const confirmed = formatNumber(locale, totals.confirmed);
  const pending = formatNumber(locale, totals.pending);
  return (
    <p className={styles.lead} data-testid="subscriber-totals">
      <Trans>
        On the list: {confirmed} confirmed, {pending} waiting for their confirmation.
      </Trans>
    </p>
  );
}

/** The operator's Unsubscribe, behind a second step (a disclosure), so no single tap takes anyone off the list. */
function UnsubscribeForm({ subscriber, csrfToken }: { subscriber: SubscriberEntry; csrfToken: string }) {
  const { t } = useLingui();
  const email = subscriber.email;
  return (
    <details>
      <summary>
        <Trans>Unsubscribe…</Trans>
      </summary>
      <Form method="post" className={styles.form} aria-label={t`Unsubscribe ${email}`}>
        <p className={styles.hint}>
          <Trans>
            {email} is taken off the list at once and gets no more newsletter mail. The address is deleted; it can
            subscribe again on the site.
          </Trans>
        </p>
        <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
        <input type="hidden" name="intent" value="unsubscribe" />
        <input type="hidden" name="id" value={subscriber.id} />
        <button type="submit" className={widgets.secondaryButton}>
          <Trans>Yes, unsubscribe</Trans>
        </button>
      </Form>
    </details>
  );
}

function SubscriberItem({ subscriber, csrfToken }: { subscriber: SubscriberEntry; csrfToken: string }) {
  const locale = usePageLocale();
  const subscribed = formatBaliMoment(locale, subscriber.subscribedAt);
  const confirmed = subscriber.confirmedAt ? formatBaliMoment(locale, subscriber.confirmedAt) : "";
  const language = subscriber.locale === "en" ? "English" : "Indonesia";
  return (
    <li className={styles.card} data-testid="subscriber" data-state={subscriber.state}>
      <span className={page.email}>{subscriber.email}</span>
      <span className={styles.meta}>
        {subscriber.state === "confirmed" ? (
          <Trans>
            Confirmed on {confirmed} · subscribed on {subscribed} · {language}
          </Trans>
        ) : (
          <Trans>
            Pending: subscribed on {subscribed}, not confirmed yet · {language}
          </Trans>
        )}
      </span>
      <UnsubscribeForm subscriber={subscriber} csrfToken={csrfToken} />
    </li>
  );
}

function MonthCounts({ months }: { months: readonly SubscriberMonth[] }) {
  const locale = usePageLocale();
  return (
    <section aria-labelledby="subscriber-months" className={styles.card}>
      <h2 id="subscriber-months" className={styles.cardTitle}>
        <Trans>Month by month</Trans>
      </h2>
      <p className={styles.hint}>
        <Trans>
          Confirmed: the addresses that confirmed in the month. Pending: the month's sign-ups that have not confirmed.
          Unsubscribed: the addresses that left the list in the month.
        </Trans>
      </p>
      <table className={page.table} data-testid="subscriber-months">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Month</Trans>
            </th>
            <th scope="col">
              <Trans>Confirmed</Trans>
            </th>
            <th scope="col">
              <Trans>Pending</Trans>
            </th>
            <th scope="col">
              <Trans>Unsubscribed</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((row) => (
            <tr key={row.month} data-month={row.month}>
              <th scope="row">{formatMonth(locale, row.month)}</th>
              <td>{formatNumber(locale, row.confirmed)}</td>
              <td>{formatNumber(locale, row.pending)}</td>
              <td>{formatNumber(locale, row.unsubscribed)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The CSV of what the filters show: the same `q` and `state`. */
function csvHref(query: { search: string; state: string | null }): string {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.state) params.set("state", query.state);
  const search = params.toString();
  return `/admin/subscribers.csv${search ? `?${search}` : ""}`;
}

export default function AdminSubscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { list, counts, done, csrfToken } = loaderData;
  const answer = actionData as SubscriberAnswer | undefined;
  return (
    <>
      <title>{`${t`Newsletter subscribers`} | ${SITE_NAME}`}</title>
      <div>
        <h1 className={styles.title}>
          <Trans>Newsletter subscribers</Trans>
        </h1>
        <Totals totals={counts.totals} />
      </div>
      <Notice done={done} answer={answer} />
      <FilterForm label={t`Filter subscribers`}>
        <SearchFilter id="subscribers-search" label={<Trans>Search by e-mail</Trans>} value={list.query.search} />
        <ChoiceFilter
          id="subscribers-state"
          name="state"
          label={<Trans>Subscription</Trans>}
          value={list.query.state}
          options={[
            { value: "", label: t`Confirmed and pending` },
            { value: "confirmed", label: t`Confirmed` },
            { value: "pending", label: t`Pending` },
          ]}
        />
      </FilterForm>
      <p>
        <Link to={csvHref(list.query)} reloadDocument className={styles.link} data-testid="subscribers-csv">
          <Trans>Download these addresses as CSV</Trans>
        </Link>
      </p>
      <ListResults
        id="subscribers-results"
        count={<Trans>Subscribers, newest first</Trans>}
        items={list.items}
        empty={<Trans>No subscribers match these filters.</Trans>}
        testId="subscribers"
        renderItem={(subscriber) => (
          <SubscriberItem key={subscriber.id} subscriber={subscriber} csrfToken={csrfToken} />
        )}
        previous={list.previous}
        next={list.next}
      />
      <MonthCounts months={counts.months} />
    </>
  );
}
