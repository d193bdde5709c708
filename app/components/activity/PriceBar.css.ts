import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const bar = style({
  position: "sticky",
  bottom: 0,
  zIndex: 5,
  marginTop: vars.space.xl,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: `0 -4px 16px color-mix(in srgb, ${vars.color.text} 10%, transparent)`,
  paddingBottom: "env(safe-area-inset-bottom)",
});

export const inner = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  maxWidth: "1080px",
  margin: "0 auto",
  padding: `${vars.space.sm} ${vars.space.md}`,
});

export const text = style({ display: "grid", minWidth: 0 });

export const name = style({
  display: "none",
  fontWeight: 700,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  "@media": { "(min-width: 720px)": { display: "block" } },
});

export const price = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm, lineHeight: 1.3 });

export const book = style({ flex: "none", whiteSpace: "nowrap" });
