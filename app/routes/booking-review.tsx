import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import * as styles from "#app/components/auth/auth.css.ts";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { seoMeta } from "#app/lib/meta.ts";
import { formatDate } from "#domain/format.ts";
import type { ReviewProblem } from "#domain/inputs/review.ts";
import { BODY_MAX, DEFAULT_RATING, MAX_RATING, MIN_RATING, TITLE_MAX } from "#domain/review-rules.ts";
import type { Route } from "./+types/booking-review";
import type { LinkReviewAnswer } from "./booking-review.server.ts";

export { action, headers, loader } from "./booking-review.server.ts";
export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

const STARS = [1, 2, 3, 4, 5] as const;

function useProblemText() {
  const { t } = useLingui();
  return (field: string, problem: ReviewProblem) => {
    if (problem === "required" || problem === "notText") return t`This field is required`;
    if (problem === "ratingInvalid") return t`Please choose from ${MIN_RATING} to ${MAX_RATING} stars`;
    return field === "title" ? t`At most ${TITLE_MAX} characters` : t`At most ${BODY_MAX} characters`;
  };
}

function ReviewForm({ answer }: { answer: Extract<LinkReviewAnswer, { outcome: "form" }> }) {
  const { t } = useLingui();
  const locale = usePageLocale();
  const busy = useNavigation().state === "submitting";
  const problemText = useProblemText();
  const problemOf = (field: string) => answer.problems.find(([name]) => name === field)?.[1];
  const { itemName, guestName } = answer.link;
  const date = formatDate(locale, answer.link.visitDate);
  const shownName = guestName ?? t`Traveller`;
  const fieldProblem = (field: string) => {
    const problem = problemOf(field);
    return problem ? (
      <p id={`review-${field}-problem`} className={styles.fieldError} role="alert">
        {problemText(field, problem)}
      </p>
    ) : null;
  };
  return (
    <Form method="post" className={styles.card} data-testid="link-review-form">
      <p>
        <Trans>
          How was {itemName} on {date}? Your review shows the name {shownName} and the badge "Booked with us".
        </Trans>
      </p>
      <fieldset className={styles.field}>
        <legend className={styles.label}>
          <Trans>Your rating</Trans>
        </legend>
        {STARS.map((stars) => (
          <label key={stars}>
            <input type="radio" name="rating" value={stars} defaultChecked={stars === DEFAULT_RATING} />{" "}
            <Plural value={stars} one="# star" other="# stars" />
          </label>
        ))}
        {fieldProblem("rating")}
      </fieldset>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="review-title">
          {t({ message: "Title", context: "the title of a review" })}
        </label>
        <input id="review-title" name="title" className={styles.input} maxLength={TITLE_MAX} autoComplete="off" />
        {fieldProblem("title")}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="review-body">
          <Trans>Your review</Trans>
        </label>
        <textarea id="review-body" name="body" className={styles.input} rows={6} maxLength={BODY_MAX} />
        {fieldProblem("body")}
      </div>
      <button type="submit" className={widgets.button} disabled={busy} aria-busy={busy}>
        {busy ? t`Sending…` : t`Send review`}
      </button>
    </Form>
  );
}

function DeadLink({ answer }: { answer: Extract<LinkReviewAnswer, { outcome: "dead" }> }) {
  const kind = answer.link.kind;
  return (
    <p role="alert" data-testid="link-review-dead">
      {kind === "used" ? <Trans>This link has already been used: your review is with us. Thank you!</Trans> : null}
      {kind === "expired" ? (
        <Trans>This link has expired: a review link works for 30 days after the mail.</Trans>
      ) : null}
      {kind === "unknown" ? (
        <Trans>This review link is not known. Please open the link from your e-mail again.</Trans>
      ) : null}
    </p>
  );
}

export default function BookingReview({ loaderData, actionData }: Route.ComponentProps) {
  const answer: LinkReviewAnswer =
    (actionData as { answer: LinkReviewAnswer } | undefined)?.answer ?? loaderData.answer;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="link-review-title" data-testid="link-review">
        <h1 id="link-review-title" className={styles.title}>
          <Trans>Your review</Trans>
        </h1>
        {answer.outcome === "form" ? <ReviewForm answer={answer} /> : null}
        {answer.outcome === "saved" ? (
          <p role="status" data-testid="link-review-saved">
            <Trans>Thank you! Your review is published with the badge "Booked with us".</Trans>
          </p>
        ) : null}
        {answer.outcome === "dead" ? <DeadLink answer={answer} /> : null}
      </section>
    </div>
  );
}
