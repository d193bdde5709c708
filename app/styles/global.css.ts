import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.css.ts";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", { WebkitTextSizeAdjust: "100%" });
globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.background,
});
globalStyle("img", { maxWidth: "100%", height: "auto", display: "block" });
globalStyle("a", { color: vars.color.primary });
globalStyle(":focus-visible", { outline: `3px solid ${vars.color.info}`, outlineOffset: "2px" });

globalStyle(".skip-link", {
  position: "absolute",
  left: "-9999px",
  top: 0,
  zIndex: 100,
  padding: vars.space.sm,
  background: vars.color.surface,
});
globalStyle(".skip-link:focus", { left: vars.space.sm });
globalStyle("h1, h2, h3", { lineHeight: 1.25 });
globalStyle("*", {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      animationDuration: "0.01ms",
      transitionDuration: "0.01ms",
      scrollBehavior: "auto",
    },
  },
});

// Without JavaScript tabs cannot switch: every panel shows, one after the other, and the tab bar,
// which could not act, is left out. `:root` makes each rule outrank a tab bar's or a panel's own
// class wherever the bundler puts this file in the one stylesheet.
globalStyle(':root [role="tabpanel"][hidden]', { "@media": { "(scripting: none)": { display: "block" } } });
globalStyle(':root [role="tablist"]', { "@media": { "(scripting: none)": { display: "none" } } });
