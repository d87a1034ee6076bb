// `npm run bench:editor` (issue #17): how fast the real flow editor opens, pans and zooms big flows,
// beside bare React Flow 12 drawing the same grid in the same run. It builds the web app and a bare
// React Flow page into .tmp/bench-editor/web, serves both from the bundled server on a fresh PGlite
// database, saves grids of BENCH_SIZES nodes (1,000 and 5,000) through the API — once with the
// default viewport (the editor fits the view) and once at zoom 1 — and measures every page
// BENCH_RUNS times (3) in Chromium, each in a fresh context. Prints medians and ratios, writes the
// raw figures to .tmp/bench-editor/results.json; asserts nothing.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium';
import { BENCH_CANVAS } from './benchCanvas';
import { buildPages, ensureServerBuilt } from './build';
import {
  type BenchOwner,
  createGridBot,
  createOwner,
  readStoredFlow,
  saveGridFlow,
  type Viewport,
} from './flows';
import { buildGridFlow, GRID_SPACING, getGridColumns } from './gridFlow';
import { measurePage, type PageMeasurement, type PageTarget } from './measure';
import { type BenchCase, formatReport, type PageKind, type StartView, summarizeCase } from './report';
import { startServer } from './server';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = path.join(REPO_ROOT, '.tmp/bench-editor');
const WEB_DIST_DIR = path.join(OUT_DIR, 'web');
const RUNS = readPositiveInt('BENCH_RUNS', 3);
const SIZES = (process.env.BENCH_SIZES ?? '1000,5000').split(',').map((size) => Number(size.trim()));
const PORT = readPositiveInt('BENCH_PORT', 3650);
/** BENCH_SCREENSHOTS=1 keeps a PNG of every page once ready, to see what was measured. */
const SHOTS_DIR = process.env.BENCH_SCREENSHOTS === '1' ? path.join(OUT_DIR, 'screenshots') : undefined;
/** BENCH_TRACE_PAN=1 keeps a Chromium trace of every pan (`scripts/benchEditor/traceSummary.ts` reads it). */
const TRACES_DIR = process.env.BENCH_TRACE_PAN === '1' ? path.join(OUT_DIR, 'traces') : undefined;
const START_VIEWS: readonly StartView[] = ['fit', 'zoom1'];
const PAGE_KINDS: readonly PageKind[] = ['plubot', 'bareAll', 'bareVisible'];
/** The launch options of the end-to-end tests (playwright.config.ts). */
const CHROMIUM = {
  executablePath: existsSync(CHROMIUM_PATH) ? CHROMIUM_PATH : undefined,
  args: CHROMIUM_ARGS,
};

interface BotCase extends BenchCase {
  botId: string;
  viewport: Viewport;
  /** The revision the benchmark saved last. */
  revision: number;
}

if (SIZES.some((size) => !Number.isInteger(size) || size < 2)) {
  console.log(`BENCH_SIZES must list whole numbers of nodes from 2 up, e.g. 1000,5000.`);
  process.exit(1);
}

const startedAt = new Date();
mkdirSync(SHOTS_DIR ?? OUT_DIR, { recursive: true });
if (TRACES_DIR) mkdirSync(TRACES_DIR, { recursive: true });
if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(path.join(WEB_DIST_DIR, 'bench-bare/index.html'))) {
  console.log(`BENCH_SKIP_BUILD=1: reusing ${path.relative(REPO_ROOT, WEB_DIST_DIR)}.`);
} else {
  await buildPages(REPO_ROOT, WEB_DIST_DIR);
}
await ensureServerBuilt(REPO_ROOT);
const server = await startServer({
  repoRoot: REPO_ROOT,
  port: PORT,
  webDistDir: WEB_DIST_DIR,
  dataDir: path.join(OUT_DIR, 'data'),
  logFile: path.join(OUT_DIR, 'server.log'),
});
let browser: Browser | undefined;
const stopAll = async () => {
  await browser?.close().catch(() => undefined);
  await server.stop();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopAll().finally(() => process.exit(130)));
}

try {
  console.log(`Server on ${server.origin}; ${cpus().length} cores, load ${formatLoad()}.`);
  const owner = await createOwner(server.origin);
  const cases = await createBots(owner);
  browser = await chromium.launch(CHROMIUM);
  for (let run = 1; run <= RUNS; run += 1) {
    for (const benchCase of cases) {
      // The page order turns each run, so a slow spell of the shared machine is not always one page's.
      const order = PAGE_KINDS.map(
        (_, index) => PAGE_KINDS[(index + run - 1) % PAGE_KINDS.length] ?? 'plubot',
      );
      for (const kind of order) {
        const result = await measurePage(browser, targetFor(benchCase, kind, owner, run));
        benchCase.runs[kind].push(result);
        console.log(`run ${run}/${RUNS} · ${describe(benchCase, kind, result)}`);
        if (kind === 'plubot') await restoreIfSaved(owner, benchCase);
      }
    }
  }
  const summaries = cases.map(summarizeCase);
  console.log(`\n${formatReport(summaries, RUNS)}\n`);
  const durationS = Math.round((Date.now() - startedAt.getTime()) / 1000);
  const resultsFile = path.join(OUT_DIR, 'results.json');
  const raw = cases.map(({ size, start, botId, viewport, runs }) => ({ size, start, botId, viewport, runs }));
  writeFileSync(
    resultsFile,
    `${JSON.stringify({ startedAt, durationS, runs: RUNS, cores: cpus().length, load: loadavg(), summaries, cases: raw }, null, 2)}\n`,
  );
  console.log(
    `Raw figures: ${path.relative(REPO_ROOT, resultsFile)} · ${durationS} s in all, load ${formatLoad()}.`,
  );
} finally {
  await stopAll();
}

