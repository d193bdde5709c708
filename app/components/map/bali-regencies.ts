// Made by scripts/draw-bali-map.ts from its hand-drawn outlines (decision 0089): change the script, not this file.

export const MAP_WIDTH = 800;
export const MAP_HEIGHT = 500;

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

export const REGENCY_SHAPES: readonly RegencyShape[] = [
  {
    slug: "jembrana",
    d: "M288 276L246 234 180 222 120 219 72 192 36 144 21 87 42 42 60 48 78 60 120 114 192 144 270 162 318 174 300 222Z",
    label: {
      x: 162,
      y: 168,
    },
  },
  {
    slug: "buleleng",
    d: "M78 60L150 60 216 72 258 96 324 96 378 78 420 48 474 24 558 54 624 84 612 96 552 78 498 108 474 126 420 144 372 162 318 174 270 162 192 144 120 114Z",
    label: {
      x: 372,
      y: 111,
    },
  },
  {
    slug: "tabanan",
    d: "M318 174L372 162 420 144 474 126 450 192 456 264 438 318 420 363 411 354 360 324 318 294 288 276 300 222Z",
    label: {
      x: 384,
      y: 246,
    },
  },
  {
    slug: "badung",
    d: "M474 126L498 108 510 144 504 186 492 252 486 312 492 336 468 354 462 384 474 402 489 417 477 432 495 432 501 462 480 486 438 492 411 480 417 456 456 444 459 414 450 396 432 375 420 363 438 318 456 264 450 192Z",
    label: {
      x: 438,
      y: 474,
    },
  },
  {
    slug: "denpasar",
    d: "M492 336L516 348 523 375 519 402 507 420 489 417 474 402 462 384 468 354Z",
    label: {
      x: 576,
      y: 483,
    },
    pointer: {
      from: {
        x: 540,
        y: 462,
      },
      to: {
        x: 501,
        y: 390,
      },
    },
  },
  {
    slug: "gianyar",
    d: "M504 186L546 174 552 234 564 282 576 300 582 336 552 354 523 375 516 348 492 336 486 312 492 252Z",
    label: {
      x: 528,
      y: 282,
    },
  },
  {
    slug: "bangli",
    d: "M498 108L552 78 612 96 636 144 624 198 612 252 606 276 576 300 564 282 552 234 546 174 504 186 510 144Z",
    label: {
      x: 570,
      y: 156,
    },
  },
  {
    slug: "klungkung",
    d: "M606 276L630 282 642 309 624 318 582 336 576 300ZM642 390L672 387 696 390 720 402 732 432 720 462 684 486 654 462 642 438 636 414ZM621 380L633 381 636 393 627 401 618 393ZM629 401L639 398 641 405 631 409Z",
    label: {
      x: 684,
      y: 453,
    },
  },
  {
    slug: "karangasem",
    d: "M624 84L660 108 714 144 750 180 786 210 774 246 738 264 702 288 666 300 642 309 630 282 606 276 612 252 624 198 636 144 612 96Z",
    label: {
      x: 705,
      y: 222,
    },
  },
];
