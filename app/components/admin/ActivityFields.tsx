/**
 * The fields of the activity form: each text in both languages side by side, the facts, and the
 * packages' and products' names and prices. Values come from what was sent (after a refused save,
 * so nothing typed is lost) or from the stored activity; each field shows its problem under it.
 */
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import * as styles from "#app/components/admin/back-office.css.ts";
import * as widgets from "#app/components/widgets.css.ts";
import { PRICE_TYPES, PRODUCT_UNITS, type ProductUnit } from "#domain/booking-rules.ts";
import { CONFIRMATION_HOURS } from "#domain/business.ts";
import {
  ACTIVITY_TEXT_FIELDS,
  type ActivityTextField,
  LIST_FIELDS,
  PACKAGE_DETAIL_MAX,
  PACKAGE_NAME_MAX,
  PRODUCT_NAME_MAX,
  TEXT_LIMITS,
  textFieldName,
} from "#domain/inputs/activity.ts";
import { ACTIVITY_FIELD_LABELS } from "#domain/inputs/activity-messages.ts";
import { LOCALES, type Locale } from "#domain/locale.ts";
import * as admin from "./admin.css.ts";

/** A field's value as the form shows it, and its problem's message, by the field's name. */
export interface FieldSource {
  value: (name: string) => string;
  problem: (name: string) => string | undefined;
}

function useLanguageNames(): Record<Locale, string> {
  const { t } = useLingui();
  return { id: t`Indonesian`, en: t`English` };
}

export function Field(props: {
  name: string;
  label: string;
  source: FieldSource;
  multiline?: boolean;
  maxLength?: number;
  inputMode?: "numeric" | "decimal";
  type?: "datetime-local";
}) {
  const problem = props.source.problem(props.name);
  const id = `field-${props.name.replace(/\./g, "-")}`;
  const control = {
    id,
    name: props.name,
    defaultValue: props.source.value(props.name),
    maxLength: props.maxLength,
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": problem ? `${id}-problem` : undefined,
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {props.label}
      </label>
      {props.multiline ? (
        <textarea {...control} className={styles.textarea} />
      ) : (
        <input {...control} className={styles.control} inputMode={props.inputMode} type={props.type} />
      )}
      {problem ? (
        <p id={`${id}-problem`} className={styles.fieldError}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

export function Pair({
  label,
  children,
}: {
  label: string;
  children: (locale: Locale, language: string) => ReactNode;
}) {
  const languages = useLanguageNames();
  return (
    <div className={styles.field}>
      <span className={styles.label}>{label}</span>
      <div className={admin.pair}>{LOCALES.map((locale) => children(locale, languages[locale]))}</div>
    </div>
  );
}

const MULTILINE: ReadonlySet<ActivityTextField> = new Set([
  "short_des",
  "highlight",
  "activity_des",
  "included",
  "whattobring",
  "meeting_point",
  "how_to_use",
  "payment",
  "note",
  "confirmation_detail",
]);

export function TextFields({ source }: { source: FieldSource }) {
  const { i18n, t } = useLingui();
  return (
    <fieldset className={admin.fieldset}>
      <legend className={admin.legend}>{t`Texts in both languages`}</legend>
      {ACTIVITY_TEXT_FIELDS.map((field) => {
        const label = i18n._(ACTIVITY_FIELD_LABELS[field]);
        return (
          <Pair key={field} label={label}>
            {(locale, language) => (
              <Field
                key={locale}
                name={textFieldName(field, locale)}
                label={`${label} (${language})`}
                source={source}
                multiline={MULTILINE.has(field) || LIST_FIELDS.has(field)}
                maxLength={TEXT_LIMITS[field]}
              />
            )}
          </Pair>
        );
      })}
    </fieldset>
  );
}

export function FactFields({ source }: { source: FieldSource }) {
  const { t } = useLingui();
  const priceTypes: Record<(typeof PRICE_TYPES)[number], string> = {
    per_person: t`Per person`,
    per_group: t`Per group`,
    per_vehicle: t`Per vehicle`,
    per_day: t`Per day`,
    per_package: t`Per package`,
  };
  const problem = source.problem("price_type");
  return (
    <fieldset className={admin.fieldset}>
      <legend className={admin.legend}>{t`Facts`}</legend>
      <div className={admin.facts}>
        <Field name="duration_hours" label={t`Duration (hours)`} source={source} inputMode="decimal" />
        <Field
          name="cancelation_hours"
          label={t`Free cancellation (hours before)`}
          source={source}
          inputMode="numeric"
        />
        <Field name="start_time" label={t`Start time`} source={source} maxLength={100} />
        <Field name="required_persons" label={t`Persons at least`} source={source} inputMode="numeric" />
        <div className={styles.field}>
          <label className={styles.label} htmlFor="field-price_type">
            {t`The price counts`}
          </label>
          <select
            id="field-price_type"
            name="price_type"
            className={styles.control}
            defaultValue={source.value("price_type")}
            aria-invalid={problem ? true : undefined}
          >
            {PRICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {priceTypes[type]}
              </option>
            ))}
          </select>
          {problem ? <p className={styles.fieldError}>{problem}</p> : null}
        </div>
      </div>
    </fieldset>
  );
}

/** Whom one of a product books, which decides the seats a booking of it holds. */
function UnitField({ productId, source }: { productId: number; source: FieldSource }) {
  const { t } = useLingui();
  const units: Record<ProductUnit, string> = {
    adult: t`Adult, or a group or vehicle`,
    child: t`Child`,
    extra: t`Extra (takes no seat)`,
  };
  const name = `product.${productId}.unit`;
  const problem = source.problem(name);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`field-${name}`}>
        {t`Books`}
      </label>
      <select
        id={`field-${name}`}
        name={name}
        className={styles.control}
        defaultValue={source.value(name) || "adult"}
        aria-invalid={problem ? true : undefined}
      >
        {PRODUCT_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {units[unit]}
          </option>
        ))}
      </select>
      {problem ? <p className={styles.fieldError}>{problem}</p> : null}
    </div>
  );
}

