/**
 * The driver's sheet's marks on the device (issue 40, item 4): a mark is queued, then sent in
 * order; one that cannot reach the server (offline: the service worker's 503, or no network at
 * all) stays queued until the browser is back online. Each is sent with the CSRF token of the
 * moment it is sent (the cookie may have been renewed while the phone was offline).
 */

import { isPickupMark, MARK_QUEUE_KEY, type QueuedMark } from "#domain/crew.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { xsrfTokenFrom } from "./xsrf-token.ts";

const isQueuedMark = (value: unknown): value is QueuedMark =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as QueuedMark).booking_id === "string" &&
  isPickupMark((value as QueuedMark).mark) &&
  typeof (value as QueuedMark).from === "string";

export function queuedMarks(): QueuedMark[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(MARK_QUEUE_KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter(isQueuedMark) : [];
  } catch {
    return [];
  }
}

function storeQueue(marks: QueuedMark[]) {
  if (marks.length === 0) localStorage.removeItem(MARK_QUEUE_KEY);
  else localStorage.setItem(MARK_QUEUE_KEY, JSON.stringify(marks));
}

export function queueMark(mark: QueuedMark): void {
  storeQueue([...queuedMarks(), mark]);
}

/** Signing out leaves nothing of the sheet on the device. */
export function forgetQueuedMarks(): void {
  try {
    localStorage.removeItem(MARK_QUEUE_KEY);
  } catch {
    // No storage (private mode): nothing was kept.
  }
}

/** "kept": not sent for want of a connection; "sent": the server answered (a refusal drops the mark too). */
async function sendMark(mark: QueuedMark): Promise<"kept" | "sent"> {
  try {
    await fetch("/sanctum/csrf-cookie", { credentials: "same-origin" });
    const token = xsrfTokenFrom(document.cookie);
    const response = await fetch("/driver", {
      method: "POST",
      credentials: "same-origin",
      headers: { "X-XSRF-TOKEN": token },
      body: new URLSearchParams({ ...mark, [CSRF_FIELD]: token }),
    });
    // The service worker's answer without a network; a 5xx of a server that is down keeps it too.
    return response.status >= 500 ? "kept" : "sent";
  } catch {
    return "kept";
  }
}

let sending: Promise<number> | null = null;

/** Sends the queued marks in order; how many reached the server. Stops at the first kept. */
export function sendQueuedMarks(): Promise<number> {
  sending ??= (async () => {
    let sent = 0;
    for (let next = queuedMarks()[0]; next; next = queuedMarks()[0]) {
      if ((await sendMark(next)) === "kept") break;
      storeQueue(queuedMarks().slice(1));
      sent += 1;
    }
    return sent;
  })().finally(() => {
    sending = null;
  });
  return sending;
}
