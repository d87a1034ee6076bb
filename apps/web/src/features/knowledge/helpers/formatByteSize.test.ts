import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatByteSize, formatMegabytes } from './formatByteSize';

const MB = 1024 * 1024;

describe('formatMegabytes', () => {
  it('writes the usage with a decimal comma in Spanish and a point in English', () => {
    expect(formatMegabytes(0.4 * MB, 'es')).toBe('0,4');
    expect(formatMegabytes(0.4 * MB, 'en')).toBe('0.4');
    expect(formatMegabytes(2 * MB, 'es')).toBe('2');
    expect(formatMegabytes(1.25 * MB, 'es')).toBe('1,3');
  });

  it('drops the decimal from 10 MB up', () => {
    expect(formatMegabytes(20 * MB, 'es')).toBe('20');
    expect(formatMegabytes(12.6 * MB, 'es')).toBe('13');
    expect(formatMegabytes(200 * MB, 'es')).toBe('200');
  });

  it('never says 0 for a few bytes, and says 0 for none', () => {
    expect(formatMegabytes(300, 'es')).toBe('0,1');
    expect(formatMegabytes(0, 'es')).toBe('0');
  });

  it('never reads as zero once something is stored', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 * MB }), (bytes) => {
        expect(Number.parseFloat(formatMegabytes(bytes, 'en').replaceAll(',', ''))).toBeGreaterThan(0);
      }),
    );
  });
});

describe('formatByteSize', () => {
  it('picks bytes, kilobytes or megabytes', () => {
    expect(formatByteSize(820, 'es')).toBe('820 B');
    expect(formatByteSize(12 * 1024 + 100, 'es')).toBe('12 KB');
    expect(formatByteSize(1.5 * MB, 'es')).toBe('1,5 MB');
    expect(formatByteSize(1.5 * MB, 'en')).toBe('1.5 MB');
  });

  it('shows at least 1 KB once past 1023 bytes', () => {
    expect(formatByteSize(1024, 'es')).toBe('1 KB');
  });
});
