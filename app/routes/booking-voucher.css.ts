import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

/** The voucher: one card on screen, one A4 or Letter sheet on paper. */
export const voucher = style({
  display: "grid",
  gap: vars.space.md,
  "@media": {
    print: { boxShadow: "none", padding: 0, gap: vars.space.sm, fontSize: "10.5pt", breakInside: "avoid" },
  },
});

// On paper only the voucher: the site's bar, footer and the page's buttons stay on the screen.
globalStyle(`body:has(${voucher}) :is(header, footer, .skip-link)`, { "@media": { print: { display: "none" } } });
globalStyle(`body:has(${voucher}) main`, { "@media": { print: { padding: 0, margin: 0 } } });

export const screenOnly = style({ "@media": { print: { display: "none" } } });

export const top = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: vars.space.md,
  alignItems: "start",
});

export const qr = style({
  width: "132px",
  height: "132px",
  "@media": { print: { width: "38mm", height: "38mm" } },
});

export const qrFigure = style({ display: "grid", gap: vars.space.xs, margin: 0 });

// The scanner needs the darkest modules on the lightest ground, on paper as on a screen.
export const qrLight = style({ fill: vars.color.surface });

export const qrDark = style({ fill: vars.color.text });

export const qrCaption = style({ margin: 0, textAlign: "center", fontSize: vars.font.sizeSm, fontWeight: 700 });

export const reference = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: 800, letterSpacing: "0.04em" });

export const amount = style({ margin: 0, fontSize: vars.font.sizeXl, fontWeight: 800 });

export const section = style({ display: "grid", gap: vars.space.xs });

export const heading = style({ margin: 0, fontSize: vars.font.sizeMd });

export const bring = style({ margin: 0, paddingLeft: "1.25em" });
