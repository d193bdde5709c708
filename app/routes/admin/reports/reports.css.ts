import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const periodForm = style({
  display: "grid",
  gap: vars.space.md,
  alignItems: "end",
  "@media": { "(min-width: 720px)": { gridTemplateColumns: "1fr 1fr 1fr auto" } },
});

export const problems = style({ gridColumn: "1 / -1", margin: 0, color: vars.color.danger });

/** Two figures a row on a phone, more on a wider screen. */
export const figures = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))",
  gap: vars.space.md,
  margin: 0,
});

export const figure = style({
  display: "grid",
  gap: "2px",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  minWidth: 0,
  overflowWrap: "anywhere",
});

export const figureValue = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: 700 });

/** One chart a row on a phone, two on a wide screen. */
export const chartGrid = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { "(min-width: 900px)": { gridTemplateColumns: "1fr 1fr" } },
});

export const tableCaption = style({ textAlign: "left", fontWeight: 600, paddingBottom: vars.space.xs });

export const links = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
