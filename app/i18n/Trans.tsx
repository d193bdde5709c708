/**
 * The Trans every `<Trans>`, `<Plural>` and `<Select>` macro compiles to (lingui.config.ts,
 * runtimeConfigModule). Lingui writes string values into the translated message and then reads
 * the result for tags such as <0>…</0>, so a search for "<b>bold</b>" or a tourist named so would
 * lose its tags. Here every string value goes in as an element instead, which Lingui places as
 * it is and React escapes: what people typed is shown as they typed it. Numbers stay numbers
 * for plurals.
 */
import { Trans as LinguiTrans, type TransProps } from "@lingui/react";
import { createElement, Fragment } from "react";

function asElements(values: TransProps["values"]): TransProps["values"] {
  if (!values) return values;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === "string" ? createElement(Fragment, null, value) : value,
    ]),
  );
}

export function Trans(props: TransProps) {
  return <LinguiTrans {...props} values={asElements(props.values)} />;
}
