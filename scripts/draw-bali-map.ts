/**
 * Draws the map of Bali's regencies (decision 0089) into app/components/map/bali-regencies.ts.
 * The outlines are our own, drawn by hand from the island's known coast towns and the regencies'
 * borders (a few dozen points, a few hundred metres apart at best): no boundary data set is
 * reachable here, and the map is for choosing a regency, not for finding a road. Points are
 * longitude and latitude; each border between two regencies is one named list of points, used by
 * both, so neighbours meet exactly. Run it after changing a point, then commit the module:
 * `node scripts/draw-bali-map.ts`.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

type Point = readonly [longitude: number, latitude: number];

// The view: longitude 114.40 to 115.733, latitude -8.03 to -8.863, 600 units a degree.
const WEST = 114.4;
const NORTH = -8.03;
const SCALE = 600;
const WIDTH = 800;
const HEIGHT = 500;

// Where three regencies meet, and where a border reaches the sea.
const P = {
  jembranaBulelengCoast: [114.53, -8.13],
  jembranaBulelengTabanan: [114.93, -8.32],
  jembranaTabananCoast: [114.88, -8.49],
  tabananBulelengBadung: [115.19, -8.24],
  badungBulelengBangli: [115.23, -8.21],
  badungBangliGianyar: [115.24, -8.34],
  badungGianyarDenpasar: [115.22, -8.59],
  badungTabananCoast: [115.1, -8.635],
  badungDenpasarCoast: [115.215, -8.725],
  gianyarDenpasarCoast: [115.272, -8.655],
  gianyarBangliKlungkung: [115.36, -8.53],
  gianyarKlungkungCoast: [115.37, -8.59],
  bangliKarangasemKlungkung: [115.41, -8.49],
  bangliBulelengKarangasem: [115.42, -8.19],
  bulelengKarangasemCoast: [115.44, -8.17],
  karangasemKlungkungCoast: [115.47, -8.545],
} as const satisfies Record<string, Point>;

/** A line of points from one end to the other, ends included. */
const line = (...points: Point[]): Point[] => points;
const reversed = (points: Point[]): Point[] => [...points].reverse();

// Coasts, clockwise round the island (north coast eastwards, then the south coast westwards).
const coast = {
  jembrana: line(
    P.jembranaTabananCoast,
    [114.81, -8.42],
    [114.7, -8.4],
    [114.6, -8.395],
    [114.52, -8.35],
    [114.46, -8.27],
    [114.435, -8.175],
    [114.47, -8.1],
    [114.5, -8.11],
    P.jembranaBulelengCoast,
  ),
  buleleng: line(
    P.jembranaBulelengCoast,
    [114.65, -8.13],
    [114.76, -8.15],
    [114.83, -8.19],
    [114.94, -8.19],
    [115.03, -8.16],
    [115.1, -8.11],
    [115.19, -8.07],
    [115.33, -8.12],
    P.bulelengKarangasemCoast,
  ),
  karangasem: line(
    P.bulelengKarangasemCoast,
    [115.5, -8.21],
    [115.59, -8.27],
    [115.65, -8.33],
    [115.71, -8.38],
    [115.69, -8.44],
    [115.63, -8.47],
    [115.57, -8.51],
    [115.51, -8.53],
    P.karangasemKlungkungCoast,
  ),
  klungkung: line(P.karangasemKlungkungCoast, [115.44, -8.56], P.gianyarKlungkungCoast),
  gianyar: line(P.gianyarKlungkungCoast, [115.32, -8.62], P.gianyarDenpasarCoast),
  denpasar: line(P.gianyarDenpasarCoast, [115.265, -8.7], [115.245, -8.73], P.badungDenpasarCoast),
  // Benoa's bay, Tanjung Benoa, Nusa Dua, the Bukit's cliffs round to Uluwatu, Jimbaran, Kuta, Canggu.
  badung: line(
    P.badungDenpasarCoast,
    [115.195, -8.75],
    [115.225, -8.75],
    [115.235, -8.8],
    [115.2, -8.84],
    [115.13, -8.85],
    [115.085, -8.83],
    [115.095, -8.79],
    [115.16, -8.77],
    [115.165, -8.72],
    [115.15, -8.69],
    [115.12, -8.655],
    P.badungTabananCoast,
  ),
  tabanan: line(P.badungTabananCoast, [115.085, -8.62], [115.0, -8.57], [114.93, -8.52], P.jembranaTabananCoast),
};

