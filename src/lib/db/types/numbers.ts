/** Price lookups counted per Beijing day and lane (0021): the numbers' first step, nothing else. */
export interface LookupCountsTable {
  /** YYYY-MM-DD in Beijing. */
  day: string;
  /** `<origin code>-<destination country>`, as laneOf makes it (src/lib/numbers/lanes.ts). */
  lane: string;
  count: number;
}

/** The numbers page's counts (0021). */
export interface NumbersTables {
  lookup_counts: LookupCountsTable;
}
