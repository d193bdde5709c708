import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

/** The day's runs: a departure's guests, its runs, and a run sheet that prints one run a page. */
export const page = style({});

export const screenOnly = style({ "@media": { print: { display: "none" } } });

/** A guest no run collects yet: red, and said in words too. */
export const unassigned = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  borderRadius: vars.radius.sm,
});

/** A departure in the day's list with guests no run collects yet: marked red at its edge, and said in words. */
export const departureUnassigned = style({ borderInlineStart: `4px solid ${vars.color.danger}` });

export const departures = style({ display: "grid", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });

export const unassignedLabel = style({ color: vars.color.danger, fontWeight: 700 });

export const guest = style({
  display: "grid",
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  breakInside: "avoid",
});

/** Small forms side by side: up, down, out, a time and its button. */
export const inlineForms = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });

export const sheet = style({
  display: "grid",
  gap: vars.space.sm,
  "@media": { print: { breakBefore: "page", boxShadow: "none", padding: 0 } },
  selectors: { "&:first-of-type": { "@media": { print: { breakBefore: "auto" } } } },
});

export const phone = style({ color: vars.color.primary, fontWeight: 700 });

// On paper only the runs remain: the site's frame and the back office's menu stay off it.
globalStyle(`body:has(${page}) header, body:has(${page}) footer, body:has(${page}) .skip-link`, {
  "@media": { print: { display: "none" } },
});

globalStyle(`${page} nav`, { "@media": { print: { display: "none" } } });

export const crewMark = style({
  justifySelf: "start",
  background: vars.color.successSoft,
  color: vars.color.text,
  fontWeight: 700,
  padding: `0 ${vars.space.xs}`,
});
