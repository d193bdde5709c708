import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";
import { REGENCY_SHAPES } from "./bali-regencies.ts";

const DESKTOP = "(min-width: 768px)";

export const section = style({
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const toggle = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  minHeight: "48px",
  padding: `0 ${vars.space.md}`,
  color: vars.color.text,
  fontWeight: 700,
  cursor: "pointer",
  listStyle: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:focus-visible": { outlineOffset: "-3px" },
  },
});

export const chevron = style({
  display: "inline-flex",
  color: vars.color.primary,
  transition: "transform 150ms ease",
  selectors: { [`${section}[open] &`]: { transform: "rotate(180deg)" } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const body = style({
  display: "grid",
  gap: vars.space.md,
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  "@media": { [DESKTOP]: { gridTemplateColumns: "3fr 2fr", alignItems: "start" } },
});

/** The sea; the land sits on it. */
export const map = style({
  display: "block",
  width: "100%",
  height: "auto",
  borderRadius: vars.radius.sm,
  background: vars.color.infoSoft,
});

export const area = style({
  stroke: vars.color.surface,
  strokeWidth: 2,
  strokeLinejoin: "round",
  transition: "fill 120ms ease",
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

/** A regency this page lists something in: a link for a pointer. */
export const region = style({});

/** A regency this page lists nothing in: drawn, greyed, not a link. */
export const emptyRegion = style({});

const labelText = {
  fill: vars.color.text,
  fontSize: "26px",
  fontWeight: 700,
  textAnchor: "middle",
  pointerEvents: "none",
  // A halo in the colour beneath keeps the name readable where it crosses a border or a line.
  paintOrder: "stroke",
  strokeWidth: 4,
  strokeLinejoin: "round",
} as const;

/** A name written on its regency. */
export const label = style({ ...labelText, stroke: vars.color.primarySoft });

/** A name written in the sea beside a regency too small for it: it stays dark when the regency lights up. */
export const seaLabel = style({ ...labelText, stroke: vars.color.infoSoft });

export const pointer = style({ stroke: vars.color.text, strokeWidth: 1.5 });

/** The name of a regency the page lists something in, and of one it lists nothing in. */
export const listedName = style({ pointerEvents: "none" });
export const unlistedName = style({ pointerEvents: "none" });

globalStyle(`${region} ${area}`, { fill: vars.color.primarySoft });
globalStyle(`${emptyRegion} ${area}`, { fill: vars.color.neutralSoft });
globalStyle(`${unlistedName} ${label}`, { fill: vars.color.textMuted, stroke: vars.color.neutralSoft });
globalStyle(`${unlistedName} ${seaLabel}`, { fill: vars.color.textMuted });

/**
 * The regency the list shows, and the one a pointer or the key's focus is on. Its name keeps its dark
 * text and light halo, which read on the lit regency and on its neighbours alike.
 */
const litRegions = [
  `${region}[data-current]`,
  `${region}:hover`,
  ...REGENCY_SHAPES.map(
    ({ slug }) =>
      `${section}:has([data-regency="${slug}"] a:is(:hover, :focus-visible)) ${region}[data-regency="${slug}"]`,
  ),
];
globalStyle(litRegions.map((selector) => `${selector} ${area}`).join(", "), { fill: vars.color.primary });

export const key = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [DESKTOP]: { gridTemplateColumns: "1fr" } },
});

const keyEntry = style({
  display: "grid",
  alignContent: "center",
  minHeight: "48px",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  lineHeight: 1.3,
});

export const keyLink = style([
  keyEntry,
  {
    border: `1px solid ${vars.color.border}`,
    color: vars.color.text,
    textDecoration: "none",
    ":hover": { borderColor: vars.color.primary, background: vars.color.primarySoft },
    selectors: {
      '&[aria-current="page"]': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    },
  },
]);

export const keyEmpty = style([keyEntry, { color: vars.color.textMuted }]);

export const keyName = style({ fontWeight: 700 });

export const keyCounts = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });
