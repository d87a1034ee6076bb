import {
  DEFAULT_HANDLE as FLOW_DEFAULT_HANDLE,
  getOptionTarget,
  getSourceHandle,
  type NodeType,
  normalizeNodeType,
} from '@plubot/flow';

/** A node as the engine runs it: canonical type (when known) and its data as a plain record. */
export interface EngineNode {
  readonly id: string;
  /** The canonical node type, or `undefined` for a type the engine does not know. */
  readonly kind: NodeType | undefined;
  /** The type as stored, for traces. */
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** A node's outgoing connections: targets per source handle, and all targets in edge order. */
export interface NodeOutputs {
  readonly byHandle: ReadonlyMap<string, readonly string[]>;
  readonly targets: readonly string[];
}

/**
 * A flow indexed for running: nodes by id, outgoing edges by source and handle, the start node and
 * each decision condition's option node. Build it once per flow revision with {@link compileFlow};
 * a turn then costs O(steps), never O(flow size).
 */
export interface EngineFlow {
  readonly revision?: number;
  readonly nodes: ReadonlyMap<string, EngineNode>;
  readonly outgoing: ReadonlyMap<string, NodeOutputs>;
  readonly startNodeId: string | undefined;
  /** Option node id by `optionKey(decisionId, conditionId)`, from the options' own data. */
  readonly optionByCondition: ReadonlyMap<string, string>;
}

/** The handle an edge without one leaves from. */
export const DEFAULT_HANDLE = FLOW_DEFAULT_HANDLE;

/**
 * Indexes a stored flow for the engine in one linear pass. Tolerant by design: nodes without a
 * string id are skipped (the first of duplicate ids wins), unknown types are kept so the engine can
 * pass through them, aliases (`httpRequestNode`, `powerNode`) become canonical, and edges whose ends
 * do not exist are dropped. Handles are read by `getSourceHandle` of `@plubot/flow` (no handle or a
 * placeholder name is the default handle). Node data is read in the current shape only: hosts give
 * it flows opened with `loadFlow`, which migrates older shapes.
 *
 * @example
 * const flow = compileFlow({ nodes: stored.nodes, edges: stored.edges, revision: stored.revision });
 */
export function compileFlow(flow: { nodes: unknown[]; edges: unknown[]; revision?: number }): EngineFlow {
  const nodes = new Map<string, EngineNode>();
  const optionByCondition = new Map<string, string>();
  let startNodeId: string | undefined;
  for (const raw of flow.nodes) {
    const node = toEngineNode(raw);
    if (!node || nodes.has(node.id)) continue;
    nodes.set(node.id, node);
    if (node.kind === 'start' && startNodeId === undefined) startNodeId = node.id;
    if (node.kind === 'option') indexOption(node, optionByCondition);
  }

  const handles = new Map<string, Map<string, string[]>>();
  const targets = new Map<string, string[]>();
  for (const raw of flow.edges) {
    if (!isRecord(raw)) continue;
    const { source, target } = raw;
    if (typeof source !== 'string' || typeof target !== 'string') continue;
    if (!nodes.has(source) || !nodes.has(target)) continue;
    const handle = getSourceHandle(raw.sourceHandle);
    let byHandle = handles.get(source);
    if (!byHandle) {
      byHandle = new Map();
      handles.set(source, byHandle);
      targets.set(source, []);
    }
    const list = byHandle.get(handle);
    if (list) list.push(target);
    else byHandle.set(handle, [target]);
    targets.get(source)?.push(target);
  }
  const outgoing = new Map<string, NodeOutputs>();
  for (const [source, byHandle] of handles) {
    outgoing.set(source, { byHandle, targets: targets.get(source) ?? [] });
  }
  const revision = typeof flow.revision === 'number' ? flow.revision : undefined;
  return { revision, nodes, outgoing, startNodeId, optionByCondition };
}

/** The key of {@link EngineFlow.optionByCondition}. */
export function optionKey(decisionId: string, conditionId: string): string {
  return `${decisionId}\u0000${conditionId}`;
}

function toEngineNode(raw: unknown): EngineNode | undefined {
  if (!isRecord(raw)) return undefined;
  const { id, type } = raw;
  if (typeof id !== 'string' || id === '') return undefined;
  const typeName = typeof type === 'string' ? type : 'unknown';
  const data = isRecord(raw.data) ? raw.data : {};
  return { id, kind: normalizeNodeType(typeName), type: typeName, data };
}

function indexOption(node: EngineNode, index: Map<string, string>): void {
  const target = getOptionTarget({ type: 'option', data: node.data });
  if (!target) return;
  for (const candidate of target.conditionIds) {
    const key = optionKey(target.decisionId, candidate);
    if (!index.has(key)) index.set(key, node.id);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
