import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CarIcon, MailIcon, ShieldIcon, UsersIcon, WalletIcon } from "#app/components/icons.tsx";
import { ReadMore, Section } from "#app/components/widgets.tsx";
import { CONFIRMATION_HOURS } from "#domain/business.ts";
import * as styles from "./HomeSections.css.ts";
import { Tabs } from "./HomeTabs.tsx";

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

/** The driver and travel guide tabs; each text is cut at 250 characters with "read more". */
export function DriverAndGuide() {
  const { t } = useLingui();
  return (
    <Section id="driver-guide" title={t`Your driver and your guide`}>
      <div className={styles.textCard}>
        <Tabs
          label={t`Driver or travel guide`}
          idPrefix="crew"
          variant="underline"
          tabs={[
            {
              id: "driver",
              label: t`Driver`,
              panel: (
                <ReadMore
                  limit={250}
                  text={t`Every driver on our team is Balinese, speaks English and knows the island well. Your driver picks you up at your hotel in a clean, air-conditioned car, plans the route with you so you miss the worst traffic, waits while you visit, and tells you about the villages, temples and food along the way. Petrol, parking and the driver's meal are included, and you pay in rupiah on the day.`}
                />
              ),
            },
            {
              id: "guide",
              label: t`Travel guide`,
              panel: (
                <ReadMore
                  limit={250}
                  text={t`Our travel guides are licensed and trained in Balinese history, religion and customs. They walk with you through temples and villages, explain the offerings and ceremonies you come across, make sure you are dressed right for each temple, lead treks such as the Mount Batur sunrise climb, and take care of tickets and local fees, so you can simply enjoy the day. A guide can join your driver on any day tour.`}
                />
              ),
            },
          ]}
        />
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
