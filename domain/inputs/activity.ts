/**
 * The operator's activity form (/admin/activities/:id): the texts in both languages side by side,
 * the facts, and the packages' and products' names and prices. Saving keeps a draft as it is;
 * publishing needs every required text in both languages (`missingForPublishing`).
 */
import { type } from "arktype";
import { PRICE_TYPES, PRODUCT_UNITS, type PriceType, type ProductUnit } from "../booking-rules.ts";
import { LOCALES, type Locale } from "../locale.ts";

export const ACTIVITY_TEXT_FIELDS = [
  "name",
  "short_des",
  "location",
  "highlight",
  "activity_des",
  "included",
  "whattobring",
  "pickup_time",
  "meeting_point",
  "how_to_use",
  "payment",
  "note",
  "confirmation_detail",
] as const;

export type ActivityTextField = (typeof ACTIVITY_TEXT_FIELDS)[number];

/** The texts a published activity must have in both languages; the others may stay empty. */
export const REQUIRED_TEXT_FIELDS: readonly ActivityTextField[] = [
  "name",
  "short_des",
  "location",
  "highlight",
  "activity_des",
  "included",
  "pickup_time",
  "meeting_point",
];

/** Lists (one item per line in the form). */
export const LIST_FIELDS: ReadonlySet<ActivityTextField> = new Set(["included", "whattobring"]);

export const TEXT_LIMITS: Readonly<Record<ActivityTextField, number>> = {
  name: 150,
  short_des: 500,
  location: 200,
  highlight: 20_000,
  activity_des: 20_000,
  included: 5_000,
  whattobring: 5_000,
  pickup_time: 200,
  meeting_point: 1_000,
  how_to_use: 5_000,
  payment: 5_000,
  note: 20_000,
  confirmation_detail: 5_000,
};

export const PACKAGE_NAME_MAX = 150;
export const PACKAGE_DETAIL_MAX = 20_000;
export const PRODUCT_NAME_MAX = 150;
export const MAX_PRICE_IDR = 1_000_000_000;
export const MAX_PRICE_USD = 100_000;

export type ActivityTexts = Record<ActivityTextField, string>;

export interface ActivityFacts {
  duration_hours: number;
  cancelation_hours: number;
  start_time: string;
  required_persons: number;
  price_type: PriceType;
  /**
   * Confirm a request at once while seats are free, and keep requests with a special request for a
   * person (decision 0065). Null keeps what is stored: a JSON call or a form from before the fields.
   */
  instant_confirmation: boolean | null;
  special_requests_need_person: boolean | null;
  /**
   * Until how many hours before the start the tourist may change a booking online (0: never
   * online); null follows the free-cancellation window. Undefined keeps what is stored: a JSON call
   * or a form from before the field.
   */
  change_window_hours?: number | null;
  /**
   * Whether a checked-in guest is asked for a review the day after (issue 40, item 6). Null keeps
   * what is stored: a JSON call or a form from before the field.
   */
  review_mail?: boolean | null;
}

/**
 * Instant confirmation's two settings (decision 0065) and the tourist's change window (decision
 * 0068), on an activity's form and a vehicle's.
 */
export type ConfirmationSettings = Pick<
  ActivityFacts,
  "instant_confirmation" | "special_requests_need_person" | "change_window_hours"
>;

/** The most hours before the start a change window may close: a month, as free cancellation's. */
export const MAX_CHANGE_WINDOW_HOURS = 720;

/**
 * The two settings as a form or a JSON call sends them: a checkbox sends "1" after its hidden "0",
 * and no field at all keeps what is stored (null). `invalid` names a field that sent anything else.
 */
