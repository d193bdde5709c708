import { Trans, useLingui } from "@lingui/react/macro";
import * as styles from "#app/components/admin/back-office.css.ts";
import { CatalogueFilters, CatalogueResults } from "#app/components/admin/CatalogueList.tsx";
import { DeletedNotice } from "#app/components/admin/DeletedNotice.tsx";
import type { OperatorJsonHandle } from "#app/server/operator-json.server.ts";
import { SITE_NAME } from "#domain/business.ts";
import { CONTENT_KINDS, type ContentProblems } from "#domain/inputs/content.ts";
import { CONTENT_PROBLEM_MESSAGES } from "#domain/inputs/content-messages.ts";
import type { Route } from "./+types/content";
import { useContentKindLabels } from "./content-kinds.ts";
import { NewContentForm } from "./NewContentForm.tsx";

export { action, loader } from "./content.server.ts";

/** The messages its JSON call answers a refusal with (app/server/operator-json.server.ts). */
export const handle: OperatorJsonHandle = { problemMessages: CONTENT_PROBLEM_MESSAGES };

type NewContentAnswer = { problems: ContentProblems; sent: Record<string, string> };

export default function AdminContent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { query, items, csrfToken } = loaderData;
  const kindLabels = useContentKindLabels();
  const answer = actionData && "problems" in actionData ? (actionData as NewContentAnswer) : undefined;
  return (
    <>
      <title>{`${t`Content`} | ${SITE_NAME}`}</title>
      <h1 className={styles.title}>
        <Trans>Tips, events and special offers</Trans>
      </h1>
      <DeletedNotice />
      <NewContentForm csrfToken={csrfToken} kind={query.kind} answer={answer} />
      <CatalogueFilters
        label={t`Filter content`}
        prefix="content"
        searchLabel={<Trans>Search by title</Trans>}
        query={query}
        group={{
          id: "content-kind",
          name: "kind",
          label: <Trans>Kind</Trans>,
          allLabel: t`All kinds`,
          value: query.kind,
          options: CONTENT_KINDS.map((kind) => ({ value: kind, label: kindLabels[kind] })),
        }}
      />
      <CatalogueResults
        label={t`Content`}
        empty={<Trans>Nothing matches.</Trans>}
        rows={items.map((item) => ({
          key: `${item.kind}-${item.id}`,
          to: `/admin/content/${item.kind}/${item.id}`,
          name: item.title,
          facts: [kindLabels[item.kind]],
          status: item.status,
          missing: item.missing,
        }))}
      />
    </>
  );
}
