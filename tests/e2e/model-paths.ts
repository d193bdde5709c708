/**
 * Picks, from a model's paths, the fewest that still take every transition any of them takes.
 * A browser walk checks the page after each step, so a path whose transitions all appear in
 * longer paths (a prefix, or a detour through states reached elsewhere) proves nothing more and
 * only costs another page load.
 */
export interface ModelStep<Snapshot> {
  event: { type: string };
  state: Snapshot;
}

export function coveringPaths<Snapshot, Path extends { steps: readonly ModelStep<Snapshot>[] }>(
  paths: readonly Path[],
  options: {
    initial: Snapshot;
    noticeable: (snapshot: Snapshot) => string;
    label: (event: ModelStep<Snapshot>["event"]) => string;
  },
): Path[] {
  const transitionsOf = (path: Path) => {
    let from = options.noticeable(options.initial);
    return path.steps.map((step) => {
      const to = options.noticeable(step.state);
      const transition = `${from} --${options.label(step.event)}--> ${to}`;
      from = to;
      return transition;
    });
  };
  const covered = new Set<string>();
  const kept: Path[] = [];
  // Longest first: a shorter path survives only if it takes a transition no longer one takes.
  for (const path of [...paths].sort((a, b) => b.steps.length - a.steps.length)) {
    const transitions = transitionsOf(path);
    if (transitions.every((transition) => covered.has(transition))) continue;
    for (const transition of transitions) covered.add(transition);
    kept.push(path);
  }
  return kept;
}
