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
