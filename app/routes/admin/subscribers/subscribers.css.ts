import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#app/styles/theme.css.ts";

/** The months' counts: a small table of numbers, which fits a phone's width. */
export const table = style({ width: "100%", borderCollapse: "collapse", fontVariantNumeric: "tabular-nums" });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "end",
});

globalStyle(`${table} th:first-child`, { textAlign: "start" });

globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontSize: vars.font.sizeSm });

/** An address: a long one wraps instead of widening the phone's page. */
export const email = style({ overflowWrap: "anywhere", fontWeight: 700 });
