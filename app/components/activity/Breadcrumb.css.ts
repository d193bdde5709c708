import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const nav = style({ padding: `${vars.space.sm} ${vars.space.md}`, fontSize: vars.font.sizeSm });

export const list = style({
  display: "flex",
  alignItems: "center",
  gap: `0 ${vars.space.xs}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const item = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  flex: "none",
  selectors: {
    // The separator is decoration: an empty alternative text keeps screen readers quiet.
    "& + &::before": { content: '"›" / ""', color: vars.color.textMuted, fontSize: vars.font.sizeMd },
  },
});

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: "none",
  ":hover": { textDecoration: "underline" },
});

/** The current page's crumb gives way first: one line, cut with an ellipsis. */
export const currentItem = style({ flex: "0 1 auto", minWidth: 0 });

export const current = style({
  color: vars.color.textMuted,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});
