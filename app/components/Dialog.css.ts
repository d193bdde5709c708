import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

const base = style({
  padding: 0,
  border: 0,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: "0 12px 40px rgb(0 0 0 / 0.25)",
});

globalStyle(`${base}::backdrop`, { background: "rgb(28 25 23 / 0.55)" });

export const fullScreen = style([
  base,
  {
    width: "100%",
    maxWidth: "100%",
    height: "100%",
    maxHeight: "100%",
    margin: 0,
    "@media": {
      "(min-width: 720px)": {
        width: "min(680px, 100% - 48px)",
        height: "min(900px, 100% - 48px)",
        margin: "auto",
        borderRadius: vars.radius.md,
      },
    },
  },
]);

export const card = style([
  base,
  {
    width: "min(440px, 100% - 32px)",
    maxHeight: "calc(100% - 32px)",
    borderRadius: vars.radius.md,
  },
]);

export const frame = style({ display: "flex", flexDirection: "column", height: "100%", maxHeight: "inherit" });

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: "1.125rem",
  lineHeight: 1.3,
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
});

export const close = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  border: 0,
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  ":hover": { background: vars.color.primarySoft },
});

export const body = style({ flex: 1, overflowY: "auto", padding: vars.space.md, overscrollBehavior: "contain" });

export const footer = style({
  padding: vars.space.md,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: "0 -4px 12px rgb(0 0 0 / 0.06)",
});
