/**
 * The operator's forms for destinations, vehicles and the texts of regencies and transport types
 * (/admin/destinations, /admin/transport): the texts in both languages side by side, named
 * "field.locale" as the activity form names them. Saving keeps a draft as it is; publishing needs
 * every required text in both languages (`missingTexts`) and, for a vehicle, its facts and prices.
 */
import { type } from "arktype";
import { LOCALES, type Locale } from "../locale.ts";
import {
  type ConfirmationSettings,
  MAX_PRICE_IDR,
  MAX_PRICE_USD,
  readConfirmationSettings,
  settingProblem,
  textFieldName,
} from "./activity.ts";
import { TRIP_FORMS, type TripForm } from "./trip-details.ts";

/** The translated texts of one kind of row: their limits, and those publishing needs. */
export interface TextSpec<F extends string> {
  fields: readonly F[];
  required: readonly F[];
  limits: Readonly<Record<F, number>>;
}

export const DESTINATION_TEXTS: TextSpec<"name" | "location" | "des" | "note"> = {
  fields: ["name", "location", "des", "note"],
  required: ["name", "location", "des"],
  limits: { name: 150, location: 200, des: 20_000, note: 20_000 },
};

export const TRANSPORT_TEXTS: TextSpec<"vehicle_type" | "des" | "note"> = {
  fields: ["vehicle_type", "des", "note"],
  required: ["vehicle_type", "des"],
  limits: { vehicle_type: 100, des: 20_000, note: 20_000 },
};

/** A regency's or a transport type's texts: always public, so every one is required on save. */
export const CATEGORY_TEXTS: TextSpec<"name" | "title" | "des"> = {
  fields: ["name", "title", "des"],
  required: ["name", "title"],
  limits: { name: 100, title: 200, des: 20_000 },
};

export type Texts<F extends string> = Record<Locale, Record<F, string>>;
export type DestinationTexts = Texts<(typeof DESTINATION_TEXTS.fields)[number]>;
export type TransportTexts = Texts<(typeof TRANSPORT_TEXTS.fields)[number]>;
export type CategoryTexts = Texts<(typeof CATEGORY_TEXTS.fields)[number]>;

export const TRANSMISSIONS = ["manual", "automatic"] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

export interface DestinationEdit {
  version: number;
  regencyId: number;
  texts: DestinationTexts;
}

export interface TransportFacts extends ConfirmationSettings {
  typeId: number;
  manufacture: string;
  vehicle_name: string;
  passanger: number;
  transmision: Transmission;
  baggage: number;
  price_idr: number;
  price_usd_cents: number;
  duration_hours: number;
  /** What a booking of it asks the tourist (decision 0043). */
  trip_form: TripForm;
}

export interface TransportEdit {
  version: number;
  facts: TransportFacts;
  texts: TransportTexts;
}

export interface CategoryEdit {
  version: number;
  texts: CategoryTexts;
}

export type PlaceProblem =
  | "kept"
  | "tooLong"
  | "required"
  | "filled"
  | "regency"
  | "transportType"
  | "passengers"
  | "baggage"
  | "transmission"
  | "tripForm"
  | "checkbox"
  | "changeWindow"
  | "hours"
  | "priceIdr"
  | "priceUsd"
  | "priceRequired"
  | "stale";

export type PlaceProblems = [field: string, problem: PlaceProblem][];

type Parsed<T> = { ok: true; value: T } | { ok: false; problems: PlaceProblems };

const wholeNumber = type("string.integer.parse");
const decimal = type(/^\d+(?:[.,]\d{1,2})?$/).pipe((value) => Number(value.replace(",", ".")));

function text(fields: Readonly<Record<string, string>>, name: string): string {
  return (fields[name] ?? "").replace(/\r\n/g, "\n").trim();
}

function wholeIn(value: string, min: number, max: number): number | null {
  const parsed = wholeNumber(value);
  return parsed instanceof type.errors || parsed < min || parsed > max ? null : parsed;
}

/** The form reader shared by every place form: texts, numbers and the version, with their problems. */
function formReader(fields: Readonly<Record<string, string>>) {
  const problems: PlaceProblems = [];
  const limited = (name: string, max: number) => {
    const value = text(fields, name);
    if (value.length > max) problems.push([name, "tooLong"]);
    return value;
  };
  return {
    problems,
    limited,
    whole(name: string, min: number, max: number, problem: PlaceProblem): number {
      const value = wholeIn(text(fields, name), min, max);
      if (value === null) problems.push([name, problem]);
      return value ?? min;
    },
    texts<F extends string>(spec: TextSpec<F>, mustBeFilled: readonly F[] = []): Texts<F> {
      return Object.fromEntries(
        LOCALES.map((locale) => [
          locale,
          Object.fromEntries(
            spec.fields.map((field) => {
              const name = textFieldName(field, locale);
              const value = limited(name, spec.limits[field]);
              if (!value && mustBeFilled.includes(field)) problems.push([name, "filled"]);
              return [field, value];
            }),
          ),
        ]),
      ) as Texts<F>;
    },
    version(): number {
      const version = wholeIn(text(fields, "version"), 1, Number.MAX_SAFE_INTEGER);
      if (version === null) problems.push(["version", "stale"]);
      return version ?? 1;
    },
    done<T>(value: T): Parsed<T> {
      return problems.length > 0 ? { ok: false, problems } : { ok: true, value };
    },
  };
}

