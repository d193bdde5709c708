import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const frame = style({
  position: "relative",
  overflow: "hidden",
  background: vars.color.surface,
  "@media": {
    "(min-width: 720px)": { borderRadius: vars.radius.md, boxShadow: vars.shadow.card },
  },
});

export const track = style({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "100%",
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  scrollbarWidth: "none",
  listStyle: "none",
  margin: 0,
  padding: 0,
  selectors: { "&::-webkit-scrollbar": { display: "none" } },
});

export const slide = style({ scrollSnapAlign: "start", scrollSnapStop: "always" });

export const open = style({
  display: "block",
  width: "100%",
  padding: 0,
  border: 0,
  background: "none",
  cursor: "zoom-in",
  ":focus-visible": { outlineOffset: "-4px" },
});

export const image = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "3 / 2",
  objectFit: "cover",
  background: vars.color.primarySoft,
});

export const arrow = style({
  position: "absolute",
  top: "50%",
  transform: "translateY(-50%)",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
  cursor: "pointer",
  ":disabled": { opacity: 0, pointerEvents: "none" },
});

export const previous = style({ left: vars.space.sm });

export const next = style({ right: vars.space.sm });

export const flipped = style({ display: "inline-flex", transform: "scaleX(-1)" });

const dim = (percent: number) => `color-mix(in srgb, ${vars.color.text} ${percent}%, transparent)`;

export const counter = style({
  position: "absolute",
  right: vars.space.sm,
  bottom: vars.space.sm,
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: dim(80),
  color: vars.color.onPrimary,
  font: "inherit",
  fontSize: vars.font.sizeSm,
  fontWeight: 700,
  cursor: "zoom-in",
});
