/**
 * The subscribe form's call: POST /api/subscriber with CSRF. Loaded when the form is used, so
 * the pages that carry the form do not ship the API client up front.
 */
import { isString, oneOf, shape } from "./answer-shape.ts";
import { postWithCsrf } from "./auth-client.ts";

const isSubscribedAnswer = shape({ items: shape({ email: isString, locale: oneOf("id", "en") }) });

/** True only when the server took the address (201, also for one already subscribed); every failure is false. */
export async function subscribe(email: string): Promise<boolean> {
  try {
    return isSubscribedAnswer(await postWithCsrf("/api/subscriber", { email: email.trim() }));
  } catch {
    return false;
  }
}
