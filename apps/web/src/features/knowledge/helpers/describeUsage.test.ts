import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeUsage } from './describeUsage';

const MB = 1024 * 1024;

describe('describeUsage', () => {
  it('gives the figures of «3 de 20 fuentes · 0,4 de 2 MB»', () => {
    const figures = describeUsage({ sources: 3, maxSources: 20, bytes: 0.4 * MB, maxBytes: 2 * MB }, 'es');
    expect(figures).toMatchObject({ sources: '3', maxSources: '20', megabytes: '0,4', maxMegabytes: '2' });
    expect(figures.percent).toBe(20);
    expect(figures.full).toBe(false);
    expect(figures.nearlyFull).toBe(false);
  });

  it('groups thousands the way each language does', () => {
    const usage = { sources: 1000, maxSources: 1000, bytes: 0, maxBytes: 200 * MB };
    expect(describeUsage(usage, 'en').maxSources).toBe('1,000');
    expect(describeUsage(usage, 'es').maxMegabytes).toBe('200');
  });

  it('is full when either the sources or the bytes reach the limit', () => {
    expect(describeUsage({ sources: 20, maxSources: 20, bytes: 0, maxBytes: 2 * MB }, 'es').full).toBe(true);
    expect(describeUsage({ sources: 1, maxSources: 20, bytes: 2 * MB, maxBytes: 2 * MB }, 'es').full).toBe(
      true,
    );
    expect(describeUsage({ sources: 19, maxSources: 20, bytes: 0, maxBytes: 2 * MB }, 'es')).toMatchObject({
      full: false,
      nearlyFull: true,
      percent: 95,
    });
  });

  it('keeps the bar between 0 and 100 and is never both full and nearly full', () => {
    fc.assert(
      fc.property(
        fc.nat(2000),
        fc.integer({ min: 1, max: 1000 }),
        fc.nat(400 * MB),
        fc.integer({ min: 1, max: 200 * MB }),
        (sources, maxSources, bytes, maxBytes) => {
          const figures = describeUsage({ sources, maxSources, bytes, maxBytes }, 'es');
          expect(figures.percent).toBeGreaterThanOrEqual(0);
          expect(figures.percent).toBeLessThanOrEqual(100);
          expect(figures.full && figures.nearlyFull).toBe(false);
          expect(figures.full).toBe(sources >= maxSources || bytes >= maxBytes);
        },
      ),
    );
  });
});
