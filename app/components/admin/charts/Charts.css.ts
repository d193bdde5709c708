import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const figure = style({ margin: 0, display: "grid", gap: vars.space.sm, minWidth: 0 });

export const caption = style({ fontWeight: 600 });

/** The chart scales to its box: 390 px wide phones get the whole chart, with its labels at a readable size. */
export const svg = style({ display: "block", width: "100%", height: "auto", overflow: "visible" });

export const axisText = style({ fill: vars.color.textMuted, fontSize: "12px" });
export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 });
export const line = style({ fill: "none", strokeWidth: 2.5, strokeLinejoin: "round", strokeLinecap: "round" });

/** The series' colours: the brand's orange and green, and blue; each 3:1 or more against white. */
export const seriesColors = [vars.color.primary, vars.color.brandGreen, vars.color.info] as const;

export const legend = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontSize: vars.font.sizeSm,
});

export const swatch = style({
  display: "inline-block",
  width: "12px",
  height: "12px",
  marginRight: vars.space.xs,
  borderRadius: "2px",
  verticalAlign: "middle",
});

/** The numbers behind the chart: read by screen readers, hidden on screen, printed instead of nothing. */
export const dataTable = style({
  // A table grows to its content whatever its width says: as a block, the 1 px holds.
  display: "block",
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  "@media": {
    print: {
      display: "table",
      position: "static",
      width: "auto",
      height: "auto",
      overflow: "visible",
      clip: "auto",
      whiteSpace: "normal",
    },
  },
});

/** A report's own table, shown on screen, scrolling sideways inside its card rather than widening the page. */
export const tableBox = style({ overflowX: "auto", maxWidth: "100%" });

export const table = style({ borderCollapse: "collapse", width: "100%", fontSize: vars.font.sizeSm });
globalStyle(`${table} th, ${table} td, ${dataTable} th, ${dataTable} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "left",
});
globalStyle(`${table} td.number, ${table} th.number`, { textAlign: "right", fontVariantNumeric: "tabular-nums" });
