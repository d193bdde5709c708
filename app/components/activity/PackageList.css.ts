import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";
import { panel as cardPanel } from "./shared.css.ts";

export const list = style({ display: "grid", gap: vars.space.md, margin: 0, padding: 0, listStyle: "none" });

export const card = style([
  cardPanel,
  {
    display: "grid",
    gap: vars.space.md,
    padding: vars.space.md,
    borderLeft: `4px solid transparent`,
    selectors: { '&[data-open="true"]': { borderLeftColor: vars.color.primary } },
  },
]);

export const head = style({ display: "grid", gap: vars.space.xs });

export const name = style({ margin: 0, fontSize: vars.font.sizeMd });

export const firstProduct = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const toggle = style({ flex: 1, padding: `0 ${vars.space.md}` });

export const book = style({ flex: 1, padding: `0 ${vars.space.md}` });

/** Under Details and Book now, the whole width. */
export const addToTrip = style({ flexBasis: "100%", padding: `0 ${vars.space.md}` });

export const panel = style({
  display: "grid",
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { "&[hidden]": { display: "none" } },
});

export const products = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.font.sizeSm });

export const caption = style({ textAlign: "left", fontWeight: 700, paddingBottom: vars.space.xs });

globalStyle(`${products} th, ${products} td`, { padding: `${vars.space.sm} 0`, verticalAlign: "top" });
globalStyle(`${products} th`, { textAlign: "left", fontWeight: 500 });
globalStyle(`${products} td`, { textAlign: "right", whiteSpace: "nowrap", paddingLeft: vars.space.md });
globalStyle(`${products} tr + tr`, { borderTop: `1px solid ${vars.color.border}` });

export const minimal = style({ display: "block", color: vars.color.textMuted, fontSize: "0.8125rem" });

export const detail = style({ lineHeight: 1.6, fontSize: vars.font.sizeSm });

globalStyle(`${detail} > :first-child`, { marginTop: 0 });
globalStyle(`${detail} > :last-child`, { marginBottom: 0 });
