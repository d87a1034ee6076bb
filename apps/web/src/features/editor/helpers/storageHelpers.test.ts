import { createHistory, type FlowSnapshot } from '@plubot/flow';
import { describe, expect, it } from 'vitest';
import { createDebouncedStorage } from './createDebouncedStorage';
import { trimHistoryForStorage } from './trimHistoryForStorage';

function manualTimers() {
  const queue: (() => void)[] = [];
  return {
    setTimer: (callback: () => void) => queue.push(callback),
    clearTimer: () => undefined,
    runAll: () => {
      for (const callback of queue.splice(0)) callback();
    },
  };
}

describe('createDebouncedStorage', () => {
  it('writes only the last value once the timer fires', () => {
    const writes: string[] = [];
    const timers = manualTimers();
    const storage = createDebouncedStorage<{ n: number }>({
      storage: () => ({
        getItem: () => null,
        setItem: (_key, value) => void writes.push(value),
        removeItem: () => undefined,
      }),
      delayMs: 1000,
      ...timers,
    });
    storage.setItem('k', { state: { n: 1 } });
    storage.setItem('k', { state: { n: 2 } });
    expect(writes).toEqual([]);
    timers.runAll();
    expect(writes).toEqual(['{"state":{"n":2}}']);
  });

  it('retries a refused write with the shrunk value, skips unwanted values and flushes on demand', () => {
    const writes: string[] = [];
    const storage = createDebouncedStorage<{ big: boolean }>({
      storage: () => ({
        getItem: () => '{"state":{"big":false}}',
        setItem: (_key, value) => {
          if (value.includes('true')) throw new Error('QuotaExceededError');
          writes.push(value);
        },
        removeItem: () => undefined,
      }),
      delayMs: 1000,
      shrink: (value) => ({ ...value, state: { big: false } }),
      shouldWrite: (value) => value.version !== 0,
      ...manualTimers(),
    });
    storage.setItem('k', { state: { big: true }, version: 0 });
    storage.flush();
    expect(writes).toEqual([]);
    storage.setItem('k', { state: { big: true }, version: 5 });
    storage.flush();
    expect(writes).toEqual(['{"state":{"big":false},"version":5}']);
    expect(storage.getItem('k')).toEqual({ state: { big: false } });
  });
});

describe('trimHistoryForStorage', () => {
  const snapshot: FlowSnapshot = { nodes: [], edges: [] };
  const history = {
    ...createHistory(),
    past: Array.from({ length: 50 }, () => snapshot),
    future: [snapshot],
  };

  it('keeps the whole history of a small flow', () => {
    expect(trimHistoryForStorage(history, 20)).toBe(history);
  });

  it('keeps only the latest steps of a big flow', () => {
    const trimmed = trimHistoryForStorage(history, 1000);
    expect(trimmed.past).toHaveLength(10);
    expect(trimmed.future).toHaveLength(1);
    expect(trimHistoryForStorage(history, 20_000).past).toHaveLength(0);
  });
});
