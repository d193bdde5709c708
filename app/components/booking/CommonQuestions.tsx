import { Trans, useLingui } from "@lingui/react/macro";
import {
  CARD_SURCHARGE_PERCENT,
  CONFIRMATION_HOURS,
  LATE_CANCELLATION_FEE_PERCENT,
  NO_SHOW_FEE_PERCENT,
} from "#domain/business.ts";
import * as styles from "./booking.css.ts";

/** The questions tourists ask before they send a request, answered where they fill it in. */
export function CommonQuestions() {
  const { t } = useLingui();
  const questions = [
    {
      question: t`Do I pay now?`,
      answer: t`No. You send a request; we reconfirm availability and the payment method by e-mail, mostly within ${CONFIRMATION_HOURS} hours, and then send your confirmation with a booking ID. You pay after that.`,
    },
    {
      question: t`Can I change or cancel?`,
      answer: t`Yes. Cancelling is free up to the hours stated for the activity; later a fee of up to ${LATE_CANCELLATION_FEE_PERCENT}% applies, and a no-show is charged ${NO_SHOW_FEE_PERCENT}% of the total.`,
    },
    {
      question: t`Which currency do I pay in?`,
      answer: t`Cash is paid in rupiah only. Other currencies are converted at the day's rate, and cards paid at our office carry a ${CARD_SURCHARGE_PERCENT}% surcharge.`,
    },
    {
      question: t`What if I do not get an e-mail?`,
      answer: t`Check your spam folder, then message us on WhatsApp with your booking reference.`,
    },
  ];
  return (
    <section className={styles.group} aria-labelledby="booking-questions">
      <h3 id="booking-questions" className={styles.legend}>
        <Trans>Common questions</Trans>
      </h3>
      <div>
        {questions.map((item) => (
          <details key={item.question} className={styles.faqItem}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
