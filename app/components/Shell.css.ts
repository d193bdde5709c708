import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

const WHATSAPP_SIZE = "56px";

/**
 * The band at the bottom of the screen the floating WhatsApp button covers. Scrolling to an
 * element (a link's target, a field that takes focus, a script's scrollIntoView) stops above it,
 * and the page's footer ends below it, so the button does not sit on a price, a button or a link
 * that was scrolled to.
 */
const WHATSAPP_ROOM = `calc(${WHATSAPP_SIZE} + 2 * ${vars.space.md})`;

globalStyle("html", { scrollPaddingBottom: WHATSAPP_ROOM });

export const topBar = style({
  position: "sticky",
  top: 0,
  zIndex: 20,
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  height: "56px",
  padding: `0 ${vars.space.sm}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: "0 2px 6px rgb(0 0 0 / 0.15)",
});

export const iconButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  border: 0,
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  ":hover": { background: "rgb(255 255 255 / 0.15)" },
});

export const logo = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  flex: 1,
  color: vars.color.onPrimary,
  fontWeight: 800,
  fontSize: vars.font.sizeLg,
  letterSpacing: "0.01em",
  textDecoration: "none",
});

export const logoMark = style({ width: "32px", height: "32px", borderRadius: vars.radius.sm, display: "block" });

export const drawer = style({
  margin: 0,
  padding: 0,
  width: "min(320px, 86vw)",
  maxHeight: "none",
  height: "100dvh",
  border: 0,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: "4px 0 24px rgb(0 0 0 / 0.25)",
  selectors: { "&::backdrop": { background: "rgb(0 0 0 / 0.45)" } },
});

export const drawerHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.brandGreen,
  color: vars.color.onPrimary,
  fontWeight: 700,
});

export const menuList = style({ listStyle: "none", margin: 0, padding: `${vars.space.sm} 0` });

export const menuItem = style({
  display: "flex",
  width: "100%",
  alignItems: "center",
  minHeight: "48px",
  padding: `0 ${vars.space.lg}`,
  border: 0,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  textAlign: "left",
  textDecoration: "none",
  cursor: "pointer",
  ":hover": { background: vars.color.primarySoft },
});

export const menuError = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.lg} ${vars.space.sm}`,
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
});

export const dialog = style({
  width: "min(360px, 92vw)",
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  boxShadow: "0 12px 40px rgb(0 0 0 / 0.3)",
  selectors: { "&::backdrop": { background: "rgb(0 0 0 / 0.45)" } },
});

export const dialogTitle = style({ margin: 0, padding: vars.space.md, fontSize: vars.font.sizeLg });

export const languageLink = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  minHeight: "52px",
  padding: `0 ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 600,
  ":hover": { background: vars.color.primarySoft },
});

/** The language dialog's Close: a row like the languages', as wide, without their rule. */
export const languageClose = style({ width: "100%", border: 0, background: "none", font: "inherit" });

export const footer = style({
  marginTop: vars.space.xl,
  padding: `${vars.space.lg} ${vars.space.md} calc(${WHATSAPP_ROOM} + ${vars.space.sm})`,
  background: vars.color.brandGreen,
  color: "#f0fdf4",
  fontSize: vars.font.sizeSm,
});

export const footerInner = style({ maxWidth: "1080px", margin: "0 auto", display: "grid", gap: vars.space.md });

export const footerLinks = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.sm} ${vars.space.lg}`,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const footerLink = style({ color: "#ffffff", textDecoration: "underline", textUnderlineOffset: "3px" });

export const whatsapp = style({
  position: "fixed",
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: 15,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: WHATSAPP_SIZE,
  height: WHATSAPP_SIZE,
  borderRadius: vars.radius.pill,
  background: "#1a7f45",
  color: "#ffffff",
  boxShadow: "0 4px 14px rgb(0 0 0 / 0.3)",
  // A floating button means nothing on paper (a manifest, an itinerary).
  "@media": { print: { display: "none" } },
});

export const main = style({ minHeight: "60vh" });

export const offlineNotice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.neutralSoft,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.font.sizeSm,
});
