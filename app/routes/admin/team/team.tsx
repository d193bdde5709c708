import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useNavigation } from "react-router";
import * as styles from "#app/components/admin/back-office.css.ts";
import { usePageLocale } from "#app/components/content/page-locale.ts";
import * as widgets from "#app/components/widgets.css.ts";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { formatBaliMoment } from "#domain/bali-time.ts";
import { SITE_NAME } from "#domain/business.ts";
import { CSRF_FIELD } from "#domain/forms.ts";
import { TEAM_PROBLEM_MESSAGES } from "#domain/inputs/team-messages.ts";
import { NAME_MAX } from "#domain/registration-rules.ts";
import {
  type CrewAccount,
  type CrewResource,
  INVITATION_HOURS,
  type PendingInvitation,
  type TeamAnswer,
  type TeamMember,
} from "#domain/team.ts";
import type { Route } from "./+types/team";

export { action, loader } from "./team.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: TEAM_PROBLEM_MESSAGES };
export const meta = () => [{ name: "robots", content: "noindex, nofollow" }];

function Notice({ done, answer }: { done: string | null; answer: TeamAnswer | undefined }) {
  const { t, i18n } = useLingui();
  if (answer?.problem && !answer.fields) {
    return (
      <p className={styles.alert} role="alert" data-testid="team-problem">
        {i18n._(TEAM_PROBLEM_MESSAGES[answer.problem])}
      </p>
    );
  }
  const notices: Record<string, string> = {
    invited: t`Invitation sent. The link in it works for ${INVITATION_HOURS} hours.`,
    revoked: t`Access revoked. Their sessions have ended.`,
    withdrawn: t`Invitation withdrawn. Its link no longer works.`,
    unchanged: t`Nothing changed: this had already been done.`,
    crewEnded: t`The account no longer opens the driver's sheet. Its sessions have ended.`,
  };
  const notice = done ? notices[done] : undefined;
  return notice ? (
    <p className={styles.notice} role="status" data-testid="team-notice">
      {notice}
    </p>
  ) : null;
}

function InviteForm({
  csrfToken,
  answer,
  crewResources,
}: {
  csrfToken: string;
  answer: TeamAnswer | undefined;
  crewResources: CrewResource[];
}) {
  const { t, i18n } = useLingui();
  const locale = usePageLocale();
  const busy = useNavigation().formData?.get("intent") === "invite";
  const problems = answer?.fields ?? {};
  const values = answer?.values;
  const fieldError = (field: "name" | "email" | "locale" | "resource_id") => {
    const problem = problems[field];
    return problem ? (
      <p id={`invite-${field}-error`} className={styles.fieldError} data-testid={`invite-${field}-error`}>
        {i18n._(TEAM_PROBLEM_MESSAGES[problem])}
      </p>
    ) : null;
  };
  const described = (field: "name" | "email" | "locale" | "resource_id") =>
    problems[field] ? { "aria-invalid": true, "aria-describedby": `invite-${field}-error` } : {};
  return (
    <Form method="post" className={`${styles.card} ${styles.form}`} aria-labelledby="invite-title">
      <h2 id="invite-title" className={styles.cardTitle}>
        <Trans>Invite someone</Trans>
      </h2>
      <p className={styles.hint}>
        <Trans>
          They receive a link by e-mail to choose a password. Once they join, they can use the whole back office; only
          the owner can revoke someone's access.
        </Trans>
      </p>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <input type="hidden" name="intent" value="invite" />
      <div className={styles.field}>
        <label className={styles.label} htmlFor="invite-name">
          <Trans>Name</Trans>
        </label>
        <input
          id="invite-name"
          name="name"
          className={styles.control}
          maxLength={NAME_MAX}
          autoComplete="off"
          defaultValue={values?.name}
          {...described("name")}
        />
        {fieldError("name")}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="invite-email">
          <Trans>E-mail</Trans>
        </label>
        <input
          id="invite-email"
          name="email"
          type="email"
          inputMode="email"
          className={styles.control}
          autoComplete="off"
          defaultValue={values?.email}
          {...described("email")}
        />
        {fieldError("email")}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="invite-locale">
          <Trans>Language of the invitation</Trans>
        </label>
        <select
          id="invite-locale"
          name="locale"
          className={styles.control}
          defaultValue={values?.locale || locale}
          {...described("locale")}
        >
          <option value="id">Bahasa Indonesia</option>
          <option value="en">English</option>
        </select>
        {fieldError("locale")}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="invite-role">
          <Trans>Role</Trans>
        </label>
        <select
          id="invite-role"
          name="resource_id"
          className={styles.control}
          defaultValue={values?.resource_id ?? ""}
          {...described("resource_id")}
        >
          <option value="">{t`Operator: the whole back office`}</option>
          {crewResources.map((resource) => {
            const { name } = resource;
            return (
              <option key={resource.id} value={resource.id}>
                {resource.kind === "driver"
                  ? t`Driver ${name}: only their own runs`
                  : t`Guide ${name}: only their own runs`}
              </option>
            );
          })}
        </select>
        {fieldError("resource_id")}
      </div>
      <div className={styles.buttonRow}>
        <button type="submit" className={widgets.button} disabled={busy} aria-busy={busy}>
          {busy ? t`Sending…` : t`Send invitation`}
        </button>
      </div>
    </Form>
  );
}

