import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const day = style({ display: "grid", gap: vars.space.sm });

export const dayTitle = style({ margin: 0, fontSize: vars.font.sizeMd });

export const lineForm = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const twoColumns = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "1fr 1fr",
});

export const bookingReference = style({ fontWeight: 700, fontVariantNumeric: "tabular-nums" });

/**
 * The printable itinerary: on paper a compact list of the days that fits a week on one sheet,
 * a day never split across two, the site's bars and the back office's menu left out.
 */
export const itinerary = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { print: { gap: vars.space.sm, fontSize: "10.5pt", lineHeight: 1.35, color: "#000" } },
});

export const itineraryDay = style({
  display: "grid",
  gap: vars.space.xs,
  breakInside: "avoid",
  "@media": { print: { gap: 0, paddingBlockStart: vars.space.xs, borderTop: "1px solid #999" } },
});

export const itineraryLines = style({
  margin: 0,
  paddingInlineStart: 0,
  listStyle: "none",
  display: "grid",
  gap: vars.space.xs,
  "@media": { print: { gap: 0 } },
});

export const itineraryTime = style({ display: "inline-block", minWidth: "3.5em", fontVariantNumeric: "tabular-nums" });

export const noPrint = style({ "@media": { print: { display: "none" } } });

globalStyle(
  `body:has(${itinerary}) header, body:has(${itinerary}) footer, body:has(${itinerary}) nav, body:has(${itinerary}) .skip-link`,
  { "@media": { print: { display: "none" } } },
);
