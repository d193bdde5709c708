import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

/** The operator's day: the month's table and the day's manifest, which prints one trip a page. */
export const monthNav = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const table = style({ width: "100%", borderCollapse: "collapse", fontVariantNumeric: "tabular-nums" });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "end",
});

globalStyle(`${table} th:first-child`, { textAlign: "start" });

globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const dayLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  whiteSpace: "nowrap",
  color: vars.color.primary,
  fontWeight: 700,
});

export const today = style({ marginInlineStart: vars.space.xs, color: vars.color.textMuted, fontWeight: 400 });

/** A day's vehicles beside its persons. */
export const vehicles = style({ color: vars.color.textMuted, whiteSpace: "nowrap" });

/** Set on the manifest's page: in print only the trips remain, one a page. */
export const manifest = style({});

export const screenOnly = style({ "@media": { print: { display: "none" } } });

export const trip = style({
  display: "grid",
  gap: vars.space.md,
  "@media": { print: { breakBefore: "page", boxShadow: "none", padding: 0 } },
  selectors: { "&:first-of-type": { "@media": { print: { breakBefore: "auto" } } } },
});

export const tripFacts = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600 });

export const entry = style({
  display: "grid",
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  breakInside: "avoid",
});

export const phone = style({ color: vars.color.primary, fontWeight: 700 });

// The site around the page (top bar, footer, skip link, the back office's menu) stays off paper.
globalStyle(`body:has(${manifest}) header, body:has(${manifest}) footer, body:has(${manifest}) .skip-link`, {
  "@media": { print: { display: "none" } },
});

globalStyle(`${manifest} nav`, { "@media": { print: { display: "none" } } });
