import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

export const check = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minHeight: "44px" });

/** A text's two languages: side by side from tablet width, one above the other on a phone. */
export const pair = style({
  display: "grid",
  gap: vars.space.sm,
  "@media": { "(min-width: 720px)": { gridTemplateColumns: "1fr 1fr" } },
});

export const fieldset = style({
  display: "grid",
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });

export const facts = style({
  display: "grid",
  gap: vars.space.md,
  "@media": { "(min-width: 720px)": { gridTemplateColumns: "repeat(3, 1fr)" } },
});

/** The save bar stays in reach of the thumb while the long form scrolls. */
export const saveBar = style({
  position: "sticky",
  bottom: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  background: vars.color.background,
});

export const photos = style({ display: "grid", gap: vars.space.lg, margin: 0, padding: 0, listStyle: "none" });

/** A photo with its description form: the picture above it on a phone, beside it from tablet width. */
export const photo = style({
  display: "grid",
  gap: vars.space.sm,
  alignItems: "start",
  "@media": { "(min-width: 720px)": { gridTemplateColumns: "200px 1fr" } },
});

export const photoImage = style({ width: "100%", height: "auto", borderRadius: vars.radius.sm });

/** The seven days' checkboxes: as many to a row as fit, each a 44px target. */
export const weekdays = style({ display: "flex", flexWrap: "wrap", gap: `0 ${vars.space.md}` });

/** A column of the availability pages: the form, and beside it from tablet width the preview. */
export const besidePreview = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { "(min-width: 960px)": { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" } },
});

/** The editor's default button (what Enter in a field presses): first in the page, never shown. */
export const defaultButton = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  border: 0,
  padding: 0,
});

/** A group of fields that looks like none: a photo's fields within the editor's whole form. */
export const bareGroup = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});
