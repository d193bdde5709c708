/** Where an operator changes the order of what a page shows: one item at a time, one place up or down. */

/** -1 moves an item one place earlier (up), +1 one place later (down). */
export type Step = -1 | 1;

/** The items with the one at `index` swapped with its neighbour `by` places away; null when there is none. */
export function movedBy<T>(items: readonly T[], index: number, by: Step): T[] | null {
  const target = index + by;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return null;
  const moved = [...items];
  [moved[index], moved[target]] = [moved[target] as T, moved[index] as T];
  return moved;
}
