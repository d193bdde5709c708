import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const page = style({
  display: "grid",
  gap: vars.space.md,
  maxWidth: "760px",
  margin: "0 auto",
  padding: `${vars.space.lg} ${vars.space.md}`,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeXl });

export const lead = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.5 });

// As tall as a screen: the builder that replaces it is taller, so the footer starts below the fold
// and does not jump when the builder arrives (a layout shift of 0.28 before).
export const loading = style({ margin: 0, minHeight: "100svh", color: vars.color.textMuted });

export const builder = style({ display: "grid", gap: vars.space.lg });

export const panel = style({
  display: "grid",
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const panelTitle = style({ margin: 0, fontSize: vars.font.sizeLg });

export const fields = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(140px, 1fr))",
  gap: vars.space.md,
});

export const field = style({ display: "grid", gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontWeight: 600, fontSize: vars.font.sizeSm });

export const control = style({
  minHeight: "44px",
  width: "100%",
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.infoSoft,
  color: vars.color.info,
  fontWeight: 600,
});

export const days = style({ display: "grid", gap: vars.space.md, margin: 0, padding: 0, listStyle: "none" });

export const dayHeader = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space.sm,
});

export const dayTitle = style({ margin: 0, fontSize: vars.font.sizeMd });

export const items = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

export const item = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.neutralSoft,
});

export const itemName = style({ margin: 0, fontWeight: 600, lineHeight: 1.4 });

export const itemPrice = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, fontWeight: 400 });

export const itemControls = style({
  display: "grid",
  gridTemplateColumns: "auto auto 1fr auto",
  gap: vars.space.xs,
  alignItems: "center",
});

export const smallButton = style({
  minWidth: "44px",
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  cursor: "pointer",
  ":disabled": { opacity: 0.4, cursor: "default" },
});

export const warnings = style({ display: "grid", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });

export const warning = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
});

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const total = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.sm,
  fontWeight: 800,
  fontSize: vars.font.sizeLg,
});
