import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

/**
 * The pieces every booking page shares, the tourist's (lookup, voucher, trip quote, profile) and
 * the operator's: the page's width, cards, form fields, alerts and notices, facts, price lines,
 * status badges, links. The back office's own styles are in components/admin/back-office.css.ts.
 */
export const page = style({
  display: "grid",
  gap: vars.space.lg,
  maxWidth: "880px",
  margin: "0 auto",
  padding: `${vars.space.lg} ${vars.space.md}`,
});

export const narrowPage = style([page, { maxWidth: "560px" }]);

export const title = style({ margin: 0, fontSize: vars.font.sizeXl, lineHeight: 1.2, overflowWrap: "anywhere" });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const card = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  minWidth: 0,
  "@media": { "(min-width: 720px)": { padding: vars.space.lg } },
});

export const cardTitle = style({ margin: 0, fontSize: vars.font.sizeLg });

export const form = style({ display: "grid", gap: vars.space.md });

export const field = style({ display: "grid", gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontWeight: 600 });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const control = style({
  width: "100%",
  minHeight: "48px",
  padding: `${vars.space.sm} 12px`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  ":focus-visible": { outline: `3px solid ${vars.color.primarySoft}`, borderColor: vars.color.primary },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

export const textarea = style([control, { minHeight: "96px", resize: "vertical" }]);

export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.sizeSm, fontWeight: 600 });

export const alert = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: 600,
});

export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.successSoft,
  color: vars.color.brandGreen,
  fontWeight: 600,
});

export const badgeBase = style({
  display: "inline-block",
  padding: "2px 10px",
  borderRadius: vars.radius.pill,
  fontSize: vars.font.sizeSm,
  fontWeight: 700,
  whiteSpace: "nowrap",
});

export const badge = styleVariants({
  requested: [badgeBase, { background: vars.color.infoSoft, color: vars.color.info }],
  confirmed: [badgeBase, { background: vars.color.successSoft, color: vars.color.brandGreen }],
  declined: [badgeBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
  cancelled: [badgeBase, { background: vars.color.neutralSoft, color: vars.color.textMuted }],
});

/** Facts as label and value; two columns from tablet width. */
export const facts = style({
  display: "grid",
  gridTemplateColumns: "1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  "@media": { "(min-width: 560px)": { gridTemplateColumns: "minmax(120px, 35%) 1fr" } },
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontWeight: 600, fontSize: vars.font.sizeSm });

globalStyle(`${facts} dd`, {
  margin: `0 0 ${vars.space.sm}`,
  fontWeight: 600,
  overflowWrap: "anywhere",
  whiteSpace: "pre-line",
});

export const lines = style({ display: "grid", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });

export const line = style({ display: "flex", justifyContent: "space-between", gap: vars.space.md });

export const total = style([
  line,
  { paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}`, fontWeight: 800 },
]);

export const buttonRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const list = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

export const listTop = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const reference = style({ fontWeight: 800, fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace" });

export const link = style({ color: vars.color.primary, fontWeight: 600 });
