import { createGlobalTheme } from "@vanilla-extract/css";
import { colors } from "./tokens.ts";

/** The design tokens: components use these, never raw colours or sizes. */
export const vars = createGlobalTheme(":root", {
  color: colors,
  space: { xs: "4px", sm: "8px", md: "16px", lg: "24px", xl: "40px" },
  radius: { sm: "6px", md: "12px", pill: "999px" },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    sizeSm: "0.875rem",
    sizeMd: "1rem",
    sizeLg: "1.25rem",
    sizeXl: "1.75rem",
  },
  shadow: { card: "0 1px 3px rgb(0 0 0 / 0.12), 0 4px 12px rgb(0 0 0 / 0.06)" },
});
