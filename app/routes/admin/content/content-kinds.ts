import { useLingui } from "@lingui/react/macro";
import type { ContentKind } from "#domain/inputs/content.ts";

/** The content kinds as the operator reads them. */
export function useContentKindLabels(): Record<ContentKind, string> {
  const { t } = useLingui();
  return { tips: t`Tip`, events: t`Event`, offers: t`Special offer` };
}
