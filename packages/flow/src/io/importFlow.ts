import { getDefaultEdgeType } from '../connections/createEdge';
import { sanitizeEdge } from '../connections/sanitizeEdge';
import { normalizePosition } from '../load/normalizePosition';
import { createFlowMessage } from '../messages/createFlowMessage';
import type { FlowMessage } from '../messages/flowMessages';
import { createId, type IdFactory } from '../model/createId';
import { edgeSchema, type FlowEdge } from '../model/edgeSchema';
import { migrateFlow } from '../model/migrateFlow';
import { type FlowNode, nodeSchema } from '../model/nodeSchema';
import { type NodeType, normalizeNodeType } from '../model/nodeTypes';
import { err, ok, type Result } from '../result';

/** A parsed import, ready to replace the current flow once the user has confirmed any discards. */
export interface ImportedFlow {
  readonly nodes: FlowNode[];
  readonly edges: FlowEdge[];
  /** How many nodes and edges were invalid and left out. */
  readonly discarded: { readonly nodes: number; readonly edges: number };
  /** Present when something was left out: ask the user with this text before applying the import. */
  readonly confirmation?: FlowMessage;
  /** 'import.incompleteFlow' when there is no start node or no message node. */
  readonly warnings: FlowMessage[];
  /** The text to show once the import is applied. */
  readonly success: FlowMessage;
}

/**
 * Reads pasted or uploaded flow JSON (spec §5 "Import"). Accepts any object with `nodes` and
 * `edges` arrays, including export files and older flow versions. A node is kept when it has an id,
 * a known type, numeric x and y, a string `data.label` and otherwise valid data; an edge when it has
 * an id and joins two kept nodes. Kept nodes and edges get new ids; positions are clamped and edge
 * handles cleaned as for any added edge. Never throws.
 *
 * @example
 * const result = importFlow(text);
 * if (!result.ok) show(result.error.message);
 * else if (!result.value.confirmation || confirm(result.value.confirmation.message)) apply(result.value);
 */
export function importFlow(
  text: string,
  options: { createId?: IdFactory } = {},
): Result<ImportedFlow, FlowMessage> {
  if (text.trim() === '') return err(createFlowMessage('import.emptyInput'));
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return err(createFlowMessage('import.invalidJson'));
  }
  if (!isRecord(raw) || !Array.isArray(raw.nodes) || !Array.isArray(raw.edges)) {
    return err(createFlowMessage('import.invalidFormat'));
  }
  const migrated = migrateFlow(raw);
  if (!migrated.ok) {
    return err(
      migrated.error.code === 'flow.versionTooNew'
        ? migrated.error
        : createFlowMessage('import.invalidFormat'),
    );
  }
  const { nodes: rawNodes, edges: rawEdges } = migrated.value.flow;
  if (!Array.isArray(rawNodes) || !Array.isArray(rawEdges)) {
    return err(createFlowMessage('import.invalidFormat'));
  }
  const makeId = options.createId ?? createId;

  // Everything below works on objects fresh from JSON.parse or from zod, owned by this call, so
  // they are updated in place: a 5,000-node import must take well under 50 ms.
  const newIds = new Map<string, string>();
  const typeByNewId = new Map<string, NodeType>();
  const nodes: FlowNode[] = [];
  for (const rawNode of rawNodes) {
    const node = readNode(rawNode, newIds);
    if (!node) continue;
    const id = makeId(node.type);
    newIds.set(node.id, id);
    typeByNewId.set(id, node.type);
    node.id = id;
    nodes.push(node);
  }
  for (const node of nodes) remapReferences(node, newIds);

  const edges: FlowEdge[] = [];
  for (const rawEdge of rawEdges) {
    const edge = readEdge(rawEdge, newIds);
    if (!edge) continue;
    edge.id = makeId('e');
    edge.type ??= getDefaultEdgeType(typeByNewId.get(edge.source), typeByNewId.get(edge.target));
    edges.push(sanitizeEdge(edge).edge);
  }

  const discarded = { nodes: rawNodes.length - nodes.length, edges: rawEdges.length - edges.length };
  const hasStart = nodes.some((node) => node.type === 'start');
  const hasMessage = nodes.some((node) => node.type === 'message');
  return ok({
    nodes,
    edges,
    discarded,
    ...(discarded.nodes + discarded.edges > 0
      ? {
          confirmation: createFlowMessage('import.confirmDiscard', {
            n: discarded.nodes,
            m: discarded.edges,
          }),
        }
      : {}),
    warnings: hasStart && hasMessage ? [] : [createFlowMessage('import.incompleteFlow')],
    success: createFlowMessage('import.success', { n: nodes.length, m: edges.length }),
  });
}

/** A valid node with its original id, or undefined. Ids already taken count as invalid. */
function readNode(raw: unknown, seen: ReadonlyMap<string, string>): FlowNode | undefined {
  if (!isRecord(raw) || typeof raw.id !== 'string' || raw.id === '' || seen.has(raw.id)) return undefined;
  const type = normalizeNodeType(raw.type);
  const position = raw.position;
  if (!type || !isRecord(position) || !isFiniteNumber(position.x) || !isFiniteNumber(position.y))
    return undefined;
  if (!isRecord(raw.data) || typeof raw.data.label !== 'string') return undefined;
  raw.type = type;
  raw.position = normalizePosition(position).position;
  const parsed = nodeSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** A valid edge between kept nodes, re-pointed at their new ids, or undefined. */
function readEdge(raw: unknown, newIds: ReadonlyMap<string, string>): FlowEdge | undefined {
  if (!isRecord(raw) || typeof raw.id !== 'string' || raw.id === '') return undefined;
  const source = typeof raw.source === 'string' ? newIds.get(raw.source) : undefined;
  const target = typeof raw.target === 'string' ? newIds.get(raw.target) : undefined;
  if (!source || !target) return undefined;
  const parsed = edgeSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  parsed.data.source = source;
  parsed.data.target = target;
  return parsed.data;
}

/** Options, and nodes nested in a parent, point at other nodes by id: follow them to the new ids. */
function remapReferences(node: FlowNode, newIds: ReadonlyMap<string, string>): void {
  remapIds(node.data, ['sourceNode', 'parentNode'], newIds);
  remapIds(node, ['parentId', 'parentNode'], newIds);
}

function remapIds(
  value: Record<string, unknown>,
  keys: readonly string[],
  newIds: ReadonlyMap<string, string>,
): void {
  for (const key of keys) {
    const old = value[key];
    const mapped = typeof old === 'string' ? newIds.get(old) : undefined;
    if (mapped !== undefined) value[key] = mapped;
  }
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
