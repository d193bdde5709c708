/**
 * "Add to calendar": /booking/{reference}/calendar.ics, the .ics of a confirmed booking. Its owner
 * and a browser holding a grant for it download it with a GET; anyone else posts the booking's
 * e-mail (the lookup page's button does), looked up as the lookup page does. Any other GET goes to
 * the voucher page, which asks for the e-mail; refusals are short texts in the site's language.
 */

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { redirect } from "react-router";
import { getConfig } from "#app/middleware/config.server.ts";
import { requestScope } from "#app/middleware/scope.server.ts";
import { calendarDownload, calendarHost, calendarRefusal } from "#app/server/calendar.server.ts";
import { CANCELLATION_PROBLEM_MESSAGES } from "#domain/inputs/cancellation-messages.ts";
import { LOOKUP_REFUSAL_MESSAGES } from "#domain/inputs/lookup-messages.ts";
import { type NoVoucher, voucherPath } from "#domain/voucher.ts";
import { grantedVoucher, lookedUpVoucher, type VoucherOutcome, voucherCalendar } from "#workers/booking/voucher.ts";
import { requireFormCsrf } from "#workers/csrf.ts";
import { formFields } from "#workers/http.ts";
import type { Route } from "./+types/booking-calendar";
import { bookingReference, privateAnswers, voucherAccess } from "./booking-voucher.server.ts";

export const middleware: Route.MiddlewareFunction[] = [privateAnswers];

const REFUSALS: Record<NoVoucher, { status: number; message: MessageDescriptor }> = {
  notConfirmed: { status: 409, message: msg`This booking has no calendar entry: only a confirmed booking has one.` },
  notFound: { status: 404, message: LOOKUP_REFUSAL_MESSAGES.notFound },
  tooMany: { status: 429, message: LOOKUP_REFUSAL_MESSAGES.tooMany },
  missing: { status: 422, message: msg`Please enter your e-mail address.` },
};

function answer(args: Route.LoaderArgs | Route.ActionArgs, outcome: VoucherOutcome): Response {
  if (outcome.kind !== "voucher") return calendarRefusal(args.context, REFUSALS[outcome.kind]);
  const { locale } = requestScope(args);
  const { whatsappNumber } = getConfig(args.context);
  const file = voucherCalendar(outcome.voucher, locale, calendarHost(args.context), whatsappNumber, new Date());
  return calendarDownload(file, outcome.voucher.booking.reference);
}

export async function loader(args: Route.LoaderArgs) {
  const reference = bookingReference(args.params.reference);
  if (!reference) return answer(args, { kind: "notFound" });
  const { db, locale } = requestScope(args);
  const outcome = await grantedVoucher(db, locale, reference, await voucherAccess(args, reference), new Date());
  if (outcome.kind === "notFound") throw redirect(voucherPath(reference));
  return answer(args, outcome);
}

export async function action(args: Route.ActionArgs) {
  const reference = bookingReference(args.params.reference);
  if (!reference) return answer(args, { kind: "notFound" });
  const { db } = requestScope(args);
  const form = await args.request.formData().catch(() => new FormData());
  const forged = await requireFormCsrf(db, args.request, form).then(
    () => false,
    () => true,
  );
  if (forged) return calendarRefusal(args.context, { status: 419, message: CANCELLATION_PROBLEM_MESSAGES.csrf });
  const fields = formFields(form);
  return answer(args, await lookedUpVoucher(requestScope(args), reference, fields.email ?? ""));
}
