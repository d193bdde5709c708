import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

// The page behind an open viewer does not scroll.
globalStyle("html:has(dialog[data-image-viewer][open])", { overflow: "hidden" });

export const dialog = style({
  width: "100vw",
  height: "100dvh",
  maxWidth: "100vw",
  maxHeight: "100dvh",
  margin: 0,
  padding: 0,
  border: 0,
  background: vars.color.text,
  color: vars.color.surface,
  overscrollBehavior: "contain",
  selectors: {
    "&[open]": {
      display: "grid",
      gridTemplateRows: "auto 1fr",
      gridTemplateColumns: "1fr",
    },
  },
  "::backdrop": { background: vars.color.text },
});

export const bar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
});

export const counter = style({ margin: 0, fontSize: vars.font.sizeSm, fontWeight: 600 });

export const stage = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.md,
  minHeight: 0,
  margin: 0,
  padding: `0 ${vars.space.md} ${vars.space.xl}`,
  touchAction: "pan-y",
  userSelect: "none",
});

export const image = style({
  width: "auto",
  maxWidth: "min(100%, 1200px)",
  height: "auto",
  maxHeight: "calc(100dvh - 160px)",
  objectFit: "contain",
  borderRadius: vars.radius.sm,
});

export const caption = style({ maxWidth: "60ch", textAlign: "center", fontSize: vars.font.sizeSm, lineHeight: 1.5 });

export const iconButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "48px",
  height: "48px",
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: `color-mix(in srgb, ${vars.color.surface} 14%, transparent)`,
  color: vars.color.surface,
  cursor: "pointer",
  ":hover": { background: `color-mix(in srgb, ${vars.color.surface} 26%, transparent)` },
  ":focus-visible": { outline: `3px solid ${vars.color.surface}`, outlineOffset: "2px" },
});

const side = { position: "absolute", top: "50%", transform: "translateY(-50%)" } as const;

export const previous = style({ ...side, left: vars.space.sm });

export const next = style({ ...side, right: vars.space.sm });

export const flipped = style({ display: "inline-flex", transform: "scaleX(-1)" });
