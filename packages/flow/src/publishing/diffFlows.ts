import { getNodeLabel } from '../doctor/buildDoctorIndex';
import { isDeepEqual } from '../history/areSnapshotsEqual';
import type { FlowEdge } from '../model/edgeSchema';
import type { ReadonlyFlowGraph } from '../model/flowSchema';
import type { FlowNode } from '../model/nodeSchema';
import { getSecretNodeFields, SECRET_MASK } from '../model/secretNodeFields';
import { getSourceHandle } from '../reading/nodeHandles';
import { collectNodeFields, type NodeField, orderDataKeys } from './collectNodeFields';
import type {
  FlowDiff,
  FlowDiffChangedNode,
  FlowDiffEdge,
  FlowDiffField,
  FlowDiffNode,
} from './flowDiffSchema';

/**
 * What changed from `before` (the live bot) to `after` (the draft), both flows in the current
 * shape (what `loadFlow` returns; any `{ nodes, edges }` graph will do). Never mutates them.
 *
 * - Nodes are matched by id. A node only in `after` is added, only in `before` removed; one whose
 *   type changed is removed and added. A kept node is changed when its `data` differs, reported
 *   leaf by leaf (`collectNodeFields`): key order, the node's layout (position, size, style,
 *   selection, dragging, z-index, measurements — every node field but `type` and `data`) and the
 *   data keys that are editor state or bookkeeping (`IGNORED_DATA_KEYS`: folded cards, edit times,
 *   'Probar' results …) are not changes.
 * - Connections are matched by their ends (source, source handle, target), never by id: one
 *   re-created with a new id is not a change. No handle and the default handle are the same end.
 * - Secrets never appear: a node's secret fields (`getSecretNodeFields`, on either side), credential
 *   headers (`isSecretHeaderName`) and sealed or masked values read `'••••'` with `secret: true`;
 *   credential query parameters inside a URL (`isSecretQueryParamName`) are masked in the URL shown.
 *
 * Added and changed nodes and added connections come in `after`'s order; removed ones in `before`'s.
 *
 * @example
 * const diff = diffFlows(live, draft);
 * diff.nodes.changed[0] // { id: 'n2', type: 'message', title: 'Bienvenida',
 * //   fields: [{ field: 'message', before: 'Hola', after: 'Hola {{nombre}}', secret: false }] }
 * diff.counts // { added: 0, removed: 0, changed: 1 }
 */
export function diffFlows(before: ReadonlyFlowGraph, after: ReadonlyFlowGraph): FlowDiff {
  const beforeNodes = indexNodes(before.nodes);
  const afterNodes = indexNodes(after.nodes);

  const added: FlowDiffNode[] = [];
  const changed: FlowDiffChangedNode[] = [];
  for (const node of afterNodes.values()) {
    const previous = beforeNodes.get(node.id);
    if (!previous || previous.type !== node.type) {
      added.push(describeNode(node));
      continue;
    }
    if (isDeepEqual(previous.data, node.data)) continue;
    const fields = diffNodeFields(previous, node);
    if (fields.length > 0) changed.push({ ...describeNode(node), fields });
  }
  const removed: FlowDiffNode[] = [];
  for (const node of beforeNodes.values()) {
    const next = afterNodes.get(node.id);
    if (!next || next.type !== node.type) removed.push(describeNode(node));
  }

  const edges = diffEdges(before.edges, after.edges);
  return {
    nodes: { added, removed, changed },
    edges,
    counts: {
      added: added.length + edges.added.length,
      removed: removed.length + edges.removed.length,
      changed: changed.length,
    },
  };
}

/**
 * Whether a diff holds no change at all (nothing to publish).
 *
 * @example isFlowDiffEmpty(diffFlows(flow, flow)) // true
 */
export function isFlowDiffEmpty(diff: FlowDiff): boolean {
  return diff.counts.added === 0 && diff.counts.removed === 0 && diff.counts.changed === 0;
}

