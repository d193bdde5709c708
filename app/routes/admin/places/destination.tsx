import { Trans, useLingui } from "@lingui/react/macro";
import { EditorFrame } from "#app/components/admin/EditorFrame.tsx";
import { usePlaceAlert, usePlaceNotices } from "#app/components/admin/EditorNotices.tsx";
import { PlaceField, PlaceTextFields, usePlaceFieldSource } from "#app/components/admin/PlaceFields.tsx";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import type { PlaceAnswer } from "#app/server/place-pages.server.ts";
import { textFieldName } from "#domain/inputs/activity.ts";
import { DESTINATION_TEXTS } from "#domain/inputs/place.ts";
import { PLACE_PROBLEM_MESSAGES } from "#domain/inputs/place-messages.ts";
import { LOCALES } from "#domain/locale.ts";
import type { Route } from "./+types/destination";
import type { loader } from "./destination.server.ts";

export { action, loader } from "./destination.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: PLACE_PROBLEM_MESSAGES };

/** The editor's whole form, which every button of the page submits (decision 0045). */
const EDITOR_FORM = "destination-editor";

type Destination = Awaited<ReturnType<typeof loader>>["data"]["destination"];

function storedFields(destination: Destination): Record<string, string> {
  const fields: Record<string, string> = {
    version: String(destination.version),
    regency: String(destination.regencyId),
  };
  for (const locale of LOCALES) {
    for (const [field, value] of Object.entries(destination.texts[locale]))
      fields[textFieldName(field, locale)] = value;
  }
  return fields;
}

export default function AdminDestination({ loaderData, actionData }: Route.ComponentProps) {
  const { i18n, t } = useLingui();
  const { destination, groups, csrfToken, done, editor } = loaderData;
  const posted = actionData as PlaceAnswer | { problem: "csrf" } | undefined;
  const answer = posted && !("problem" in posted) ? posted : undefined;
  const notices = usePlaceNotices();
  const alert = usePlaceAlert();
  const source = usePlaceFieldSource(storedFields(destination), answer);
  const name = destination.texts[i18n.locale === "en" ? "en" : "id"].name || destination.slug;
  return (
    <EditorFrame
      title={name}
      back={{ to: "/admin/destinations", label: <Trans>All destinations</Trans> }}
      done={done}
      notices={notices}
      posted={posted}
      alert={alert}
      form={{ id: EDITOR_FORM, label: t`Edit destination` }}
      row={destination}
      csrfToken={csrfToken}
      editor={editor}
      photoProblem={source.problem("photos")}
    >
      <PlaceField
        name="regency"
        label={t`Regency`}
        source={source}
        options={groups.map((group) => ({ value: String(group.id), label: group.name }))}
      />
      <PlaceTextFields spec={DESTINATION_TEXTS} source={source} multiline={["des", "note"]} />
    </EditorFrame>
  );
}
