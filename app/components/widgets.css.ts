import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const stars = style({ display: "inline-flex", alignItems: "center", color: vars.color.star });

/**
 * Five stars drawn by CSS masks, one tile (a 16 px star and a 2 px gap) repeated: a rating costs
 * two empty spans in the HTML instead of five inline SVGs (a home page shows about 125 ratings).
 */
const STAR_PATH = "m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z";
const starTile = (fill: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' width='27' height='24' viewBox='0 0 27 24'><path d='${STAR_PATH}' fill='${fill}' stroke='black' stroke-width='1.5'/></svg>`,
  )}")`;
export const STAR_TILE_PX = 18;

const starLayer = {
  height: "16px",
  backgroundColor: "currentColor",
  maskRepeat: "repeat-x",
  maskSize: `${STAR_TILE_PX}px 16px`,
} as const;

export const starTrack = style({
  ...starLayer,
  position: "relative",
  display: "inline-block",
  width: `${5 * STAR_TILE_PX - 2}px`,
  maskImage: starTile("none"),
});

export const starFill = style({
  ...starLayer,
  position: "absolute",
  top: 0,
  left: 0,
  maskImage: starTile("black"),
});

export const starBox = style({ position: "relative", display: "inline-block", lineHeight: 0 });

export const ratingText = style({ marginLeft: vars.space.xs, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const price = style({ fontWeight: 800, color: vars.color.primary, whiteSpace: "nowrap" });

export const readMore = style({
  marginLeft: vars.space.xs,
  padding: 0,
  border: 0,
  background: "none",
  color: vars.color.primary,
  font: "inherit",
  fontWeight: 600,
  textDecoration: "underline",
  cursor: "pointer",
});

export const richText = style({ lineHeight: 1.65 });

export const section = style({ maxWidth: "1080px", margin: "0 auto", padding: `${vars.space.lg} ${vars.space.md} 0` });

export const sectionHeader = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.font.sizeLg });

export const seeAll = style({ color: vars.color.primary, fontWeight: 600, whiteSpace: "nowrap" });

export const scrollRow = style({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "min(72%, 260px)",
  gap: vars.space.md,
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  paddingBottom: vars.space.sm,
  listStyle: "none",
  margin: 0,
  paddingLeft: 0,
});

globalStyle(`${scrollRow} > *`, { scrollSnapAlign: "start" });

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 240px), 1fr))",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const card = style({
  display: "flex",
  flexDirection: "column",
  height: "100%",
  overflow: "hidden",
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: "none",
  transition: "transform 120ms ease",
  ":hover": { transform: "translateY(-2px)" },
});

export const cardBody = style({ display: "grid", gap: vars.space.xs, padding: vars.space.md, flex: 1 });

export const cardTitle = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: 700, lineHeight: 1.3 });

export const cardMeta = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

/**
 * A card's place and time lines draw their pin and clock with a CSS mask, as the stars do: a home
 * page shows 176 of them, and inline SVGs there cost 43 KB of HTML and about 530 elements to parse.
 */
const lineIcon = (shapes: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round'>${shapes}</svg>`,
  )}")`;

const cardMetaWithIcon = (icon: string) =>
  style([
    cardMeta,
    {
      "::before": {
        content: '""',
        flex: "none",
        width: "16px",
        height: "16px",
        backgroundColor: "currentColor",
        maskImage: icon,
        maskSize: "16px 16px",
      },
    },
  ]);

export const cardPlace = cardMetaWithIcon(
  lineIcon("<path d='M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Z'/><circle cx='12' cy='10' r='2.5'/>"),
);

export const cardTime = cardMetaWithIcon(lineIcon("<circle cx='12' cy='12' r='9'/><path d='M12 7v5l3 2'/>"));

export const badge = style({
  justifySelf: "start",
  padding: "2px 8px",
  borderRadius: vars.radius.pill,
  background: "#dcfce7",
  color: vars.color.brandGreen,
  fontSize: "0.75rem",
  fontWeight: 700,
});

/** "No dates open": the primary's soft warning colours, not the green of a promise. */
export const noDates = style([badge, { background: vars.color.primarySoft, color: vars.color.primaryHover }]);

export const cardFooter = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  marginTop: "auto",
  paddingTop: vars.space.sm,
});

/** A price with what it buys under it ("per person"), right-aligned in a card's footer. */
export const priceWithUnit = style({ display: "grid", justifyItems: "end", lineHeight: 1.2 });

export const priceUnit = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const button = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  // A link drawn as a button centres a wrapped label as a <button> does.
  textAlign: "center",
  minHeight: "44px",
  padding: `0 ${vars.space.lg}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  font: "inherit",
  fontWeight: 700,
  textDecoration: "none",
  cursor: "pointer",
  ":hover": { background: vars.color.primaryHover },
  ":disabled": { opacity: 0.6, cursor: "progress" },
});

export const secondaryButton = style([
  button,
  {
    background: vars.color.surface,
    color: vars.color.primary,
    border: `2px solid ${vars.color.primary}`,
    ":hover": { background: vars.color.primarySoft },
  },
]);

export const empty = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: "center",
});

export const nextAvailable = style({ margin: 0, fontSize: vars.font.sizeSm, lineHeight: 1.5 });
