import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

/** What the server said of the review just posted (it replaced the tourist's earlier one). */
export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  fontWeight: 600,
});
