import { style } from "@vanilla-extract/css";

/** The row's height while its cards are on their way, so that the footer does not jump when they come. */
export const reserved = style({ minHeight: "450px" });
