/**
 * Reads the text of a version 1 QR code (21×21 modules, no quiet zone) as a scanner would, written
 * from the standard (ISO/IEC 18004) rather than from the encoder the site uses, so a test that
 * decodes the drawn code does not trust the encoder's own idea of what it drew. Without error
 * correction: the page's drawing is exact, so the two format copies must agree and the data must
 * parse as it is.
 */

const SIZE = 21;
const FORMAT_MASK = 0b101010000010010;
const ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:";

/** Finders with their separators and format areas, the timing lines: nothing of the data there. */
function isFunction(row: number, column: number): boolean {
  const nearTop = row <= 8;
  const nearLeft = column <= 8;
  const finder = (nearTop && nearLeft) || (nearTop && column >= SIZE - 8) || (row >= SIZE - 8 && nearLeft);
  return finder || row === 6 || column === 6;
}

const MASKS: ((row: number, column: number) => boolean)[] = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_r, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

/** The 15 format bits, most significant first, from the copy around the top-left finder and from the split copy. */
function formatCopies(modules: boolean[][]): [number, number] {
  const at = (row: number, column: number) => (modules[row]?.[column] ? 1 : 0);
  const aroundTopLeft: [number, number][] = [
    [8, 0],
    [8, 1],
    [8, 2],
    [8, 3],
    [8, 4],
    [8, 5],
    [8, 7],
    [8, 8],
    [7, 8],
    [5, 8],
    [4, 8],
    [3, 8],
    [2, 8],
    [1, 8],
    [0, 8],
  ];
  const split: [number, number][] = [
    ...[0, 1, 2, 3, 4, 5, 6].map((n): [number, number] => [SIZE - 1 - n, 8]),
    ...[7, 6, 5, 4, 3, 2, 1, 0].map((n): [number, number] => [8, SIZE - 1 - n]),
  ];
  const read = (cells: [number, number][]) => cells.reduce((bits, [row, column]) => (bits << 1) | at(row, column), 0);
  return [read(aroundTopLeft), read(split)];
}

/** The data bits in the standard's order: two-column strips from the right, up and down in turn, past the timing column. */
function dataBits(modules: boolean[][], mask: (row: number, column: number) => boolean): number[] {
  const bits: number[] = [];
  let upward = true;
  for (let right = SIZE - 1; right > 0; right -= 2) {
    if (right === 6) right = 5;
    for (let step = 0; step < SIZE; step += 1) {
      const row = upward ? SIZE - 1 - step : step;
      for (const column of [right, right - 1]) {
        if (isFunction(row, column)) continue;
        bits.push((modules[row]?.[column] ? 1 : 0) ^ (mask(row, column) ? 1 : 0));
      }
    }
    upward = !upward;
  }
  return bits;
}

class BitReader {
  private position = 0;
  constructor(private readonly bits: number[]) {}
  read(count: number): number {
    const slice = this.bits.slice(this.position, this.position + count);
    if (slice.length < count) throw new Error("The code ends inside a segment.");
    this.position += count;
    return slice.reduce((value, bit) => (value << 1) | bit, 0);
  }
}

/** The text a scanner reads from a version 1 code: numeric, alphanumeric and byte segments. */
export function decodeVersion1(modules: boolean[][]): string {
  if (modules.length !== SIZE || modules.some((row) => row.length !== SIZE)) throw new Error("Not a version 1 code.");
  const [first, second] = formatCopies(modules);
  if (first !== second) throw new Error("The two copies of the format information differ.");
  const mask = MASKS[((first ^ FORMAT_MASK) >> 10) & 0b111];
  if (!mask) throw new Error("No mask.");
  const reader = new BitReader(dataBits(modules, mask));
  let text = "";
  for (let mode = reader.read(4); mode !== 0; mode = reader.read(4)) {
    if (mode === 0b0010) text += alphanumeric(reader, reader.read(9));
    else if (mode === 0b0001) text += numeric(reader, reader.read(10));
    else if (mode === 0b0100) text += bytes(reader, reader.read(8));
    else throw new Error(`Unexpected mode ${mode}.`);
  }
  return text;
}

function alphanumeric(reader: BitReader, length: number): string {
  let text = "";
  for (let left = length; left > 0; left -= 2) {
    if (left === 1) text += ALPHANUMERIC[reader.read(6)];
    else {
      const pair = reader.read(11);
      text += `${ALPHANUMERIC[Math.floor(pair / 45)]}${ALPHANUMERIC[pair % 45]}`;
    }
  }
  return text;
}

function numeric(reader: BitReader, length: number): string {
  let text = "";
  for (let left = length; left > 0; left -= 3) {
    const digits = Math.min(3, left);
    text += String(reader.read([0, 4, 7, 10][digits] ?? 10)).padStart(digits, "0");
  }
  return text;
}

function bytes(reader: BitReader, length: number): string {
  return new TextDecoder().decode(Uint8Array.from({ length }, () => reader.read(8)));
}