// Borders on land, each from one end to the other.
const border = {
  jembranaBuleleng: line(
    P.jembranaBulelengCoast,
    [114.6, -8.22],
    [114.72, -8.27],
    [114.85, -8.3],
    P.jembranaBulelengTabanan,
  ),
  jembranaTabanan: line(P.jembranaBulelengTabanan, [114.9, -8.4], P.jembranaTabananCoast),
  tabananBuleleng: line(P.jembranaBulelengTabanan, [115.02, -8.3], [115.1, -8.27], P.tabananBulelengBadung),
  tabananBadung: line(P.tabananBulelengBadung, [115.15, -8.35], [115.16, -8.47], [115.13, -8.56], P.badungTabananCoast),
  badungBuleleng: line(P.tabananBulelengBadung, P.badungBulelengBangli),
  badungBangli: line(P.badungBulelengBangli, [115.25, -8.27], P.badungBangliGianyar),
  badungGianyar: line(P.badungBangliGianyar, [115.22, -8.45], [115.21, -8.55], P.badungGianyarDenpasar),
  badungDenpasar: line(
    P.badungGianyarDenpasar,
    [115.18, -8.62],
    [115.17, -8.67],
    [115.19, -8.7],
    P.badungDenpasarCoast,
  ),
  gianyarDenpasar: line(P.badungGianyarDenpasar, [115.26, -8.61], P.gianyarDenpasarCoast),
  gianyarBangli: line(
    P.badungBangliGianyar,
    [115.31, -8.32],
    [115.32, -8.42],
    [115.34, -8.5],
    P.gianyarBangliKlungkung,
  ),
  gianyarKlungkung: line(P.gianyarBangliKlungkung, P.gianyarKlungkungCoast),
  bangliBuleleng: line(P.badungBulelengBangli, [115.32, -8.16], P.bangliBulelengKarangasem),
  bangliKarangasem: line(
    P.bangliBulelengKarangasem,
    [115.46, -8.27],
    [115.44, -8.36],
    [115.42, -8.45],
    P.bangliKarangasemKlungkung,
  ),
  bangliKlungkung: line(P.bangliKarangasemKlungkung, P.gianyarBangliKlungkung),
  bulelengKarangasem: line(P.bangliBulelengKarangasem, P.bulelengKarangasemCoast),
  karangasemKlungkung: line(P.bangliKarangasemKlungkung, [115.45, -8.5], P.karangasemKlungkungCoast),
};

// Klungkung's islands: Nusa Penida, Nusa Lembongan and Nusa Ceningan between them.
const nusaPenida = line(
  [115.47, -8.68],
  [115.52, -8.675],
  [115.56, -8.68],
  [115.6, -8.7],
  [115.62, -8.75],
  [115.6, -8.8],
  [115.54, -8.84],
  [115.49, -8.8],
  [115.47, -8.76],
  [115.46, -8.72],
);
const nusaLembongan = line([115.435, -8.663], [115.455, -8.665], [115.46, -8.685], [115.445, -8.698], [115.43, -8.685]);
const nusaCeningan = line([115.449, -8.699], [115.465, -8.694], [115.469, -8.705], [115.452, -8.712]);

/** A closed outline from its pieces, each ending where the next starts. */
function ring(...pieces: Point[][]): Point[] {
  return pieces.flatMap((piece, index) => (index === 0 ? piece : piece.slice(1))).slice(0, -1);
}

interface Regency {
  slug: string;
  rings: Point[][];
  /** Where the name is written: the middle of the text's baseline. */
  label: Point;
  /** A name written beside a small regency, in the sea, with a line from near it to the regency. */
  pointer?: readonly [from: Point, to: Point];
}

