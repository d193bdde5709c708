import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { CheckIcon, ChevronDownIcon } from "#app/components/content-icons.tsx";
import { RichText } from "#app/components/widgets.tsx";
import type { SafeHtml } from "#domain/safe-html.ts";
import * as styles from "./InfoAccordions.css.ts";

export interface AccordionItem {
  key: string;
  title: ReactNode;
  content: ReactNode;
}

/** Practical information folded away: native <details>, so it works before hydration too. */
export function Accordions({ items }: { items: AccordionItem[] }) {
  return (
    <div className={styles.group}>
      {items.map((item) => (
        <details key={item.key} className={styles.item} data-testid={`accordion-${item.key}`}>
          <summary className={styles.summary}>
            <h3 className={styles.title}>{item.title}</h3>
            <span className={styles.chevron}>
              <ChevronDownIcon />
            </span>
          </summary>
          <div className={styles.body}>{item.content}</div>
        </details>
      ))}
    </div>
  );
}

/** A list of short texts with a tick before each: what is included, what to bring. */
export function CheckList({ items }: { items: string[] }) {
  return (
    <ul className={styles.checkList}>
      {items.map((item) => (
        <li key={item} className={styles.checkItem}>
          <span className={styles.check}>
            <CheckIcon />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}

export interface PracticalTexts {
  whattobring: string[];
  pickup_time: string;
  meeting_point: string;
  how_to_use: SafeHtml;
  payment: SafeHtml;
  confirmation_detail: SafeHtml;
}

/** What to bring, pickup and meeting point, how to use, payment, confirmation: rich texts sanitised on the server. */
export function PracticalInfo({ texts }: { texts: PracticalTexts }) {
  const items: AccordionItem[] = [];
  if (texts.whattobring.length > 0) {
    items.push({ key: "bring", title: <Trans>What to bring</Trans>, content: <CheckList items={texts.whattobring} /> });
  }
  if (texts.pickup_time || texts.meeting_point) {
    items.push({
      key: "pickup",
      title: <Trans>Pickup time and meeting point</Trans>,
      content: (
        <dl className={styles.facts}>
          {texts.pickup_time ? (
            <div>
              <dt>
                <Trans>Pickup time</Trans>
              </dt>
              <dd>{texts.pickup_time}</dd>
            </div>
          ) : null}
          {texts.meeting_point ? (
            <div>
              <dt>
                <Trans>Meeting point</Trans>
              </dt>
              <dd>{texts.meeting_point}</dd>
            </div>
          ) : null}
        </dl>
      ),
    });
  }
  const rich: [string, ReactNode, SafeHtml][] = [
    ["how-to-use", <Trans key="how">How to use</Trans>, texts.how_to_use],
    ["payment", <Trans key="payment">Payment</Trans>, texts.payment],
    ["confirmation", <Trans key="confirmation">Confirmation</Trans>, texts.confirmation_detail],
  ];
  for (const [key, title, html] of rich) {
    if (html) items.push({ key, title, content: <RichText html={html} className={styles.rich} /> });
  }
  return <Accordions items={items} />;
}
