import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const form = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "52px",
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  selectors: { "&:focus-within": { borderColor: vars.color.primary } },
});

export const leadingIcon = style({ display: "inline-flex", color: vars.color.textMuted, flexShrink: 0 });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: "44px",
  border: 0,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.font.sizeMd,
  outline: "none",
  "::placeholder": { color: vars.color.textMuted },
});

export const submit = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  minWidth: "44px",
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  font: "inherit",
  fontWeight: 700,
  cursor: "pointer",
  ":hover": { background: vars.color.primaryHover },
});
