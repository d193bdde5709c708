import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";
import { panel } from "./shared.css.ts";

export const header = style({ display: "grid", gap: vars.space.sm });

export const titleRow = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  lineHeight: 1.2,
  "@media": { "(min-width: 720px)": { fontSize: "2.125rem" } },
});

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const ratingLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  color: vars.color.text,
  textDecoration: "none",
  ":hover": { textDecoration: "underline" },
});

export const ratingValue = style({ fontWeight: 700 });

export const ratingCount = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const code = style({
  padding: "2px 10px",
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontVariantNumeric: "tabular-nums",
});

export const priceLine = style({ margin: 0, color: vars.color.textMuted });

/** An amount never breaks between its currency and its digits ("Rp / 300.000"). */
export const priceAmount = style({
  color: vars.color.primary,
  fontSize: vars.font.sizeLg,
  fontWeight: 800,
  whiteSpace: "nowrap",
});

export const details = style([panel, { overflow: "hidden" }]);

export const summary = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  minHeight: "52px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: "pointer",
  listStyle: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:focus-visible": { outlineOffset: "-3px" },
  },
});

export const summaryTitle = style({ margin: 0, fontSize: vars.font.sizeMd });

export const chevron = style({
  display: "inline-flex",
  color: vars.color.primary,
  transition: "transform 150ms ease",
  selectors: { [`${details}[open] &`]: { transform: "rotate(180deg)" } },
});

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.font.sizeSm,
  borderTop: `1px solid ${vars.color.border}`,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: "left",
  verticalAlign: "top",
});

globalStyle(`${table} th`, { width: "42%", color: vars.color.textMuted, fontWeight: 500 });

globalStyle(`${table} td`, { fontWeight: 600 });

globalStyle(`${table} tr + tr`, { borderTop: `1px solid ${vars.color.border}` });

globalStyle(`${table} strong`, { color: vars.color.primary });

export const tableLink = style({ fontWeight: 700 });
