/** An e-mail needs text on both sides of an @ (spec section 5); the server checks it properly. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(value.trim());
}
