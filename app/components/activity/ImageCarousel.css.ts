import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

const dim = (percent: number) => `color-mix(in srgb, ${vars.color.text} ${percent}%, transparent)`;

export const carousel = style({
  position: "relative",
  overflow: "hidden",
  background: vars.color.brandGreen,
  "@media": { "(min-width: 720px)": { borderRadius: vars.radius.md, boxShadow: vars.shadow.card } },
});

const snapRow = {
  display: "flex",
  margin: 0,
  padding: 0,
  listStyle: "none",
  overflowX: "auto",
  overscrollBehaviorX: "contain",
  scrollSnapType: "x mandatory",
  scrollbarWidth: "none",
  selectors: { "&::-webkit-scrollbar": { display: "none" } },
} as const;

export const track = style(snapRow);

export const slide = style({ flex: "0 0 100%", scrollSnapAlign: "start", scrollSnapStop: "always" });

export const slideButton = style({
  display: "block",
  width: "100%",
  padding: 0,
  border: 0,
  background: "none",
  cursor: "zoom-in",
  selectors: { "&:focus-visible": { outlineOffset: "-3px" } },
});

export const slideImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "3 / 2",
  objectFit: "cover",
  "@media": { "(min-width: 720px)": { aspectRatio: "16 / 9" } },
});

export const navButton = style({
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
  ":hover": { background: vars.color.primarySoft },
  ":disabled": { opacity: 0.4, cursor: "default" },
});

export const prev = style({ left: vars.space.sm });
export const next = style({ right: vars.space.sm });

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

export const viewer = style({
  width: "100vw",
  maxWidth: "none",
  height: "100dvh",
  maxHeight: "none",
  margin: 0,
  padding: 0,
  border: 0,
  overflow: "hidden",
  background: vars.color.text,
  color: vars.color.onPrimary,
  selectors: {
    "&[open]": { display: "flex", flexDirection: "column" },
    "&::backdrop": { background: vars.color.text },
  },
});

export const viewerBar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  fontWeight: 700,
});

export const viewerCount = style({ fontSize: vars.font.sizeSm });

export const viewerClose = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "48px",
  height: "48px",
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: "none",
  color: "inherit",
  cursor: "pointer",
  ":hover": { background: dim(40) },
  selectors: { "&:focus-visible": { outlineColor: vars.color.onPrimary, outlineOffset: "-4px" } },
});

export const viewerTrack = style([snapRow, { flex: 1, minHeight: 0 }]);

export const viewerSlide = style({
  flex: "0 0 100%",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  scrollSnapAlign: "start",
  scrollSnapStop: "always",
});

export const viewerImage = style({ width: "100%", height: "100%", maxHeight: "100%", objectFit: "contain" });
