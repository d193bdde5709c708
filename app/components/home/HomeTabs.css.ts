import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

const tabBase = style({
  flex: 1,
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  border: 0,
  font: "inherit",
  fontWeight: 800,
  cursor: "pointer",
});

/** The top tabs: a segmented control, ACTIVITIES | DESTINATIONS. */
export const pillList = style({
  display: "flex",
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const pill = style([
  tabBase,
  {
    borderRadius: vars.radius.pill,
    background: "transparent",
    color: vars.color.text,
    textTransform: "uppercase",
    letterSpacing: "0.06em",
    fontSize: vars.font.sizeSm,
    selectors: {
      '&[aria-selected="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
      '&:hover:not([aria-selected="true"])': { background: vars.color.primarySoft },
    },
  },
]);

/** The driver and guide tabs: underlined, inside a card. */
export const underlineList = style({
  display: "flex",
  borderBottom: `1px solid ${vars.color.border}`,
});

export const underline = style([
  tabBase,
  {
    background: "transparent",
    color: vars.color.textMuted,
    borderBottom: "3px solid transparent",
    marginBottom: "-1px",
    selectors: {
      '&[aria-selected="true"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
      '&:hover:not([aria-selected="true"])': { color: vars.color.text },
    },
  },
]);

export const panel = style({ paddingTop: vars.space.md });
