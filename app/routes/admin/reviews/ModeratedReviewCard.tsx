/** One review as the operator sees it: its subject, rating, text, author, date, state and forms. */
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import { Stars } from "#app/components/widgets.tsx";
import { formatBaliMoment } from "#domain/bali-time.ts";
import { MODERATION_PROBLEM_MESSAGES } from "#domain/inputs/review-moderation-messages.ts";
import type { ModeratedReview, ModerationAnswer } from "#domain/review-rules.ts";
import * as card from "./ModeratedReviewCard.css.ts";
import { ModerationForms } from "./ModerationForms.tsx";

export function ModeratedReviewCard({
  review,
  csrfToken,
  answer,
}: {
  review: ModeratedReview;
  csrfToken: string;
  answer: ModerationAnswer | undefined;
}) {
  const { t, i18n } = useLingui();
  const locale = usePageLocale();
  const kinds = { activity: t`Activity`, destination: t`Destination`, transport: t`Transport` };
  const mine = answer?.id === review.id ? answer : undefined;
  const author = review.author ?? t`Anonymous`;
  const written = formatBaliMoment(locale, review.createdAt);
  const hiddenReason = review.hidden?.reason ?? "";
  return (
    <li id={`review-${review.id}`} className={`${styles.card} ${styles.form}`} data-testid="moderated-review">
      <div className={styles.listTop}>
        <span className={styles.meta}>
          {kinds[review.kind]} ·{" "}
          <Link to={review.subject.path} className={styles.link}>
            {review.subject.name}
          </Link>
        </span>
        {review.hidden ? (
          <span className={styles.badge.declined}>
            <Trans>Hidden</Trans>
          </span>
        ) : null}
        {review.bookedWithUs ? (
          <span className={styles.badge.confirmed}>
            <Trans>Booked with us</Trans>
          </span>
        ) : null}
      </div>
      <Stars rating={review.rating} />
      <h2 className={styles.cardTitle}>{review.title}</h2>
      <p className={card.body}>{review.body}</p>
      <p className={styles.meta}>
        <Trans>
          By {author}, {written}
        </Trans>
      </p>
      {review.hidden ? (
        <p className={styles.meta} data-testid="hidden-reason">
          <Trans>Hidden because: {hiddenReason}</Trans>
        </p>
      ) : null}
      {mine && !mine.field ? (
        <p className={styles.alert} role="alert" data-testid="moderation-problem">
          {i18n._(MODERATION_PROBLEM_MESSAGES[mine.problem])}
        </p>
      ) : null}
      <ModerationForms review={review} csrfToken={csrfToken} answer={mine} />
    </li>
  );
}
