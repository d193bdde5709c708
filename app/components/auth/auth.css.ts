import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const page = style({ maxWidth: "440px", margin: "0 auto", padding: `${vars.space.lg} ${vars.space.md}` });

export const card = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const hero = style({
  width: "100%",
  height: "auto",
  borderRadius: vars.radius.md,
  aspectRatio: "3 / 1",
  objectFit: "cover",
});

export const title = style({ margin: 0, fontSize: vars.font.sizeXl });

export const field = style({ display: "grid", gap: vars.space.xs });

export const label = style({ fontWeight: 600 });

export const input = style({
  minHeight: "48px",
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: "inherit",
  background: vars.color.surface,
  ":focus": { borderColor: vars.color.primary },
});

export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.sizeSm });

export const counter = style({ justifySelf: "end", color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const errorBar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.danger,
  color: "#ffffff",
  fontWeight: 600,
});

export const barButton = style({
  minHeight: "36px",
  padding: `0 ${vars.space.md}`,
  border: "1px solid #ffffff",
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: "#ffffff",
  font: "inherit",
  cursor: "pointer",
});

export const social = style({ display: "grid", gap: vars.space.sm });

export const socialButton = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "48px",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
});

export const facebook = style([socialButton, { background: "#1668d9", borderColor: "#1668d9", color: "#ffffff" }]);

export const divider = style({ textAlign: "center", color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const avatar = style({
  width: "96px",
  height: "96px",
  borderRadius: vars.radius.pill,
  display: "grid",
  placeItems: "center",
  justifySelf: "center",
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontSize: "2rem",
  fontWeight: 800,
  objectFit: "cover",
});

/** A note that asks for something, such as confirming the e-mail address. */
export const notice = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.infoSoft,
  color: vars.color.text,
});

/** "Forgot password?" under the password: a link's look, a finger's size. */
export const forgotLink = style({
  justifySelf: "end",
  minHeight: "44px",
  padding: 0,
  border: "none",
  background: "none",
  color: vars.color.primary,
  font: "inherit",
  fontSize: vars.font.sizeSm,
  textDecoration: "underline",
  cursor: "pointer",
  display: "inline-flex",
  alignItems: "center",
});

/** Under the header after signing up: where the confirmation link went. */
export const registeredNotice = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.neutralSoft,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.font.sizeSm,
});

export const registeredNoticeText = style({ margin: 0, flex: 1 });

export const registeredNoticeClose = style({
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  cursor: "pointer",
});
