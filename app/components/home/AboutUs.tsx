import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CarIcon, MailIcon, ShieldIcon, UsersIcon, WalletIcon } from "#app/components/content-icons.tsx";
import { Section } from "#app/components/widgets.tsx";
import { CONFIRMATION_HOURS } from "#domain/business.ts";
import * as styles from "./HomeSections.css.ts";

export function AboutSection() {
  const { t } = useLingui();
  return (
    <Section id="about" title={t`About us`}>
      <div className={styles.textCard}>
        <p>
          <Trans>
            We are a local tour operator in Bali. Our team plans more than 100 tours and activities, from sunrise treks
            on Mount Batur to temple days and water sports, with English-speaking drivers and licensed guides.
          </Trans>
        </p>
        <p>
          <Trans>
            You book now and pay later, in cash or by bank transfer on the day, and we confirm every request by e-mail.
          </Trans>
        </p>
        <Link to="/aboutus" className={styles.panelLink}>
          <Trans>More about us</Trans>
        </Link>
      </div>
    </Section>
  );
}

export function ReasonsToBook() {
  const { t } = useLingui();
  const reasons: { icon: ReactNode; title: string; text: string }[] = [
    {
      icon: <WalletIcon />,
      title: t`Book now, pay later`,
      text: t`Pay in cash or by bank transfer on the day. PayPal and credit card payments are arranged by e-mail.`,
    },
    {
      icon: <MailIcon size={24} />,
      title: t`Confirmed by e-mail`,
      text: t`We check availability and confirm by e-mail, mostly within ${CONFIRMATION_HOURS} hours.`,
    },
    {
      icon: <UsersIcon size={24} />,
      title: t`A local team`,
      text: t`We live in Bali and answer on WhatsApp and by e-mail, before and during your trip.`,
    },
    {
      icon: <ShieldIcon />,
      title: t`Free cancellation on many tours`,
      text: t`Many activities can be cancelled free of charge; each one says how long before the start.`,
    },
    {
      icon: <CarIcon />,
      title: t`English-speaking drivers`,
      text: t`Clean, air-conditioned cars with hotel pickup on every tour.`,
    },
  ];
  return (
    <Section id="reasons" title={t`Why book with us`}>
      <ul className={styles.reasons}>
        {reasons.map((reason) => (
          <li key={reason.title} className={styles.reason}>
            <span className={styles.reasonIcon}>{reason.icon}</span>
            <span>
              <strong className={styles.reasonTitle}>{reason.title}</strong>
              <span className={styles.reasonText}>{reason.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
