/**
 * Booking references a tourist reads out on the phone: "BT-7KX4-M9PQ". The alphabet leaves out
 * what is misread or misheard (0/O, 1/I/L, and U, which is heard as V or W); 30 symbols over 8
 * places give 6.5 × 10¹¹ references, so a collision is astronomically rare but still handled.
 */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
const SYMBOLS = 8;
// The largest multiple of the alphabet's size below 256: bytes from it up are redrawn, so every
// symbol is equally likely.
const UNBIASED_BYTES = 256 - (256 % REFERENCE_ALPHABET.length);

export const REFERENCE_PATTERN = new RegExp(`^BT-[${REFERENCE_ALPHABET}]{4}-[${REFERENCE_ALPHABET}]{4}$`);

export type RandomBytes = (count: number) => Uint8Array;

const cryptoBytes: RandomBytes = (count) => crypto.getRandomValues(new Uint8Array(count));

function randomSymbols(count: number, randomBytes: RandomBytes): string[] {
  const symbols: string[] = [];
  while (symbols.length < count) {
    for (const byte of randomBytes(count * 2)) {
      if (byte < UNBIASED_BYTES && symbols.length < count) {
        symbols.push(REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length] as string);
      }
    }
  }
  return symbols;
}

function newReference(prefix: string, randomBytes: RandomBytes): string {
  const symbols = randomSymbols(SYMBOLS, randomBytes);
  return `${prefix}-${symbols.slice(0, 4).join("")}-${symbols.slice(4).join("")}`;
}

export function newBookingReference(randomBytes: RandomBytes = cryptoBytes): string {
  return newReference("BT", randomBytes);
}

/** A trip plan's reference (issue 19): read out like a booking's, told apart by its "TR-". */
export const TRIP_REFERENCE_PATTERN = new RegExp(`^TR-[${REFERENCE_ALPHABET}]{4}-[${REFERENCE_ALPHABET}]{4}$`);

export function newTripReference(randomBytes: RandomBytes = cryptoBytes): string {
  return newReference("TR", randomBytes);
}

export const CONFIRMATION_ID_PATTERN = new RegExp(`^BK-\\d{6}-[${REFERENCE_ALPHABET}]{4}$`);

/**
 * A booking ID the operator did not type: "BK-261205-7KX4", the visit date (YYMMDD) that a driver
 * reads at a glance and four symbols of the reference alphabet. 810,000 per day of visit; the
 * unique index catches the rare clash and the caller draws again.
 */
export function newConfirmationId(visitDate: string, randomBytes: RandomBytes = cryptoBytes): string {
  const day = visitDate.slice(2, 10).replaceAll("-", "");
  return `BK-${day}-${randomSymbols(4, randomBytes).join("")}`;
}

const MAX_ATTEMPTS = 3;

/** A generated booking ID that another booking already has (its unique index, migration 0006). */
export function isConfirmationIdCollision(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: bookings\.confirmation_id/.test(error.message);
}

export function isReferenceCollision(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: (?:bookings|trips)\.reference/.test(error.message);
}

/** A clash of references, or of generated booking IDs: either is drawn again. */
export function isIdentifierCollision(error: unknown): boolean {
  return isReferenceCollision(error) || isConfirmationIdCollision(error);
}

/**
 * Runs `write` with a fresh reference until it does not collide with a stored one. The write is
 * one D1 batch, so a collision rolls all of it back and nothing is left half written.
 */

export async function withFreshReference<T>(
  write: (reference: string) => Promise<T>,
  newReference: () => string = newBookingReference,
  isCollision: (error: unknown) => boolean = isReferenceCollision,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write(newReference());
    } catch (error) {
      if (!isCollision(error) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
