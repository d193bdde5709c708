import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";
import { panel } from "./shared.css.ts";

export const group = style([panel, { overflow: "hidden" }]);

export const item = style({ selectors: { "& + &": { borderTop: `1px solid ${vars.color.border}` } } });

export const summary = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  minHeight: "56px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: "pointer",
  listStyle: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:focus-visible": { outlineOffset: "-3px" },
  },
});

export const title = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: 700 });

export const chevron = style({
  display: "inline-flex",
  flex: "none",
  color: vars.color.primary,
  transition: "transform 150ms ease",
  selectors: { [`${item}[open] &`]: { transform: "rotate(180deg)" } },
});

export const body = style({ padding: `0 ${vars.space.md} ${vars.space.md}` });

export const rich = style({ lineHeight: 1.6 });

globalStyle(`${rich} > :first-child`, { marginTop: 0 });
globalStyle(`${rich} > :last-child`, { marginBottom: 0 });

export const checkList = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

export const checkItem = style({ display: "flex", alignItems: "flex-start", gap: vars.space.sm, lineHeight: 1.45 });

export const check = style({
  display: "inline-flex",
  flex: "none",
  alignItems: "center",
  justifyContent: "center",
  width: "24px",
  height: "24px",
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  color: vars.color.brandGreen,
});

export const facts = style({ display: "grid", gap: vars.space.md, margin: 0 });

globalStyle(`${facts} dt`, { fontWeight: 700 });
globalStyle(`${facts} dd`, { margin: 0, color: vars.color.text });
