import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import * as widgets from "#app/components/widgets.css.ts";
import type { FirstComments } from "#app/lib/review-client.ts";
import { useSignedInUser } from "#app/lib/site.ts";
import type { Comment, RatingOverview } from "#domain/review-rules.ts";
import type { ListPage } from "#machines/paginated-list.machine.ts";
import { RatingSummary } from "./RatingSummary.tsx";
import type { ReviewRequest } from "./ReviewFlow.tsx";
import { Reviews } from "./Reviews.tsx";
import * as styles from "./ReviewsSection.css.ts";

const loadReviewFlow = () => import("./ReviewFlow.tsx");
/** The dialogs, the review machine and the API client: fetched when Write review is pressed. */
const ReviewFlow = lazy(loadReviewFlow);

/**
 * The reviews of an activity, destination or vehicle: Write review, the rating summary and the
 * comments with Load more. After a review is posted the first page and the summary are read
 * again from the subject's /comment API and replace what the loader gave.
 */
export function ReviewsSection(props: Parameters<typeof SubjectReviews>[0]) {
  // Another subject on the same route is a new section: its own flow, its own posted state.
  return <SubjectReviews key={props.endpoint} {...props} />;
}

function SubjectReviews({
  endpoint,
  subjectName,
  comments,
  overview,
  headingLevel = 3,
}: {
  /** The subject's /comment API, e.g. /api/destination/badung/kuta-beach/comment. */
  endpoint: string;
  subjectName: string;
  comments: ListPage<Comment>;
  overview: RatingOverview;
  headingLevel?: 3 | 4;
}) {
  const user = useSignedInUser();
  const [request, setRequest] = useState<ReviewRequest | null>(null);
  // What was read again after a post, for the loader data it replaced; new loader data (another
  // page, a revalidation) is newer than that and wins.
  const [reloaded, setReloaded] = useState<(FirstComments & { source: ListPage<Comment> }) | null>(null);
  const current = reloaded?.source === comments ? reloaded : { page: comments, overview };
  const onReloaded = useCallback((fresh: FirstComments) => setReloaded({ ...fresh, source: comments }), [comments]);
  const writeButton = useRef<HTMLButtonElement>(null);
  const onClosed = useCallback(() => writeButton.current?.focus({ preventScroll: true }), []);
  return (
    <div className={styles.section} data-testid="reviews-section">
      <div className={styles.toolbar}>
        <p className={styles.prompt}>
          <Trans>Been there? Tell other travellers how it was.</Trans>
        </p>
        <button
          ref={writeButton}
          type="button"
          className={widgets.button}
          aria-haspopup="dialog"
          onPointerDown={() => void loadReviewFlow()}
          onFocus={() => void loadReviewFlow()}
          onClick={() => setRequest((previous) => ({ nonce: (previous?.nonce ?? 0) + 1 }))}
        >
          <Trans>Write review</Trans>
        </button>
      </div>
      {/* The dialogs are modal wherever they sit; the notice of an edited review belongs under Write review. */}
      {request ? (
        <Suspense fallback={<Opening />}>
          <ReviewFlow
            endpoint={endpoint}
            subjectName={subjectName}
            user={user}
            request={request}
            onReloaded={onReloaded}
            onClosed={onClosed}
          />
        </Suspense>
      ) : null}
      {current.overview.total > 0 ? <RatingSummary overview={current.overview} /> : null}
      <Reviews page={current.page} headingLevel={headingLevel} />
    </div>
  );
}

function Opening() {
  const { t } = useLingui();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t`Opening the review form…`}</span>
    </div>
  );
}
