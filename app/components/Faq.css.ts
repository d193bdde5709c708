import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const groups = style({ display: "grid", gap: vars.space.md });

export const group = style({
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  overflow: "hidden",
});

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
    "&::after": {
      content: '"+"',
      flex: "none",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      width: "28px",
      height: "28px",
      borderRadius: vars.radius.pill,
      background: vars.color.primarySoft,
      color: vars.color.primary,
      fontWeight: 800,
      fontSize: vars.font.sizeLg,
      lineHeight: 1,
    },
    [`${group}[open] > &::after`]: { content: '"−"' },
    [`${group}[open] > &`]: { borderBottom: `1px solid ${vars.color.border}` },
    "&:focus-visible": { outline: `3px solid ${vars.color.primary}`, outlineOffset: "-3px" },
  },
});

export const groupTitle = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: 700, color: vars.color.text });

export const items = style({ margin: 0, padding: `${vars.space.xs} ${vars.space.md} ${vars.space.md}` });

export const item = style({
  padding: `${vars.space.md} 0`,
  selectors: { "& + &": { borderTop: `1px solid ${vars.color.border}` } },
});

export const question = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.sizeMd,
  fontWeight: 700,
  color: vars.color.brandGreen,
});

export const answer = style({ margin: 0, lineHeight: 1.6, color: vars.color.text });

export const link = style({ color: vars.color.primary, fontWeight: 600 });
