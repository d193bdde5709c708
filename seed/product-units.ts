/**
 * What one of a seeded product is (migration 0025): whom it books and how many seats it takes,
 * read from its English name and place in its package. Migration 0025 reads a stored catalogue
 * with the same words, and a worker test holds the two to the same answers.
 */
import type { ProductUnit } from "#domain/booking-rules.ts";

/** Words of an add-on for persons already counted: after a package's first product, these take no seat. */
export const ADD_ON_WORDS = [
  "supplement",
  "allowance",
  "extra hour",
  "minutes",
  "lunch",
  "ticket",
  "breakfast",
  "dinner",
  "photographer",
  "transfer",
  "gazebo",
  "massage",
  "car seat",
  "rental",
  "reflexology",
  "costume",
  "make-up",
  "video",
];
export const CHILD_WORDS = ["child", "kid", "infant", "teen"];
/** Words of a person: an optional product after the first that names none of them is an extra. */
export const PERSON_WORDS = [
  "person",
  "adult",
  "companion",
  "surfer",
  "diver",
  "rider",
  "climber",
  "guest",
  "couple",
  "people",
];
export const TWO_SEAT_WORDS = ["couple", "(2 people)"];

export interface SeededUnit {
  unit: ProductUnit;
  seats: number;
}

const EXTRA: SeededUnit = { unit: "extra", seats: 0 };

export function seededUnitOf(englishName: string, position: number, minimal: number): SeededUnit {
  const name = englishName.toLowerCase();
  const names = (words: string[]) => words.some((word) => name.includes(word));
  if (position > 0 && names(ADD_ON_WORDS)) return EXTRA;
  // A package's first product is its main guest ("Family (2 adults + 2 children)" included).
  if (position > 0 && names(CHILD_WORDS)) return { unit: "child", seats: 1 };
  if (position > 0 && minimal === 0 && !names(PERSON_WORDS)) return EXTRA;
  return { unit: "adult", seats: names(TWO_SEAT_WORDS) ? 2 : 1 };
}

/** Words of a vehicle that carries the persons of a private tour ("Per car", "Per jeep", "Per boat", "Per minibus"). */
export const VEHICLE_WORDS = ["car", "jeep", "van", "boat", "bus"];
/** What stands before a capacity: "(1–6 people)", "(1-6 people)", "(up to 6 people)", "(6 people)". */
export const CAPACITY_PREFIXES = ["–", "-", "to ", "("];
/** What follows it: "people)" or "passengers)". */
export const CAPACITY_NOUNS = ["people)", "passengers)"];

/**
 * The people one of a seeded product carries when it is a vehicle (migration 0039): a product
 * that books someone (not an extra) whose English name names a vehicle and its capacity; null
 * for any other. Migration 0039 reads a stored catalogue with the same words.
 */
export function seededPassengersOf(englishName: string, unit: ProductUnit): number | null {
  const name = englishName.toLowerCase();
  if (unit === "extra" || !VEHICLE_WORDS.some((word) => name.includes(word))) return null;
  let most: number | null = null;
  for (const prefix of CAPACITY_PREFIXES) {
    for (const noun of CAPACITY_NOUNS) {
      for (const [, digits] of name.matchAll(new RegExp(`${escaped(prefix)}(\\d+) ${escaped(noun)}`, "g"))) {
        most = Math.max(most ?? 0, Number(digits));
      }
    }
  }
  return most;
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
