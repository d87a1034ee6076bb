/** Typed, forgiving reads of a node's stored data (or of an action's parameters). */
export interface NodeDataReader {
  /** The first of `keys` holding a string with something besides spaces. */
  text(...keys: string[]): string | undefined;
  /** A finite number, also from numeric text. */
  number(key: string): number | undefined;
  /** An array, or `[]`. */
  list(key: string): unknown[];
  /** A plain object, or `undefined`. */
  record(key: string): Record<string, unknown> | undefined;
  /** The raw value. */
  raw(key: string): unknown;
}

/**
 * Wraps stored data for reading: stored flows may hold anything, so every read checks its type and
 * a wrong type reads as missing.
 *
 * @example readNodeData(node.data).text('promptTemplate', 'prompt')
 */
export function readNodeData(data: Readonly<Record<string, unknown>> | undefined): NodeDataReader {
  const source = data ?? {};
  const get = (key: string): unknown => (Object.hasOwn(source, key) ? source[key] : undefined);
  return {
    text(...keys) {
      for (const key of keys) {
        const value = get(key);
        if (typeof value === 'string' && value.trim() !== '') return value;
      }
      return undefined;
    },
    number(key) {
      const value = get(key);
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
    },
    list(key) {
      const value = get(key);
      return Array.isArray(value) ? value : [];
    },
    record(key) {
      const value = get(key);
      return isPlainRecord(value) ? value : undefined;
    },
    raw: get,
  };
}

/** Whether a value is a non-null, non-array object. */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
