/**
 * The arithmetic of the back office's charts (app/components/admin/charts/): where a value sits on
 * an axis and which round numbers label it. Pure, so the server renders the SVG and a unit test
 * checks the numbers.
 */

/** A linear map from the data's domain [0, max] onto the pixels [start, end]. */
export interface LinearScale {
  max: number;
  ticks: number[];
  at: (value: number) => number;
}

/** 1, 2 or 5 times a power of ten, the smallest at least `rough`: steps a reader counts in. */
export function niceStep(rough: number): number {
  if (!(rough > 0) || !Number.isFinite(rough)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * About `count` round ticks from 0 to the first tick at or above `max`. Whole numbers only when
 * the data are counts (`whole`), so an axis of one or two bookings never reads 0.5.
 */
export function niceTicks(max: number, count = 4, whole = true): number[] {
  const top = max > 0 && Number.isFinite(max) ? max : 1;
  const step = whole ? Math.max(1, niceStep(top / count)) : niceStep(top / count);
  const last = Math.ceil(top / step - 1e-9) * step;
  const ticks: number[] = [];
  // Rounded to the step's decimals, so 0.1 + 0.2 is never written 0.30000000000000004.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  for (let index = 0; index * step <= last + step / 2; index += 1) ticks.push(Number((index * step).toFixed(decimals)));
  return ticks;
}

/** The scale of values 0..max onto [start, end] (end may be smaller: SVG's y grows downwards). */
export function linearScale(max: number, start: number, end: number, whole = true): LinearScale {
  const ticks = niceTicks(max, 4, whole);
  const top = ticks.at(-1) ?? 1;
  return { max: top, ticks, at: (value) => start + ((end - start) * Math.max(0, value)) / top };
}

/** `count` equal bands across [start, end]: where band `index` starts, and its width less a gap. */
export function bandScale(count: number, start: number, end: number, gapRatio = 0.2) {
  const band = count > 0 ? (end - start) / count : 0;
  return {
    band,
    width: band * (1 - gapRatio),
    at: (index: number) => start + band * index + (band * gapRatio) / 2,
    middle: (index: number) => start + band * index + band / 2,
  };
}

/** Which of `count` labels to print so that at most `room` show, evenly, always the first. */
export function labelEvery(count: number, room: number): number {
  return count <= room || room < 1 ? 1 : Math.ceil(count / room);
}

/** A label cut to `room` characters with an ellipsis, so that it stays inside its slot of the axis. */
export function fitLabel(label: string, room: number): string {
  const characters = [...label];
  if (characters.length <= room) return label;
  const kept = characters
    .slice(0, Math.max(1, room - 1))
    .join("")
    .trimEnd();
  return `${kept}…`;
}

/** The running sums of a stack's parts: where each part starts and ends, bottom first. */
export function stackOf(values: readonly number[]): { from: number; to: number }[] {
  let sum = 0;
  return values.map((value) => {
    const from = sum;
    sum += Math.max(0, value);
    return { from, to: sum };
  });
}
