import { msg } from "@lingui/core/macro";
import { profilePageLoader } from "#app/server/auth-pages.server.ts";
import { pageHeaders } from "#app/server/page.server.ts";

export const loader = profilePageLoader(msg`My profile`);

export const headers = pageHeaders;
