import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectResults, roundMs, summarizeRun, toBenchmarkRecord } from './benchmarkRecords';

const AT = new Date('2026-11-25T10:00:00.000Z');

describe('benchmark records', () => {
  it('keeps the fields of the results file, durations rounded to hundredths', () => {
    expect(toBenchmarkRecord('flow-benchmark-200', 200, 'mount', 12.3456, 30.001, AT)).toEqual({
      profilerId: 'flow-benchmark-200',
      nodeCount: 200,
      phase: 'mount',
      renderDuration_ms: 12.35,
      baseDuration_ms: 30,
      timestamp: '2026-11-25T10:00:00.000Z',
    });
  });

  it('summarises a run: the mount, the commits, total and slowest', () => {
    const records = [
      toBenchmarkRecord('p', 500, 'mount', 40, 40, AT),
      toBenchmarkRecord('p', 500, 'update', 5, 41, AT),
      toBenchmarkRecord('p', 500, 'update', 7.5, 41, AT),
    ];
    expect(summarizeRun({ nodeCount: 500, records, settledAfterMs: 1234.4 })).toEqual({
      nodeCount: 500,
      commits: 3,
      mountMs: 40,
      totalRenderMs: 52.5,
      slowestCommitMs: 40,
      settledAfterMs: 1234,
    });
    expect(summarizeRun({ nodeCount: 200, records: [], settledAfterMs: 0 })).toMatchObject({
      commits: 0,
      mountMs: 0,
      slowestCommitMs: 0,
    });
  });

  it('writes every record of every run into the file, in order', () => {
    const a = toBenchmarkRecord('a', 200, 'mount', 1, 1, AT);
    const b = toBenchmarkRecord('b', 1000, 'mount', 2, 2, AT);
    const runs = [
      { nodeCount: 200, records: [a], settledAfterMs: 1 },
      { nodeCount: 1000, records: [b], settledAfterMs: 1 },
    ];
    expect(collectResults(runs)).toEqual([a, b]);
  });

  it('rounds without drifting more than half a hundredth', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (value) => {
        expect(Math.abs(roundMs(value) - value)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});
