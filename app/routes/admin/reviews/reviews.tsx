import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { Pager } from "#app/components/admin/Pager.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import { ModeratedReviewCard } from "#app/routes/admin/reviews/ModeratedReviewCard.tsx";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { SITE_NAME } from "#domain/business.ts";
import { MODERATION_PROBLEM_MESSAGES } from "#domain/inputs/review-moderation-messages.ts";
import type { ModerationAnswer, ModerationQuery } from "#domain/review-rules.ts";
import type { Route } from "./+types/reviews";

export { action, loader } from "./reviews.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: MODERATION_PROBLEM_MESSAGES };

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

/** The list's URL with these filters; the page only when it is not the first. */
function listUrl(query: ModerationQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.kind) params.set("kind", query.kind);
  if (query.visibility) params.set("shown", query.visibility);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/reviews?${search}` : "/admin/reviews";
}

function Notice({ done, answer }: { done: string | null; answer: ModerationAnswer | undefined }) {
  const { t, i18n } = useLingui();
  if (answer && !answer.id) {
    return (
      <p className={styles.alert} role="alert" data-testid="moderation-problem">
        {i18n._(MODERATION_PROBLEM_MESSAGES[answer.problem])}
      </p>
    );
  }
  const notices: Record<string, string> = {
    hidden: t`Review hidden. It no longer shows or counts on either site.`,
    shown: t`Review shown again on both sites.`,
    replied: t`Reply saved. It shows under the review on both sites.`,
  };
  const notice = done && !answer ? notices[done] : undefined;
  return notice ? (
    <p className={styles.notice} role="status" data-testid="moderation-notice">
      {notice}
    </p>
  ) : null;
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { reviews, done, csrfToken } = loaderData;
  const { query, total, pages } = reviews;
  const { page } = query;
  const answer = actionData as ModerationAnswer | undefined;
  return (
    <>
      <title>{`${t`Reviews`} | ${SITE_NAME}`}</title>
      <div>
        <h1 className={styles.title}>
          <Trans>Reviews</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Hide a review that breaks the rules, show it again, or answer it publicly.</Trans>
        </p>
      </div>
      <Notice done={done} answer={answer} />
      <Form method="get" className={`${styles.card} ${styles.filters}`} aria-label={t`Filter reviews`}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="reviews-search">
            <Trans>Search by title, text or name</Trans>
          </label>
          <input
            id="reviews-search"
            name="q"
            type="search"
            className={styles.control}
            defaultValue={query.search}
            maxLength={100}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="reviews-kind">
            <Trans>About</Trans>
          </label>
          <select id="reviews-kind" name="kind" className={styles.control} defaultValue={query.kind ?? ""}>
            <option value="">{t`Everything`}</option>
            <option value="activity">{t`Activities`}</option>
            <option value="destination">{t`Destinations`}</option>
            <option value="transport">{t`Transport`}</option>
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="reviews-shown">
            <Trans>Shown or hidden</Trans>
          </label>
          <select id="reviews-shown" name="shown" className={styles.control} defaultValue={query.visibility ?? ""}>
            <option value="">{t`Both`}</option>
            <option value="shown">{t`Shown`}</option>
            <option value="hidden">{t`Hidden`}</option>
          </select>
        </div>
        <button type="submit" className={widgets.button}>
          <Trans>Show</Trans>
        </button>
      </Form>
      <section aria-labelledby="reviews-results" className={styles.form}>
        <h2 id="reviews-results" className={styles.cardTitle}>
          <Plural value={total} one="# review" other="# reviews" />
        </h2>
        {reviews.items.length === 0 ? (
          <p className={widgets.empty}>
            <Trans>No reviews match these filters.</Trans>
          </p>
        ) : (
          <ul className={styles.list} data-testid="moderated-reviews">
            {reviews.items.map((review) => (
              <ModeratedReviewCard key={review.id} review={review} csrfToken={csrfToken} answer={answer} />
            ))}
          </ul>
        )}
        <Pager page={page} pages={pages} urlOf={(to) => listUrl(query, to)} />
      </section>
    </>
  );
}