/** The nodes by id; a repeated id (which a saved flow never has) keeps its first node. */
function indexNodes(nodes: readonly FlowNode[]): Map<string, FlowNode> {
  const byId = new Map<string, FlowNode>();
  for (const node of nodes) if (!byId.has(node.id)) byId.set(node.id, node);
  return byId;
}

function describeNode(node: FlowNode): FlowDiffNode {
  return { id: node.id, type: node.type, title: getNodeLabel(node) };
}

/**
 * The changed leaves of a node kept with the same type, grouped by data key in the schema's order;
 * within a key, `after`'s leaves first, then those only `before` had.
 */
function diffNodeFields(before: FlowNode, after: FlowNode): FlowDiffField[] {
  const secretFields = [
    ...new Set([
      ...getSecretNodeFields(before.type, before.data),
      ...getSecretNodeFields(after.type, after.data),
    ]),
  ];
  const previous = collectNodeFields(before.type, before.data, secretFields);
  const next = collectNodeFields(after.type, after.data, secretFields);
  const changes: { root: string; field: FlowDiffField }[] = [];
  for (const [field, value] of next) {
    const old = previous.get(field);
    if (!isFieldEqual(old, value))
      changes.push({ root: value.root, field: describeField(field, old, value) });
  }
  for (const [field, old] of previous) {
    if (!next.has(field)) changes.push({ root: old.root, field: describeField(field, old, undefined) });
  }
  const rank = new Map(
    orderDataKeys(after.type, { ...before.data, ...after.data }).map((key, index) => [key, index]),
  );
  return changes
    .sort((a, b) => (rank.get(a.root) ?? 0) - (rank.get(b.root) ?? 0))
    .map((change) => change.field);
}

function isFieldEqual(before: NodeField | undefined, after: NodeField): boolean {
  if (!before) return false;
  if (before.order && after.order) {
    const afterIds = new Set(after.order);
    const beforeIds = new Set(before.order);
    return isDeepEqual(
      before.order.filter((id) => afterIds.has(id)),
      after.order.filter((id) => beforeIds.has(id)),
    );
  }
  return isDeepEqual(before.value, after.value);
}

/** A changed field as shown: fully masked on both sides when either side holds a secret there. */
function describeField(
  field: string,
  before: NodeField | undefined,
  after: NodeField | undefined,
): FlowDiffField {
  const full = before?.secrecy === 'full' || after?.secrecy === 'full';
  const show = (value: NodeField | undefined) => (value ? (full ? SECRET_MASK : value.display) : null);
  return {
    field,
    before: show(before),
    after: show(after),
    secret: full || before?.secrecy === 'partial' || after?.secrecy === 'partial',
  };
}

/** An edge's ends, the only thing that tells two connections apart. */
function edgeKey(edge: FlowEdge): string {
  return JSON.stringify([edge.source, getSourceHandle(edge.sourceHandle), edge.target]);
}

function describeEdge(edge: FlowEdge): FlowDiffEdge {
  return {
    id: edge.id,
    source: edge.source,
    target: edge.target,
    sourceHandle: typeof edge.sourceHandle === 'string' ? edge.sourceHandle : null,
  };
}

/**
 * Connections added and removed, matched by their ends as a multiset: two parallel connections
 * where there was one is one added (the later copy).
 */
function diffEdges(
  before: readonly FlowEdge[],
  after: readonly FlowEdge[],
): { added: FlowDiffEdge[]; removed: FlowDiffEdge[] } {
  return { added: unmatchedEdges(after, before), removed: unmatchedEdges(before, after) };
}

/** The edges of `edges` left over once each is paired with one of `others` with the same ends. */
function unmatchedEdges(edges: readonly FlowEdge[], others: readonly FlowEdge[]): FlowDiffEdge[] {
  const available = new Map<string, number>();
  for (const edge of others) {
    const key = edgeKey(edge);
    available.set(key, (available.get(key) ?? 0) + 1);
  }
  const unmatched: FlowDiffEdge[] = [];
  for (const edge of edges) {
    const key = edgeKey(edge);
    const left = available.get(key) ?? 0;
    if (left > 0) available.set(key, left - 1);
    else unmatched.push(describeEdge(edge));
  }
  return unmatched;
}
