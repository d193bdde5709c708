import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { StarIcon } from "#app/components/content-icons.tsx";
import { Dialog } from "#app/components/Dialog.tsx";
import { focusFirstProblem } from "#app/components/focus-first-problem.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { type ReviewField, type ReviewProblem, reviewProblems } from "#domain/inputs/review-form.ts";
import { BODY_MAX, MAX_RATING, MIN_RATING, type ReviewForm, TITLE_MAX } from "#domain/review-rules.ts";
import type { ReviewContext } from "#machines/review.machine.ts";
import * as styles from "./CommentDialog.css.ts";

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The comment dialog (spec section 2): a star rating, a title and the review, each required.
 * "This field is required" shows under an empty field after the first Send, which takes focus
 * to the first of them; while the review is sent the button says so and the dialog stays. A post
 * the server refused shows its message above the button, in the page's language.
 */
export function CommentDialog({
  open,
  context,
  sending,
  subjectName,
  onUpdate,
  onSubmit,
  onDismiss,
}: {
  open: boolean;
  context: ReviewContext;
  sending: boolean;
  subjectName: string;
  onUpdate: (patch: Partial<ReviewForm>) => void;
  onSubmit: () => void;
  onDismiss: () => void;
}) {
  const { t } = useLingui();
  const { form, showProblems, refusal } = context;
  const rating = form.rating;
  const problems = showProblems ? reviewProblems(form) : {};
  const message = (problem: ReviewProblem, field: ReviewField) => {
    if (problem === "required") return t`This field is required`;
    if (problem === "ratingInvalid") return t`Please choose from ${MIN_RATING} to ${MAX_RATING} stars`;
    return field === "title" ? t`At most ${TITLE_MAX} characters` : t`At most ${BODY_MAX} characters`;
  };
  return (
    <Dialog open={open} title={t`Write a review`} onDismiss={onDismiss} testId="comment-dialog">
      <form
        className={styles.form}
        noValidate
        aria-busy={sending}
        onSubmit={(event) => {
          event.preventDefault();
          if (sending) return;
          onSubmit();
          focusFirstProblem(event.currentTarget);
        }}
      >
        <p className={styles.subject}>{subjectName}</p>
        <fieldset className={styles.rating}>
          <legend className={styles.legend}>
            <Trans>Your rating</Trans>
          </legend>
          <div className={styles.stars}>
            {STARS.map((stars) => (
              <label key={stars} className={styles.star}>
                <input
                  type="radio"
                  name="rating"
                  value={stars}
                  checked={form.rating === stars}
                  {...(problems.rating ? { "aria-invalid": true, "aria-describedby": "review-rating-error" } : {})}
                  onChange={() => onUpdate({ rating: stars })}
                />
                <StarIcon size={32} filled={stars <= form.rating} />
                <span className={styles.visuallyHidden}>
                  <Plural value={stars} one="# star" other="# stars" />
                </span>
              </label>
            ))}
            <span className={styles.ratingText} aria-hidden="true" data-testid="rating-text">
              {t`${rating} of ${MAX_RATING}`}
            </span>
          </div>
          {problems.rating ? (
            <p id="review-rating-error" className={styles.fieldError}>
              {message(problems.rating, "rating")}
            </p>
          ) : null}
        </fieldset>
        <Field
          id="review-title"
          label={t({ message: "Title", context: "the title of a review" })}
          problem={problems.title && message(problems.title, "title")}
        >
          {(props) => (
            <input
              {...props}
              className={styles.control}
              maxLength={TITLE_MAX}
              autoComplete="off"
              value={form.title}
              onChange={(event) => onUpdate({ title: event.target.value })}
            />
          )}
        </Field>
        <Field id="review-body" label={t`Your review`} problem={problems.body && message(problems.body, "body")}>
          {(props) => (
            <textarea
              {...props}
              className={styles.textarea}
              rows={6}
              maxLength={BODY_MAX}
              value={form.body}
              onChange={(event) => onUpdate({ body: event.target.value })}
            />
          )}
        </Field>
        <span className={styles.counter} aria-hidden="true">
          {form.body.length}/{BODY_MAX}
        </span>
        {refusal ? (
          <p className={styles.refusal} role="alert" data-testid="review-refusal">
            {refusal}
          </p>
        ) : null}
        <button type="submit" className={widgets.button} disabled={sending} aria-busy={sending}>
          {sending ? t`Sending…` : t`Send review`}
        </button>
      </form>
    </Dialog>
  );
}

function Field({
  id,
  label,
  problem,
  children,
}: {
  id: string;
  label: string;
  problem?: string;
  children: (props: { id: string; name: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, name: id, ...(problem ? { "aria-invalid": true, "aria-describedby": errorId } : {}) })}
      {problem ? (
        <p id={errorId} className={styles.fieldError}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
