import { getDefaultEdgeType } from '../connections/createEdge';
import { sanitizeEdge } from '../connections/sanitizeEdge';
import type { FlowEdge } from '../model/edgeSchema';
import type { FlowNode } from '../model/nodeSchema';
import { type NodeType, normalizeNodeType } from '../model/nodeTypes';
import { normalizePosition } from './normalizePosition';

/** Why the clean-up dropped a node or an edge. */
export type DropReason =
  | 'notAnObject'
  | 'missingId'
  | 'unknownType'
  | 'duplicateId'
  | 'missingField'
  | 'undefinedHandle'
  | 'missingNode'
  | 'outputHandle';

/** A dropped item: its position in the input list, its id when it had one, and why. */
export interface DroppedItem {
  readonly index: number;
  readonly id?: string;
  readonly reason: DropReason;
}

/** Everything the clean-up changed; ids refer to the kept nodes and edges. */
export interface CleanupReport {
  droppedNodes: DroppedItem[];
  droppedEdges: DroppedItem[];
  renamedTypes: string[];
  defaultedPositions: string[];
  clampedPositions: string[];
  defaultedData: string[];
  strippedHandles: string[];
  repairedPaths: string[];
  defaultedEdgeTypes: string[];
}

/** The clean graph and the report of what was repaired. */
export interface CleanupResult {
  readonly nodes: FlowNode[];
  readonly edges: FlowEdge[];
  readonly report: CleanupReport;
}

/** Only these node types render a handle actually named 'output' (spec §5 "Load cleanup"). */
const OUTPUT_HANDLE_TYPES: ReadonlySet<NodeType> = new Set(['start', 'aiNodePro']);

/**
 * Repairs a loaded graph so the editor can open it (spec §5 "Load cleanup"): drops nodes that are
 * not nodes; gives missing or non-numeric positions (100, 100) and clamps coordinates to ±50000;
 * renames type aliases; drops edges without id, source or target, with a handle named 'undefined',
 * to missing nodes, or from an 'output' handle of a node that has none (only start and AI Pro do);
 * strips default handle names, repairs 'NaN' in edge paths and fills in missing edge types.
 * Running it on its own output changes nothing. Objects that need no repair are kept as they are.
 */
export function cleanupFlow(graph: { nodes: readonly unknown[]; edges: readonly unknown[] }): CleanupResult {
  const report: CleanupReport = {
    droppedNodes: [],
    droppedEdges: [],
    renamedTypes: [],
    defaultedPositions: [],
    clampedPositions: [],
    defaultedData: [],
    strippedHandles: [],
    repairedPaths: [],
    defaultedEdgeTypes: [],
  };
  const nodes: FlowNode[] = [];
  const typeById = new Map<string, NodeType>();
  graph.nodes.forEach((raw, index) => {
    const node = cleanupNode(raw, index, typeById, report);
    if (!node) return;
    typeById.set(node.id, node.type);
    nodes.push(node);
  });
  const edges: FlowEdge[] = [];
  const edgeIds = new Set<string>();
  graph.edges.forEach((raw, index) => {
    const edge = cleanupEdge(raw, index, typeById, edgeIds, report);
    if (!edge) return;
    edgeIds.add(edge.id);
    edges.push(edge);
  });
  return { nodes, edges, report };
}

/** Whether a clean-up changed anything. */
export function hasCleanupRepairs(report: CleanupReport): boolean {
  return Object.values(report).some((list: unknown[]) => list.length > 0);
}

function cleanupNode(
  raw: unknown,
  index: number,
  typeById: ReadonlyMap<string, NodeType>,
  report: CleanupReport,
): FlowNode | undefined {
  if (!isRecord(raw)) return drop(report.droppedNodes, index, undefined, 'notAnObject');
  const id = toId(raw.id);
  if (id === undefined) return drop(report.droppedNodes, index, undefined, 'missingId');
  const type = normalizeNodeType(raw.type);
  if (!type) return drop(report.droppedNodes, index, id, 'unknownType');
  if (typeById.has(id)) return drop(report.droppedNodes, index, id, 'duplicateId');
  const { position, defaulted, clamped } = normalizePosition(raw.position);
  const positionChanged = defaulted || clamped || !isCanonicalPosition(raw.position, position);
  const dataMissing = !isRecord(raw.data);
  if (type !== raw.type) report.renamedTypes.push(id);
  if (defaulted) report.defaultedPositions.push(id);
  if (clamped) report.clampedPositions.push(id);
  if (dataMissing) report.defaultedData.push(id);
  if (id === raw.id && type === raw.type && !positionChanged && !dataMissing) return raw as FlowNode;
  return { ...raw, id, type, position, data: dataMissing ? {} : raw.data } as FlowNode;
}

function cleanupEdge(
  raw: unknown,
  index: number,
  typeById: ReadonlyMap<string, NodeType>,
  edgeIds: ReadonlySet<string>,
  report: CleanupReport,
): FlowEdge | undefined {
  const dropped = report.droppedEdges;
  if (!isRecord(raw)) return drop(dropped, index, undefined, 'notAnObject');
  const id = toId(raw.id);
  const source = toId(raw.source);
  const target = toId(raw.target);
  if (id === undefined || source === undefined || target === undefined) {
    return drop(dropped, index, id, 'missingField');
  }
  if (raw.sourceHandle === 'undefined' || raw.targetHandle === 'undefined') {
    return drop(dropped, index, id, 'undefinedHandle');
  }
  const sourceType = typeById.get(source);
  const targetType = typeById.get(target);
  if (!sourceType || !targetType) return drop(dropped, index, id, 'missingNode');
  if (raw.sourceHandle === 'output' && !OUTPUT_HANDLE_TYPES.has(sourceType)) {
    return drop(dropped, index, id, 'outputHandle');
  }
  if (edgeIds.has(id)) return drop(dropped, index, id, 'duplicateId');
  let edge = raw as FlowEdge;
  if (id !== raw.id || source !== raw.source || target !== raw.target) edge = { ...edge, id, source, target };
  const sanitized = sanitizeEdge(edge);
  edge = sanitized.edge;
  if (sanitized.strippedHandles) report.strippedHandles.push(id);
  if (sanitized.repairedPath) report.repairedPaths.push(id);
  if (typeof edge.type !== 'string') {
    edge = { ...edge, type: getDefaultEdgeType(sourceType, targetType) };
    report.defaultedEdgeTypes.push(id);
  }
  return edge;
}

function drop(list: DroppedItem[], index: number, id: string | undefined, reason: DropReason): undefined {
  list.push(id === undefined ? { index, reason } : { index, id, reason });
  return undefined;
}

/** Ids are non-empty strings; finite numbers from older data are accepted as their string form. */
function toId(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A position object with exactly `x` and `y`, already valid: kept as it is. */
function isCanonicalPosition(raw: unknown, position: { x: number; y: number }): boolean {
  if (!isRecord(raw)) return false;
  const keys = Object.keys(raw);
  return keys.length === 2 && Object.is(raw.x, position.x) && Object.is(raw.y, position.y);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
