import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const hero = style({
  background: vars.color.brandGreen,
  color: vars.color.onPrimary,
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xl}`,
});

export const heroInner = style({ maxWidth: "760px", margin: "0 auto" });

export const eyebrow = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.sizeSm,
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  "@media": { "(min-width: 720px)": { fontSize: "2.25rem" } },
});

export const lead = style({
  margin: `${vars.space.sm} 0 0`,
  fontSize: "1.0625rem",
  lineHeight: 1.55,
  maxWidth: "60ch",
});

export const body = style({
  display: "grid",
  gap: vars.space.md,
  maxWidth: `calc(760px + 2 * ${vars.space.md})`,
  margin: `calc(-1 * ${vars.space.lg}) auto 0`,
  padding: `0 ${vars.space.md} ${vars.space.xl}`,
});

export const card = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  lineHeight: 1.6,
  "@media": { "(min-width: 720px)": { padding: vars.space.lg } },
});

export const cardTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.sizeLg });

export const prose = style({});
globalStyle(`${prose} > p`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${prose} > p:last-child`, { marginBottom: 0 });

export const ticks = style({ margin: 0, paddingLeft: vars.space.lg, display: "grid", gap: vars.space.xs });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(100px, 1fr))",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const fact = style({
  display: "grid",
  alignContent: "start",
  gap: "2px",
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  borderTop: `4px solid ${vars.color.primary}`,
});

export const factValue = style({
  fontSize: vars.font.sizeXl,
  fontWeight: 800,
  color: vars.color.primary,
  lineHeight: 1.1,
});

export const factLabel = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted, lineHeight: 1.4 });

export const steps = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "grid",
  gap: vars.space.md,
  counterReset: "step",
});

export const step = style({
  position: "relative",
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} 64px`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  counterIncrement: "step",
  lineHeight: 1.6,
  selectors: {
    "&::before": {
      content: "counter(step)",
      position: "absolute",
      left: vars.space.md,
      top: vars.space.md,
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      width: "36px",
      height: "36px",
      borderRadius: vars.radius.pill,
      background: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: 800,
    },
  },
});

export const stepTitle = style({ margin: `${vars.space.xs} 0`, fontSize: vars.font.sizeLg });

export const stepBody = style({ margin: 0 });

export const note = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.text,
  borderLeft: `4px solid ${vars.color.primary}`,
  lineHeight: 1.6,
});

export const contact = style([
  card,
  {
    display: "grid",
    gap: vars.space.sm,
    justifyItems: "start",
  },
]);

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, marginTop: vars.space.xs });

export const linkGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(160px, 1fr))",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const linkTile = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  minHeight: "56px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 700,
  textDecoration: "none",
  ":hover": { borderColor: vars.color.primary, color: vars.color.primary },
});

globalStyle(`${contact} > p`, { margin: 0 });
