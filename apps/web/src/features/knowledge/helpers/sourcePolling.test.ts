import { describe, expect, it } from 'vitest';
import { getSourcesPollInterval, PROCESSING_POLL_MS } from './sourcePolling';

describe('getSourcesPollInterval', () => {
  it('polls every 2 s while a source is processing', () => {
    expect(getSourcesPollInterval([{ status: 'ready' }, { status: 'processing' }])).toBe(PROCESSING_POLL_MS);
    expect(PROCESSING_POLL_MS).toBe(2000);
  });

  it('stops once every source is ready or failed, or before the list is read', () => {
    expect(getSourcesPollInterval([{ status: 'ready' }, { status: 'error' }])).toBe(false);
    expect(getSourcesPollInterval([])).toBe(false);
    expect(getSourcesPollInterval(undefined)).toBe(false);
  });
});
