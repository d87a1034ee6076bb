import type { FlowEdge } from '../model/edgeSchema';
import type { Flow } from '../model/flowSchema';
import { FLOW_VERSION } from '../model/flowVersion';
import type { FlowNode } from '../model/nodeSchema';
import type { NodeType } from '../model/nodeTypes';

const CYCLE: readonly NodeType[] = ['message', 'decision', 'action', 'ai'];
const SPACING = 400;

/**
 * A benchmark flow (the `/benchmark` page and `npm run bench`): `count` nodes on a grid 400 px
 * apart (spec §9), types cycling message,
 * decision, action, ai, one start, an end every 25th node, each node linked right and down
 * (≈ 2 edges per node) and every 50th node linked back up to make loops.
 */
export function generateBenchFlow(count: number): Flow {
  const columns = Math.ceil(Math.sqrt(count));
  const typeAt = (index: number): NodeType => {
    if (index === 0) return 'start';
    if (index % 25 === 24) return 'end';
    return CYCLE[index % CYCLE.length] ?? 'message';
  };
  const nodes: FlowNode[] = [];
  for (let index = 0; index < count; index += 1) {
    const type = typeAt(index);
    const built: Record<string, unknown> = {
      id: `n${index}`,
      type,
      position: { x: (index % columns) * SPACING, y: Math.floor(index / columns) * SPACING },
      data: { label: `Nodo ${index}`, message: 'Hola {{nombre}}, ¿en qué te ayudo?' },
    };
    nodes.push(built as FlowNode);
  }
  const edges: FlowEdge[] = [];
  const link = (from: number, to: number) => {
    if (to < 0 || to >= count || typeAt(from) === 'end' || typeAt(to) === 'start') return;
    edges.push({ id: `e${from}-${to}`, source: `n${from}`, target: `n${to}`, type: 'elite-edge' });
  };
  for (let index = 0; index < count; index += 1) {
    if ((index + 1) % columns !== 0) link(index, index + 1);
    link(index, index + columns);
    if (index % 50 === 49) link(index, index - columns);
  }
  return {
    version: FLOW_VERSION,
    flowName: `Bench ${count}`,
    nodes,
    edges,
    viewport: { x: 0, y: 0, zoom: 1 },
  };
}
