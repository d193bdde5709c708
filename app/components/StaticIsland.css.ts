import { style } from "@vanilla-extract/css";

/** The island's box takes no part in layout: its sections sit in the page as if unwrapped. */
export const island = style({ display: "contents" });
