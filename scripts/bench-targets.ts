/** The pages `npm run bench` and `npm run bench:compare` measure: where tourists land, and one /api call. */
export interface BenchTarget {
  label: string;
  path: string;
  /** The route whose client JavaScript a first visit loads; none for the API. */
  routeId?: string;
}

export const BENCH_TARGETS: BenchTarget[] = [
  { label: "home", path: "/", routeId: "routes/home" },
  { label: "activity list", path: "/activity", routeId: "activity-list" },
  {
    label: "activity detail",
    path: "/activity/day-tours/ubud-rice-terrace-and-monkey-forest-tour",
    routeId: "routes/activity-detail",
  },
  { label: "/api/type/1", path: "/api/type/1" },
];
