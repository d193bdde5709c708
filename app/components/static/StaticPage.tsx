import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ChevronIcon } from "#app/components/content-icons.tsx";
import { WhatsAppIcon } from "#app/components/icons.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import { whatsappLink } from "#domain/contact.ts";
import * as styles from "./StaticPage.css.ts";

/** The frame of the help and policy pages: a green header band with the page's h1, then cards. */
export function StaticPage({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <article>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
        </div>
      </header>
      <div className={styles.body}>{children}</div>
    </article>
  );
}

/** A titled card of running text (h2). */
export function InfoCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} id={id}>
      <h2 className={styles.cardTitle} id={`${id}-title`}>
        {title}
      </h2>
      <div className={styles.prose}>{children}</div>
    </section>
  );
}

export function Ticks({ children }: { children: ReactNode }) {
  return <ul className={styles.ticks}>{children}</ul>;
}

/** Key numbers at a glance: "48 h", "3%", "100%". */
export function Facts({ label, facts }: { label: string; facts: { value: string; label: string }[] }) {
  return (
    <ul className={styles.facts} aria-label={label}>
      {facts.map((fact) => (
        <li key={fact.value + fact.label} className={styles.fact}>
          <span className={styles.factValue}>{fact.value}</span>
          <span className={styles.factLabel}>{fact.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps, each with an h2 title. */
export function Steps({ label, steps }: { label: string; steps: { id: string; title: string; body: ReactNode }[] }) {
  return (
    <ol className={styles.steps} aria-label={label}>
      {steps.map((step) => (
        <li key={step.id} className={styles.step} id={step.id}>
          <h2 className={styles.stepTitle}>{step.title}</h2>
          <p className={styles.stepBody}>{step.body}</p>
        </li>
      ))}
    </ol>
  );
}

export function Note({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}

/** Links to the other help pages, as large tap targets. */
export function HelpLinks({ title, exclude }: { title: string; exclude?: string }) {
  const { t } = useLingui();
  const links: [string, string][] = [
    ["/howtobook", t`How to book`],
    ["/term", t`Payment terms`],
    ["/cancelation", t`Cancellation policy`],
    ["/helpandfaq", t`Help and FAQ`],
    ["/aboutus", t`About us`],
  ];
  return (
    <nav className={styles.card} aria-labelledby="help-links-title">
      <h2 className={styles.cardTitle} id="help-links-title">
        {title}
      </h2>
      <ul className={styles.linkGrid}>
        {links
          .filter(([to]) => to !== exclude)
          .map(([to, label]) => (
            <li key={to}>
              <Link to={to} className={styles.linkTile}>
                {label}
                <ChevronIcon />
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** How to reach the operator: WhatsApp first (answers fastest), then the e-mail thread of a booking. */
export function ContactBox({ whatsappNumber, id = "contact" }: { whatsappNumber: string; id?: string }) {
  const { t } = useLingui();
  return (
    <section className={styles.contact} aria-labelledby={`${id}-title`} id={id}>
      <h2 className={styles.cardTitle} id={`${id}-title`}>
        <Trans>How to contact us</Trans>
      </h2>
      <p>
        <Trans>
          The quickest way to reach us is WhatsApp: send us a message and our team answers in English or Indonesian.
          About a booking you have already made, simply reply to our e-mail and mention your booking ID.
        </Trans>
      </p>
      <div className={styles.actions}>
        <a
          href={whatsappLink(whatsappNumber, t`Hello, I have a question about a trip in Bali.`)}
          className={widgets.button}
          target="_blank"
          rel="noopener noreferrer"
        >
          <WhatsAppIcon size={20} />
          &nbsp;<Trans>Chat on WhatsApp</Trans>
        </a>
        <Link to="/activity" className={widgets.secondaryButton}>
          <Trans>Browse activities</Trans>
        </Link>
      </div>
    </section>
  );
}
