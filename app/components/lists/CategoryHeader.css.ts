import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const header = style({
  display: "grid",
  overflow: "hidden",
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  "@media": {
    "(min-width: 768px)": { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)", alignItems: "stretch" },
  },
});

export const image = style({
  width: "100%",
  height: "auto",
  aspectRatio: "16 / 6",
  objectFit: "cover",
  background: vars.color.primarySoft,
  "@media": { "(min-width: 768px)": { height: "100%", aspectRatio: "auto", minHeight: "180px" } },
});

export const text = style({
  display: "grid",
  alignContent: "center",
  gap: vars.space.sm,
  padding: vars.space.md,
  "@media": { "(min-width: 768px)": { padding: vars.space.lg } },
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.brandGreen,
  fontSize: vars.font.sizeSm,
  fontWeight: 700,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
});

export const title = style({ margin: 0, fontSize: vars.font.sizeXl, lineHeight: 1.2 });

export const description = style({ margin: 0, color: vars.color.textMuted });

// ReadMore renders its own paragraph.
globalStyle(`${description} > p`, { margin: 0 });
