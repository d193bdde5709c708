/**
 * The form check for an e-mail: text on both sides of an @ (spec section 5) and a dot in the part
 * after it, as the server's check requires, so the form never accepts what the server refuses.
 */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}
