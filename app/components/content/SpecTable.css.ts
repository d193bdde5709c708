import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

/** A two-column table of facts: label left, value right, a hairline between rows. */
export const table = style({ width: "100%", borderCollapse: "collapse" });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "left",
  verticalAlign: "top",
});

globalStyle(`${table} tr:last-child th, ${table} tr:last-child td`, { borderBottom: 0 });

globalStyle(`${table} th`, {
  width: "45%",
  paddingRight: vars.space.md,
  color: vars.color.textMuted,
  fontWeight: 600,
});

globalStyle(`${table} td`, { fontWeight: 600 });

export const priceRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  marginTop: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const priceText = style({ display: "grid", fontSize: vars.font.sizeLg });

export const priceNote = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