const ID_MAX = 1_000_000;

export function parseDestinationEdit(fields: Readonly<Record<string, string>>): Parsed<DestinationEdit> {
  const form = formReader(fields);
  const texts = form.texts(DESTINATION_TEXTS);
  const regencyId = form.whole("regency", 1, ID_MAX, "regency");
  return form.done({ version: form.version(), regencyId, texts });
}

export function parseTransportEdit(fields: Readonly<Record<string, string>>): Parsed<TransportEdit> {
  const form = formReader(fields);
  const texts = form.texts(TRANSPORT_TEXTS);
  const transmision = text(fields, "transmision");
  if (!(TRANSMISSIONS as readonly string[]).includes(transmision)) form.problems.push(["transmision", "transmission"]);
  const tripForm = text(fields, "trip_form");
  if (!(TRIP_FORMS as readonly string[]).includes(tripForm)) form.problems.push(["trip_form", "tripForm"]);
  const hours = decimal(text(fields, "duration_hours"));
  if (hours instanceof type.errors || hours <= 0 || hours > 240) form.problems.push(["duration_hours", "hours"]);
  const usd = decimal(text(fields, "price_usd"));
  if (usd instanceof type.errors || usd > MAX_PRICE_USD) form.problems.push(["price_usd", "priceUsd"]);
  const confirmation = readConfirmationSettings(fields);
  for (const name of confirmation.invalid) form.problems.push([name, settingProblem(name)]);
  const facts: TransportFacts = {
    typeId: form.whole("type", 1, ID_MAX, "transportType"),
    manufacture: form.limited("manufacture", 100),
    vehicle_name: form.limited("vehicle_name", 100),
    passanger: form.whole("passanger", 1, 100, "passengers"),
    transmision: transmision as Transmission,
    baggage: form.whole("baggage", 0, 100, "baggage"),
    price_idr: form.whole("price_idr", 0, MAX_PRICE_IDR, "priceIdr"),
    price_usd_cents: usd instanceof type.errors ? 0 : Math.round(usd * 100),
    duration_hours: hours instanceof type.errors ? 1 : hours,
    trip_form: tripForm as TripForm,
    ...confirmation.settings,
  };
  return form.done({ version: form.version(), facts, texts });
}

export function parseCategoryEdit(fields: Readonly<Record<string, string>>): Parsed<CategoryEdit> {
  const form = formReader(fields);
  const texts = form.texts(CATEGORY_TEXTS, CATEGORY_TEXTS.required);
  return form.done({ version: form.version(), texts });
}

/** Each required text that is empty in either language, as the form's field names. */
export function missingTexts<F extends string>(spec: TextSpec<F>, texts: Texts<F>): string[] {
  return spec.required.flatMap((field) =>
    LOCALES.filter((locale) => !texts[locale][field].trim()).map((locale) => textFieldName(field, locale)),
  );
}

/** What keeps a vehicle from being published, beyond its texts: its names and both prices. */
export function missingTransportFacts(
  facts: Pick<TransportFacts, "manufacture" | "vehicle_name" | "price_idr" | "price_usd_cents">,
): string[] {
  return [
    ...(facts.manufacture.trim() ? [] : ["manufacture"]),
    ...(facts.vehicle_name.trim() ? [] : ["vehicle_name"]),
    ...(facts.price_idr > 0 ? [] : ["price_idr"]),
    ...(facts.price_usd_cents > 0 ? [] : ["price_usd"]),
  ];
}

export interface NewDestination {
  regencyId: number;
  name: Record<Locale, string>;
}

export interface NewTransport {
  typeId: number;
  vehicle_type: Record<Locale, string>;
}

function newPlace(
  fields: Readonly<Record<string, string>>,
  parent: string,
  parentProblem: PlaceProblem,
  nameField: string,
  max: number,
): Parsed<{ parentId: number; name: Record<Locale, string> }> {
  const form = formReader(fields);
  const parentId = form.whole(parent, 1, ID_MAX, parentProblem);
  const name = Object.fromEntries(
    LOCALES.map((locale) => {
      const field = textFieldName(nameField, locale);
      const value = form.limited(field, max);
      if (!value) form.problems.push([field, "filled"]);
      return [locale, value];
    }),
  ) as Record<Locale, string>;
  return form.done({ parentId, name });
}

/** The "New destination" form: its regency and its name in both languages. */
export function parseNewDestination(fields: Readonly<Record<string, string>>): Parsed<NewDestination> {
  const parsed = newPlace(fields, "regency", "regency", "name", DESTINATION_TEXTS.limits.name);
  return parsed.ok ? { ok: true, value: { regencyId: parsed.value.parentId, name: parsed.value.name } } : parsed;
}

/** The "New vehicle" form: its transport type and its vehicle type in both languages. */
export function parseNewTransport(fields: Readonly<Record<string, string>>): Parsed<NewTransport> {
  const parsed = newPlace(fields, "type", "transportType", "vehicle_type", TRANSPORT_TEXTS.limits.vehicle_type);
  return parsed.ok ? { ok: true, value: { typeId: parsed.value.parentId, vehicle_type: parsed.value.name } } : parsed;
}
