import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const page = style({ display: "grid", gap: vars.space.md, paddingTop: vars.space.lg });

export const title = style({ margin: 0, fontSize: vars.font.sizeXl });

export const count = style({ margin: 0, fontSize: vars.font.sizeMd });

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
