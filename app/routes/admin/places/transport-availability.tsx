import { AvailabilityEditorPage, type AvailabilityPosted } from "#app/components/admin/AvailabilityEditor.tsx";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { AVAILABILITY_EDIT_MESSAGES } from "#domain/inputs/availability-messages.ts";
import type { Route } from "./+types/transport-availability";

export { action, loader } from "./transport-availability.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: AVAILABILITY_EDIT_MESSAGES };

export default function AdminTransportAvailability({ loaderData, actionData }: Route.ComponentProps) {
  const { availability, csrfToken, done } = loaderData;
  return (
    <AvailabilityEditorPage
      kind="transport"
      editor={`/admin/transport/${availability.itemId}`}
      item={availability}
      csrfToken={csrfToken}
      done={done}
      posted={actionData as AvailabilityPosted}
    />
  );
}