export function readConfirmationSettings(fields: Readonly<Record<string, string>>): {
  settings: ConfirmationSettings;
  invalid: string[];
} {
  const invalid: string[] = [];
  const tickedOrKept = (name: string): boolean | null => {
    const asked = text(fields, name);
    if (asked === "") return null;
    if (asked !== "0" && asked !== "1") invalid.push(name);
    return asked === "1";
  };
  const settings: ConfirmationSettings = {
    instant_confirmation: tickedOrKept("instant_confirmation"),
    special_requests_need_person: tickedOrKept("special_requests_need_person"),
  };
  const window = changeWindowOf(fields);
  if (window === "invalid") invalid.push("change_window_hours");
  else if (window !== undefined) settings.change_window_hours = window;
  return { settings, invalid };
}

/** The change window as sent: empty follows free cancellation (null), no field keeps what is stored. */
function changeWindowOf(fields: Readonly<Record<string, string>>): number | null | undefined | "invalid" {
  if (!("change_window_hours" in fields)) return undefined;
  const asked = text(fields, "change_window_hours");
  if (asked === "") return null;
  return wholeIn(asked, 0, MAX_CHANGE_WINDOW_HOURS) ?? "invalid";
}

export interface PackageEdit {
  id: number;
  name: Record<Locale, string>;
  detail: Record<Locale, string>;
  /** Whether the driver fetches the party at their hotel (decision 0043); null keeps what is stored. */
  includes_pickup: boolean | null;
}

export interface ProductEdit {
  id: number;
  name: Record<Locale, string>;
  price_idr: number;
  price_usd_cents: number;
  minimal: number;
  /** Whom one of it books, and the seats it takes: 0 for an extra, 1 to 100 for a person or group; null keeps what is stored. */
  unit: ProductUnit | null;
  seats: number | null;
  /**
   * For a vehicle, the people one carries (1 to 100); null for any other product. Undefined keeps
   * what is stored: a form (or JSON call) from before the field, or one without a unit.
   */
  passengers?: number | null;
}

export interface ActivityEdit {
  version: number;
  texts: Record<Locale, ActivityTexts>;
  facts: ActivityFacts;
  packages: PackageEdit[];
  products: ProductEdit[];
}

export type ActivityProblem =
  | "kept"
  | "tooLong"
  | "required"
  | "wholeNumber"
  | "hours"
  | "cancelation"
  | "persons"
  | "priceType"
  | "priceIdr"
  | "priceUsd"
  | "minimal"
  | "unit"
  | "seats"
  | "pickup"
  | "checkbox"
  | "changeWindow"
  | "passengers"
  | "priceRequired"
  | "photoRequired"
  | "hasBookings"
  | "lastOne"
  | "alreadyFirst"
  | "alreadyLast"
  | "stale";

export type ActivityProblems = [field: string, problem: ActivityProblem][];

/** The form's field name of a text in one language: "name.id", "activity_des.en". */
export const textFieldName = (field: string, locale: Locale) => `${field}.${locale}`;

const wholeNumber = type("string.integer.parse");
const decimal = type(/^\d+(?:[.,]\d{1,2})?$/).pipe((value) => Number(value.replace(",", ".")));

function text(fields: Readonly<Record<string, string>>, name: string): string {
  return (fields[name] ?? "").replace(/\r\n/g, "\n").trim();
}

function wholeIn(value: string, min: number, max: number): number | null {
  const parsed = wholeNumber(value);
  return parsed instanceof type.errors || parsed < min || parsed > max ? null : parsed;
}

/** A checkbox as a form sends it ("1" after its hidden "0"); no field keeps what is stored (null). */
function checkboxOrKept(fields: Readonly<Record<string, string>>, name: string): boolean | null | "invalid" {
  const asked = text(fields, name);
  if (asked === "") return null;
  return asked === "0" || asked === "1" ? asked === "1" : "invalid";
}

/** What a refused setting of `readConfirmationSettings` is: the change window's hours, or a checkbox. */
export function settingProblem(name: string): "changeWindow" | "checkbox" {
  return name === "change_window_hours" ? "changeWindow" : "checkbox";
}

