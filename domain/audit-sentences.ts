/**
 * "Who did what" in the operator's language: one row of the audit trail (a change in the back
 * office, or an answer to a booking) as a sentence and its changed fields under readable labels,
 * never the tables and columns they are stored under (docs/decisions/0048).
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatBaliMoment } from "./bali-time.ts";
import { isLocale, type Locale } from "./locale.ts";

/** One row of the trail as the pages have it (domain/team.ts's ActivityEntry, a booking's event). */
export interface AuditLine {
  actorName: string;
  action: string;
  /** The table changed ("activities", "trips", …), or "bookings" for a booking's answer. */
  entity: string;
  subject: string;
  changes: readonly { field: string; before: string | null; after: string | null }[];
}

export interface ReadableChange {
  /** The stored field, to tell the lines apart; never shown. */
  key: string;
  label: string;
  before: string | null;
  after: string | null;
}

/** What a row of each table is called, with its subject (an id, a reference, an e-mail). */
const THINGS: Readonly<Record<string, (subject: string) => MessageDescriptor>> = {
  activities: (subject) => msg`activity #${subject}`,
  activity_types: (subject) => msg`activity type #${subject}`,
  packages: (subject) => msg`package #${subject}`,
  products: (subject) => msg`product #${subject}`,
  destinations: (subject) => msg`place #${subject}`,
  regencies: (subject) => msg`region #${subject}`,
  transports: (subject) => msg`vehicle #${subject}`,
  transport_types: (subject) => msg`vehicle type #${subject}`,
  tips: (subject) => msg`tip #${subject}`,
  events: (subject) => msg`event #${subject}`,
  special_offers: (subject) => msg`special offer #${subject}`,
  gallery_images: (subject) => msg`gallery photo #${subject}`,
  slides: (subject) => msg`home page slide #${subject}`,
  comments: (subject) => msg`review #${subject}`,
  availability_rules: (subject) => msg`availability rule #${subject}`,
  closed_dates: (subject) => msg`closed days (${subject})`,
  blackout_dates: (subject) => msg`closed days (${subject})`,
  trips: (subject) => msg`trip ${subject}`,
  bookings: (subject) => msg`booking ${subject}`,
  users: (subject) => msg`team member #${subject}`,
  team_invitations: (subject) => msg`the invitation to ${subject}`,
  calendar_feeds: (subject) => msg`calendar feed #${subject}`,
  subscribers: (subject) => msg`newsletter subscriber #${subject}`,
};

const unknownThing = (subject: string) => msg`an entry (${subject})`;

/** What each action did to a thing, with who did it. */
const DONE: Readonly<Record<string, (actor: string, thing: string) => MessageDescriptor>> = {
  create: (actor, thing) => msg`${actor} created ${thing}`,
  update: (actor, thing) => msg`${actor} changed ${thing}`,
  publish: (actor, thing) => msg`${actor} published ${thing}`,
  unpublish: (actor, thing) => msg`${actor} took ${thing} off the site`,
  archive: (actor, thing) => msg`${actor} archived ${thing}`,
  delete: (actor, thing) => msg`${actor} deleted ${thing}`,
  hide: (actor, thing) => msg`${actor} hid ${thing}`,
  unhide: (actor, thing) => msg`${actor} showed ${thing} again`,
  reply: (actor, thing) => msg`${actor} replied to ${thing}`,
  revoke: (actor, thing) => msg`${actor} revoked the access of ${thing}`,
  reorder: (actor, thing) => msg`${actor} changed the order of ${thing}`,
  upload: (actor, thing) => msg`${actor} changed the photos of ${thing}`,
  declined: (actor, thing) => msg`${actor} declined ${thing}`,
  cancelled: (actor, thing) => msg`${actor} cancelled ${thing}`,
  no_show: (actor, thing) => msg`${actor} recorded ${thing} as a no-show`,
  payment: (actor, thing) => msg`${actor} recorded a payment on ${thing}`,
  refund: (actor, thing) => msg`${actor} recorded a refund on ${thing}`,
  check_in: (actor, thing) => msg`${actor} checked in ${thing}`,
  unsubscribe: (actor, thing) => msg`${actor} took ${thing} off the newsletter`,
};

const unknownAction = (actor: string, thing: string) => msg`${actor} made a change to ${thing}`;

