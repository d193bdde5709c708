/**
 * The colour tokens as plain values: the theme (theme.css.ts) turns them into CSS variables, and
 * what cannot read CSS (the web app manifest, the browser's theme colour, the offline page) reads
 * them from here.
 */
// Orange as the operator's primary colour; the darker shade keeps 4.5:1 contrast on white text.
// Its own export so the root ships the browser's theme colour without the rest of the palette.
export const primaryColor = "#c2410c";

export const colors = {
  primary: primaryColor,
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
} as const;
