import { style } from "@vanilla-extract/css";

/** The review as the tourist typed it: plain text with its line breaks. */
export const body = style({ margin: 0, whiteSpace: "pre-line", overflowWrap: "anywhere", lineHeight: 1.6 });