function Member({
  member,
  csrfToken,
  isMe,
  mayRevoke,
}: {
  member: TeamMember;
  csrfToken: string;
  isMe: boolean;
  mayRevoke: boolean;
}) {
  const { t } = useLingui();
  const locale = usePageLocale();
  const joined = formatBaliMoment(locale, member.joinedAt);
  const inviter = member.invitedBy;
  const { name } = member;
  return (
    <li className={styles.historyEntry} data-testid="team-member">
      <span className={styles.listTop}>
        <strong>{member.name}</strong>
        {member.owner ? (
          <span className={styles.meta}>
            <Trans>(owner)</Trans>
          </span>
        ) : null}
        {isMe ? (
          <span className={styles.meta}>
            <Trans>(you)</Trans>
          </span>
        ) : null}
      </span>
      <span>{member.email}</span>
      <span className={styles.meta}>
        {inviter ? (
          <Trans>
            Invited by {inviter}, joined {joined}
          </Trans>
        ) : (
          <Trans>Operator since {joined}</Trans>
        )}
      </span>
      <span className={styles.buttonRow}>
        <Link to={`/admin/team/activity?person=${member.id}`} className={styles.link}>
          <Trans>What {name} did</Trans>
        </Link>
      </span>
      {isMe || !mayRevoke ? null : (
        <Form method="post">
          <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
          <input type="hidden" name="intent" value="revoke" />
          <input type="hidden" name="user_id" value={member.id} />
          <button type="submit" className={widgets.secondaryButton}>
            {t`Revoke ${name}`}
          </button>
        </Form>
      )}
    </li>
  );
}

function CrewMember({ member, csrfToken }: { member: CrewAccount; csrfToken: string }) {
  const { t } = useLingui();
  const { name, resourceName } = member;
  return (
    <li className={styles.historyEntry} data-testid="team-crew">
      <strong>{member.name}</strong>
      <span>{member.email}</span>
      <span className={styles.meta}>
        {member.kind === "driver" ? <Trans>Driver {resourceName}</Trans> : <Trans>Guide {resourceName}</Trans>}
      </span>
      <Form method="post">
        <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
        <input type="hidden" name="intent" value="endCrew" />
        <input type="hidden" name="user_id" value={member.id} />
        <button type="submit" className={widgets.secondaryButton}>
          {t`End ${name}'s access to the driver's sheet`}
        </button>
      </Form>
    </li>
  );
}

function Invitation({ invitation, csrfToken }: { invitation: PendingInvitation; csrfToken: string }) {
  const { t } = useLingui();
  const locale = usePageLocale();
  const expires = formatBaliMoment(locale, invitation.expiresAt);
  const inviter = invitation.inviterName;
  const { email, resourceName } = invitation;
  return (
    <li className={styles.historyEntry} data-testid="team-invitation">
      <strong>{invitation.name}</strong>
      <span>{invitation.email}</span>
      {resourceName ? (
        <span className={styles.meta}>
          <Trans>For the driver's sheet of {resourceName}</Trans>
        </span>
      ) : null}
      <span className={styles.meta}>
        {invitation.expired ? (
          <Trans>
            Invited by {inviter}; the link expired {expires}.
          </Trans>
        ) : (
          <Trans>
            Invited by {inviter}; the link works until {expires}.
          </Trans>
        )}
      </span>
      <Form method="post">
        <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
        <input type="hidden" name="intent" value="withdraw" />
        <input type="hidden" name="invitation_id" value={invitation.id} />
        <button type="submit" className={widgets.secondaryButton}>
          {t`Withdraw the invitation to ${email}`}
        </button>
      </Form>
    </li>
  );
}

export default function AdminTeam({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { team, done, csrfToken, operator } = loaderData;
  const answer = actionData as TeamAnswer | undefined;
  // Only the owner revokes; a member is never offered the button (the server refuses them too).
  const mayRevoke = team.members.some((member) => member.id === operator.id && member.owner);
  return (
    <>
      <title>{`${t`Team`} | ${SITE_NAME}`}</title>
      <div>
        <h1 className={styles.title}>
          <Trans>Team</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            Everyone here can use the back office. <Link to="/admin/team/activity">See who did what</Link>.
          </Trans>
        </p>
      </div>
      <Notice done={done} answer={answer} />
      <InviteForm csrfToken={csrfToken} answer={answer} crewResources={team.crewResources} />
      <section className={`${styles.card} ${styles.form}`} aria-labelledby="members-title">
        <h2 id="members-title" className={styles.cardTitle}>
          <Trans>Members</Trans>
        </h2>
        <ul className={styles.history}>
          {team.members.map((member) => (
            <Member
              key={member.id}
              member={member}
              csrfToken={csrfToken}
              isMe={member.id === operator.id}
              mayRevoke={mayRevoke}
            />
          ))}
        </ul>
      </section>
      {team.crew.length > 0 ? (
        <section className={`${styles.card} ${styles.form}`} aria-labelledby="crew-title">
          <h2 id="crew-title" className={styles.cardTitle}>
            <Trans>Drivers and guides</Trans>
          </h2>
          <p className={styles.hint}>
            <Trans>They see only their own runs at /driver, never the back office.</Trans>
          </p>
          <ul className={styles.history}>
            {team.crew.map((member) => (
              <CrewMember key={member.id} member={member} csrfToken={csrfToken} />
            ))}
          </ul>
        </section>
      ) : null}
      <section className={`${styles.card} ${styles.form}`} aria-labelledby="invitations-title">
        <h2 id="invitations-title" className={styles.cardTitle}>
          <Trans>Open invitations</Trans>
        </h2>
        {team.invitations.length === 0 ? (
          <p className={widgets.empty}>
            <Trans>No open invitations.</Trans>
          </p>
        ) : (
          <ul className={styles.history}>
            {team.invitations.map((invitation) => (
              <Invitation key={invitation.id} invitation={invitation} csrfToken={csrfToken} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
