import { globalStyle, style } from "@vanilla-extract/css";
import { button, secondaryButton } from "#app/components/widgets.css.ts";
import { vars } from "#app/styles/theme.css.ts";

const wide = "screen and (min-width: 720px)";

export { block, panelLink } from "./FirstScreen.css.ts";

export const tagline = style({
  maxWidth: "1080px",
  margin: "0 auto",
  padding: `${vars.space.lg} ${vars.space.md} 0`,
  textAlign: "center",
});

export const taglineTitle = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: 800,
  color: vars.color.brandGreen,
  "@media": { [wide]: { fontSize: "2.25rem" } },
});

export const taglineText = style({
  maxWidth: "36em",
  margin: `${vars.space.sm} auto 0`,
  color: vars.color.textMuted,
});

export const mainMenu = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, 1fr)",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [wide]: { gridTemplateColumns: "repeat(4, 1fr)", gap: vars.space.md } },
});

export const menuTile = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.xs,
  height: "100%",
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  fontWeight: 700,
  lineHeight: 1.25,
  textAlign: "center",
  textDecoration: "none",
  transition: "transform 120ms ease",
  ":hover": { transform: "translateY(-2px)" },
  "@media": {
    [wide]: { flexDirection: "row", padding: vars.space.md, textAlign: "start" },
  },
});

export const menuIcon = style({
  display: "inline-flex",
  flex: "none",
  alignItems: "center",
  justifyContent: "center",
  width: "48px",
  height: "48px",
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const tileGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, 1fr)",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [wide]: { gridTemplateColumns: "repeat(4, 1fr)", gap: vars.space.md } },
});

export const imageTile = style({
  position: "relative",
  display: "block",
  overflow: "hidden",
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  color: vars.color.onPrimary,
  textDecoration: "none",
});

export const imageTileImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "3 / 2",
  objectFit: "cover",
});

export const imageTileName = style({
  position: "absolute",
  insetInline: 0,
  bottom: 0,
  padding: `${vars.space.lg} ${vars.space.sm} ${vars.space.sm}`,
  background: "linear-gradient(to top, rgb(0 0 0 / 0.8), rgb(0 0 0 / 0))",
  fontWeight: 700,
  lineHeight: 1.25,
});

export const cardHeading = style({ margin: 0, fontSize: vars.font.sizeLg });

export const loginCard = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  alignItems: "center",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  boxShadow: vars.shadow.card,
  "@media": { [wide]: { gridTemplateColumns: "auto 1fr auto" } },
});

export const loginIcon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "56px",
  height: "56px",
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.primary,
});

export const loginText = style({ display: "grid", gap: vars.space.xs });

export const loginActions = style({
  gridColumn: "1 / -1",
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: vars.space.sm,
  "@media": { [wide]: { gridColumn: "auto", display: "flex" } },
});

export const galleryGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(4, 1fr)",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  borderRadius: vars.radius.md,
  overflow: "hidden",
});

export const galleryImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "1",
  objectFit: "cover",
});

export const textCard = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  lineHeight: 1.6,
  "@media": { [wide]: { padding: vars.space.lg } },
});

globalStyle(`${textCard} > :first-child`, { marginTop: 0 });

export const reasons = style({
  display: "grid",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [wide]: { gridTemplateColumns: "repeat(auto-fill, minmax(300px, 1fr))", gap: vars.space.md } },
});

export const reason = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const reasonIcon = style({
  display: "inline-flex",
  flex: "none",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  borderRadius: vars.radius.pill,
  background: vars.color.brandGreen,
  color: vars.color.onPrimary,
});

export const reasonTitle = style({ display: "block" });

export const reasonText = style({ display: "block", color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const categoryGroups = style({
  display: "grid",
  gap: vars.space.md,
  "@media": { [wide]: { gridTemplateColumns: "1fr 1fr", gap: vars.space.lg } },
});

export const subheading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.sizeMd });

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
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
  textDecoration: "none",
  ":hover": { borderColor: vars.color.primary, color: vars.color.primary },
});

export const contactBox = style({
  display: "grid",
  gap: vars.space.sm,
  marginBottom: vars.space.xl,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.brandGreen,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.card,
});

export const contactActions = style({
  display: "grid",
  gap: vars.space.sm,
  marginTop: vars.space.xs,
  "@media": { [wide]: { display: "flex", flexWrap: "wrap" } },
});

export const whatsappButton = style([
  button,
  {
    gap: vars.space.sm,
    background: vars.color.surface,
    color: vars.color.brandGreen,
    ":hover": { background: vars.color.primarySoft },
  },
]);

export const mailButton = style([
  secondaryButton,
  {
    gap: vars.space.sm,
    background: "transparent",
    color: vars.color.onPrimary,
    borderColor: vars.color.onPrimary,
    overflowWrap: "anywhere",
    ":hover": { background: "rgb(255 255 255 / 0.12)" },
  },
]);

export const subscribeSlot = style({ marginTop: vars.space.sm });