const regencies: Regency[] = [
  {
    slug: "jembrana",
    rings: [ring(coast.jembrana, border.jembranaBuleleng, border.jembranaTabanan)],
    label: [114.67, -8.31],
  },
  {
    slug: "buleleng",
    rings: [
      ring(
        coast.buleleng,
        reversed(border.bulelengKarangasem),
        reversed(border.bangliBuleleng),
        reversed(border.badungBuleleng),
        reversed(border.tabananBuleleng),
        reversed(border.jembranaBuleleng),
      ),
    ],
    label: [115.02, -8.215],
  },
  {
    slug: "tabanan",
    rings: [ring(border.tabananBuleleng, border.tabananBadung, coast.tabanan, reversed(border.jembranaTabanan))],
    label: [115.04, -8.44],
  },
  {
    slug: "badung",
    rings: [
      ring(
        border.badungBuleleng,
        border.badungBangli,
        border.badungGianyar,
        border.badungDenpasar,
        coast.badung,
        reversed(border.tabananBadung),
      ),
    ],
    label: [115.13, -8.82],
  },
  {
    slug: "denpasar",
    rings: [ring(border.gianyarDenpasar, coast.denpasar, reversed(border.badungDenpasar))],
    label: [115.36, -8.835],
    pointer: [
      [115.3, -8.8],
      [115.235, -8.68],
    ],
  },
  {
    slug: "gianyar",
    rings: [
      ring(
        border.gianyarBangli,
        border.gianyarKlungkung,
        coast.gianyar,
        reversed(border.gianyarDenpasar),
        reversed(border.badungGianyar),
      ),
    ],
    label: [115.28, -8.5],
  },
  {
    slug: "bangli",
    rings: [
      ring(
        border.bangliBuleleng,
        border.bangliKarangasem,
        border.bangliKlungkung,
        reversed(border.gianyarBangli),
        reversed(border.badungBangli),
      ),
    ],
    label: [115.35, -8.29],
  },
  {
    slug: "klungkung",
    rings: [
      ring(border.karangasemKlungkung, coast.klungkung, reversed(border.gianyarKlungkung), border.bangliKlungkung),
      nusaPenida,
      nusaLembongan,
      nusaCeningan,
    ],
    label: [115.54, -8.785],
  },
  {
    slug: "karangasem",
    rings: [
      ring(
        coast.karangasem,
        reversed(border.karangasemKlungkung),
        reversed(border.bangliKarangasem),
        border.bulelengKarangasem,
      ),
    ],
    label: [115.575, -8.4],
  },
];

const project = ([longitude, latitude]: Point): [number, number] => [
  Math.round((longitude - WEST) * SCALE),
  Math.round((NORTH - latitude) * SCALE),
];

function pathOf(rings: Point[][]): string {
  return rings
    .map((points) => {
      const [first, ...rest] = points.map(project);
      return `M${first?.join(" ")}L${rest.map((point) => point.join(" ")).join(" ")}Z`;
    })
    .join("");
}

const shapes = regencies.map(({ slug, rings, label, pointer }) => {
  const [x, y] = project(label);
  const shape: Record<string, unknown> = { slug, d: pathOf(rings), label: { x, y } };
  if (pointer) {
    const [[fromX, fromY], [toX, toY]] = pointer.map(project) as [[number, number], [number, number]];
    shape.pointer = { from: { x: fromX, y: fromY }, to: { x: toX, y: toY } };
  }
  return shape;
});

const module = `// Made by scripts/draw-bali-map.ts from its hand-drawn outlines (decision 0089): change the script, not this file.

export const MAP_WIDTH = ${WIDTH};
export const MAP_HEIGHT = ${HEIGHT};

export interface RegencyShape {
  /** The regency's slug, as the regencies table and the URLs spell it. */
  slug: string;
  /** The outline, in the map's units (an island is one more closed piece). */
  d: string;
  /** The middle of the name's baseline. */
  label: { x: number; y: number };
  /** A regency too small for its name: the name stands in the sea, with this line to the regency. */
  pointer?: { from: { x: number; y: number }; to: { x: number; y: number } };
}

export const REGENCY_SHAPES: readonly RegencyShape[] = ${JSON.stringify(shapes, null, 2)};
`;

const target = join(import.meta.dirname, "..", "app", "components", "map", "bali-regencies.ts");
writeFileSync(target, module);
// The module is committed: written as the linter formats it, so a run that changes no point changes nothing.
execFileSync("npx", ["biome", "format", "--write", target], { stdio: "inherit" });
