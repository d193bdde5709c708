import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const tabs = style({ display: "grid", gap: vars.space.md });

export const list = style({
  display: "flex",
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  overflowX: "auto",
});

export const tab = style({
  flex: "1 0 auto",
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: "none",
  color: vars.color.textMuted,
  font: "inherit",
  fontWeight: 700,
  cursor: "pointer",
  ":hover": { color: vars.color.primary },
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

/** A panel drawn as a card. */
export const cardPanel = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  ":focus-visible": { outlineOffset: "4px" },
  "@media": { "(min-width: 720px)": { padding: vars.space.lg } },
});

/** A panel whose content draws its own card. */
export const plainPanel = style({
  selectors: { "&:focus-visible": { outlineOffset: "4px", borderRadius: vars.radius.sm } },
});
