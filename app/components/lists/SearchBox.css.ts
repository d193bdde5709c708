import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const form = style({
  position: "relative",
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

export const listbox = style({
  position: "absolute",
  zIndex: 10,
  top: "calc(100% + 4px)",
  left: 0,
  right: 0,
  margin: 0,
  padding: vars.space.xs,
  listStyle: "none",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  selectors: { "&[hidden]": { display: "none" } },
});

export const option = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.border },
    "&:hover": { background: vars.color.border },
  },
});

export const kind = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, flexShrink: 0 });
