import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const summary = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  "@media": {
    "(min-width: 560px)": { gridTemplateColumns: "auto 1fr", alignItems: "center", gap: vars.space.lg },
  },
});

export const average = style({ display: "grid", justifyItems: "center", gap: vars.space.xs, textAlign: "center" });

export const score = style({ fontSize: "2.5rem", fontWeight: 800, lineHeight: 1, color: vars.color.text });

export const count = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const bars = style({ display: "grid", gap: vars.space.xs, listStyle: "none", margin: 0, padding: 0 });

export const row = style({
  display: "grid",
  gridTemplateColumns: "4.5rem 1fr 3rem",
  alignItems: "center",
  gap: vars.space.sm,
  fontSize: vars.font.sizeSm,
});

export const level = style({ whiteSpace: "nowrap", color: vars.color.text });

export const track = style({
  display: "block",
  height: "10px",
  overflow: "hidden",
  borderRadius: vars.radius.pill,
  background: vars.color.border,
});

export const fill = style({
  display: "block",
  height: "100%",
  borderRadius: vars.radius.pill,
  background: vars.color.star,
});

export const percent = style({ textAlign: "right", color: vars.color.textMuted, fontVariantNumeric: "tabular-nums" });

export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});
