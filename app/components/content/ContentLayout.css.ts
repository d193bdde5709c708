import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

const WIDE = "(min-width: 900px)";

export const band = style({
  background: vars.color.brandGreen,
  color: vars.color.onPrimary,
  padding: `${vars.space.xl} ${vars.space.md}`,
});

export const bandInner = style({ maxWidth: "1080px", margin: "0 auto" });

export const bandTitle = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  "@media": { "(min-width: 720px)": { fontSize: "2.25rem" } },
});

export const bandLead = style({
  margin: `${vars.space.sm} 0 0`,
  maxWidth: "60ch",
  fontSize: "1.0625rem",
  lineHeight: 1.55,
});

export const listBody = style({
  maxWidth: "1080px",
  margin: "0 auto",
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}`,
});

export const detail = style({ paddingBottom: vars.space.xl });

export const top = style({
  display: "grid",
  maxWidth: "1080px",
  margin: "0 auto",
  "@media": {
    [WIDE]: {
      gridTemplateColumns: "7fr 5fr",
      alignItems: "start",
      gap: vars.space.lg,
      padding: `${vars.space.lg} ${vars.space.md} 0`,
    },
  },
});

export const media = style({ minWidth: 0 });

export const intro = style({
  position: "relative",
  margin: `calc(-1 * ${vars.space.lg}) ${vars.space.md} 0`,
  "@media": { [WIDE]: { margin: 0 } },
});

export const introCard = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  "@media": { "(min-width: 720px)": { padding: vars.space.lg } },
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.brandGreen,
  fontSize: vars.font.sizeSm,
  fontWeight: 700,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
});

export const title = style({
  margin: 0,
  fontSize: "1.5rem",
  "@media": { "(min-width: 720px)": { fontSize: vars.font.sizeXl } },
});

export const facts = style({ display: "grid", gap: vars.space.sm });

/** The icon stays beside its text: a long text wraps within its own column, never under the icon. */
export const fact = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
});

export const factText = style({
  display: "inline-flex",
  alignItems: "center",
  flexWrap: "wrap",
  gap: vars.space.sm,
  minWidth: 0,
});

globalStyle(`${fact} > svg`, { flexShrink: 0, color: vars.color.brandGreen });

export const detailBody = style({
  display: "grid",
  gap: vars.space.lg,
  maxWidth: "1080px",
  margin: "0 auto",
  padding: `${vars.space.lg} ${vars.space.md} 0`,
});

export const card = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  "@media": { "(min-width: 720px)": { padding: vars.space.lg } },
});

/** A tinted box for notes ("good to know", terms), also inside a white card or panel. */
export const note = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.brandGreen}`,
  background: vars.color.background,
  "@media": { "(min-width: 720px)": { padding: vars.space.lg } },
});

export const accent = style([card, { borderLeft: `4px solid ${vars.color.brandGreen}` }]);

export const eyebrowLink = style({
  color: "inherit",
  textDecoration: "none",
  ":hover": { textDecoration: "underline" },
});

export const lead = style({ margin: 0, fontSize: "1.0625rem", lineHeight: 1.55, color: vars.color.text });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const strong = style({ color: vars.color.text, fontWeight: 700 });

export const stack = style({ display: "grid", gap: vars.space.lg });

export const panelTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.sizeLg });

export const cardTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.sizeLg });

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

/** Rich text inside the cards and tabs: headings and lists spaced for reading. */
export const prose = style({ lineHeight: 1.65, overflowWrap: "break-word" });

globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} > :last-child`, { marginBottom: 0 });
globalStyle(`${prose} h2, ${prose} h3`, { margin: `${vars.space.lg} 0 ${vars.space.sm}`, fontSize: "1.0625rem" });
globalStyle(`${prose} h2`, { fontSize: vars.font.sizeLg });
globalStyle(`${prose} p`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${prose} ul, ${prose} ol`, { margin: `0 0 ${vars.space.sm}`, paddingLeft: vars.space.lg });
globalStyle(`${prose} li`, { marginBottom: vars.space.xs });

/** The others below a detail page: full-width section. */
export const others = style({ maxWidth: "1080px", margin: "0 auto" });
