import { describe, expect, it } from 'vitest';
import { decideDeliveryRetry, MAX_DELIVERY_ATTEMPTS } from './decideDeliveryRetry';

describe('decideDeliveryRetry', () => {
  const now = new Date('2026-01-01T10:00:00Z');
  const waitAfter = (attempt: number) => (decideDeliveryRetry(attempt, now)?.getTime() ?? 0) - now.getTime();

  it('waits twice as long after each failed run', () => {
    expect([1, 2, 3, 4].map(waitAfter)).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('gives up after the last run', () => {
    expect(MAX_DELIVERY_ATTEMPTS).toBe(5);
    expect(decideDeliveryRetry(5, now)).toBeNull();
    expect(decideDeliveryRetry(9, now)).toBeNull();
  });
});
