import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useId, useRef } from "react";
import * as styles from "./Dialog.css.ts";
import { CloseIcon } from "./icons.tsx";

/**
 * A modal <dialog>: the browser keeps focus inside it and Escape asks to close it. Controlled by
 * `open`; Escape and the close button call `onDismiss`, and focus returns to what opened it.
 * `fullScreen` fills a phone's screen (the booking steps); otherwise it is a centred card.
 */
export function Dialog({
  open,
  title,
  onDismiss,
  children,
  footer,
  fullScreen = false,
  testId,
  dismissible = true,
}: {
  open: boolean;
  title: string;
  onDismiss: () => void;
  children: ReactNode;
  /** Stays at the bottom while the body scrolls (totals, the main action). */
  footer?: ReactNode;
  fullScreen?: boolean;
  testId?: string;
  /** A dialog that must be acknowledged (the thank-you) has no close button and ignores Escape. */
  dismissible?: boolean;
}) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) target.focus({ preventScroll: true });
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={fullScreen ? styles.fullScreen : styles.card}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        // Escape: the flow decides what closing means, so the browser must not close it on its own.
        event.preventDefault();
        if (dismissible) onDismiss();
      }}
    >
      {open ? (
        <div className={styles.frame}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {dismissible ? (
              <button type="button" className={styles.close} onClick={onDismiss} aria-label={t`Close`}>
                <CloseIcon />
              </button>
            ) : null}
          </header>
          <div className={styles.body}>{children}</div>
          {footer ? <footer className={styles.footer}>{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}