/** The labels of the stored fields; any other field is "Another detail", never its column's name. */
const FIELDS: Readonly<Record<string, MessageDescriptor>> = {
  status: msg`Status`,
  name: msg`Name`,
  title: msg`Title`,
  email: msg`E-mail`,
  locale: msg`Language`,
  expires_at: msg`Link valid until`,
  role: msg`Access`,
  confirmation_id: msg`Booking ID`,
  note: msg`Note`,
  message: msg`Message`,
  texts: msg`Texts`,
  facts: msg`Details`,
  packages: msg`Packages`,
  products: msg`Products`,
  images: msg`Photos`,
  image: msg`Photo`,
  order: msg`Order`,
  line: msg`Quote line`,
  quote_notes: msg`Notes of the quote`,
  valid_until: msg`Quote valid until`,
  total_idr: msg`Total in rupiah`,
  bookings: msg`Bookings`,
  user_id: msg`Account`,
  invited_by: msg`Invited by`,
  slug: msg`Address of the page`,
  code: msg`Code`,
  paid_idr: msg`Paid in rupiah`,
  method: msg`Payment method`,
  currency: msg`Currency`,
  amount_minor: msg`Amount (rupiah, or US cents)`,
  surcharge_minor: msg`Card surcharge (rupiah, or US cents)`,
  amount_idr: msg`Counts for, in rupiah`,
  paid_on: msg`Date paid`,
  checked_in_at: msg`Checked in at`,
  state: msg`Subscription`,
};

const ANOTHER_FIELD = msg`Another detail`;

/** Stored values that are words of the system, in the operator's language. */
const VALUES: Readonly<Record<string, MessageDescriptor>> = {
  requested: msg`Requested`,
  confirmed: msg`Confirmed`,
  declined: msg`Declined`,
  cancelled: msg`Cancelled`,
  no_show: msg`No-show`,
  quoted: msg`Quoted`,
  changes_requested: msg`Changes requested`,
  accepted: msg`Accepted`,
  expired: msg`Expired`,
  pending: msg`Pending`,
  withdrawn: msg`Withdrawn`,
  draft: msg`Draft`,
  published: msg`Published`,
  archived: msg`Archived`,
  hidden: msg`Hidden`,
  visible: msg`Shown`,
  operator: msg`Back office`,
  tourist: msg`Tourist only`,
  cash: msg`Cash`,
  bank_transfer: msg`Bank transfer`,
  credit_card: msg`Card at the office`,
  paypal: msg`PayPal`,
};

/** The fields whose values are words of the system rather than what someone typed. */
const WORD_FIELDS = new Set(["status", "role", "method"]);

const ISO_MOMENT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z$/;

const localeOf = (i18n: I18n): Locale => (isLocale(i18n.locale) ? i18n.locale : "id");

function readableValue(i18n: I18n, field: string, value: string | null): string | null {
  if (value === null) return null;
  const word = VALUES[value];
  if (word && WORD_FIELDS.has(field)) return i18n._(word);
  if (field === "locale" && (value === "id" || value === "en")) {
    return i18n._(value === "id" ? msg`Indonesian` : msg`English`);
  }
  // Recorded moments (an invitation's expiry) read in Bali time, as every date of the back office.
  return ISO_MOMENT.test(value) ? formatBaliMoment(localeOf(i18n), value) : value;
}

function thingOf(i18n: I18n, line: AuditLine): string {
  return i18n._((THINGS[line.entity] ?? unknownThing)(line.subject));
}

const changeOf = (line: AuditLine, field: string) => line.changes.find((change) => change.field === field);

/** The one sentence that says who did what to which thing. */
export function auditSentence(i18n: I18n, line: AuditLine): string {
  const actor = line.actorName;
  const { subject } = line;
  const key = `${line.action}:${line.entity}`;
  if (key === "invite:team_invitations") return i18n._(msg`${actor} invited ${subject} to the team`);
  if (key === "revoke:team_invitations") return i18n._(msg`${actor} withdrew the invitation to ${subject}`);
  if (key === "create:users") return i18n._(msg`${actor} joined the team with a new account`);
  if (key === "update:users") return i18n._(msg`${actor} joined the team with an existing account`);
  const thing = thingOf(i18n, line);
  if (line.action === "confirmed") {
    const confirmationId: string = changeOf(line, "confirmation_id")?.after ?? "";
    return confirmationId
      ? i18n._(msg`${actor} confirmed ${thing} with booking ID ${confirmationId}`)
      : i18n._(msg`${actor} confirmed ${thing}`);
  }
  const status = changeOf(line, "status");
  if (line.action === "update" && status?.before && status.after) {
    const from = readableValue(i18n, "status", status.before) ?? status.before;
    const to = readableValue(i18n, "status", status.after) ?? status.after;
    return i18n._(msg`${actor} changed the status of ${thing} from ${from} to ${to}`);
  }
  return i18n._((DONE[line.action] ?? unknownAction)(actor, thing));
}

/** The fields the sentence does not already say, under readable labels, with readable values. */
export function readableChanges(i18n: I18n, line: AuditLine): ReadableChange[] {
  const said = new Set(["status"]);
  if (line.action === "confirmed") said.add("confirmation_id");
  return line.changes
    .filter((change) => !said.has(change.field))
    .map((change) => ({
      key: change.field,
      label: i18n._(FIELDS[change.field] ?? ANOTHER_FIELD),
      before: readableValue(i18n, change.field, change.before),
      after: readableValue(i18n, change.field, change.after),
    }));
}
