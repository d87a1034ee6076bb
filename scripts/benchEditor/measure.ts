/// <reference lib="dom" />
// One measured page of `npm run bench:editor`, in a fresh browser context: time to ready (every node
// on screen drawn, from navigation start), nodes in the DOM, a pan by mouse drag and a zoom by wheel
// with the frame intervals recorded in the page, then the tab's JavaScript heap after a garbage
// collection. The in-page side is pageProbe.js.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { BENCH_WINDOW } from './benchCanvas';
import type { BenchOwner } from './flows';
import { type FrameStats, summarizeFrames } from './stats';

export interface PageTarget {
  url: string;
  /** A PNG of the page once ready is written here when set. */
  screenshotPath?: string;
  /** A Chromium trace of the pan (timeline and JS samples) is written here when set. */
  panTracePath?: string;
  /** Signed in as this owner (tokens in localStorage before the app starts), or anonymous. */
  owner?: BenchOwner;
  grid: { count: number; columns: number; spacing: number };
}

export interface PageMeasurement {
  /** ms from navigation start to every node on screen drawn; null when it never happened. */
  readyMs: number | null;
  /** Nodes expected on screen at ready. */
  visibleNodes: number | null;
  /** `.react-flow__node` elements once the page settled after ready (what a pan has to move). */
  domNodes: number;
  domEdges: number;
  zoomAtReady: number | null;
  /** The view moved between ready and the settle a second later (ready came too early, or a late re-fit). */
  movedAfterReady: boolean;
  /** Frames of the drag, and how far the view travelled (screen px). */
  pan: (FrameStats & { panned: number }) | null;
  /** Frames of the wheel ticks, and the zoom range the view went through. */
  zoom: (FrameStats & { zoomRange: [number, number] | null }) | null;
  /** JSHeapUsedSize after a forced garbage collection, in MB. */
  heapMb: number | null;
  /** Changes of the canvas while waiting for ready: nodes in the DOM, expected ones drawn, the view. */
  readyTrace: unknown[];
}

interface ProbeReady {
  at: number;
  expected: number;
  domNodes: number;
  transform: { x: number; y: number; zoom: number };
}

interface ProbeFrames {
  intervals: number[];
  panned: number;
  zoomRange: [number, number] | null;
}

interface Probe {
  ready: ProbeReady | null;
  timedOut: boolean;
  trace: unknown[];
  startFrames(): void;
  stopFrames(): ProbeFrames;
  findPanePoint(preferX: number, preferY: number): { x: number; y: number } | null;
  readView(): { transform: ProbeReady['transform'] | null; domNodes: number; domEdges: number };
}

declare global {
  interface Window {
    __plubotBench: Probe;
  }
}

const PROBE_SOURCE = readFileSync(new URL('./pageProbe.js', import.meta.url), 'utf8');
const READY_TIMEOUT_MS = Number(process.env.BENCH_READY_TIMEOUT_MS ?? 240_000);
const SETTLE_MS = 1000;
const PAN = { dx: -320, dy: -200, stepsEachWay: 30 };
const WHEEL = { ticks: 10, deltaY: 100, pauseMs: 16 };
/** What a pan's trace records: the renderer's timeline (script, style, layout, paint) and JS samples. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'];

/** Opens `target.url` in a new context and measures it; the context is closed afterwards. */
export async function measurePage(browser: Browser, target: PageTarget): Promise<PageMeasurement> {
  const context = await browser.newContext({ viewport: BENCH_WINDOW, locale: 'es-ES' });
  try {
    if (target.owner) {
      await context.addInitScript(
        ([access, refresh]) => {
          localStorage.setItem('access_token', access);
          localStorage.setItem('refresh_token', refresh);
        },
        [target.owner.accessToken, target.owner.refreshToken] as const,
      );
    }
    const config = { ...target.grid, readyTimeoutMs: READY_TIMEOUT_MS };
    await context.addInitScript({
      content: `window.__plubotBenchConfig = ${JSON.stringify(config)};\n${PROBE_SOURCE}`,
    });
    const page = await context.newPage();
    await page.goto(target.url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => window.__plubotBench?.ready || window.__plubotBench?.timedOut,
      undefined,
      {
        timeout: READY_TIMEOUT_MS + 30_000,
        polling: 250,
      },
    );
    const ready = await page.evaluate(() => window.__plubotBench.ready);
    await page.waitForTimeout(SETTLE_MS);
    if (target.screenshotPath) await page.screenshot({ path: target.screenshotPath });
    const view = await page.evaluate(() => window.__plubotBench.readView());
    const pan = ready ? await measurePan(page, target.panTracePath) : null;
    await page.waitForTimeout(SETTLE_MS / 2);
    const zoom = ready ? await measureWheelZoom(page, view.transform?.zoom ?? 1) : null;
    await page.waitForTimeout(SETTLE_MS / 2);
    return {
      readyMs: ready ? Math.round(ready.at) : null,
      visibleNodes: ready?.expected ?? null,
      domNodes: view.domNodes,
      domEdges: view.domEdges,
      zoomAtReady: ready?.transform.zoom ?? null,
      movedAfterReady: ready !== null && !sameTransform(ready.transform, view.transform),
      pan,
      zoom,
      heapMb: await readHeapMb(page),
      readyTrace: await page.evaluate(() => window.__plubotBench.trace),
    };
  } finally {
    await context.close();
  }
}

