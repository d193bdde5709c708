import { Trans, useLingui } from "@lingui/react/macro";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import { LoadMore } from "#app/components/LoadMore.tsx";
import { useList } from "#app/components/useList.ts";
import { Empty, Stars } from "#app/components/widgets.tsx";
import { baliDateTime } from "#domain/bali-time.ts";
import { formatDate } from "#domain/format.ts";
import type { Locale } from "#domain/locale.ts";
import type { Comment, CommentReply } from "#domain/review-rules.ts";
import type { ListPage } from "#machines/paginated-list.machine.ts";
import * as styles from "./Reviews.css.ts";

/** The day a comment was written or last edited, in Bali, as DD MMM YYYY in the page's language. */
export function commentDate(locale: Locale, updatedAt: string): string {
  const instant = new Date(updatedAt);
  return formatDate(locale, Number.isNaN(instant.getTime()) ? updatedAt : baliDateTime(instant));
}

/**
 * The comments on an activity, destination or transport, newest first: the server-rendered first
 * page, and Load more over the subject's /comment API while there are more. A new `page` (after
 * a review was posted) replaces the list.
 */
export function Reviews({ page, headingLevel = 3 }: { page: ListPage<Comment>; headingLevel?: 3 | 4 }) {
  const list = useList<Comment>(page, "items", { pagesInUrl: false });
  if (list.items.length === 0) {
    return (
      <Empty>
        <Trans>No reviews yet. Be the first to share your experience.</Trans>
      </Empty>
    );
  }
  return (
    <div>
      <ol className={styles.list} data-testid="reviews">
        {list.items.map((comment) => (
          <li key={comment.id}>
            <Review comment={comment} headingLevel={headingLevel} />
          </li>
        ))}
      </ol>
      {list.canLoadMore ? <LoadMore loading={list.loading} onClick={list.loadMore} /> : null}
    </div>
  );
}

function Review({ comment, headingLevel }: { comment: Comment; headingLevel: 3 | 4 }) {
  const { t } = useLingui();
  const locale = usePageLocale();
  const Heading = `h${headingLevel}` as const;
  const name = comment.user?.name ?? t`Traveller`;
  return (
    <article className={styles.review} data-testid="review">
      <header className={styles.header}>
        <Avatar user={comment.user} name={name} />
        <div className={styles.who}>
          <span className={styles.name} data-testid="review-author">
            {name}
          </span>
          <time className={styles.date} dateTime={comment.updated_at}>
            {commentDate(locale, comment.updated_at)}
          </time>
        </div>
        <Stars rating={comment.rating} />
      </header>
      {comment.booked_with_us ? (
        <span className={styles.badge} data-testid="booked-with-us">
          <Trans>Booked with us</Trans>
        </span>
      ) : null}
      {comment.title ? <Heading className={styles.title}>{comment.title}</Heading> : null}
      {/* Plain text: React escapes it; line breaks the reviewer typed are kept by the style. */}
      <p className={styles.body}>{comment.body}</p>
      {comment.reply ? <Reply reply={comment.reply} /> : null}
    </article>
  );
}

function Reply({ reply }: { reply: CommentReply }) {
  const locale = usePageLocale();
  return (
    <div className={styles.reply} data-testid="operator-reply">
      <p className={styles.replyFrom}>
        <Trans>Reply from the operator</Trans> ·{" "}
        <time className={styles.date} dateTime={reply.updated_at}>
          {commentDate(locale, reply.updated_at)}
        </time>
      </p>
      <p className={styles.body}>{reply.body}</p>
    </div>
  );
}

/** The reviewer's photo, or the first letter of the name the review shows ("T" of "Traveller" too). */
function Avatar({ user, name }: { user: Comment["user"]; name: string }) {
  if (user?.image) {
    return <img src={user.image} alt="" width={40} height={40} loading="lazy" className={styles.avatar} />;
  }
  const initial = name.trim().charAt(0).toUpperCase();
  return (
    <span className={styles.initial} aria-hidden="true" data-testid="review-initial">
      {initial}
    </span>
  );
}
