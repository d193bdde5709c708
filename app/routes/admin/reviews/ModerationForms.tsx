/** The operator's forms on one review: Hide (with a reason) or Show again, and the public reply. */
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { MODERATION_PROBLEM_MESSAGES } from "#domain/inputs/review-moderation-messages.ts";
import { HIDE_REASON_MAX, type ModeratedReview, type ModerationAnswer, REPLY_MAX } from "#domain/review-rules.ts";

interface FormsProps {
  review: ModeratedReview;
  csrfToken: string;
  /** The refused answer of the last post, when it was about this review. */
  answer: ModerationAnswer | undefined;
}

function FieldProblem({ answer, field, id }: { answer: ModerationAnswer | undefined; field: string; id: string }) {
  const { i18n } = useLingui();
  if (answer?.field !== field) return null;
  return (
    <p id={id} className={styles.fieldError} data-testid="field-problem">
      {i18n._(MODERATION_PROBLEM_MESSAGES[answer.problem])}
    </p>
  );
}

function Target({ review, csrfToken, intent }: { review: ModeratedReview; csrfToken: string; intent: string }) {
  return (
    <>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={review.id} />
      <input type="hidden" name="version" value={review.version} />
    </>
  );
}

export function ModerationForms({ review, csrfToken, answer }: FormsProps) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === String(review.id);
  const reasonId = `hide-reason-${review.id}`;
  const replyId = `reply-${review.id}`;
  return (
    <>
      {review.hidden ? (
        <Form method="post" className={styles.buttonRow}>
          <Target review={review} csrfToken={csrfToken} intent="unhide" />
          <button type="submit" className={widgets.secondaryButton} disabled={busy}>
            <Trans>Show again</Trans>
          </button>
        </Form>
      ) : (
        <Form method="post" className={styles.form}>
          <Target review={review} csrfToken={csrfToken} intent="hide" />
          <div className={styles.field}>
            <label className={styles.label} htmlFor={reasonId}>
              <Trans>Reason for hiding (for the team, not shown to visitors)</Trans>
            </label>
            <textarea
              id={reasonId}
              name="reason"
              className={styles.textarea}
              maxLength={HIDE_REASON_MAX}
              required
              aria-invalid={answer?.field === "reason" || undefined}
              aria-describedby={answer?.field === "reason" ? `${reasonId}-problem` : undefined}
            />
            <FieldProblem answer={answer} field="reason" id={`${reasonId}-problem`} />
          </div>
          <div className={styles.buttonRow}>
            <button type="submit" className={widgets.secondaryButton} disabled={busy}>
              <Trans>Hide review</Trans>
            </button>
          </div>
        </Form>
      )}
      <Form method="post" className={styles.form}>
        <Target review={review} csrfToken={csrfToken} intent="reply" />
        <div className={styles.field}>
          <label className={styles.label} htmlFor={replyId}>
            <Trans>Public reply (shown under the review on both sites; empty removes it)</Trans>
          </label>
          <textarea
            id={replyId}
            name="reply"
            className={styles.textarea}
            maxLength={REPLY_MAX}
            defaultValue={review.reply?.body ?? ""}
            aria-invalid={answer?.field === "reply" || undefined}
            aria-describedby={answer?.field === "reply" ? `${replyId}-problem` : undefined}
          />
          <FieldProblem answer={answer} field="reply" id={`${replyId}-problem`} />
        </div>
        <div className={styles.buttonRow}>
          <button type="submit" className={widgets.button} disabled={busy}>
            {review.reply ? t`Save reply` : t`Reply`}
          </button>
        </div>
      </Form>
    </>
  );
}
