import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

const wide = "screen and (min-width: 720px)";

/** The slider's box: the same size before and after Splide takes over, so nothing shifts. */
export const frame = style({
  position: "relative",
  maxWidth: "1080px",
  margin: "0 auto",
  overflow: "hidden",
  background: vars.color.brandGreen,
  "@media": {
    // Lined up with the sections below, whose content sits inside 16 px of padding.
    [wide]: {
      width: `calc(100% - 2 * ${vars.space.md})`,
      maxWidth: `calc(1080px - 2 * ${vars.space.md})`,
      marginTop: vars.space.md,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.card,
    },
  },
});

export const slideLink = style({
  position: "relative",
  display: "block",
  color: vars.color.onPrimary,
  textDecoration: "none",
});

export const slideImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "3 / 2",
  objectFit: "cover",
  "@media": { [wide]: { aspectRatio: "12 / 5" } },
});

export const caption = style({
  position: "absolute",
  insetInline: 0,
  bottom: 0,
  display: "grid",
  gap: vars.space.xs,
  padding: `${vars.space.xl} ${vars.space.md} 40px`,
  // Dark enough under the white text whatever the picture shows.
  background: "linear-gradient(to top, rgb(0 0 0 / 0.82) 0%, rgb(0 0 0 / 0.6) 55%, rgb(0 0 0 / 0) 100%)",
  "@media": { [wide]: { padding: `${vars.space.xl} ${vars.space.xl} 44px` } },
});

export const slideTitle = style({
  fontSize: vars.font.sizeLg,
  fontWeight: 800,
  lineHeight: 1.2,
  textShadow: "0 1px 2px rgb(0 0 0 / 0.5)",
  "@media": { [wide]: { fontSize: vars.font.sizeXl } },
});

export const slideSubtitle = style({
  fontSize: vars.font.sizeSm,
  lineHeight: 1.4,
  "@media": { [wide]: { fontSize: vars.font.sizeMd } },
});

export const toggle = style({
  position: "absolute",
  top: vars.space.sm,
  right: vars.space.sm,
  zIndex: 2,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  border: 0,
  borderRadius: vars.radius.pill,
  background: "rgb(0 0 0 / 0.55)",
  color: vars.color.onPrimary,
  cursor: "pointer",
});

globalStyle(`${frame} .splide__pagination`, {
  position: "absolute",
  left: 0,
  right: 0,
  bottom: vars.space.xs,
  zIndex: 1,
  padding: 0,
  gap: vars.space.xs,
});

globalStyle(`${frame} .splide__pagination__page`, {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "28px",
  height: "28px",
  padding: 0,
  border: 0,
  background: "transparent",
  cursor: "pointer",
});

globalStyle(`${frame} .splide__pagination__page::before`, {
  content: '""',
  width: "10px",
  height: "10px",
  borderRadius: vars.radius.pill,
  background: "rgb(255 255 255 / 0.7)",
  boxShadow: "0 0 0 1px rgb(0 0 0 / 0.35)",
  transition: "width 200ms ease",
});

globalStyle(`${frame} .splide__pagination__page.is-active::before`, {
  width: "22px",
  background: vars.color.onPrimary,
});
