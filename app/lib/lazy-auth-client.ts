import type { AuthFailure } from "#machines/auth.machine.ts";

/**
 * The sign-in calls and the checks of their answers (ofetch and answer-shape.ts), loaded
 * when a form is sent, so the pages with a sign-in form do not ship them. If they cannot be
 * loaded, the form says `fallback` as for any failed call.
 */
export async function loadAuthClient(fallback: string): Promise<typeof import("./auth-client.ts")> {
  try {
    return await import("./auth-client.ts");
  } catch {
    throw { message: fallback } satisfies AuthFailure;
  }
}
