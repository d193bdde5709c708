import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const form = style({ display: "grid", gap: vars.space.lg });

export const group = style({
  display: "grid",
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  minWidth: 0,
});

export const legend = style({
  float: "left",
  width: "100%",
  padding: 0,
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: 800,
});

globalStyle(`${legend} + *`, { clear: "both" });

export const prompt = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const field = style({ display: "grid", gap: vars.space.xs, minWidth: 0 });

export const row = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 180px), 1fr))",
  gap: vars.space.md,
});

export const titleRow = style({ display: "grid", gridTemplateColumns: "96px 1fr", gap: vars.space.md });

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

export const textarea = style([control, { minHeight: "88px", resize: "vertical" }]);

export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.sizeSm, fontWeight: 600 });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const stepperList = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

export const stepperRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { "&:last-child": { borderBottom: 0 } },
});

export const productName = style({ display: "grid", gap: "2px", fontWeight: 600 });

export const productPrice = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, fontWeight: 400 });

export const stepper = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });

export const stepButton = style({
  width: "44px",
  height: "44px",
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.primary,
  fontSize: "1.25rem",
  fontWeight: 800,
  lineHeight: 1,
  cursor: "pointer",
  ":disabled": { borderColor: vars.color.border, color: vars.color.textMuted, cursor: "not-allowed" },
});

export const quantity = style({ minWidth: "2.5ch", textAlign: "center", fontWeight: 800, fontSize: vars.font.sizeLg });

export const choices = style({ display: "grid", gap: vars.space.sm });

export const choice = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  selectors: { "&:has(input:checked)": { borderColor: vars.color.primary, background: vars.color.primarySoft } },
});

globalStyle(`${choice} input`, { width: "20px", height: "20px", margin: "2px 0 0", accentColor: vars.color.primary });

export const signInCard = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
});

export const linkButton = style({
  padding: 0,
  border: 0,
  background: "none",
  color: vars.color.primary,
  font: "inherit",
  fontWeight: 700,
  textDecoration: "underline",
  cursor: "pointer",
});

export const note = style({
  display: "flex",
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: "#dcfce7",
  color: vars.color.brandGreen,
  fontSize: vars.font.sizeSm,
});

export const infoBar = style({
  margin: `0 0 ${vars.space.sm}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: "#dbeafe",
  color: vars.color.info,
  fontWeight: 700,
});

export const warningBar = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: "#fef3c7",
  color: "#92400e",
  fontWeight: 700,
});

export const errorBar = style({
  margin: `0 0 ${vars.space.sm}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: "#fee2e2",
  color: vars.color.danger,
  fontWeight: 700,
});

export const totalRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const totalLabel = style({
  display: "grid",
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const totalAmount = style({
  fontSize: vars.font.sizeLg,
  fontWeight: 800,
  color: vars.color.text,
  whiteSpace: "nowrap",
});

export const actions = style({
  display: "flex",
  flex: "1 1 auto",
  gap: vars.space.sm,
  flexWrap: "wrap",
  justifyContent: "flex-end",
});

export const summary = style({
  display: "grid",
  gridTemplateColumns: "minmax(110px, 40%) 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

globalStyle(`${summary} dt`, { color: vars.color.textMuted, fontSize: vars.font.sizeSm });
globalStyle(`${summary} dd`, { margin: 0, fontWeight: 600, overflowWrap: "anywhere" });

export const lines = style({ width: "100%", borderCollapse: "collapse" });

globalStyle(`${lines} th, ${lines} td`, {
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "left",
  fontWeight: 400,
});
globalStyle(`${lines} td:last-child, ${lines} th:last-child`, { textAlign: "right", whiteSpace: "nowrap" });
globalStyle(`${lines} tfoot th, ${lines} tfoot td`, { borderBottom: 0, fontWeight: 800 });

export const checkList = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

globalStyle(`${checkList} li`, { display: "flex", gap: vars.space.sm, alignItems: "flex-start" });
globalStyle(`${checkList} svg`, { flex: "none", color: vars.color.brandGreen, marginTop: "2px" });

export const reference = style({
  display: "block",
  margin: `${vars.space.sm} 0`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.primaryHover,
  fontFamily: "ui-monospace, 'SF Mono', Menlo, Consolas, monospace",
  fontSize: "1.5rem",
  fontWeight: 800,
  letterSpacing: "0.08em",
  textAlign: "center",
});

export const faqItem = style({ borderBottom: `1px solid ${vars.color.border}`, padding: `${vars.space.sm} 0` });

globalStyle(`${faqItem} summary`, { fontWeight: 600, cursor: "pointer", minHeight: "32px" });
globalStyle(`${faqItem} p`, { margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted });

export const calendar = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, border: 0, minWidth: 0 });

export const calendarHeader = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr auto",
  alignItems: "center",
  gap: vars.space.xs,
});

export const monthName = style({
  margin: 0,
  textAlign: "center",
  fontSize: vars.font.sizeMd,
  fontWeight: 700,
});

export const monthButton = style({
  minWidth: "44px",
  minHeight: "44px",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeLg,
  cursor: "pointer",
  ":disabled": { opacity: 0.4, cursor: "default" },
});

export const monthGrid = style({ width: "100%", borderCollapse: "collapse", tableLayout: "fixed" });

globalStyle(`${monthGrid} th`, {
  padding: `${vars.space.xs} 0`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
});

globalStyle(`${monthGrid} td`, { padding: "2px" });

export const day = style({
  display: "grid",
  justifyItems: "center",
  alignContent: "center",
  width: "100%",
  minHeight: "48px",
  padding: "2px",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontWeight: 700,
  cursor: "pointer",
  ":focus-visible": { outline: `3px solid ${vars.color.primary}`, outlineOffset: "1px" },
  selectors: {
    '&[aria-disabled="true"]': {
      borderStyle: "dashed",
      background: vars.color.neutralSoft,
      color: vars.color.textMuted,
      fontWeight: 400,
      cursor: "default",
    },
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const dayStatus = style({ fontSize: "0.6875rem", fontWeight: 600, lineHeight: 1.2, minHeight: "0.8em" });

export const timeGroup = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, border: 0, minWidth: 0 });

export const timeOptions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const timeOption = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  padding: `0 12px`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  selectors: { "&:has(input:checked)": { borderColor: vars.color.primary, background: vars.color.primarySoft } },
});
