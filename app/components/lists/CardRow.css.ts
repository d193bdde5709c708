import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const block = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.font.sizeLg });

/** The row bleeds to the screen edges on a phone, so the next card visibly peeks in. */
export const row = style({
  margin: `0 calc(-1 * ${vars.space.md})`,
  padding: `0 ${vars.space.md}`,
  "@media": { "(min-width: 768px)": { margin: 0, padding: 0 } },
});
