import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useNavigation } from "react-router";
import * as admin from "#app/components/admin/admin.css.ts";
import * as styles from "#app/components/admin/back-office.css.ts";
import { DefaultSaveButton, EditorForm } from "#app/components/admin/EditorForm.tsx";
import { PlaceField, PlaceTextFields, usePlaceFieldSource } from "#app/components/admin/PlaceFields.tsx";
import { PlaceAlert, PlaceNotice } from "#app/components/admin/PlaceNotices.tsx";
import { RowPhotos } from "#app/components/admin/RowPhotos.tsx";
import { StatusForms } from "#app/components/admin/StatusForms.tsx";
import * as widgets from "#app/components/widgets.css.ts";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import type { PlaceAnswer } from "#app/server/place-pages.server.ts";
import { SITE_NAME } from "#domain/business.ts";
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
  const navigation = useNavigation();
  const source = usePlaceFieldSource(storedFields(destination), answer);
  const name = destination.texts[i18n.locale === "en" ? "en" : "id"].name || destination.slug;
  return (
    <>
      <title>{`${name} | ${SITE_NAME}`}</title>
      <p>
        <Link to="/admin/destinations" className={styles.link}>
          <Trans>All destinations</Trans>
        </Link>
      </p>
      <h1 className={styles.title}>{name}</h1>
      <PlaceNotice done={done} />
      <PlaceAlert posted={posted} />
      <DefaultSaveButton form={EDITOR_FORM} />
      <StatusForms row={destination} csrfToken={csrfToken} form={EDITOR_FORM} />
      <RowPhotos
        images={destination.images}
        csrfToken={csrfToken}
        version={destination.version}
        posted={answer}
        problem={source.problem("photos")}
        form={EDITOR_FORM}
      />
      <EditorForm
        id={EDITOR_FORM}
        label={t`Edit destination`}
        csrfToken={csrfToken}
        version={destination.version}
        editor={editor}
      >
        <PlaceField
          name="regency"
          label={t`Regency`}
          source={source}
          options={groups.map((group) => ({ value: String(group.id), label: group.name }))}
        />
        <PlaceTextFields spec={DESTINATION_TEXTS} source={source} multiline={["des", "note"]} />
        <div className={admin.saveBar}>
          <button
            type="submit"
            name="intent"
            value="save"
            className={widgets.button}
            disabled={navigation.state !== "idle"}
          >
            <Trans>Save</Trans>
          </button>
        </div>
      </EditorForm>
    </>
  );
}
