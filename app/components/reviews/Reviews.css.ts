import { style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

// One column that may shrink below its content: a review's longest word never widens the page.
export const list = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const review = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const header = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr auto",
  alignItems: "center",
  gap: vars.space.sm,
});

const avatarBox = {
  width: "40px",
  height: "40px",
  borderRadius: vars.radius.pill,
} as const;

export const avatar = style({ ...avatarBox, objectFit: "cover" });

export const initial = style({
  ...avatarBox,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  background: vars.color.brandGreen,
  color: vars.color.onPrimary,
  fontWeight: 700,
});

export const who = style({ display: "grid", minWidth: 0 });

export const name = style({ fontWeight: 700, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });

export const date = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const title = style({ margin: 0, fontSize: vars.font.sizeMd, overflowWrap: "anywhere" });

export const body = style({ margin: 0, whiteSpace: "pre-line", overflowWrap: "anywhere", lineHeight: 1.6 });

export const badge = style({
  justifySelf: "start",
  padding: "2px 10px",
  borderRadius: vars.radius.pill,
  background: vars.color.successSoft,
  color: vars.color.brandGreen,
  fontSize: vars.font.sizeSm,
  fontWeight: 700,
});

/** The operator's answer, set in under the review it answers. */
export const reply = style({
  display: "grid",
  gap: vars.space.xs,
  marginInlineStart: vars.space.md,
  padding: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.brandGreen}`,
  background: vars.color.successSoft,
  borderRadius: vars.radius.sm,
});

export const replyFrom = style({ margin: 0, fontWeight: 700, fontSize: vars.font.sizeSm });
