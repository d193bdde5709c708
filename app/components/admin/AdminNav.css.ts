import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

/** Every section in sight on a phone: the entries wrap onto a second line instead of scrolling away. */
export const list = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const link = style({
  display: "inline-block",
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: "999px",
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: "none",
  whiteSpace: "nowrap",
  minHeight: "44px",
  lineHeight: "32px",
  selectors: { '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.onPrimary } },
});
