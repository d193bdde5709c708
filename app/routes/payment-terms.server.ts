import { msg } from "@lingui/core/macro";
import { pageHeaders, staticPageLoader } from "#app/server/page.server.ts";
import { CARD_SURCHARGE_PERCENT } from "#domain/business.ts";

const SEO = {
  title: msg`Payment terms`,
  description: msg`Book now, pay later: pay cash in rupiah or by bank transfer on the day. Cards at our office with a ${CARD_SURCHARGE_PERCENT}% surcharge; PayPal arranged by e-mail.`,
};

export const loader = staticPageLoader(SEO);

export const headers = pageHeaders;
