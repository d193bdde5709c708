/** The operator's team as the team page, the invitation page and the activity page show it. */
import type { ActionProblem } from "./booking.ts";
import type { InvitationInputProblem, TeamPasswordProblem } from "./inputs/team.ts";
import type { Locale } from "./locale.ts";

/** How long an invitation's link works. */
export const INVITATION_HOURS = 72;

/** At most this many invitations per operator an hour: a stolen session cannot flood strangers' inboxes. */
export const INVITATIONS_PER_HOUR = 10;

export interface TeamMember {
  id: number;
  name: string;
  email: string;
  /** Who invited them; null for an operator made with `npm run operator:create`. */
  invitedBy: string | null;
  joinedAt: string;
  /** The owner, who alone may revoke members (until issue 28's roles): not one who joined by invitation. */
  owner: boolean;
}

export interface PendingInvitation {
  id: number;
  name: string;
  /** The driver or guide the invitation makes them; null for an operator. */
  resourceName: string | null;
  email: string;
  locale: Locale;
  inviterName: string;
  expiresAt: string;
  expired: boolean;
}

/** A driver or guide who signs in to their sheet (/driver), never to the back office. */
export interface CrewAccount {
  id: number;
  name: string;
  email: string;
  resourceName: string;
  kind: "driver" | "guide";
}

/** A driver or guide an invitation can name. */
export interface CrewResource {
  id: number;
  name: string;
  kind: "driver" | "guide";
}

export interface Team {
  members: TeamMember[];
  invitations: PendingInvitation[];
  crew: CrewAccount[];
  crewResources: CrewResource[];
}

export type TeamProblem =
  | InvitationInputProblem
  | "invalidForm"
  | "alreadyOnTeam"
  | "tooManyInvitations"
  | "cannotRevokeSelf"
  | "onlyOwnerRevokes"
  | "lastOperator";

/** What a refused post of the team page answers: the problem per field, and what was typed. */
export interface TeamAnswer extends ActionProblem<TeamProblem> {
  fields?: Partial<Record<"name" | "email" | "locale" | "resource_id", TeamProblem>>;
  values?: { name: string; email: string; locale: string; resource_id?: string };
}

/** What the invitation's page offers: a password to choose, the account's password to prove, or nothing. */
export type InvitationStep = "choosePassword" | "provePassword" | "deadLink";

export type InvitationProblem = TeamPasswordProblem | "wrongPassword" | "tooManyAttempts" | "deadLink";

/** One line of "who did what": a change in the back office or an answer to a booking. */
export interface ActivityEntry {
  key: string;
  actorName: string;
  actorEmail: string;
  createdAt: string;
  action: string;
  /** The table changed ("activities", "users", …), or "bookings" for a booking's answer. */
  entity: string;
  /** The row: its id, an e-mail for an invitation, the reference for a booking. */
  subject: string;
  /** Each changed field, as it was and as it became (null: absent). */
  changes: { field: string; before: string | null; after: string | null }[];
}

export interface ActivityPerson {
  id: number;
  name: string;
  email: string;
}
