import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { MailIcon } from "#app/components/content-icons.tsx";
import { WhatsAppIcon } from "#app/components/icons.tsx";
import { whatsappLink } from "#domain/contact.ts";
import * as styles from "./HomeSections.css.ts";

/** WhatsApp and e-mail of the operator, and (as `subscribe`) the e-mail subscribe form. */
export function ContactBox({
  whatsappNumber,
  operatorEmail,
  subscribe,
}: {
  whatsappNumber: string;
  operatorEmail: string;
  subscribe?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <section className={styles.block} aria-labelledby="contact-title" id="contact">
      <div className={styles.contactBox}>
        <h2 id="contact-title" className={styles.cardHeading}>
          <Trans>Questions? We are here to help</Trans>
        </h2>
        <p>
          <Trans>
            Write to us on WhatsApp or by e-mail, in English or Indonesian. Our team in Bali answers quickly.
          </Trans>
        </p>
        <div className={styles.contactActions}>
          <a
            href={whatsappLink(whatsappNumber, t`Hello, I have a question about a tour in Bali.`)}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.whatsappButton}
          >
            <WhatsAppIcon size={22} />
            <Trans>Chat on WhatsApp</Trans>
          </a>
          <a href={`mailto:${operatorEmail}`} className={styles.mailButton}>
            <MailIcon />
            {operatorEmail}
          </a>
        </div>
        {subscribe ? (
          <div id="subscribe" className={styles.subscribeSlot}>
            {subscribe}
          </div>
        ) : null}
      </div>
    </section>
  );
}
