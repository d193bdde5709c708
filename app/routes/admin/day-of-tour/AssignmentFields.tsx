import { Trans, useLingui } from "@lingui/react/macro";
import * as styles from "#app/components/admin/back-office.css.ts";
import type { AssignableResource } from "#domain/pickup-runs.ts";
import * as page from "./pickups.css.ts";
import { FieldProblem, type FormContext } from "./RunFormParts.tsx";

const resourceLabel = (resource: AssignableResource) =>
  resource.kind === "vehicle" ? `${resource.name} (${resource.plate ?? ""} · ${resource.seats ?? 0})` : resource.name;

function ResourceSelect({
  id,
  name,
  label,
  resources,
  chosen,
  none,
}: {
  id: string;
  name: string;
  label: string;
  resources: AssignableResource[];
  chosen: number | null | undefined;
  none?: string;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} className={styles.control} defaultValue={chosen ?? ""}>
        {none === undefined ? null : <option value="">{none}</option>}
        {resources.map((resource) => (
          <option key={resource.id} value={resource.id}>
            {resourceLabel(resource)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The vehicle, driver, guide and window fields of a new or existing run. */
export function AssignmentFields({
  prefix,
  context,
  owns,
  values,
}: {
  prefix: string;
  context: FormContext;
  owns: (sent: Record<string, string>) => boolean;
  values: { vehicle: number | null; driver: number | null; guide: number | null; leavesAt: string; backAt: string };
}) {
  const { t } = useLingui();
  const ofKind = (kind: AssignableResource["kind"]) => context.resources.filter((resource) => resource.kind === kind);
  const { answer } = context;
  return (
    <>
      <ResourceSelect
        id={`${prefix}-vehicle`}
        name="vehicle_id"
        label={t`Vehicle (plate · seats)`}
        resources={ofKind("vehicle")}
        chosen={values.vehicle}
      />
      <FieldProblem answer={answer} owns={owns} field="vehicle_id" />
      <ResourceSelect
        id={`${prefix}-driver`}
        name="driver_id"
        label={t`Driver`}
        resources={ofKind("driver")}
        chosen={values.driver}
      />
      <FieldProblem answer={answer} owns={owns} field="driver_id" />
      <ResourceSelect
        id={`${prefix}-guide`}
        name="guide_id"
        label={t`Guide`}
        resources={ofKind("guide")}
        chosen={values.guide}
        none={t`No guide`}
      />
      <FieldProblem answer={answer} owns={owns} field="guide_id" />
      <div className={page.inlineForms}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${prefix}-leaves`}>
            <Trans>Leaves at</Trans>
          </label>
          <input
            id={`${prefix}-leaves`}
            name="leaves_at"
            type="time"
            className={styles.control}
            defaultValue={values.leavesAt}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${prefix}-back`}>
            <Trans>Back at</Trans>
          </label>
          <input
            id={`${prefix}-back`}
            name="back_at"
            type="time"
            className={styles.control}
            defaultValue={values.backAt}
          />
        </div>
      </div>
      <FieldProblem answer={answer} owns={owns} field="leaves_at" />
      <FieldProblem answer={answer} owns={owns} field="back_at" />
    </>
  );
}
