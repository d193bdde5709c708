import { msg } from "@lingui/core/macro";
import { pageHeaders, staticPageLoader } from "#app/server/page.server.ts";
import { LATE_CANCELLATION_FEE_PERCENT, NO_SHOW_FEE_PERCENT } from "#domain/business.ts";

const SEO = {
  title: msg`Cancellation policy`,
  description: msg`Free cancellation up to the number of hours shown on each activity; after that a fee of up to ${LATE_CANCELLATION_FEE_PERCENT}%, and ${NO_SHOW_FEE_PERCENT}% for a no-show.`,
};

export const loader = staticPageLoader(SEO);

export const headers = pageHeaders;