/** The ids named by fields like "package.12.name.id": the rows the form edits. */
function idsOf(fields: Readonly<Record<string, string>>, kind: "package" | "product"): number[] {
  const ids = new Set<number>();
  for (const name of Object.keys(fields)) {
    const match = new RegExp(`^${kind}\\.(\\d{1,9})\\.`).exec(name);
    if (match) ids.add(Number(match[1]));
  }
  return [...ids];
}

/** Reads the form; every problem is named with its field, in the order of the form. */
export function parseActivityEdit(
  fields: Readonly<Record<string, string>>,
): { ok: true; value: ActivityEdit } | { ok: false; problems: ActivityProblems } {
  const problems: ActivityProblems = [];
  const limited = (name: string, max: number) => {
    const value = text(fields, name);
    if (value.length > max) problems.push([name, "tooLong"]);
    return value;
  };
  const texts = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.fromEntries(
        ACTIVITY_TEXT_FIELDS.map((field) => [field, limited(textFieldName(field, locale), TEXT_LIMITS[field])]),
      ),
    ]),
  ) as Record<Locale, ActivityTexts>;
  const number = (name: string, min: number, max: number, problem: ActivityProblem) => {
    const value = wholeIn(text(fields, name), min, max);
    if (value === null) problems.push([name, problem]);
    return value ?? min;
  };
  // A form from before units (or a JSON call without them) keeps the stored unit and seats.
  const unitOf = (id: number): Pick<ProductEdit, "unit" | "seats" | "passengers"> => {
    const unitField = `product.${id}.unit`;
    const asked = text(fields, unitField);
    if (asked === "") return { unit: null, seats: null };
    if (!(PRODUCT_UNITS as readonly string[]).includes(asked)) {
      problems.push([unitField, "unit"]);
      return { unit: null, seats: null };
    }
    const unit = asked as ProductUnit;
    if (unit === "extra") return { unit, seats: 0, passengers: null };
    const passengers = passengersOf(id);
    const seats = number(`product.${id}.seats`, 1, 100, "seats");
    return passengers === undefined ? { unit, seats } : { unit, seats, passengers };
  };
  // Empty: not a vehicle. A number: the people one of it carries, asked of the tourist (decision 0049).
  const passengersOf = (id: number): number | null | undefined => {
    const name = `product.${id}.passengers`;
    if (!(name in fields)) return undefined;
    return text(fields, name) === "" ? null : number(name, 1, 100, "passengers");
  };
  // The form's checkbox sends "1" after its hidden "0"; a JSON call without the field keeps what is stored.
  const pickupOf = (id: number): boolean | null => {
    const pickupField = `package.${id}.includes_pickup`;
    const asked = text(fields, pickupField);
    if (asked === "") return null;
    if (asked !== "0" && asked !== "1") problems.push([pickupField, "pickup"]);
    return asked === "1";
  };
  const confirmation = readConfirmationSettings(fields);
  for (const name of confirmation.invalid) problems.push([name, settingProblem(name)]);
  const reviewMail = checkboxOrKept(fields, "review_mail");
  if (reviewMail === "invalid") problems.push(["review_mail", "checkbox"]);
  const hours = decimal(text(fields, "duration_hours"));
  if (hours instanceof type.errors || hours <= 0 || hours > 240) problems.push(["duration_hours", "hours"]);
  const priceType = text(fields, "price_type");
  if (!(PRICE_TYPES as readonly string[]).includes(priceType)) problems.push(["price_type", "priceType"]);
  const facts: ActivityFacts = {
    duration_hours: hours instanceof type.errors ? 1 : hours,
    cancelation_hours: number("cancelation_hours", 0, 720, "cancelation"),
    start_time: limited("start_time", 100),
    required_persons: number("required_persons", 1, 100, "persons"),
    price_type: priceType as PriceType,
    ...confirmation.settings,
    review_mail: reviewMail === "invalid" ? null : reviewMail,
  };
  const packages = idsOf(fields, "package").map((id) => ({
    id,
    name: byLocale((locale) => limited(`package.${id}.name.${locale}`, PACKAGE_NAME_MAX)),
    detail: byLocale((locale) => limited(`package.${id}.detail.${locale}`, PACKAGE_DETAIL_MAX)),
    includes_pickup: pickupOf(id),
  }));
  const products = idsOf(fields, "product").map((id) => {
    const usd = decimal(text(fields, `product.${id}.price_usd`));
    if (usd instanceof type.errors || usd > MAX_PRICE_USD) problems.push([`product.${id}.price_usd`, "priceUsd"]);
    return {
      id,
      name: byLocale((locale) => limited(`product.${id}.name.${locale}`, PRODUCT_NAME_MAX)),
      price_idr: number(`product.${id}.price_idr`, 0, MAX_PRICE_IDR, "priceIdr"),
      price_usd_cents: usd instanceof type.errors ? 0 : Math.round(usd * 100),
      minimal: number(`product.${id}.minimal`, 0, 100, "minimal"),
      ...unitOf(id),
    };
  });
  const version = wholeIn(text(fields, "version"), 1, Number.MAX_SAFE_INTEGER);
  if (version === null) problems.push(["version", "stale"]);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { version: version ?? 1, texts, facts, packages, products } };
}

