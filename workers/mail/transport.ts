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

/** Sends one message or throws; the sender decides what a failure means. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

export interface Sender {
  name: string;
  email: string;
}

export function emailServiceTransport(binding: SendEmail, sender: Sender): MailTransport {
  return {
    async send(mail) {
      await binding.send({
        from: sender,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
  };
}

function messageId(outboxId: number, sender: Sender): string {
  const domain = sender.email.split("@")[1] ?? "localhost";
  return `outbox-${outboxId}@${domain}`;
}

export function sinkTransport(url: string, sender: Sender, fetcher: typeof fetch = fetch): MailTransport {
  return {
    async send(mail) {
      const eml = buildEml({ ...mail, from: sender, messageId: messageId(mail.outboxId, sender), date: new Date() });
      const response = await fetcher(url, {
        method: "POST",
        headers: { "content-type": "message/rfc822" },
        body: eml,
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