/**
 * A yes-or-no setting. The hidden "0" goes first, so an unticked box still says no (the server
 * reads the last value).
 */
function CheckboxField({ name, label, source }: { name: string; label: string; source: FieldSource }) {
  const id = `field-${name.replace(/\./g, "-")}`;
  const problem = source.problem(name);
  return (
    <div className={styles.field}>
      <input type="hidden" name={name} value="0" />
      <label className={styles.label} htmlFor={id}>
        <input
          type="checkbox"
          id={id}
          name={name}
          value="1"
          defaultChecked={source.value(name) === "1"}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />{" "}
        {label}
      </label>
      {problem ? (
        <p id={`${id}-problem`} className={styles.fieldError}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** Whether the package includes the hotel pickup: the booking form asks for an address only then. */
function PickupField({ packageId, source }: { packageId: number; source: FieldSource }) {
  const { t } = useLingui();
  return (
    <CheckboxField name={`package.${packageId}.includes_pickup`} label={t`Includes hotel pickup`} source={source} />
  );
}

/**
 * Instant confirmation (decision 0065): a request within capacity is confirmed as it comes in,
 * unless it starts too soon or, when the second box is ticked, carries a special request. And until
 * when the guest may change a booking online (decision 0068).
 */
export function ConfirmationFields({ source }: { source: FieldSource }) {
  const { t } = useLingui();
  return (
    <fieldset className={admin.fieldset}>
      <legend className={admin.legend}>{t`Confirmation`}</legend>
      <CheckboxField name="instant_confirmation" label={t`Confirm at once while seats are free`} source={source} />
      <CheckboxField name="special_requests_need_person" label={t`Special requests need a person`} source={source} />
      <p className={styles.meta}>
        {t`A request that starts within ${CONFIRMATION_HOURS} hours stays a request for you to answer, and so does one with a special request while the second box is ticked.`}
      </p>
      <Field
        name="change_window_hours"
        label={t`Guests may change online until (hours before the start)`}
        source={source}
        inputMode="numeric"
      />
      <p className={styles.meta}>
        {t`Empty: as long as cancelling is free. 0: guests cannot change online and write to you instead. You can always change a booking yourself.`}
      </p>
    </fieldset>
  );
}

type Named = { id: number; name: Readonly<Record<Locale, string>> };

export interface PackageFieldsProps {
  source: FieldSource;
  packages: readonly Named[];
  products: readonly (Named & { packageId: number })[];
  /** The id of the form the add, move and remove buttons post: the editor's whole form, so typed edits are saved too. */
  structureForm: string;
}

/** A button that posts `intent` with the editor's whole form. */
function StructureButton({ form, intent, label }: { form: string; intent: string; label: string }) {
  return (
    <button type="submit" form={form} name="intent" value={intent} className={widgets.secondaryButton}>
      {label}
    </button>
  );
}

/**
 * "Move up" and "Move down" for one package, or one product within its package (none past an
 * end), each named by what it moves, e.g. "Move up: package Snorkeling".
 */
function MoveButtons(props: {
  form: string;
  intent: string;
  index: number;
  count: number;
  kind: "package" | "product";
  name: string;
}) {
  const { t } = useLingui();
  const { form, intent, index, count, name } = props;
  const labels =
    props.kind === "package"
      ? { up: t`Move up: package ${name}`, down: t`Move down: package ${name}` }
      : { up: t`Move up: product ${name}`, down: t`Move down: product ${name}` };
  const button = (direction: "up" | "down", text: string) => (
    <button
      type="submit"
      form={form}
      name="intent"
      value={`${intent}:${direction}`}
      className={widgets.secondaryButton}
      aria-label={labels[direction]}
    >
      {text}
    </button>
  );
  return (
    <>
      {index > 0 ? button("up", t`Move up`) : null}
      {index < count - 1 ? button("down", t`Move down`) : null}
    </>
  );
}

/** A package's or product's name in the operator's language, else in the other, else `fallback`. */
function nameOf(row: Named, locale: Locale, fallback: string): string {
  return row.name[locale].trim() || LOCALES.map((other) => row.name[other].trim()).find(Boolean) || fallback;
}

function StructureProblem({ source, name }: { source: FieldSource; name: string }) {
  const problem = source.problem(name);
  return problem ? (
    <p className={styles.fieldError} role="alert">
      {problem}
    </p>
  ) : null;
}

export function PackageFields({ source, packages, products, structureForm }: PackageFieldsProps) {
  const { i18n, t } = useLingui();
  const locale: Locale = i18n.locale === "en" ? "en" : "id";
  return (
    <>
      <p className={styles.hint}>{t`Save your changes before adding, removing or moving a package or a product.`}</p>
      {packages.map((pack, index) => (
        <fieldset key={pack.id} className={admin.fieldset}>
          <legend className={admin.legend}>{t`Package ${index + 1}`}</legend>
          <StructureProblem source={source} name={`package.${pack.id}`} />
          <Pair label={t`Package name`}>
            {(locale, language) => (
              <Field
                key={locale}
                name={`package.${pack.id}.name.${locale}`}
                label={`${t`Package name`} (${language})`}
                source={source}
                maxLength={PACKAGE_NAME_MAX}
              />
            )}
          </Pair>
          <Pair label={t`Package details`}>
            {(locale, language) => (
              <Field
                key={locale}
                name={`package.${pack.id}.detail.${locale}`}
                label={`${t`Package details`} (${language})`}
                source={source}
                multiline
                maxLength={PACKAGE_DETAIL_MAX}
              />
            )}
          </Pair>
          <PickupField packageId={pack.id} source={source} />
          {products
            .filter((product) => product.packageId === pack.id)
            .map((product, productIndex, siblings) => (
              <div key={product.id} className={admin.fieldset}>
                <Pair label={t`Product`}>
                  {(locale, language) => (
                    <Field
                      key={locale}
                      name={`product.${product.id}.name.${locale}`}
                      label={`${t`Product name`} (${language})`}
                      source={source}
                      maxLength={PRODUCT_NAME_MAX}
                    />
                  )}
                </Pair>
                <StructureProblem source={source} name={`product.${product.id}`} />
                <div className={admin.facts}>
                  <Field
                    name={`product.${product.id}.price_idr`}
                    label={t`Price (IDR)`}
                    source={source}
                    inputMode="numeric"
                  />
                  <Field
                    name={`product.${product.id}.price_usd`}
                    label={t`Price (USD)`}
                    source={source}
                    inputMode="decimal"
                  />
                  <Field
                    name={`product.${product.id}.minimal`}
                    label={t`Minimal quantity`}
                    source={source}
                    inputMode="numeric"
                  />
                  <UnitField productId={product.id} source={source} />
                  <Field
                    name={`product.${product.id}.seats`}
                    label={t`Seats each (0 for an extra)`}
                    source={source}
                    inputMode="numeric"
                  />
                  <Field
                    name={`product.${product.id}.passengers`}
                    label={t`People one vehicle carries (empty if not a vehicle)`}
                    source={source}
                    inputMode="numeric"
                  />
                </div>
                <div className={styles.buttonRow}>
                  <MoveButtons
                    form={structureForm}
                    intent={`moveProduct:${product.id}`}
                    index={productIndex}
                    count={siblings.length}
                    kind="product"
                    name={nameOf(product, locale, t`Product ${productIndex + 1}`)}
                  />
                  <StructureButton
                    form={structureForm}
                    intent={`removeProduct:${product.id}`}
                    label={t`Remove product`}
                  />
                </div>
              </div>
            ))}
          <div className={styles.buttonRow}>
            <MoveButtons
              form={structureForm}
              intent={`movePackage:${pack.id}`}
              index={index}
              count={packages.length}
              kind="package"
              name={nameOf(pack, locale, t`Package ${index + 1}`)}
            />
            <StructureButton form={structureForm} intent={`addProduct:${pack.id}`} label={t`Add product`} />
            <StructureButton form={structureForm} intent={`removePackage:${pack.id}`} label={t`Remove package`} />
          </div>
        </fieldset>
      ))}
      <div className={styles.buttonRow}>
        <StructureButton form={structureForm} intent="addPackage" label={t`Add package`} />
      </div>
    </>
  );
}

/** The review request the day after a checked-in visit (issue 40, item 6): on unless turned off here. */
export function ReviewMailField({ source }: { source: FieldSource }) {
  const { t } = useLingui();
  return (
    <fieldset className={admin.fieldset}>
      <legend className={admin.legend}>{t`After the visit`}</legend>
      <CheckboxField name="review_mail" label={t`Ask checked-in guests for a review the day after`} source={source} />
    </fieldset>
  );
}
