import { describe, expect, it } from "vitest";
import { type Actor, createActor, fromPromise, waitFor } from "xstate";
import { getShortestPaths, getSimplePaths } from "xstate/graph";
import { type ListPage, paginatedListMachine } from "#machines/paginated-list.machine.ts";

const page = (ids: number[], next: string | null, total: number): ListPage<number> => ({
  data: ids,
  next_page_url: next,
  total,
});
const FIRST = page([1, 2], "/api/type/1?page=2", 4);
const SECOND = page([3, 4], null, 4);
const OTHER_CATEGORY = page([7], null, 1);

// Events that carry data are listed explicitly so both sides of the hasNextPage guard are reached.
const EVENTS = [
  { type: "list.loadMore" },
  { type: "xstate.done.actor.fetchPage", output: SECOND },
  { type: "xstate.error.actor.fetchPage", error: new Error("offline") },
  { type: "list.replace", page: FIRST },
  { type: "list.replace", page: OTHER_CATEGORY },
] as const;

/** The system under test: the machine with a fetch the test resolves or rejects by hand. */
function startList() {
  let settle: { resolve: (page: ListPage) => void; reject: (error: Error) => void } | null = null;
  const requested: string[] = [];
  const actor = createActor(
    paginatedListMachine.provide({
      actors: {
        fetchPage: fromPromise<ListPage, { url: string }>(({ input }) => {
          requested.push(input.url);
          return new Promise((resolve, reject) => {
            settle = { resolve, reject };
          });
        }),
      },
    }),
    { input: { page: FIRST } },
  );
  actor.start();
  return {
    actor,
    requested,
    settle: () => {
      if (!settle) throw new Error("No page is being fetched");
      return settle;
    },
  };
}

type Sut = ReturnType<typeof startList>;

async function settled(actor: Actor<typeof paginatedListMachine>) {
  await waitFor(actor, (snapshot) => !snapshot.matches("loading"));
}

/** Does in the system under test what the model's event means. */
async function perform(sut: Sut, event: (typeof EVENTS)[number]) {
  switch (event.type) {
    case "list.loadMore": {
      const before = sut.actor.getSnapshot().context.nextPageUrl;
      sut.actor.send(event);
      if (sut.actor.getSnapshot().matches("loading")) expect(sut.requested.at(-1)).toBe(before);
      return;
    }
    case "xstate.done.actor.fetchPage":
      sut.settle().resolve(event.output);
      return settled(sut.actor);
    case "xstate.error.actor.fetchPage":
      sut.settle().reject(event.error);
      return settled(sut.actor);
    case "list.replace":
      sut.actor.send(event);
  }
}

// createTestModel refuses machines that invoke actors, so the paths are walked here: after each
// step the real actor must be in the model's state with the model's context.
const traversal = { events: EVENTS as never, input: { page: FIRST } };
const pathSets = [
  ["shortest", getShortestPaths(paginatedListMachine, traversal)],
  ["simple", getSimplePaths(paginatedListMachine, traversal)],
] as const;

function describePath(steps: readonly { event: { type: string } }[]): string {
  return steps.map((step) => step.event.type.replace("xstate.", "")).join(" → ") || "(start)";
}

describe("paginatedList machine (model-based)", () => {
  for (const [kind, paths] of pathSets) {
    for (const path of paths) {
      it(`${kind}: ${describePath(path.steps)} reaches ${JSON.stringify(path.state.value)}`, async () => {
        const sut = startList();
        for (const step of path.steps.slice(1)) {
          await perform(sut, step.event as (typeof EVENTS)[number]);
          expect(sut.actor.getSnapshot().value).toEqual(step.state.value);
          expect(sut.actor.getSnapshot().context).toEqual(step.state.context);
        }
        sut.actor.stop();
      });
    }
  }

  it("covers every state of the machine", () => {
    const reached = new Set(pathSets[0][1].map((path) => JSON.stringify(path.state.value)));
    expect(reached).toEqual(
      new Set([{ loaded: "hasMore" }, { loaded: "end" }, "loading", "failed"].map((value) => JSON.stringify(value))),
    );
  });

  it("load more appends the next page and stops at the last", async () => {
    const sut = startList();
    sut.actor.send({ type: "list.loadMore" });
    sut.settle().resolve(SECOND);
    await settled(sut.actor);
    expect(sut.actor.getSnapshot().context.items).toEqual([1, 2, 3, 4]);
    expect(sut.actor.getSnapshot().matches({ loaded: "end" })).toBe(true);
    sut.actor.send({ type: "list.loadMore" });
    expect(sut.requested).toEqual(["/api/type/1?page=2"]);
  });

  it("announces each appended page with the URL it came from, so the page can remember it", async () => {
    const sut = startList();
    const shown: string[] = [];
    sut.actor.on("list.pageShown", ({ url }) => shown.push(url));
    sut.actor.send({ type: "list.loadMore" });
    sut.settle().reject(new Error("offline"));
    await settled(sut.actor);
    expect(shown).toEqual([]);
    sut.actor.send({ type: "list.loadMore" });
    sut.settle().resolve(SECOND);
    await settled(sut.actor);
    expect(shown).toEqual(["/api/type/1?page=2"]);
  });

  it("a new category replaces the list from page one, even while a page is loading", async () => {
    const sut = startList();
    sut.actor.send({ type: "list.loadMore" });
    sut.actor.send({ type: "list.replace", page: OTHER_CATEGORY });
    sut.settle().resolve(SECOND);
    expect(sut.actor.getSnapshot().context.items).toEqual([7]);
    expect(sut.actor.getSnapshot().matches({ loaded: "end" })).toBe(true);
  });
});
