import { describe, expect, it } from 'vitest';
import type { PageMeasurement } from './measure';
import { formatReport, summarizeCase } from './report';

function page(readyMs: number | null, panMean: number, heapMb: number): PageMeasurement {
  return {
    readyMs,
    visibleNodes: 8,
    domNodes: 8,
    domEdges: 16,
    zoomAtReady: 1,
    movedAfterReady: false,
    pan: { mean: panMean, p95: panMean * 2, frames: 60, panned: 377 },
    zoom: { mean: panMean, p95: panMean * 2, frames: 40, zoomRange: [0.25, 1] },
    heapMb,
    readyTrace: [],
  };
}

describe('summarizeCase', () => {
  it('takes medians over the runs and divides by the bare pages the goals name', () => {
    const summary = summarizeCase({
      size: 5000,
      start: 'zoom1',
      runs: {
        plubot: [page(4000, 30, 20), page(6000, 90, 20), page(5000, 40, 20)],
        bareAll: [page(2500, 60, 160), page(2500, 60, 160), page(2500, 60, 160)],
        bareVisible: [page(1000, 20, 10), page(1000, 20, 10), page(1000, 20, 10)],
      },
    });
    expect(summary.pages.plubot.readyMs).toBe(5000);
    expect(summary.ratios).toEqual({
      readyToBareAll: 2,
      panToBareVisible: 2,
      zoomToBareVisible: 2,
      heapToBareAll: 0.13,
      heapToBareVisible: 2,
    });
  });

  it('leaves a ratio out when a page never got ready', () => {
    const summary = summarizeCase({
      size: 1000,
      start: 'fit',
      runs: { plubot: [page(null, 30, 20)], bareAll: [page(900, 20, 30)], bareVisible: [page(800, 17, 9)] },
    });
    expect(summary.ratios.readyToBareAll).toBeNull();
    expect(formatReport([summary], 1)).toContain(
      '| 1,000 nodes | fit (as opened) | Plubot editor | not ready |',
    );
  });
});
