import { msg } from "@lingui/core/macro";
import { pageHeaders, staticPageLoader } from "#app/server/page.server.ts";

const SEO = {
  title: msg`About us`,
  description: msg`A local tour operator in Bali: more than 100 tours and activities, private English-speaking drivers, book now and pay on the day.`,
};

export const loader = staticPageLoader(SEO);

export const headers = pageHeaders;
