import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const strip = style({
  // Bleeds to the screen edges on a phone, so the row visibly continues past the padding.
  margin: `0 calc(-1 * ${vars.space.md})`,
  minWidth: 0,
  "@media": { "(min-width: 768px)": { margin: 0 } },
});

export const list = style({
  // The offset parent of the entries, so the chosen one can be scrolled to.
  position: "relative",
  display: "flex",
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.sm}`,
  listStyle: "none",
  overflowX: "auto",
  scrollSnapType: "x proximity",
  scrollPaddingInline: vars.space.md,
  scrollbarWidth: "thin",
  "@media": {
    "(min-width: 768px)": { flexWrap: "wrap", overflowX: "visible", padding: `${vars.space.xs} 0` },
  },
});

export const item = style({ flexShrink: 0, scrollSnapAlign: "start" });

export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
  whiteSpace: "nowrap",
  textDecoration: "none",
  transition: "background 120ms ease, border-color 120ms ease",
  ":hover": { borderColor: vars.color.primary, background: vars.color.primarySoft },
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
      boxShadow: vars.shadow.card,
    },
  },
});
