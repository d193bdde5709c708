/** Bali keeps UTC+8 all year (Asia/Makassar, no daylight saving). */
const BALI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Bali's wall-clock time as "YYYY-MM-DDTHH:MM", the form event times are stored in. */
export function baliDateTime(now: Date = new Date()): string {
  return new Date(now.getTime() + BALI_OFFSET_MS).toISOString().slice(0, 16);
}

/** Today's date in Bali as "YYYY-MM-DD". */
export function baliToday(now: Date = new Date()): string {
  return baliDateTime(now).slice(0, 10);
}
