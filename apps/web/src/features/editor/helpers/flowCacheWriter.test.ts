import { describe, expect, it, vi } from 'vitest';
import type { EditorNode, StoredFlow } from '../types';
import { readCachedFlow, readCachedPositions } from './flowCache';
import { createFlowCacheWriter } from './flowCacheWriter';

const FLOW: StoredFlow = {
  flowName: 'Soporte',
  nodes: [{ id: 'start-1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Inicio' } }],
  edges: [],
  viewport: { x: 0, y: 0, zoom: 1 },
  revision: 2,
  updatedAt: '2025-03-01T11:00:00.000Z',
};

const nodesAt = (x: number): EditorNode[] =>
  Array.from({ length: 10 }, (_, index) => ({
    id: `n${index}`,
    type: 'message',
    position: { x: x + index, y: 0 },
    data: { label: 'x' },
  }));

/** A writer on a storage that counts writes, with a hand-driven timer and clock. */
function setup(storage = countingStorage()) {
  let fire: (() => void) | undefined;
  let clock = 1_000;
  const writer = createFlowCacheWriter({
    storage: () => storage,
    now: () => clock,
    delayMs: 1000,
    setTimer: (callback) => {
      fire = callback;
      return callback;
    },
    clearTimer: () => {
      fire = undefined;
    },
  });
  return {
    storage,
    writer,
    tick: () => fire?.(),
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

function countingStorage() {
  const values = new Map<string, string>();
  return {
    values,
    setItem: vi.fn((key: string, value: string) => void values.set(key, value)),
    getItem: (key: string) => values.get(key) ?? null,
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('createFlowCacheWriter', () => {
  it('writes once when things settle, not on every call', () => {
    const { storage, writer, tick } = setup();
    writer.saveFlow('bot', { ...FLOW, revision: 1 });
    writer.saveFlow('bot', FLOW);
    expect(storage.setItem).not.toHaveBeenCalled();
    tick();
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    expect(readCachedFlow(storage, 'bot')?.flow.revision).toBe(2);
  });

  it('reads the positions when it writes them, so a drag’s frames cost nothing', () => {
    const { storage, writer, tick } = setup();
    let state = { revision: 3, nodes: nodesAt(0) };
    const read = vi.fn(() => state);
    for (let frame = 1; frame <= 30; frame++) {
      state = { revision: 3, nodes: nodesAt(frame) };
      writer.savePositions('bot', read);
    }
    expect(read).not.toHaveBeenCalled();
    tick();
    expect(read).toHaveBeenCalledTimes(1);
    expect(readCachedPositions(storage, 'bot', 1_000)?.positions.get('n0')).toEqual({ x: 30, y: 0 });
  });

  it('writes what is pending at once on flush (the page is going away), stamped with the clock', () => {
    const { storage, writer, advance } = setup();
    advance(5_000);
    writer.saveFlow('bot', FLOW);
    writer.savePositions('bot', () => ({ revision: 2, nodes: nodesAt(0) }));
    writer.flush();
    expect(readCachedFlow(storage, 'bot')?.savedAt).toBe(6_000);
    expect(readCachedPositions(storage, 'bot', 6_000)?.revision).toBe(2);
    writer.flush();
    expect(storage.setItem).toHaveBeenCalledTimes(2);
  });

  it('never throws when the browser refuses to store', () => {
    const storage = countingStorage();
    storage.setItem.mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const { writer } = setup(storage);
    writer.saveFlow('bot', FLOW);
    expect(() => writer.flush()).not.toThrow();
  });
});
