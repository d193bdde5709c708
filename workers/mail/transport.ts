/**
 * How a message leaves the worker: Cloudflare Email Service in production, or, when MAIL_SINK_URL
 * is set (scripts/serve.ts does it for `npm start` and the browser tests), a POST of the .eml to a
 * local sink that writes it to a file, because a worker cannot write files itself.
 */
import { SITE_NAME } from "#domain/business.ts";
import { siteConfig } from "#workers/config.ts";
import { buildEml } from "./eml.ts";

export interface OutgoingMail {
  /** The outbox row's id: the same on every retry, so the Message-ID is too. */
  outboxId: number;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
}

/**
 * How long a transport waits for one send before it gives up and throws. The sender's lease on a
 * row (LEASE_MS in sender.ts) is this plus the settle, so every transport must keep to it.
 */
export const SEND_TIMEOUT_MS = 20_000;

/** Sends one message or throws, within SEND_TIMEOUT_MS; the sender decides what a failure means. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

export interface Sender {
  name: string;
  email: string;
}

/**
 * Throws when `work` has not finished within `timeoutMs`. The binding takes no AbortSignal, so a
 * send given up on may still go out later: the sender then retries it (decision 0036).
 */
async function withinTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DOMException(`The mail service did not answer within ${timeoutMs} ms`, "TimeoutError")),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function emailServiceTransport(
  binding: SendEmail,
  sender: Sender,
  timeoutMs: number = SEND_TIMEOUT_MS,
): MailTransport {
  return {
    async send(mail) {
      const sending = binding.send({
        from: sender,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await withinTimeout(sending, timeoutMs);
    },
  };
}

function messageId(outboxId: number, sender: Sender): string {
  const domain = sender.email.split("@")[1] ?? "localhost";
  return `outbox-${outboxId}@${domain}`;
}

export function sinkTransport(
  url: string,
  sender: Sender,
  { fetcher = fetch, timeoutMs = SEND_TIMEOUT_MS }: { fetcher?: typeof fetch; timeoutMs?: number } = {},
): MailTransport {
  return {
    async send(mail) {
      const eml = buildEml({ ...mail, from: sender, messageId: messageId(mail.outboxId, sender), date: new Date() });
      const response = await fetcher(url, {
        method: "POST",
        headers: { "content-type": "message/rfc822" },
        body: eml,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`Mail sink answered ${response.status}`);
    },
  };
}

/** The transport the configuration asks for; the sink wins so that local runs never send real mail. */
export function mailTransport(env: Env): MailTransport {
  const { mail } = siteConfig(env);
  const sender = { name: SITE_NAME, email: mail.from };
  if (mail.sinkUrl) return sinkTransport(mail.sinkUrl, sender);
  return emailServiceTransport(env.EMAIL, sender);
}
