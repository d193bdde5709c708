import { style } from "@vanilla-extract/css";

/**
 * The row's height while its cards are on their way, so that the footer does not jump when they
 * come. Without JavaScript they never come: no space is kept, and the heading's link remains.
 */
export const reserved = style({
  minHeight: "450px",
  "@media": { "(scripting: none)": { minHeight: 0 } },
});
