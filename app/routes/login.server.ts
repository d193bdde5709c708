import { msg } from "@lingui/core/macro";
import { signedOutPageLoader } from "#app/server/auth-pages.server.ts";
import { pageHeaders } from "#app/server/page.server.ts";

export const loader = signedOutPageLoader(msg`Log in`);

export const headers = pageHeaders;
