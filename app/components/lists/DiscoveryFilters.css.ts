import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";
import { button, secondaryButton } from "../widgets.css.ts";

const DESKTOP = "(min-width: 768px)";

export const bar = style({ display: "grid", gap: vars.space.sm });

/** The phone's "Filters" button; a desktop shows the form itself. */
export const opener = style({ "@media": { [DESKTOP]: { display: "none" } } });

export const openerButton = style([secondaryButton, { minHeight: "44px" }]);

/**
 * Folded away on a phone: the sheet shows the same fields. Without scripts the "Filters" link
 * targets the form, which then unfolds in place.
 */
export const form = style({
  display: "none",
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { "&:target": { display: "grid" } },
  "@media": { [DESKTOP]: { display: "grid" } },
});

export const fields = style({
  display: "grid",
  gap: vars.space.md,
  "@media": { [DESKTOP]: { gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))", alignItems: "start" } },
});

export const field = style({ display: "grid", gap: vars.space.xs });

export const group = style({ display: "grid", gap: vars.space.xs, margin: 0, padding: 0, border: 0, minWidth: 0 });

export const label = style({ padding: 0, fontWeight: 700, fontSize: vars.font.sizeSm });

export const pair = style({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: vars.space.sm });

export const inline = style({ display: "grid", gap: vars.space.xs, fontSize: vars.font.sizeSm });

export const input = style({
  minHeight: "44px",
  minWidth: 0,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
});

export const choice = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minHeight: "32px" });

globalStyle(`${choice} input`, { width: "20px", height: "20px", margin: 0, accentColor: vars.color.primary });

export const apply = style([button, { justifySelf: "start" }]);

export const chips = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "36px",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryHover,
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
  textDecoration: "none",
});

export const clear = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "36px",
  color: vars.color.primary,
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
});

export const sheetFooter = style({ display: "grid", gap: vars.space.sm });

export const count = style({ margin: 0, minHeight: "1.5em", color: vars.color.text, fontWeight: 600 });
