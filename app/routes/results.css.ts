import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const intro = style({ display: "grid", gap: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.font.sizeXl });
