import { analyzeRoutes } from '../src/analysis/analyzeRoutes';
import { getPerformanceLevel } from '../src/analysis/getPerformanceLevel';
import { validateFlow } from '../src/analysis/validateFlow';
import { generateBenchFlow } from '../src/benchmark/generateBenchFlow';
import { examineFlow } from '../src/doctor/examineFlow';
import { importFlow } from '../src/io/importFlow';
import { cleanupFlow } from '../src/load/cleanupFlow';
import { loadFlow } from '../src/load/loadFlow';

const SIZES = [1_000, 5_000];
const WARMUP_RUNS = 3;
const MEASURED_RUNS = 15;
const GOAL_MS = 50;
/** A server without AI, mail or Discord and a 3-button plan, so every Bot Doctor rule has work. */
const DOCTOR_CONTEXT = { maxMenuButtons: 3, services: { ai: false, mail: false, discord: false } };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function measure(run: () => unknown): number {
  for (let i = 0; i < WARMUP_RUNS; i += 1) run();
  const times: number[] = [];
  for (let i = 0; i < MEASURED_RUNS; i += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return median(times);
}

const rows: Record<string, string | number>[] = [];
for (const size of SIZES) {
  const flow = generateBenchFlow(size);
  const text = JSON.stringify(flow);
  const imported = importFlow(text);
  if (!imported.ok || imported.value.nodes.length !== size) throw new Error('the bench flow did not import');
  const timings = {
    import: measure(() => importFlow(text)),
    cleanup: measure(() => cleanupFlow(flow)),
    'load (migrate + clean-up + schema)': measure(() => loadFlow(flow)),
    analysis: measure(() => analyzeRoutes(flow)),
    'validate (incl. analysis)': measure(() => validateFlow(flow)),
    performance: measure(() => getPerformanceLevel(flow)),
    'Bot Doctor (examineFlow)': measure(() => examineFlow(flow, DOCTOR_CONTEXT)),
  };
  for (const [step, ms] of Object.entries(timings)) {
    rows.push({ nodes: size, edges: flow.edges.length, step, 'median ms': Number(ms.toFixed(2)) });
  }
}

console.log(
  `@plubot/flow bench — median of ${MEASURED_RUNS} runs after ${WARMUP_RUNS} warm-ups (goal: < ${GOAL_MS} ms at 5,000 nodes)`,
);
console.table(rows);
const slow = rows.filter((row) => row.nodes === 5_000 && Number(row['median ms']) >= GOAL_MS);
console.log(
  slow.length === 0 ? 'All steps meet the goal.' : `Over the goal: ${slow.map((row) => row.step).join(', ')}`,
);
