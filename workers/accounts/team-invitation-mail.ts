/** The mail that invites someone onto the team, in the language the operator chose for it. */
import { msg } from "@lingui/core/macro";
import { SITE_NAME } from "#domain/business.ts";
import type { Invitation } from "#domain/inputs/team.ts";
import { INVITATION_HOURS } from "#domain/team.ts";
import { translator } from "#workers/i18n.ts";
import { type MailBlock, renderHtml, renderText } from "#workers/mail/document.ts";
import type { OutboxMail } from "#workers/mail/outbox.ts";

export function invitationMail(invitation: Invitation, inviterName: string, link: string): OutboxMail {
  const i18n = translator(invitation.locale);
  const subject = i18n._(msg`You are invited to the back office of ${SITE_NAME}`);
  const blocks: MailBlock[] = [
    // Our own words first: the names are whatever an operator typed.
    { type: "paragraph", text: i18n._(msg`Hello,`) },
    {
      type: "paragraph",
      text: i18n._(
        msg`${inviterName} invites you to join the team of ${SITE_NAME}: you will answer booking requests and keep the catalogue up to date in the back office.`,
      ),
    },
    {
      type: "paragraph",
      text: i18n._(msg`Open the link below to choose your password. It works once, for ${INVITATION_HOURS} hours.`),
    },
    { type: "link", label: i18n._(msg`Join the team`), href: link },
    {
      type: "paragraph",
      text: i18n._(msg`If you did not expect this invitation, simply ignore this e-mail: nothing happens without you.`),
    },
    { type: "paragraph", text: i18n._(msg`Warm regards,\n${SITE_NAME}`) },
  ];
  return {
    kind: "team_invitation",
    to: invitation.email,
    locale: invitation.locale,
    subject,
    text: renderText(blocks),
    html: renderHtml(blocks, { lang: invitation.locale, title: subject }),
  };
}