function byLocale(read: (locale: Locale) => string): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, read(locale)])) as Record<Locale, string>;
}

/**
 * What keeps an activity from being published: each required text, package name and product name
 * that is empty in either language, as the form's field names.
 */
export function missingForPublishing(activity: {
  texts: Record<Locale, ActivityTexts>;
  packages: readonly Pick<PackageEdit, "id" | "name">[];
  products: readonly (Pick<ProductEdit, "id" | "name"> & Partial<Pick<ProductEdit, "price_idr" | "price_usd_cents">>)[];
  /** Its photos, where the caller knows them: a published activity shows at least one. */
  images?: readonly unknown[];
}): string[] {
  const missing: string[] = [];
  for (const field of REQUIRED_TEXT_FIELDS) {
    for (const locale of LOCALES) {
      if (!activity.texts[locale][field].trim()) missing.push(textFieldName(field, locale));
    }
  }
  for (const pack of activity.packages) {
    for (const locale of LOCALES) if (!pack.name[locale].trim()) missing.push(`package.${pack.id}.name.${locale}`);
  }
  for (const product of activity.products) {
    for (const locale of LOCALES) {
      if (!product.name[locale].trim()) missing.push(`product.${product.id}.name.${locale}`);
    }
    if (product.price_idr === 0) missing.push(`product.${product.id}.price_idr`);
    if (product.price_usd_cents === 0) missing.push(`product.${product.id}.price_usd`);
  }
  if (activity.packages.length === 0 || activity.products.length === 0) missing.push("packages");
  if (activity.images?.length === 0) missing.push("photos");
  return missing;
}

/** A slug as the catalogue writes them (lower case words joined by "-"), from an English name. */
export function slugFrom(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

export interface NewActivity {
  typeId: number;
  name: Record<Locale, string>;
}

/** The "New activity" form: its type and its name in both languages. */
export function parseNewActivity(
  fields: Readonly<Record<string, string>>,
): { ok: true; value: NewActivity } | { ok: false; problems: ActivityProblems } {
  const problems: ActivityProblems = [];
  const typeId = wholeIn(text(fields, "type"), 1, 1_000_000);
  if (typeId === null) problems.push(["type", "required"]);
  const name = byLocale((locale) => {
    const value = text(fields, textFieldName("name", locale));
    if (!value) problems.push([textFieldName("name", locale), "required"]);
    else if (value.length > TEXT_LIMITS.name) problems.push([textFieldName("name", locale), "tooLong"]);
    return value;
  });
  if (!problems.length && !slugFrom(name.en)) problems.push([textFieldName("name", "en"), "required"]);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: { typeId: typeId ?? 1, name } };
}
