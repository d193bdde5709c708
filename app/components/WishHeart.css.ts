import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

/** A card that carries a heart: the heart sits over its picture, beside (not inside) its link. */
globalStyle("li:has(> button[data-wish])", { position: "relative" });

const base = style({
  display: "inline-grid",
  placeItems: "center",
  // 44 px: a target a thumb finds (WCAG 2.5.5).
  width: "44px",
  height: "44px",
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.primary,
  cursor: "pointer",
  selectors: {
    "&:focus-visible": { outline: `3px solid ${vars.color.info}`, outlineOffset: "2px" },
  },
});

export const overPicture = style([base, { position: "absolute", top: vars.space.sm, right: vars.space.sm, zIndex: 1 }]);

export const inline = style([base, { flex: "none" }]);

/** The heart's shape: outlined when not saved, filled when saved (the button's aria-pressed). */
export const shape = style({
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  selectors: { [`${base}[aria-pressed="true"] &`]: { fill: "currentColor" } },
});
