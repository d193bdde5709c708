import { useLingui } from "@lingui/react/macro";
import { CategoryTextsPage } from "#app/components/admin/CategoryTextsPage.tsx";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import type { PlaceAnswer } from "#app/server/place-pages.server.ts";
import { PLACE_PROBLEM_MESSAGES } from "#domain/inputs/place-messages.ts";
import type { Route } from "./+types/activity-types";

export { action, loader } from "./activity-types.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: PLACE_PROBLEM_MESSAGES };

export default function AdminActivityTypes({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <CategoryTextsPage
      title={t`Activity types`}
      back={{ to: "/admin/activities", label: t`All activities` }}
      categories={loaderData.categories}
      csrfToken={loaderData.csrfToken}
      done={loaderData.done}
      posted={actionData as PlaceAnswer | { problem: "csrf" } | undefined}
      photosPath={(id) => `/admin/activities/types/${id}`}
    />
  );
}
