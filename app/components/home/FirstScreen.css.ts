import { style } from "@vanilla-extract/css";
import { secondaryButton, section } from "#app/components/widgets.css.ts";
import { vars } from "#app/styles/theme.css.ts";

/**
 * The styles home's first screen runs with, apart from those of its static islands
 * (HomeSections.css.ts): a first visit downloads these class names only.
 */

/** A home block outside the shared Section: the Section's own width and rhythm. */
export const block = section;

/** The link at the foot of a block (the top tabs' panels, the placeholder without JavaScript). */
export const panelLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  marginTop: vars.space.xs,
  color: vars.color.primary,
  fontWeight: 700,
});

/** The placeholder's link for a keyboard: out of sight until it has the focus. */
export const laterLink = style([
  panelLink,
  {
    selectors: {
      "&:not(:focus)": {
        position: "absolute",
        width: "1px",
        height: "1px",
        overflow: "hidden",
        clipPath: "inset(50%)",
        whiteSpace: "nowrap",
      },
    },
  },
]);

/** A screen's height where the later rows will be, with the block's width and rhythm. */
export const laterPlaceholder = style([block, { minHeight: "100svh" }]);

export const laterFailed = style({ margin: 0, color: vars.color.text });

export const retryButton = style([secondaryButton, { marginTop: vars.space.sm }]);
