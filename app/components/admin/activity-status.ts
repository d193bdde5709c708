import { useLingui } from "@lingui/react/macro";
import type { ActivityStatus } from "#domain/catalogue.ts";

/** The activity statuses as the operator reads them. */
export function useActivityStatusLabels(): Record<ActivityStatus, string> {
  const { t } = useLingui();
  return { draft: t`Draft`, published: t`Published`, archived: t`Archived` };
}
