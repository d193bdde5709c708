import { msg } from "@lingui/core/macro";
import { pageHeaders, staticPageLoader } from "#app/server/page.server.ts";

const SEO = {
  title: msg`How to book`,
  description: msg`Book now, pay later: choose an activity, send a request, we reconfirm by e-mail and send your booking ID, and you pay on the day of your trip.`,
};

export const loader = staticPageLoader(SEO);

export const headers = pageHeaders;
