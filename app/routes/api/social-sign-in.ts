import { msg } from "@lingui/core/macro";
import { type } from "arktype";
import { apiAction, postOnlyLoader } from "#app/server/api.server.ts";
import { signInWithProvider } from "#workers/accounts/accounts.ts";
import { authMessage } from "#workers/accounts/auth-input.ts";
import { signedInResponse } from "#workers/accounts/auth-responses.ts";
import { verifyProviderToken } from "#workers/accounts/social-providers.ts";
import { HttpError } from "#workers/http.ts";
import { translate } from "#workers/i18n.ts";
import { PROTOCOL_MESSAGES } from "#workers/protocol-messages.ts";

const body = type({ code: "0 < string <= 4096" });
const provider = type("'google' | 'facebook'");

/** POST /api/auth/{google|facebook} with the provider's access token as `code`. */
export const action = apiAction(async ({ db, config, locale, request, params, json }) => {
  const name = provider(params.provider);
  if (name instanceof type.errors) throw new HttpError(404, PROTOCOL_MESSAGES.unknownSignInProvider);
  const input = body(await json());
  if (input instanceof type.errors) {
    const problem = translate(locale, msg`The provider's code is missing or too long.`);
    throw new HttpError(422, authMessage("socialFailed", locale), { code: [problem] });
  }
  const profile = await verifyProviderToken(name, config.social, input.code).catch((error: unknown) => {
    console.warn(`Social sign-in refused: ${error instanceof Error ? error.message : String(error)}`);
    throw new HttpError(422, authMessage("socialFailed", locale));
  });
  return signedInResponse(request, await signInWithProvider(db, locale, profile), 200);
});

export const loader = postOnlyLoader;
