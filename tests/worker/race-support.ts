/**
 * Races on the real D1: two writers that both read before either writes, the moment a check made
 * on the read (an idempotency key, the seats left) is no longer true at the write.
 */
import { env } from "cloudflare:workers";

/** Resolves when `open` is called: a latch to hold one request at a chosen point. */
export function latch() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/**
 * The real D1, but the caller's batch after its `reads` reading batches (its write) waits for
 * `beforeWrite`, and `afterRead` is called once its last reading batch is back.
 */
export function heldDatabase(hooks: { afterRead: () => void; beforeWrite: Promise<void> }, reads = 1): D1Database {
  let batches = 0;
  return new Proxy(env.DB, {
    get(target, property) {
      if (property === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          batches += 1;
          if (batches === reads + 1) await hooks.beforeWrite;
          const results = await target.batch(statements);
          if (batches === reads) hooks.afterRead();
          return results;
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * Two writers on real D1 that both read before either writes; the first writes first. Each reads in
 * `reads` batches (one unless told) before its writing batch.
 */
export function race<A, B>(
  firstCall: (db: D1Database) => Promise<A>,
  secondCall: (db: D1Database) => Promise<B>,
  reads: { first?: number; second?: number } = {},
) {
  const firstRead = latch();
  const secondRead = latch();
  const firstDone = latch();
  const first = firstCall(
    heldDatabase({ afterRead: firstRead.open, beforeWrite: secondRead.opened }, reads.first),
  ).finally(firstDone.open);
  const second = firstRead.opened.then(() =>
    secondCall(heldDatabase({ afterRead: secondRead.open, beforeWrite: firstDone.opened }, reads.second)),
  );
  return { first, second };
}
