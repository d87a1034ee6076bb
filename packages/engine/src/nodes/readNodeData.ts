import type { NODE_DATA_SCHEMAS, NodeType } from '@plubot/flow';

/** The fields the flow's schema (`NODE_DATA_SCHEMAS` of `@plubot/flow`) declares for a type's data. */
export type NodeDataKey<T extends NodeType> = Extract<keyof (typeof NODE_DATA_SCHEMAS)[T]['shape'], string>;

/**
 * Typed, forgiving reads of a node's stored data (or of an action's parameters); `K` names the
 * fields that may be read, so the engine reads only what the flow's schema declares.
 */
export interface NodeDataReader<K extends string = string> {
  /** The first of `keys` holding a string with something besides spaces. */
  text(...keys: K[]): string | undefined;
  /** A finite number, also from numeric text. */
  number(key: K): number | undefined;
  /** An array, or `[]`. */
  list(key: K): unknown[];
  /** A plain object, or `undefined`. */
  record(key: K): Record<string, unknown> | undefined;
  /** The raw value. */
  raw(key: K): unknown;
}

/**
 * Wraps a node's stored data for reading the fields its type's schema declares: stored flows may
 * hold anything, so every read checks its type and a wrong type reads as missing.
 *
 * @example readNodeData('ai', node.data).text('promptTemplate', 'prompt')
 */
export function readNodeData<T extends NodeType>(
  _type: T,
  data: Readonly<Record<string, unknown>> | undefined,
): NodeDataReader<NodeDataKey<T>> {
  return readRecord(data);
}

/**
 * Wraps any stored record for reading (an action's free-form `parameters`), with the same checks
 * as {@link readNodeData}.
 */
export function readRecord(data: Readonly<Record<string, unknown>> | undefined): NodeDataReader {
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
