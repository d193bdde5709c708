import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const results = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.md });

export const heading = style({ margin: 0, fontSize: vars.font.sizeLg });

export const footer = style({ display: "grid", justifyItems: "center", gap: vars.space.xs });

export const progress = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
