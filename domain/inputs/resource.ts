/**
 * A driver, guide or vehicle as the back office saves it (/admin/resources): one schema, a named
 * problem per field. A vehicle has seats and a plate; a driver or guide a phone and languages.
 */
import { type } from "arktype";
import { atMost, filled, type Parsed, parseFields, refusedAs, textField } from "./fields.ts";

export const RESOURCE_KINDS = ["driver", "guide", "vehicle"] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export type ResourceProblem =
  | "kindInvalid"
  | "nameRequired"
  | "nameTooLong"
  | "phoneInvalid"
  | "languagesInvalid"
  | "seatsInvalid"
  | "plateInvalid";

/** What a driver or guide may speak: language codes, as the form's checkboxes send them. */
export const RESOURCE_LANGUAGES = ["id", "en", "zh", "ja", "ko", "ru", "de", "fr", "nl", "es"] as const;

const PHONE = /^\+?[0-9 ()-]{6,30}$/;
const PLATE = /^[A-Z0-9 -]{2,15}$/;

/** Checkbox values arrive as one string or a list of them (JSON), or comma-separated text. */
const languages = refusedAs("languagesInvalid", type("string | string[] | undefined")).pipe((value, ctx) => {
  const codes = (Array.isArray(value) ? value : String(value ?? "").split(","))
    .map((code) => code.trim())
    .filter(Boolean);
  const known = codes.every((code) => (RESOURCE_LANGUAGES as readonly string[]).includes(code));
  return known ? [...new Set(codes)] : ctx.error({ message: "languagesInvalid" });
});

const shape = {
  kind: refusedAs("kindInvalid", type.enumerated(...RESOURCE_KINDS)),
  name: textField([
    ["nameRequired", filled],
    ["nameTooLong", atMost(80)],
  ] as const),
  phone: textField([["phoneInvalid", (value: string) => value === "" || PHONE.test(value)]] as const),
  languages,
  seats: refusedAs("seatsInvalid", type("string | number | undefined")).pipe((value) => String(value ?? "").trim()),
  plate: textField([["plateInvalid", (value: string) => value === "" || PLATE.test(value.toUpperCase())]] as const),
};
const schema = type(shape);
const FIELDS = Object.keys(shape);

export interface ResourceInput {
  kind: ResourceKind;
  name: string;
  phone: string;
  languages: string[];
  /** A vehicle's seats; null for a person. */
  seats: number | null;
  /** A vehicle's plate, upper case; null for a person. */
  plate: string | null;
}

/** The resource's fields; a vehicle needs 1-60 seats, a person's seats and plate are dropped. */
export function parseResource(fields: Readonly<Record<string, unknown>>): Parsed<ResourceInput, ResourceProblem> {
  const parsed = parseFields<Record<string, unknown>, ResourceProblem>(schema, FIELDS, fields);
  if (!parsed.ok) return parsed;
  const value = parsed.value as Omit<ResourceInput, "seats"> & { seats: string };
  if (value.kind !== "vehicle") return { ok: true, value: { ...value, seats: null, plate: null } };
  const seats = Number(value.seats);
  if (!(value.seats !== "" && Number.isInteger(seats) && seats >= 1 && seats <= 60)) {
    return { ok: false, problems: [["seats", "seatsInvalid"]] };
  }
  return { ok: true, value: { ...value, seats, plate: value.plate ? (value.plate as string).toUpperCase() : null } };
}

/** A resource as /admin/resources lists it. */
export interface ResourceView {
  id: number;
  kind: ResourceKind;
  name: string;
  phone: string;
  languages: string[];
  seats: number | null;
  plate: string | null;
  retiredAt: string | null;
  version: number;
}
