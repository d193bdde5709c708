import { globalStyle, style } from "@vanilla-extract/css";
import { panel } from "#app/components/activity/shared.css.ts";
import { vars } from "#app/styles/theme.css.ts";

export const page = style({ maxWidth: "1080px", margin: "0 auto" });

export const top = style({
  display: "grid",
  gap: vars.space.md,
  "@media": {
    "(min-width: 720px)": { padding: `0 ${vars.space.md}` },
    "(min-width: 960px)": {
      gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)",
      alignItems: "start",
      gap: vars.space.lg,
    },
  },
});

export const media = style({ minWidth: 0 });

export const intro = style({
  display: "grid",
  gap: vars.space.md,
  padding: `0 ${vars.space.md}`,
  "@media": { "(min-width: 720px)": { padding: 0 } },
});

export const lead = style({ margin: 0, lineHeight: 1.55 });

export const card = style([panel, { padding: vars.space.md }]);

export const rich = style({ lineHeight: 1.65, maxWidth: "72ch" });

globalStyle(`${rich} > :first-child`, { marginTop: 0 });
globalStyle(`${rich} > :last-child`, { marginBottom: 0 });
globalStyle(`${rich} ul`, { paddingLeft: "1.25rem" });
globalStyle(`${rich} li + li`, { marginTop: vars.space.xs });
