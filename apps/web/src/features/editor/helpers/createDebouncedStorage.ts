import type { PersistStorage, StorageValue } from 'zustand/middleware';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A persist storage whose writes can be forced out at once (before the page goes away). */
export interface DebouncedStorage<S> extends PersistStorage<S> {
  /** Writes a pending value now. */
  flush(): void;
  /** Drops a pending value without writing it. */
  cancel(): void;
}

export interface DebouncedStorageOptions<S> {
  /** The storage to use; a getter so that a missing or disabled storage is tolerated. */
  readonly storage: () => KeyValueStorage | undefined;
  /** How long writes wait for the state to settle (spec §9: 1 s). */
  readonly delayMs: number;
  /** A smaller value to try when the browser refuses the full one (storage quota). */
  readonly shrink?: (value: StorageValue<S>) => StorageValue<S> | undefined;
  /** Values for which this returns false are not written (e.g. before a flow is loaded). */
  readonly shouldWrite?: (value: StorageValue<S>) => boolean;
  readonly setTimer?: (callback: () => void, ms: number) => unknown;
  readonly clearTimer?: (timer: unknown) => void;
}

/**
 * A zustand `persist` storage that serialises and writes only after the state has been still for
 * `delayMs`, so dragging a node across a 1,000-node flow does not stringify the flow on every frame.
 * When the browser refuses a write, it retries once with `shrink(value)`.
 */
export function createDebouncedStorage<S>(options: DebouncedStorageOptions<S>): DebouncedStorage<S> {
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let pending: { name: string; value: StorageValue<S> } | undefined;
  let timer: unknown;

  const write = (name: string, value: StorageValue<S>) => {
    const storage = options.storage();
    if (!storage) return;
    try {
      storage.setItem(name, JSON.stringify(value));
    } catch {
      const smaller = options.shrink?.(value);
      if (!smaller) return;
      try {
        storage.setItem(name, JSON.stringify(smaller));
      } catch {
        // Storage full even without the history: the server and the local backup still hold the flow.
      }
    }
  };

  const flush = () => {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    const current = pending;
    pending = undefined;
    if (current) write(current.name, current.value);
  };

  return {
    getItem(name) {
      try {
        const text = options.storage()?.getItem(name);
        return text ? (JSON.parse(text) as StorageValue<S>) : null;
      } catch {
        return null;
      }
    },
    setItem(name, value) {
      if (options.shouldWrite && !options.shouldWrite(value)) return;
      pending = { name, value };
      if (timer !== undefined) clearTimer(timer);
      timer = setTimer(flush, options.delayMs);
    },
    removeItem(name) {
      pending = undefined;
      try {
        options.storage()?.removeItem(name);
      } catch {
        // Nothing stored.
      }
    },
    flush,
    cancel() {
      if (timer !== undefined) clearTimer(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}
