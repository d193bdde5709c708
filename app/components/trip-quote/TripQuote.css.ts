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

/** The printable itinerary: a page per day, the site's header, footer and navigation left out on paper. */
export const itinerary = style({ display: "grid", gap: vars.space.lg });

export const itineraryDay = style({
  display: "grid",
  gap: vars.space.sm,
  "@media": { print: { breakAfter: "page" } },
});

export const noPrint = style({ "@media": { print: { display: "none" } } });

globalStyle(`body:has(${itinerary}) header, body:has(${itinerary}) footer, body:has(${itinerary}) nav`, {
  "@media": { print: { display: "none" } },
});
