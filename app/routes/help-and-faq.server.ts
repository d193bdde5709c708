import { msg } from "@lingui/core/macro";
import type { LoaderFunctionArgs } from "react-router";
import { getLocale } from "#app/middleware/locale.server.ts";
import { prerenderFaq } from "#app/server/faq-html.server.tsx";
import { pageHeaders, staticPageLoader } from "#app/server/page.server.ts";

const SEO = {
  title: msg`Help and FAQ`,
  description: msg`Answers to common questions about booking tours in Bali, paying on the day, cancellations, refunds and your account.`,
};

const pageLoader = staticPageLoader(SEO);

export async function loader(args: LoaderFunctionArgs) {
  await prerenderFaq(getLocale(args.context), 2);
  return pageLoader(args);
}

export const headers = pageHeaders;
