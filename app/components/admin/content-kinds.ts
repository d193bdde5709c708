import { useLingui } from "@lingui/react/macro";
import type { ContentKind } from "#domain/inputs/content.ts";

/** The content kinds as the operator reads them: the kind, and its "new" form's heading. */
export function useContentKindLabels(): Record<ContentKind, { name: string; create: string }> {
  const { t } = useLingui();
  return {
    tips: { name: t`Tip`, create: t`New tip` },
    events: { name: t`Event`, create: t`New event` },
    offers: { name: t`Special offer`, create: t`New special offer` },
  };
}
