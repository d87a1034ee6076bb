import type { FlowEdge } from '../model/edgeSchema';
import type { FlowGraph } from '../model/flowSchema';
import type { FlowNode } from '../model/nodeSchema';
import type { NodeType } from '../model/nodeTypes';

/** Test helper: a node of a type with a label equal to its id. */
export function node(id: string, type: NodeType, x = 0, y = 0, data: Record<string, unknown> = {}): FlowNode {
  const built: Record<string, unknown> = { id, type, position: { x, y }, data: { label: id, ...data } };
  return built as FlowNode;
}

/** Test helper: an edge `source->target` with id `source->target`. */
export function edge(source: string, target: string, extra: Partial<FlowEdge> = {}): FlowEdge {
  return { id: `${source}->${target}`, source, target, ...extra };
}

/** Test helper: a graph from nodes and `'a->b'` edge specs. */
export function graph(nodes: FlowNode[], edgeSpecs: string[] = []): FlowGraph {
  return {
    nodes,
    edges: edgeSpecs.map((spec) => {
      const [source = '', target = ''] = spec.split('->');
      return edge(source, target);
    }),
  };
}

/** Test helper: ids made from a counter, so results are predictable. */
export function counterIds(): (prefix: string) => string {
  let next = 0;
  return (prefix) => {
    next += 1;
    return `${prefix}-${next}`;
  };
}
