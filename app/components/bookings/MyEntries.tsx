/**
 * The parts of the profile's "My bookings" beside the bookings themselves: the WhatsApp chat
 * about one entry, and the form that adds a booking or trip made as a guest.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import * as styles from "#app/components/bookings/booking-pages.css.ts";
import { LookupFields } from "#app/components/bookings/LookupFields.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { CANCELLATION_PROBLEM_MESSAGES } from "#domain/inputs/cancellation-messages.ts";
import { CLAIM_PROBLEM_MESSAGES, claimDoneMessage } from "#domain/inputs/claim-messages.ts";
import { CLAIM_PROBLEM_FIELD, type ClaimAnswer } from "#domain/my-bookings.ts";
import { type ChatSubject, referenceChatLink } from "#domain/reference-chat.ts";

/** "Chat with us on WhatsApp", the entry's reference already typed. */
export function ChatLink({ whatsappNumber, subject }: { whatsappNumber: string; subject: ChatSubject }) {
  const { i18n } = useLingui();
  return (
    <a
      href={referenceChatLink(whatsappNumber, subject, i18n)}
      className={styles.link}
      target="_blank"
      rel="noopener noreferrer"
    >
      <Trans>Chat with us on WhatsApp</Trans>
    </a>
  );
}

/**
 * Reference and e-mail of a booking or trip made without signing in; the e-mail starts as the
 * account's, the only one the server accepts. A successful claim empties the form.
 */
export function ClaimForm({
  accountEmail,
  csrfToken,
  answer,
}: {
  accountEmail: string;
  csrfToken: string;
  answer: ClaimAnswer | undefined;
}) {
  const { t, i18n } = useLingui();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "claim";
  const problems = answer?.kind === "refused" ? answer.problems : [];
  const messageFor = (field: "reference" | "email") => {
    const problem = problems.find((each) => CLAIM_PROBLEM_FIELD[each] === field);
    return problem ? i18n._(CLAIM_PROBLEM_MESSAGES[problem]) : null;
  };
  const typed = answer && answer.kind !== "done" ? answer : null;
  return (
    <Form
      method="post"
      key={answer?.kind === "done" ? answer.reference : "claim"}
      className={styles.form}
      aria-label={t`Add a booking made without signing in`}
      data-testid="claim-booking"
    >
      <h3 className={styles.cardTitle}>
        <Trans>Add a booking made without signing in</Trans>
      </h3>
      <p className={styles.hint}>
        <Trans>
          Booked or sent a trip plan before signing in? Enter its reference and this account's e-mail address, if you
          made it with this address.
        </Trans>
      </p>
      {answer?.kind === "done" ? (
        <p className={styles.notice} role="status" data-testid="claim-notice">
          {i18n._(claimDoneMessage(answer.done, answer.reference))}
        </p>
      ) : null}
      {answer?.kind === "csrf" ? (
        <p className={styles.alert} role="alert" data-testid="claim-problem">
          {i18n._(CANCELLATION_PROBLEM_MESSAGES.csrf)}
        </p>
      ) : null}
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <input type="hidden" name="intent" value="claim" />
      <LookupFields
        idPrefix="claim"
        reference={typed?.reference ?? ""}
        email={typed?.email ?? accountEmail}
        missing={[]}
        errors={{ reference: messageFor("reference"), email: messageFor("email") }}
      />
      <div className={styles.buttonRow}>
        <button type="submit" className={widgets.secondaryButton} disabled={busy} aria-busy={busy}>
          {busy ? t`Adding…` : t`Add to my list`}
        </button>
      </div>
    </Form>
  );
}
