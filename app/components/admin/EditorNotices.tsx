/** What an editor page says after a save (a notice) or a refused one (an alert). */
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import * as styles from "#app/components/admin/back-office.css.ts";
import type { PlaceProblems } from "#domain/inputs/place.ts";
import { PLACE_PROBLEM_MESSAGES } from "#domain/inputs/place-messages.ts";

/** What a post answered: the form had expired, or the fields' problems and what keeps it from being published. */
export type EditorPosted<P extends string> =
  | { problems: readonly (readonly [string, P])[]; missing?: string[] }
  | { problem: "csrf" }
  | undefined;

/** The notice after a done action, by the `done` the redirect names (saved, published...). */
export function EditorNotice({ done, notices }: { done: string | null; notices: Record<string, string> }) {
  const notice = done ? notices[done] : undefined;
  return notice ? (
    <p className={styles.notice} role="status">
      {notice}
    </p>
  ) : null;
}

/** The page's alert after a refused post: expired form, someone else's save, or fields to fix. */
export function EditorAlert<P extends string>(props: {
  posted: EditorPosted<P>;
  testId: string;
  messages: Record<P, MessageDescriptor>;
  /** What a refused publish says. */
  unpublishable: string;
}) {
  const { i18n, t } = useLingui();
  const { posted } = props;
  if (!posted) return null;
  if ("problem" in posted) {
    return (
      <p className={styles.alert} role="alert" data-testid={props.testId}>
        <Trans>This form has expired. Please reload the page and try again.</Trans>
      </p>
    );
  }
  // A problem of the row itself (someone else's save, a delete it refuses) sits on "version".
  const rowProblem = posted.problems.find(([field]) => field === "version")?.[1];
  return (
    <p className={styles.alert} role="alert" data-testid={props.testId}>
      {rowProblem
        ? i18n._(props.messages[rowProblem])
        : posted.missing
          ? props.unpublishable
          : t`Please correct the fields marked below.`}
    </p>
  );
}

/** The destination, vehicle and category pages' notices. */
export function usePlaceNotices(): Record<string, string> {
  const { t } = useLingui();
  return {
    saved: t`Saved. Both sites show the change now.`,
    published: t`Published. It is on both sites now.`,
    draft: t`Unpublished. It is a draft again and no longer on the sites.`,
    archived: t`Archived. It is no longer on the sites; its bookings are kept.`,
    photo: t`Photos saved. Both sites show them now.`,
  };
}

/** The destination, vehicle and category pages' alert. */
export function usePlaceAlert() {
  const { t } = useLingui();
  return {
    testId: "place-problem",
    messages: PLACE_PROBLEM_MESSAGES,
    unpublishable: t`Publishing needs every required field in both languages: fill in the fields marked below.`,
  };
}

export function PlaceNotice({ done }: { done: string | null }) {
  return <EditorNotice done={done} notices={usePlaceNotices()} />;
}

export function PlaceAlert({ posted }: { posted: EditorPosted<PlaceProblems[number][1]> }) {
  return <EditorAlert posted={posted} {...usePlaceAlert()} />;
}
