import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";
import { button } from "./widgets.css.ts";

const box = style({ display: "grid", gap: vars.space.sm });

/** On a page's background (the activity list) or inside the green contact box of the home page. */
export const form = styleVariants({
  plain: [
    box,
    {
      margin: `${vars.space.xl} 0 ${vars.space.lg}`,
      padding: vars.space.lg,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
      boxShadow: vars.shadow.card,
      color: vars.color.text,
    },
  ],
  onBrand: [box, { color: vars.color.onPrimary }],
});

export const title = style({ margin: 0, fontSize: vars.font.sizeLg });

export const text = style({ margin: 0 });

export const label = style({ fontWeight: 600, fontSize: vars.font.sizeSm });

export const row = style({
  display: "grid",
  gap: vars.space.sm,
  "@media": { "(min-width: 560px)": { gridTemplateColumns: "1fr auto", alignItems: "start" } },
});

export const input = style({
  width: "100%",
  minHeight: "48px",
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  ":focus-visible": { outline: `3px solid ${vars.color.primarySoft}`, borderColor: vars.color.primary },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: "2px" } },
});

export const submit = styleVariants({
  plain: [button, { minHeight: "48px" }],
  onBrand: [
    button,
    {
      minHeight: "48px",
      background: vars.color.surface,
      color: vars.color.brandGreen,
      ":hover": { background: vars.color.primarySoft },
    },
  ],
});

/** Readable on white and on green alike. */
export const problem = style({
  justifySelf: "start",
  margin: 0,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
});

export const done = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.brandGreen,
  fontWeight: 600,
  overflowWrap: "anywhere",
  // Empty, the live region stays in the page (so it is announced when filled) but takes no room.
  selectors: { "&:empty": { padding: 0 } },
});
