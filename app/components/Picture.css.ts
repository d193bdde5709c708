import { style } from "@vanilla-extract/css";

/** A picture keeps its 3:2 box while it loads, on the colour of the seeded drawings' fields. */
export const image = style({
  width: "100%",
  height: "auto",
  aspectRatio: "3 / 2",
  objectFit: "cover",
  background: "#d9e8d4",
});
