/** What the destination, vehicle and category pages say after a save or a refused one. */
import { Trans, useLingui } from "@lingui/react/macro";
import * as styles from "#app/components/admin/back-office.css.ts";
import type { PlaceProblems } from "#domain/inputs/place.ts";
import { PLACE_PROBLEM_MESSAGES } from "#domain/inputs/place-messages.ts";

export function PlaceNotice({ done }: { done: string | null }) {
  const { t } = useLingui();
  const notices: Record<string, string> = {
    saved: t`Saved. Both sites show the change now.`,
    published: t`Published. It is on both sites now.`,
    draft: t`Unpublished. It is a draft again and no longer on the sites.`,
    archived: t`Archived. It is no longer on the sites; its bookings are kept.`,
    photo: t`Photos saved. Both sites show them now.`,
  };
  const notice = done ? notices[done] : undefined;
  return notice ? (
    <p className={styles.notice} role="status">
      {notice}
    </p>
  ) : null;
}

/** The page's alert after a refused post: expired form, someone else's save, or fields to fix. */
export function PlaceAlert({
  posted,
}: {
  posted: { problems: PlaceProblems; missing?: string[] } | { problem: "csrf" } | undefined;
}) {
  const { i18n, t } = useLingui();
  if (!posted) return null;
  if ("problem" in posted) {
    return (
      <p className={styles.alert} role="alert" data-testid="place-problem">
        <Trans>This form has expired. Please reload the page and try again.</Trans>
      </p>
    );
  }
  // A problem of the row itself (someone else's save, a delete it refuses) sits on "version".
  const rowProblem = posted.problems.find(([field]) => field === "version")?.[1];
  return (
    <p className={styles.alert} role="alert" data-testid="place-problem">
      {rowProblem
        ? i18n._(PLACE_PROBLEM_MESSAGES[rowProblem])
        : posted.missing
          ? t`Publishing needs every required field in both languages: fill in the fields marked below.`
          : t`Please correct the fields marked below.`}
    </p>
  );
}
