import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

/** Read by screen readers, not shown. */
export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});

/** A white card with the site's shadow and radius. */
export const panel = style({
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
