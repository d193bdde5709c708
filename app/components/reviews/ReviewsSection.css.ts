import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const section = style({ display: "grid", gap: vars.space.md });

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const prompt = style({ margin: 0, color: vars.color.textMuted });

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const loading = style({
  position: "fixed",
  inset: "auto 16px 96px",
  zIndex: 50,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  fontWeight: 600,
});

export const spinner = style({
  width: "20px",
  height: "20px",
  borderRadius: "50%",
  border: `3px solid ${vars.color.primarySoft}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 800ms linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});
