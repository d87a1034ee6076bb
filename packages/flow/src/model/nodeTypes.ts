/** The 17 node types of the editor, by their canonical names (spec §3 "Node types"). */
export const NODE_TYPES = [
  'start',
  'end',
  'message',
  'decision',
  'action',
  'option',
  'httpRequest',
  'webhookNode',
  'databaseNode',
  'aiNodePro',
  'complexConditionNode',
  'power',
  'discord',
  'ai',
  'emotionDetection',
  'handoff',
  'knowledge',
] as const;

/** A canonical node type. */
export type NodeType = (typeof NODE_TYPES)[number];

/** Older names still found in stored flows, mapped to their canonical type. */
export const NODE_TYPE_ALIASES: Readonly<Record<string, NodeType>> = {
  httpRequestNode: 'httpRequest',
  powerNode: 'power',
};

const NODE_TYPE_SET: ReadonlySet<string> = new Set(NODE_TYPES);

/** Whether a value is a canonical node type. */
export function isNodeType(value: unknown): value is NodeType {
  return typeof value === 'string' && NODE_TYPE_SET.has(value);
}

/**
 * Returns the canonical type for a canonical name or an alias, or `undefined` for anything else.
 *
 * @example normalizeNodeType('httpRequestNode') // 'httpRequest'
 */
export function normalizeNodeType(value: unknown): NodeType | undefined {
  if (isNodeType(value)) return value;
  if (typeof value !== 'string' || !Object.hasOwn(NODE_TYPE_ALIASES, value)) return undefined;
  return NODE_TYPE_ALIASES[value];
}
