import type { z } from 'zod';
import { NODE_DATA_SCHEMAS } from './nodeDataSchemas';
import type { NodeDataOf } from './nodeSchema';
import type { NodeType } from './nodeTypes';

/**
 * Reads stored node data as the typed data of `type`, forgiving what it cannot use: each known field
 * is kept only when it fits its schema (a wrong-typed field reads as missing), and fields the
 * schema does not know pass through unchanged, as the load clean-up keeps them. Anything that is
 * not an object reads as empty data. Never throws, and reading its own result gives it back.
 * @example readNodeDataAs('message', { message: 'Hola', capture: 7, extra: 1 }) // { message: 'Hola', capture: 7, extra: 1 }
 * @example readNodeDataAs('decision', { conditions: 'x', question: '¿?' }) // { question: '¿?' }
 */
export function readNodeDataAs<T extends NodeType>(type: T, data: unknown): NodeDataOf<T> {
  const schema: z.ZodObject = NODE_DATA_SCHEMAS[type];
  const source = isRecord(data) ? data : {};
  const whole = schema.safeParse(source);
  if (whole.success) return whole.data as NodeDataOf<T>;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    const field = schema.shape[key];
    if (!field) {
      result[key] = value;
      continue;
    }
    const parsed = field.safeParse(value);
    if (parsed.success && parsed.data !== undefined) result[key] = parsed.data;
  }
  return result as NodeDataOf<T>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
