import { style } from "@vanilla-extract/css";
import { badgeBase } from "#app/components/bookings/booking-pages.css.ts";
import { vars } from "#app/styles/theme.css.ts";

/**
 * The back office's stylesheet: the booking pages' shared pieces (re-exported, so an operator page
 * imports one stylesheet) and what only the back office draws: its lists, filters, pager, history
 * and the short-notice badge.
 */
export * from "#app/components/bookings/booking-pages.css.ts";

/** A request that may start before we have confirmed it: answered first. */
export const shortNoticeBadge = style([badgeBase, { background: vars.color.dangerSoft, color: vars.color.danger }]);

export const listLink = style({
  display: "grid",
  // A name or an e-mail typed as one long word wraps inside its entry instead of widening the
  // page past the phone's screen.
  overflowWrap: "anywhere",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: "none",
  ":hover": { outline: `2px solid ${vars.color.primarySoft}` },
  ":focus-visible": { outline: `3px solid ${vars.color.primary}` },
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, overflowWrap: "anywhere" });

export const filters = style({
  display: "grid",
  gap: vars.space.md,
  alignItems: "end",
  "@media": { "(min-width: 720px)": { gridTemplateColumns: "2fr 1fr auto" } },
});

export const pager = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const history = style({ display: "grid", gap: vars.space.md, margin: 0, padding: 0, listStyle: "none" });

export const historyEntry = style({
  display: "grid",
  gap: "2px",
  paddingLeft: vars.space.md,
  borderLeft: `3px solid ${vars.color.border}`,
});
