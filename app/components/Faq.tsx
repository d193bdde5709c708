import { useLingui } from "@lingui/react/macro";
import * as styles from "./Faq.css.ts";
import { FAQ_GROUPS } from "./faq-content.tsx";

type HeadingLevel = 2 | 3 | 4;

/**
 * The five FAQ accordion groups of the spec (general, booking, payment, refunds, account), the first
 * open. Native <details> so they work before hydration and without JavaScript.
 * `headingLevel` is the level of the group titles; questions are one level below.
 */
export function FaqGroups({ headingLevel = 2 }: { headingLevel?: HeadingLevel }) {
  const { t } = useLingui();
  const GroupHeading = `h${headingLevel}` as const;
  const QuestionHeading = `h${headingLevel + 1}` as "h3" | "h4" | "h5";
  return (
    <div className={styles.groups} data-testid="faq-groups">
      {FAQ_GROUPS.map((group, index) => (
        <details key={group.id} id={`faq-${group.id}`} className={styles.group} open={index === 0}>
          <summary className={styles.summary}>
            <GroupHeading className={styles.groupTitle}>{t(group.title)}</GroupHeading>
          </summary>
          <div className={styles.items}>
            {group.items.map((item) => (
              <div key={item.id} className={styles.item}>
                <QuestionHeading className={styles.question}>{t(item.question)}</QuestionHeading>
                <p className={styles.answer}>{item.answer}</p>
              </div>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
