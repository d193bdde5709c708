/**
 * The voucher page, /booking/{reference}/voucher. The signed-in owner of the booking sees it at
 * once; anyone else is asked for the e-mail the booking was made with, and the form's post looks it
 * up as the lookup page does (same limits, the same "not found" whichever half was wrong). Any
 * other reference gets the same form, so the page tells nothing about which references exist.
 * Never stored by a cache: it holds a booking.
 */
import { msg } from "@lingui/core/macro";
import { data } from "react-router";
import { getConfig } from "#app/middleware/config.server.ts";
import { getI18n } from "#app/middleware/locale.server.ts";
import { requestScope } from "#app/middleware/scope.server.ts";
import { getUser } from "#app/middleware/user.server.ts";
import { translatedSeo } from "#app/server/page.server.ts";
import { normaliseReference, REFERENCE_MAX_LENGTH } from "#domain/inputs/lookup.ts";
import type { NoVoucher, Voucher } from "#domain/voucher.ts";
import { lookedUpVoucher, ownersVoucher } from "#workers/booking/voucher.ts";
import { formFields } from "#workers/http.ts";
import type { Route } from "./+types/booking-voucher";

export const PRIVATE_PAGE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

const SEO = {
  title: msg({ context: "page title", message: "Your voucher" }),
  description: msg`The voucher of your confirmed booking, to show your driver.`,
};

/**
 * What the page shows: the voucher (with the e-mail it was found with, which its calendar form
 * posts again; none for the owner), why there is none, or the form that asks for the e-mail.
 */
export type VoucherAnswer = { kind: "voucher"; voucher: Voucher; email: string | null } | { kind: NoVoucher | "ask" };

const STATUS: Record<VoucherAnswer["kind"], number> = {
  voucher: 200,
  ask: 200,
  notConfirmed: 409,
  notFound: 404,
  tooMany: 429,
  missing: 422,
};

export function referenceParam(param: string | undefined): string {
  return normaliseReference((param ?? "").slice(0, REFERENCE_MAX_LENGTH));
}

function page(args: Route.LoaderArgs | Route.ActionArgs, answer: VoucherAnswer) {
  return data(
    {
      seo: translatedSeo(getI18n(args.context), SEO),
      reference: referenceParam(args.params.reference),
      whatsappNumber: getConfig(args.context).whatsappNumber,
      answer,
    },
    { status: STATUS[answer.kind], headers: PRIVATE_PAGE },
  );
}

export async function loader(args: Route.LoaderArgs) {
  const user = await getUser(args.context);
  if (!user) return page(args, { kind: "ask" });
  const { db, locale } = requestScope(args);
  const outcome = await ownersVoucher(db, locale, referenceParam(args.params.reference), user.id);
  if (outcome.kind === "voucher") return page(args, { ...outcome, email: null });
  return page(args, { kind: outcome.kind === "notConfirmed" ? "notConfirmed" : "ask" });
}

export async function action(args: Route.ActionArgs) {
  const { request, params } = args;
  const { db, locale } = requestScope(args);
  const fields = formFields(await request.formData().catch(() => new FormData()));
  const email = fields.email ?? "";
  const outcome = await lookedUpVoucher(db, request, locale, params.reference ?? "", email);
  return page(args, outcome.kind === "voucher" ? { ...outcome, email } : outcome);
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}
