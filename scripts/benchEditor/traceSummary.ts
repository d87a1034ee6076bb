// Sums a `bench:editor` pan trace (BENCH_TRACE_PAN=1) by what the renderer's main thread did:
// `npx tsx scripts/benchEditor/traceSummary.ts .tmp/bench-editor/traces/<file>.json [...]`.
// Prints, per file, the milliseconds of the busiest timeline events (script, style, layout, paint,
// compositing) and the longest frames, to see where a pan frame goes beyond React Flow's transform.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

for (const file of process.argv.slice(2)) {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const mainThread = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const onMain = events.filter(
    (event) => mainThread && event.pid === mainThread.pid && event.tid === mainThread.tid && event.ph === 'X',
  );
  const totals = new Map<string, number>();
  for (const event of onMain) totals.set(event.name, (totals.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
  console.log(`\n${path.basename(file)}: ${onMain.length} events on the renderer's main thread`);
  for (const [name, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`${ms.toFixed(1).padStart(9)} ms  ${name}`);
}
