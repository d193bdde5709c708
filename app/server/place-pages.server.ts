/**
 * What the back office's destination, vehicle, regency and transport type pages share: reading the
 * list's filters and an id, and answering a save (422 per field, 409 on a stale save, or on to the
 * page again with the cached pages it changed purged).
 */
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { OPERATOR_PAGE_HEADERS } from "#app/middleware/operator.server.ts";
import { ACTIVITY_STATUSES, type ActivityStatus } from "#domain/catalogue.ts";
import { type PlaceProblem, type PlaceProblems, parseCategoryEdit } from "#domain/inputs/place.ts";
import { type CategoryKind, categoriesForEditing, saveCategoryTexts } from "#workers/catalogue/category-texts.ts";
import type { SaveOutcome } from "#workers/catalogue/editor-writes.ts";
import type { PlaceQuery } from "#workers/catalogue/place-editor.ts";
import { purgeHeader } from "#workers/edge-cache.ts";
import { formFields } from "#workers/http.ts";
import { idFromPath } from "./api.server.ts";
import { loadOperatorPage, runOperatorAction } from "./operator-pages.server.ts";
import type { PhotoAnswer } from "./row-photos.server.ts";

/** What a refused save answers: the problems by field, and the form as it was sent, to show it again. */
export interface PlaceAnswer extends Omit<PhotoAnswer, "problems"> {
  problems: PlaceProblems;
  /** Fields that keep the row from being published. */
  missing?: string[];
}

export function refused(status: number, answer: PlaceAnswer) {
  return data(answer, { status, headers: OPERATOR_PAGE_HEADERS });
}

export function statusOf(value: string | undefined | null): ActivityStatus | null {
  return value && (ACTIVITY_STATUSES as readonly string[]).includes(value) ? (value as ActivityStatus) : null;
}

/** The list's filters: search, regency or type (`group`), status, missing a translation. */
export function placeQueryOf(url: URL, group: string): PlaceQuery {
  const groupId = Number(url.searchParams.get(group));
  return {
    search: (url.searchParams.get("q") ?? "").slice(0, 100),
    groupId: Number.isInteger(groupId) && groupId > 0 ? groupId : null,
    status: statusOf(url.searchParams.get("status")),
    missingTranslation: url.searchParams.get("missing") === "1",
  };
}

const missingProblem = (field: string): PlaceProblem =>
  /^price_(idr|usd)$/.test(field)
    ? "priceRequired"
    : field === "regency"
      ? "regency"
      : field === "type"
        ? "transportType"
        : "required";

/** The answer of a save or a status change; `to` is the page to go back to, with `done` said there. */
export function placeAnswer(outcome: SaveOutcome, to: string, done: string, sent: Record<string, string>) {
  if (outcome.kind === "stale") return refused(409, { problems: [["version", "stale"]], sent });
  if (outcome.kind === "refused") {
    const problems = outcome.missing.map((field): [string, PlaceProblem] => [field, missingProblem(field)]);
    // An unknown regency or type is a wrong choice, not something publishing waits for.
    const publishing = problems.some(([, problem]) => problem === "required" || problem === "priceRequired");
    return refused(422, publishing ? { problems, missing: outcome.missing, sent } : { problems, sent });
  }
  return redirect(`${to}?done=${done}`, {
    status: 303,
    headers: { ...OPERATOR_PAGE_HEADERS, "X-Purge-Paths": purgeHeader(outcome.purge) },
  });
}

/**
 * The loader and action of a page that edits the texts of every regency, transport type or activity type: one
 * small form per row, whose hidden `id` names the row.
 */
export function categoryTextsPage(kind: CategoryKind, path: string) {
  return {
    loader: (args: LoaderFunctionArgs) =>
      loadOperatorPage(args, async ({ db, url }) => ({
        categories: await categoriesForEditing(db, kind),
        done: url.searchParams.get("done"),
      })),
    action: (args: ActionFunctionArgs) =>
      runOperatorAction(args, async (scope, form) => {
        const fields = formFields(form);
        const id = idFromPath(fields.id, "Category");
        const parsed = parseCategoryEdit(fields);
        if (!parsed.ok) return refused(422, { problems: parsed.problems, sent: fields });
        return placeAnswer(await saveCategoryTexts(scope, kind, id, parsed.value), path, "saved", fields);
      }),
  };
}
