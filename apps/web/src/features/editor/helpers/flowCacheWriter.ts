import type { EditorNode, StoredFlow } from '../types';
import {
  type FlowCacheStorage,
  getPositionsCacheKey,
  writeCachedFlow,
  writeCachedPositions,
} from './flowCache';

/** Writes to the local flow cache, debounced (spec §9: persisted writes wait 1 s). */
export interface FlowCacheWriter {
  /** Caches the flow as the server has it (after a load or a save). */
  saveFlow(plubotId: string, flow: StoredFlow): void;
  /**
   * Keeps where the nodes stand and the revision they moved from; `read` is called when the write
   * happens, so calling this on every frame of a drag costs nothing.
   */
  savePositions(plubotId: string, read: () => { revision: number; nodes: readonly EditorNode[] }): void;
  /** Writes what is pending now (the page is going away). */
  flush(): void;
}

export interface FlowCacheWriterOptions {
  /** A getter, so that a missing or disabled storage is tolerated. */
  readonly storage: () => FlowCacheStorage | undefined;
  readonly now: () => number;
  readonly delayMs: number;
  readonly setTimer?: (callback: () => void, ms: number) => unknown;
  readonly clearTimer?: (timer: unknown) => void;
}

/**
 * A debounced writer of the local flow cache: the flow and the positions of a bot wait until
 * nothing has changed for `delayMs`, then are written once. A refused write (storage full or
 * disabled) is dropped: the cache is a convenience and never breaks the editor.
 */
export function createFlowCacheWriter(options: FlowCacheWriterOptions): FlowCacheWriter {
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const pending = new Map<string, (storage: FlowCacheStorage, now: number) => void>();
  let timer: unknown;

  const flush = () => {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    const writes = [...pending.values()];
    pending.clear();
    const storage = options.storage();
    if (!storage) return;
    for (const write of writes) {
      try {
        write(storage, options.now());
      } catch {
        // The cache is best effort.
      }
    }
  };

  const schedule = (key: string, write: (storage: FlowCacheStorage, now: number) => void) => {
    pending.set(key, write);
    if (timer !== undefined) clearTimer(timer);
    timer = setTimer(flush, options.delayMs);
  };

  return {
    saveFlow: (plubotId, flow) =>
      schedule(`flow:${plubotId}`, (storage, now) => writeCachedFlow(storage, plubotId, flow, now)),
    savePositions: (plubotId, read) =>
      schedule(getPositionsCacheKey(plubotId), (storage, now) => {
        const { revision, nodes } = read();
        writeCachedPositions(storage, plubotId, revision, nodes, now);
      }),
    flush,
  };
}
