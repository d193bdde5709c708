import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const form = style({ display: "grid", gap: vars.space.md, padding: vars.space.md });

export const subject = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const rating = style({ display: "grid", gap: vars.space.xs, margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: 600, fontSize: vars.font.sizeSm });

export const stars = style({ display: "flex", alignItems: "center", gap: vars.space.xs });

/** A 44 px target per star; the radio covers it, invisible, so a tap lands on the radio itself. */
export const star = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  borderRadius: vars.radius.pill,
  color: vars.color.star,
  cursor: "pointer",
  selectors: { "&:has(input:focus-visible)": { outline: `3px solid ${vars.color.primary}`, outlineOffset: "2px" } },
});

globalStyle(`${star} input`, {
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  margin: 0,
  opacity: 0,
  cursor: "pointer",
});

export const ratingText = style({
  marginLeft: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  whiteSpace: "nowrap",
});

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

export const counter = style({ justifySelf: "end", color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const field = style({ display: "grid", gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontWeight: 600, fontSize: vars.font.sizeSm });

export const control = style({
  width: "100%",
  minHeight: "44px",
  padding: `${vars.space.sm} 12px`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  ":focus-visible": { outline: `3px solid ${vars.color.primarySoft}`, borderColor: vars.color.primary },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

export const textarea = style([control, { minHeight: "132px", resize: "vertical", lineHeight: 1.5 }]);

export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.sizeSm, fontWeight: 600 });

/** The server's refusal of the last post (address not confirmed, the day's limit), above Send. */
export const refusal = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
});