/** Drags the pane by PAN and back, one mouse move at a time, recording frames meanwhile. */
async function measurePan(page: Page, tracePath?: string): Promise<PageMeasurement['pan']> {
  const point = await page.evaluate(() => window.__plubotBench.findPanePoint(0.62, 0.62));
  if (!point) return null;
  await page.mouse.move(point.x, point.y);
  const browser = page.context().browser();
  if (tracePath && browser)
    await browser.startTracing(page, { path: tracePath, categories: TRACE_CATEGORIES });
  await page.evaluate(() => window.__plubotBench.startFrames());
  await page.mouse.down();
  await page.mouse.move(point.x + PAN.dx, point.y + PAN.dy, { steps: PAN.stepsEachWay });
  await page.mouse.move(point.x, point.y, { steps: PAN.stepsEachWay });
  await page.mouse.up();
  const recorded = await page.evaluate(() => window.__plubotBench.stopFrames());
  if (tracePath && browser) await browser.stopTracing();
  const stats = summarizeFrames(recorded.intervals);
  return stats && { ...stats, panned: recorded.panned };
}

/**
 * Wheel ticks one way then back, with the pointer on empty pane: in first when the view starts near
 * the least zoom (a fitted big flow), else out first, so every tick changes the zoom.
 */
async function measureWheelZoom(page: Page, startZoom: number): Promise<PageMeasurement['zoom']> {
  const point = await page.evaluate(() => window.__plubotBench.findPanePoint(0.5, 0.5));
  if (!point) return null;
  await page.mouse.move(point.x, point.y);
  const firstDelta = startZoom < 0.2 ? -WHEEL.deltaY : WHEEL.deltaY;
  await page.evaluate(() => window.__plubotBench.startFrames());
  for (const delta of [firstDelta, -firstDelta]) {
    for (let tick = 0; tick < WHEEL.ticks; tick += 1) {
      await page.mouse.wheel(0, delta);
      await page.waitForTimeout(WHEEL.pauseMs);
    }
  }
  const recorded = await page.evaluate(() => window.__plubotBench.stopFrames());
  const stats = summarizeFrames(recorded.intervals);
  return stats && { ...stats, zoomRange: recorded.zoomRange };
}

function sameTransform(a: ProbeReady['transform'], b: ProbeReady['transform'] | null): boolean {
  return (
    b !== null && Math.abs(a.x - b.x) < 1 && Math.abs(a.y - b.y) < 1 && Math.abs(a.zoom - b.zoom) < 0.001
  );
}

async function readHeapMb(page: Page): Promise<number | null> {
  try {
    const session = await page.context().newCDPSession(page);
    await session.send('HeapProfiler.collectGarbage');
    await session.send('Performance.enable');
    const { metrics } = await session.send('Performance.getMetrics');
    const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value;
    return used === undefined ? null : Math.round((used / 1024 / 1024) * 10) / 10;
  } catch {
    return null;
  }
}
