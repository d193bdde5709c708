/** What the profile's claim of a booking or trip made as a guest says, in the page's language. */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ClaimProblem } from "../my-bookings.ts";
import { LOOKUP_REFUSAL_MESSAGES } from "./lookup-messages.ts";

export const CLAIM_PROBLEM_MESSAGES: Readonly<Record<ClaimProblem, MessageDescriptor>> = {
  referenceRequired: msg`Please enter the reference.`,
  emailRequired: msg`Please enter your e-mail address.`,
  unverified: msg`Please confirm your account's e-mail address first (with the link we sent you): only then can you add a booking made without signing in.`,
  notYourEmail: msg`Enter your account's e-mail address: only bookings and trips made with it can be added to your list.`,
  // Whether the reference exists is never told apart from a wrong e-mail: the lookup's own words.
  notFound: LOOKUP_REFUSAL_MESSAGES.notFound,
  tooMany: LOOKUP_REFUSAL_MESSAGES.tooMany,
  claimedByOther: msg`This booking is already in another account's list.`,
};

export function claimDoneMessage(done: "claimed" | "alreadyYours", reference: string): MessageDescriptor {
  return done === "claimed" ? msg`${reference} is now in your list.` : msg`${reference} is already in your list.`;
}
