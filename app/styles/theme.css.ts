import { createGlobalTheme } from "@vanilla-extract/css";

/** The design tokens: components use these, never raw colours or sizes. */
export const vars = createGlobalTheme(":root", {
  color: {
    // Orange as the operator's primary colour; the darker shade keeps 4.5:1 contrast on white text.
    primary: "#c2410c",
    primaryHover: "#9a3412",
    primarySoft: "#ffedd5",
    onPrimary: "#ffffff",
    // Green as the background, as the operator's brand asks, kept light so text stays readable.
    background: "#f0f7ee",
    surface: "#ffffff",
    brandGreen: "#166534",
    text: "#1c1917",
    textMuted: "#57534e",
    border: "#d6d3d1",
    star: "#b45309",
    danger: "#b91c1c",
    info: "#1d4ed8",
    // Soft backgrounds for status badges; each keeps 4.5:1 with its own text colour above.
    successSoft: "#dcfce7",
    dangerSoft: "#fee2e2",
    infoSoft: "#dbeafe",
    neutralSoft: "#f5f5f4",
  },
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
