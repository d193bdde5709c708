import { Trans, useLingui } from "@lingui/react/macro";
import * as styles from "#app/components/admin/back-office.css.ts";
import { ChoiceFilter, FilterForm, ListResults, SearchFilter } from "#app/components/admin/ListPage.tsx";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { SITE_NAME } from "#domain/business.ts";
import { MODERATION_PROBLEM_MESSAGES } from "#domain/inputs/review-moderation-messages.ts";
import type { ModerationAnswer } from "#domain/review-rules.ts";
import type { Route } from "./+types/reviews";
import { ModeratedReviewCard } from "./ModeratedReviewCard.tsx";

export { action, loader } from "./reviews.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: MODERATION_PROBLEM_MESSAGES };

export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

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
  const { query } = reviews;
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
      <FilterForm label={t`Filter reviews`}>
        <SearchFilter id="reviews-search" label={<Trans>Search by title, text or name</Trans>} value={query.search} />
        <ChoiceFilter
          id="reviews-kind"
          name="kind"
          label={<Trans>About</Trans>}
          value={query.kind}
          options={[
            { value: "", label: t`Everything` },
            { value: "activity", label: t`Activities` },
            { value: "destination", label: t`Destinations` },
            { value: "transport", label: t`Transport` },
          ]}
        />
        <ChoiceFilter
          id="reviews-shown"
          name="shown"
          label={<Trans>Shown or hidden</Trans>}
          value={query.visibility}
          options={[
            { value: "", label: t`Both` },
            { value: "shown", label: t`Shown` },
            { value: "hidden", label: t`Hidden` },
          ]}
        />
      </FilterForm>
      <ListResults
        id="reviews-results"
        count={<Trans>Reviews, newest first</Trans>}
        items={reviews.items}
        empty={<Trans>No reviews match these filters.</Trans>}
        testId="moderated-reviews"
        renderItem={(review) => (
          <ModeratedReviewCard key={review.id} review={review} csrfToken={csrfToken} answer={answer} />
        )}
        previous={reviews.previous}
        next={reviews.next}
      />
    </>
  );
}