/** One bot per size and start view, its grid saved through the API. */
async function createBots(owner: BenchOwner): Promise<BotCase[]> {
  const cases: BotCase[] = [];
  for (const size of SIZES) {
    const grid = buildGridFlow(size);
    for (const start of START_VIEWS) {
      const viewport = start === 'fit' ? { x: 0, y: 0, zoom: 1 } : { ...BENCH_CANVAS.zoomOneViewport };
      const name = `Banco ${size} ${start}`;
      try {
        const { botId, revision } = await createGridBot(server.origin, owner, name, grid, viewport);
        cases.push({
          size,
          start,
          botId,
          viewport,
          revision,
          runs: { plubot: [], bareAll: [], bareVisible: [] },
        });
      } catch (error) {
        console.log(`The API did not take the ${size}-node flow, so it is not measured: ${String(error)}`);
      }
    }
  }
  return cases;
}

function targetFor(benchCase: BotCase, kind: PageKind, owner: BenchOwner, run: number): PageTarget {
  const grid = { count: benchCase.size, columns: getGridColumns(benchCase.size), spacing: GRID_SPACING };
  const screenshotPath = SHOTS_DIR
    ? path.join(SHOTS_DIR, `${benchCase.size}-${benchCase.start}-${kind}-run${run}.png`)
    : undefined;
  const shot = {
    ...(screenshotPath ? { screenshotPath } : {}),
    ...(TRACES_DIR
      ? { panTracePath: path.join(TRACES_DIR, `${benchCase.size}-${benchCase.start}-${kind}-run${run}.json`) }
      : {}),
  };
  if (kind === 'plubot') {
    return { url: `${server.origin}/plubot/edit/flow/${benchCase.botId}`, owner, grid, ...shot };
  }
  const query = `n=${benchCase.size}&start=${benchCase.start}&visible=${kind === 'bareVisible' ? 1 : 0}`;
  return { url: `${server.origin}/bench-bare/index.html?${query}`, grid, ...shot };
}

/** Puts the flow back as saved when the editor stored something while it was measured. */
async function restoreIfSaved(owner: BenchOwner, benchCase: BotCase): Promise<void> {
  const stored = await readStoredFlow(server.origin, owner, benchCase.botId);
  const { x, y, zoom } = stored.viewport;
  const same = x === benchCase.viewport.x && y === benchCase.viewport.y && zoom === benchCase.viewport.zoom;
  if (same && stored.nodes === benchCase.size && stored.revision === benchCase.revision) return;
  console.log(`  the editor saved the flow while measured (revision ${stored.revision}); saving it back`);
  const grid = buildGridFlow(benchCase.size);
  const name = `Banco ${benchCase.size} ${benchCase.start}`;
  benchCase.revision = await saveGridFlow(
    server.origin,
    owner,
    benchCase.botId,
    name,
    grid,
    benchCase.viewport,
  );
}

function describe(benchCase: BotCase, kind: PageKind, result: PageMeasurement): string {
  const frames = (stats: PageMeasurement['pan' | 'zoom']) => (stats ? `${Math.round(stats.mean)} ms` : '–');
  const [lowest = 0, highest = 0] = result.zoom?.zoomRange ?? [];
  const warnings = [
    result.movedAfterReady ? ' (the view moved after ready)' : '',
    result.pan && result.pan.panned < 100 ? ` (the drag moved the view ${result.pan.panned} px only)` : '',
    result.zoom && highest / (lowest || 1) < 1.5 ? ` (the wheel zoomed ${lowest}–${highest} only)` : '',
  ].join('');
  return (
    `${benchCase.size} nodes · ${benchCase.start} · ${kind}: ` +
    `ready ${result.readyMs === null ? 'never' : `${(result.readyMs / 1000).toFixed(2)} s`}, ` +
    `${result.visibleNodes ?? '–'} on screen at zoom ${result.zoomAtReady ?? '–'}, ${result.domNodes} in DOM, ` +
    `pan ${frames(result.pan)}, zoom ${frames(result.zoom)}, heap ${result.heapMb ?? '–'} MB${warnings}`
  );
}

function readPositiveInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

function formatLoad(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}
