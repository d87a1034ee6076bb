import { normalizeNodeType } from '@plubot/flow';

/** Why a flow cannot be shown in the Tower, as a server message key. */
export type PublishProblem = 'community.publishNeedsEnd' | 'community.publishNeedsMessage';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Null when a stored flow may be published: it has an End node and at least one Message node that
 * says something, so whoever tries it in the Tower gets a real conversation.
 * @example getPublishProblem([{ type: 'start' }]) // 'community.publishNeedsEnd'
 */
export function getPublishProblem(nodes: readonly unknown[]): PublishProblem | null {
  const typed = nodes.filter(isRecord);
  if (!typed.some((node) => normalizeNodeType(node.type) === 'end')) return 'community.publishNeedsEnd';
  const speaks = typed.some((node) => normalizeNodeType(node.type) === 'message' && hasText(node.data));
  return speaks ? null : 'community.publishNeedsMessage';
}

function hasText(data: unknown): boolean {
  if (!isRecord(data)) return false;
  return typeof data.message === 'string' && data.message.trim() !== '';
}
