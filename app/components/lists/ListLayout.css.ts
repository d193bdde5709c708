import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const page = style({
  display: "grid",
  // One column that never grows past the screen, whatever its rows would like to be.
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  maxWidth: "1080px",
  margin: "0 auto",
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
  "@media": { "(min-width: 768px)": { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xl}` } },
});

/** Hidden on screen, read by assistive technology (labels whose meaning the layout already shows). */
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
