import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const section = style({ display: "grid", gap: vars.space.md });

export const heading = style({ margin: 0, fontSize: vars.font.sizeLg });

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": {
    "(min-width: 600px)": { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: vars.space.md },
    "(min-width: 900px)": { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  },
});

export const figure = style({
  display: "flex",
  flexDirection: "column",
  height: "100%",
  margin: 0,
  overflow: "hidden",
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const open = style({
  position: "relative",
  display: "block",
  width: "100%",
  padding: 0,
  overflow: "hidden",
  border: 0,
  background: "none",
  cursor: "zoom-in",
  ":focus-visible": { outlineOffset: "-4px" },
});

export const thumbnail = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "3 / 2",
  objectFit: "cover",
  background: vars.color.primarySoft,
  transition: "transform 200ms ease",
  selectors: { [`${open}:hover &`]: { transform: "scale(1.04)" } },
});

export const zoom = style({
  position: "absolute",
  right: vars.space.xs,
  bottom: vars.space.xs,
  display: "inline-flex",
  padding: "6px",
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
});

export const caption = style({
  padding: vars.space.sm,
  fontSize: vars.font.sizeSm,
  lineHeight: 1.4,
  color: vars.color.text,
});

export const footer = style({ display: "grid", justifyItems: "center", gap: vars.space.xs });

export const progress = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
