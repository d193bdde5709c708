import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

/** The camera's picture, as wide as a phone allows. */
export const camera = style({ width: "100%", maxWidth: "28rem", borderRadius: vars.radius.md });

/** The one big button at the door: easy to hit with a thumb. */
export const tap = style({ width: "100%", minHeight: "3rem" });
