import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import * as styles from "#app/components/bookings/booking-pages.css.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { calendarPath, voucherPath } from "#domain/voucher.ts";

/**
 * A confirmed booking's voucher and calendar file. The signed-in owner follows plain links; anyone
 * else posts the e-mail the booking was found with (and the page's CSRF token), so the pair is
 * looked up again (and counted) and never travels in a URL.
 */
export function VoucherLinks({ reference, post }: { reference: string; post: LookupPost | null }) {
  return (
    <div className={styles.buttonRow} data-testid="voucher-links">
      <OwnersLinkOrPost href={voucherPath(reference)} post={post} className={widgets.button}>
        <Trans>Show the voucher</Trans>
      </OwnersLinkOrPost>
      <AddToCalendar reference={reference} post={post} />
    </div>
  );
}

/** What a stranger's button posts: the e-mail the booking was found with and the page's CSRF token. */
export interface LookupPost {
  email: string;
  csrfToken: string;
}

export function AddToCalendar({ reference, post }: { reference: string; post: LookupPost | null }) {
  return (
    <OwnersLinkOrPost href={calendarPath(reference)} post={post} className={widgets.secondaryButton} download>
      <Trans>Add to calendar</Trans>
    </OwnersLinkOrPost>
  );
}

function OwnersLinkOrPost({
  href,
  post,
  className,
  download,
  children,
}: {
  href: string;
  post: LookupPost | null;
  className: string;
  download?: boolean;
  children: ReactNode;
}) {
  if (post === null) {
    return (
      <a href={href} className={className} download={download}>
        {children}
      </a>
    );
  }
  return (
    <form method="post" action={href}>
      <input type="hidden" name={CSRF_FIELD} value={post.csrfToken} />
      <input type="hidden" name="email" value={post.email} />
      <button type="submit" className={className}>
        {children}
      </button>
    </form>
  );
}
