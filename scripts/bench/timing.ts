// How the database benches time a call: its runs' latencies, as percentiles.

/** The q-quantile of `sorted` (ascending), by the nearest rank below. */
export function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** Calls `run` `runs` times, one after the other: its p50, p95 and p99 in ms. */
export async function timeRuns(runs: number, run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Number(percentile(times, q).toFixed(2));
  return { p50Ms: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99) };
}
