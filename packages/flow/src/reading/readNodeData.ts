import type { NODE_DATA_SCHEMAS } from '../model/nodeDataSchemas';
import type { NodeType } from '../model/nodeTypes';

/**
 * A node as the readers take it: a stored node, an editor node or an engine node (its data as
 * stored; readers check every field's type).
 */
export interface ReadableNode {
  readonly id?: string;
  readonly type: string;
  readonly position?: unknown;
  readonly data?: Readonly<Record<string, unknown>>;
}

/** The fields a type's data schema (`NODE_DATA_SCHEMAS`) declares. */
export type NodeDataKey<T extends NodeType> = Extract<keyof (typeof NODE_DATA_SCHEMAS)[T]['shape'], string>;

/**
 * Typed, forgiving reads of a node's stored data (or of an action's parameters); `K` names the
 * fields that may be read, so the engine and Bot Doctor read only what the schema declares.
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
