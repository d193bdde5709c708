import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import * as widgets from "#app/components/widgets.css.ts";
import { calendarPath, voucherPath } from "#domain/voucher.ts";
import * as styles from "./bookings.css.ts";

/**
 * A confirmed booking's voucher and calendar file. The signed-in owner follows plain links; anyone
 * else posts the e-mail the booking was found with, so the pair is looked up again (and counted)
 * and never travels in a URL.
 */
export function VoucherLinks({ reference, email }: { reference: string; email: string | null }) {
  return (
    <div className={styles.buttonRow} data-testid="voucher-links">
      <OwnersLinkOrPost href={voucherPath(reference)} email={email} className={widgets.button}>
        <Trans>Show the voucher</Trans>
      </OwnersLinkOrPost>
      <AddToCalendar reference={reference} email={email} />
    </div>
  );
}

export function AddToCalendar({ reference, email }: { reference: string; email: string | null }) {
  return (
    <OwnersLinkOrPost href={calendarPath(reference)} email={email} className={widgets.secondaryButton} download>
      <Trans>Add to calendar</Trans>
    </OwnersLinkOrPost>
  );
}

function OwnersLinkOrPost({
  href,
  email,
  className,
  download,
  children,
}: {
  href: string;
  email: string | null;
  className: string;
  download?: boolean;
  children: ReactNode;
}) {
  if (email === null) {
    return (
      <a href={href} className={className} download={download}>
        {children}
      </a>
    );
  }
  return (
    <form method="post" action={href}>
      <input type="hidden" name="email" value={email} />
      <button type="submit" className={className}>
        {children}
      </button>
    </form>
  );
}
