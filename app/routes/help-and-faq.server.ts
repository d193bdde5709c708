import { msg } from "@lingui/core/macro";
import { pageHeaders, staticPageLoader } from "#app/server/page.server.ts";

const SEO = {
  title: msg`Help and FAQ`,
  description: msg`Answers to common questions about booking tours in Bali, paying on the day, cancellations, refunds and your account.`,
};

export const loader = staticPageLoader(SEO);

export const headers = pageHeaders;
