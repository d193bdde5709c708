import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { ConfirmationFields } from "#app/components/admin/ActivityFields.tsx";
import * as admin from "#app/components/admin/admin.css.ts";
import * as styles from "#app/components/admin/back-office.css.ts";
import { EditorFrame } from "#app/components/admin/EditorFrame.tsx";
import { usePlaceAlert, usePlaceNotices } from "#app/components/admin/EditorNotices.tsx";
import { PlaceField, PlaceTextFields, usePlaceFieldSource } from "#app/components/admin/PlaceFields.tsx";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import type { PlaceAnswer } from "#app/server/place-pages.server.ts";
import { textFieldName } from "#domain/inputs/activity.ts";
import { TRANSPORT_TEXTS } from "#domain/inputs/place.ts";
import { PLACE_PROBLEM_MESSAGES } from "#domain/inputs/place-messages.ts";
import { TRIP_FORMS, type TripForm } from "#domain/inputs/trip-details.ts";
import { LOCALES } from "#domain/locale.ts";
import type { Route } from "./+types/transport";
import type { loader } from "./transport.server.ts";

export { action, loader } from "./transport.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: PLACE_PROBLEM_MESSAGES };

/** The editor's whole form, which every button of the page submits (decision 0045). */
const EDITOR_FORM = "vehicle-editor";

type Vehicle = Awaited<ReturnType<typeof loader>>["data"]["vehicle"];

function storedFields(vehicle: Vehicle): Record<string, string> {
  const { facts } = vehicle;
  const fields: Record<string, string> = {
    version: String(vehicle.version),
    type: String(facts.typeId),
    manufacture: facts.manufacture,
    vehicle_name: facts.vehicle_name,
    passanger: String(facts.passanger),
    transmision: facts.transmision,
    baggage: String(facts.baggage),
    price_idr: String(facts.price_idr),
    price_usd: (facts.price_usd_cents / 100).toFixed(2),
    duration_hours: String(facts.duration_hours),
    trip_form: facts.trip_form,
    instant_confirmation: facts.instant_confirmation ? "1" : "0",
    special_requests_need_person: facts.special_requests_need_person ? "1" : "0",
    change_window_hours: facts.change_window_hours == null ? "" : String(facts.change_window_hours),
  };
  for (const locale of LOCALES) {
    for (const [field, value] of Object.entries(vehicle.texts[locale])) fields[textFieldName(field, locale)] = value;
  }
  return fields;
}

export default function AdminTransport({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { vehicle, groups, csrfToken, done, editor } = loaderData;
  const posted = actionData as PlaceAnswer | { problem: "csrf" } | undefined;
  const answer = posted && !("problem" in posted) ? posted : undefined;
  const notices = usePlaceNotices();
  const alert = usePlaceAlert();
  const source = usePlaceFieldSource(storedFields(vehicle), answer);
  const name = `${vehicle.facts.manufacture} ${vehicle.facts.vehicle_name}`.trim() || t`New vehicle`;
  // What the tourist's booking form asks, in the words the operator chooses by.
  const tripForms: Record<TripForm, string> = {
    airport_transfer: t`Airport transfer: asks for the flight`,
    with_driver: t`With driver: asks for the pickup time`,
    rental: t`Rental: asks for neither`,
  };
  return (
    <EditorFrame
      title={name}
      back={{ to: "/admin/transport", label: <Trans>All vehicles</Trans> }}
      subtitle={
        <Link to={`/admin/transport/${vehicle.id}/availability`} className={styles.link}>{t`Availability`}</Link>
      }
      done={done}
      notices={notices}
      posted={posted}
      alert={alert}
      form={{ id: EDITOR_FORM, label: t`Edit vehicle` }}
      row={vehicle}
      csrfToken={csrfToken}
      editor={editor}
      kept={vehicle.booked ? t`This vehicle has bookings: it can be archived, never deleted.` : undefined}
      photoProblem={source.problem("photos")}
      hint={<Trans>Bookings already made keep their prices.</Trans>}
    >
      <fieldset className={admin.fieldset}>
        <legend className={admin.legend}>{t`Vehicle`}</legend>
        <div className={admin.facts}>
          <PlaceField
            name="type"
            label={t`Transport type`}
            source={source}
            options={groups.map((group) => ({ value: String(group.id), label: group.name }))}
          />
          <PlaceField name="manufacture" label={t`Make`} source={source} maxLength={100} />
          <PlaceField name="vehicle_name" label={t`Model`} source={source} maxLength={100} />
          <PlaceField name="passanger" label={t`Passengers`} source={source} inputMode="numeric" />
          <PlaceField name="baggage" label={t`Bags`} source={source} inputMode="numeric" />
          <PlaceField
            name="transmision"
            label={t`Transmission`}
            source={source}
            options={[
              { value: "manual", label: t`Manual` },
              { value: "automatic", label: t`Automatic` },
            ]}
          />
          <PlaceField
            name="trip_form"
            label={t`Trip form`}
            source={source}
            options={TRIP_FORMS.map((form) => ({ value: form, label: tripForms[form] }))}
          />
          <PlaceField name="duration_hours" label={t`Hours of hire`} source={source} inputMode="decimal" />
          <PlaceField name="price_idr" label={t`Price (IDR)`} source={source} inputMode="numeric" />
          <PlaceField name="price_usd" label={t`Price (USD)`} source={source} inputMode="decimal" />
        </div>
      </fieldset>
      <ConfirmationFields source={source} />
      <PlaceTextFields spec={TRANSPORT_TEXTS} source={source} multiline={["des", "note"]} />
    </EditorFrame>
  );
}
