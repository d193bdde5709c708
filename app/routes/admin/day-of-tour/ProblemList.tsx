import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import * as styles from "#app/components/admin/back-office.css.ts";

/** A refused write's problems, one line per field, in the page's language. */
export function ProblemList({
  problems,
  messages,
  testId,
}: {
  problems: [string, string][] | undefined;
  messages: Record<string, MessageDescriptor>;
  testId: string;
}) {
  const { i18n } = useLingui();
  if (!problems || problems.length === 0) return null;
  return (
    <ul className={styles.alert} role="alert" data-testid={testId}>
      {problems.map(([field, problem]) => (
        <li key={field} data-field={field}>
          {messages[problem] ? i18n._(messages[problem]) : problem}
        </li>
      ))}
    </ul>
  );
}

/** A notice after a write that went through. */
export function DoneNotice({ text, testId }: { text: string | undefined; testId: string }) {
  return text ? (
    <p className={styles.notice} role="status" data-testid={testId}>
      {text}
    </p>
  ) : null;
}
