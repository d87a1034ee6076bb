/** The flow sizes the benchmark offers (spec app.md §2 `/benchmark`). */
export const BENCHMARK_SIZES = [200, 500, 1000] as const;
export type BenchmarkSize = (typeof BENCHMARK_SIZES)[number];

/** The name of the results file the page offers. */
export const BENCHMARK_RESULTS_FILE = 'flow-benchmark-results.json';

/** One commit of the canvas as React's Profiler measured it: one row of the results file. */
export interface BenchmarkRecord {
  profilerId: string;
  nodeCount: number;
  phase: 'mount' | 'update' | 'nested-update';
  renderDuration_ms: number;
  baseDuration_ms: number;
  timestamp: string;
}

/** A finished run: its records and the wall-clock time until the canvas stopped committing. */
export interface BenchmarkRun {
  nodeCount: number;
  records: BenchmarkRecord[];
  settledAfterMs: number;
}

/** Rounds a duration to hundredths of a millisecond, as the results file keeps it. */
export function roundMs(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A Profiler commit as a results row. */
export function toBenchmarkRecord(
  profilerId: string,
  nodeCount: number,
  phase: BenchmarkRecord['phase'],
  actualDuration: number,
  baseDuration: number,
  at: Date,
): BenchmarkRecord {
  return {
    profilerId,
    nodeCount,
    phase,
    renderDuration_ms: roundMs(actualDuration),
    baseDuration_ms: roundMs(baseDuration),
    timestamp: at.toISOString(),
  };
}

export interface BenchmarkSummary {
  nodeCount: number;
  commits: number;
  mountMs: number;
  totalRenderMs: number;
  slowestCommitMs: number;
  settledAfterMs: number;
}

/** What a run shows on screen: the first render, the number of commits, total and slowest. */
export function summarizeRun(run: BenchmarkRun): BenchmarkSummary {
  const durations = run.records.map((record) => record.renderDuration_ms);
  return {
    nodeCount: run.nodeCount,
    commits: run.records.length,
    mountMs: run.records.find((record) => record.phase === 'mount')?.renderDuration_ms ?? 0,
    totalRenderMs: roundMs(durations.reduce((sum, value) => sum + value, 0)),
    slowestCommitMs: durations.length > 0 ? Math.max(...durations) : 0,
    settledAfterMs: Math.round(run.settledAfterMs),
  };
}

/** The content of the results file: every record of every run, in order. */
export function collectResults(runs: readonly BenchmarkRun[]): BenchmarkRecord[] {
  return runs.flatMap((run) => run.records);
}
