// The report of `npm run bench:editor`: medians over the runs of each page, the table beside bare
// React Flow with the ratios issue #17's goals use, and the raw figures as JSON. Prints; asserts nothing.
import type { PageMeasurement } from './measure';
import { median, ratio } from './stats';

export type StartView = 'fit' | 'zoom1';
export type PageKind = 'plubot' | 'bareAll' | 'bareVisible';

/** Every run of the three pages of one flow size and start view. */
export interface BenchCase {
  size: number;
  start: StartView;
  runs: Record<PageKind, PageMeasurement[]>;
}

export interface PageSummary {
  readyMs: number | null;
  visibleNodes: number | null;
  domNodes: number | null;
  zoomAtReady: number | null;
  panMean: number | null;
  panP95: number | null;
  zoomMean: number | null;
  zoomP95: number | null;
  heapMb: number | null;
}

export interface CaseSummary {
  size: number;
  start: StartView;
  pages: Record<PageKind, PageSummary>;
  ratios: {
    readyToBareAll: number | null;
    panToBareVisible: number | null;
    zoomToBareVisible: number | null;
    heapToBareAll: number | null;
    heapToBareVisible: number | null;
  };
}

const PAGE_KINDS: readonly PageKind[] = ['plubot', 'bareAll', 'bareVisible'];
const PAGE_NAMES: Record<PageKind, string> = {
  plubot: 'Plubot editor',
  bareAll: 'bare RF, every node',
  bareVisible: 'bare RF, visible only',
};
const START_NAMES: Record<StartView, string> = { fit: 'fit (as opened)', zoom1: 'saved zoom 1' };

/** Medians of every figure over the runs, and the goal ratios. */
export function summarizeCase(benchCase: BenchCase): CaseSummary {
  const pages: Record<PageKind, PageSummary> = {
    plubot: summarizePage(benchCase.runs.plubot),
    bareAll: summarizePage(benchCase.runs.bareAll),
    bareVisible: summarizePage(benchCase.runs.bareVisible),
  };
  const { plubot, bareAll, bareVisible } = pages;
  return {
    size: benchCase.size,
    start: benchCase.start,
    pages,
    ratios: {
      readyToBareAll: ratio(plubot.readyMs, bareAll.readyMs),
      panToBareVisible: ratio(plubot.panMean, bareVisible.panMean),
      zoomToBareVisible: ratio(plubot.zoomMean, bareVisible.zoomMean),
      heapToBareAll: ratio(plubot.heapMb, bareAll.heapMb),
      heapToBareVisible: ratio(plubot.heapMb, bareVisible.heapMb),
    },
  };
}

function summarizePage(runs: readonly PageMeasurement[]): PageSummary {
  const pick = (read: (run: PageMeasurement) => number | null | undefined) => median(runs.map(read));
  return {
    readyMs: pick((run) => run.readyMs),
    visibleNodes: pick((run) => run.visibleNodes),
    domNodes: pick((run) => run.domNodes),
    zoomAtReady: pick((run) => run.zoomAtReady),
    panMean: pick((run) => run.pan?.mean),
    panP95: pick((run) => run.pan?.p95),
    zoomMean: pick((run) => run.zoom?.mean),
    zoomP95: pick((run) => run.zoom?.p95),
    heapMb: pick((run) => run.heapMb),
  };
}

/** The two Markdown tables: figures per page, then the ratios of the goals. */
export function formatReport(summaries: readonly CaseSummary[], runs: number): string {
  const figures = [
    `Medians of ${runs} run${runs === 1 ? '' : 's'}; frame times are requestAnimationFrame intervals.`,
    '',
    '| flow | start | page | ready | on screen / in DOM @ zoom | pan frame mean (p95) | zoom frame mean (p95) | JS heap |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const summary of summaries) {
    for (const kind of PAGE_KINDS) {
      const page = summary.pages[kind];
      figures.push(
        `| ${formatCount(summary.size)} | ${START_NAMES[summary.start]} | ${PAGE_NAMES[kind]} | ` +
          `${formatSeconds(page.readyMs)} | ${page.visibleNodes ?? '–'} / ${page.domNodes ?? '–'} @ ${formatZoom(page.zoomAtReady)} | ` +
          `${formatFrames(page.panMean, page.panP95)} | ${formatFrames(page.zoomMean, page.zoomP95)} | ` +
          `${page.heapMb === null ? '–' : `${page.heapMb.toFixed(1)} MB`} |`,
      );
    }
  }
  const ratios = [
    '| flow | start | ready ÷ bare every node (goal ≤ 1.0) | pan mean ÷ bare visible only (goal at 5,000: ≤ 1.5 fit, ≤ 1.2 zoom 1) | zoom mean ÷ bare visible only (same goal) | JS heap ÷ bare every node / visible only (goal ≤ 2) |',
    '|---|---|---|---|---|---|',
  ];
  for (const { size, start, ratios: r } of summaries) {
    ratios.push(
      `| ${formatCount(size)} | ${START_NAMES[start]} | ${formatRatio(r.readyToBareAll)} | ` +
        `${formatRatio(r.panToBareVisible)} | ${formatRatio(r.zoomToBareVisible)} | ` +
        `${formatRatio(r.heapToBareAll)} / ${formatRatio(r.heapToBareVisible)} |`,
    );
  }
  return [...figures, '', ...ratios].join('\n');
}

function formatCount(size: number): string {
  return `${size.toLocaleString('en-US')} nodes`;
}

function formatSeconds(ms: number | null): string {
  return ms === null ? 'not ready' : `${(ms / 1000).toFixed(2)} s`;
}

function formatFrames(mean: number | null, p95: number | null): string {
  return mean === null ? '–' : `${Math.round(mean)} ms (${p95 === null ? '–' : Math.round(p95)})`;
}

function formatZoom(zoom: number | null): string {
  return zoom === null ? '–' : String(Math.round(zoom * 100) / 100);
}

function formatRatio(value: number | null): string {
  return value === null ? '–' : `${value.toFixed(2)}×`;
}
