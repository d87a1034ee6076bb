import { findStronglyConnectedComponents } from '../analysis/findStronglyConnectedComponents';
import { getDefaultNodeLabel } from '../catalogue/getDefaultNodeLabel';
import type { FlowEdge } from '../model/edgeSchema';
import type { ReadonlyFlowGraph } from '../model/flowSchema';
import type { FlowNode } from '../model/nodeSchema';
import { getOptionTarget } from '../reading/getOptionTarget';
import { type DecisionWay, getDecisionWays } from './getDecisionWays';

/**
 * What every Bot Doctor rule needs to know about the graph, computed once per examination in
 * O(nodes + edges): nodes by id, edges in and out of each node, the buttons of each decision, what
 * the start nodes reach and the loops. Positions in the arrays are the nodes' indices in
 * `graph.nodes`; edges to missing nodes are ignored. An option node that names its decision
 * (`data.sourceNode`) counts as led to by it, as the engine routes there even without an edge.
 */
export interface DoctorIndex {
  readonly indexById: ReadonlyMap<string, number>;
  /** The edges leaving each node. */
  readonly outgoing: readonly (readonly FlowEdge[])[];
  /** The edges arriving at each node. */
  readonly incoming: readonly (readonly FlowEdge[])[];
  /** The nodes each node leads to (repeats possible). */
  readonly adjacency: readonly (readonly number[])[];
  /** The buttons of each decision that has some (see `getDecisionWays`). */
  readonly decisionWays: readonly (readonly DecisionWay[] | undefined)[];
  /**
   * 1 where a conversation can get: every node some start leads to (starts included); every node
   * when the flow has no start, so that the other rules still speak.
   */
  readonly reachable: Uint8Array;
  /** Strongly connected components, each listed after every component it leads to. */
  readonly components: readonly (readonly number[])[];
  /** The component of each node. */
  readonly componentOf: Int32Array;
  /** The indices of the start nodes. */
  readonly starts: readonly number[];
}

const NO_OPTIONS: ReadonlySet<string> = new Set();

/** Builds the {@link DoctorIndex} of a graph. */
export function buildDoctorIndex(graph: ReadonlyFlowGraph): DoctorIndex {
  const { nodes, edges } = graph;
  const indexById = new Map<string, number>();
  nodes.forEach((node, index) => {
    if (!indexById.has(node.id)) indexById.set(node.id, index);
  });
  const outgoing: FlowEdge[][] = nodes.map(() => []);
  const incoming: FlowEdge[][] = nodes.map(() => []);
  const adjacency: number[][] = nodes.map(() => []);
  for (const edge of edges) {
    const source = indexById.get(edge.source);
    const target = indexById.get(edge.target);
    if (source === undefined || target === undefined) continue;
    outgoing[source]!.push(edge);
    incoming[target]!.push(edge);
    adjacency[source]!.push(target);
  }
  const optionsByDecision = new Map<number, Set<string>>();
  nodes.forEach((node, index) => {
    const target = getOptionTarget(node);
    if (!target) return;
    const decision = indexById.get(target.decisionId);
    if (decision === undefined || nodes[decision]!.type !== 'decision') return;
    adjacency[decision]!.push(index);
    let named = optionsByDecision.get(decision);
    if (!named) {
      named = new Set();
      optionsByDecision.set(decision, named);
    }
    for (const id of target.conditionIds) named.add(id);
  });
  const decisionWays = nodes.map((node, index) =>
    node.type === 'decision'
      ? getDecisionWays(node, outgoing[index]!, optionsByDecision.get(index) ?? NO_OPTIONS)
      : undefined,
  );

  const starts: number[] = [];
  nodes.forEach((node, index) => {
    if (node.type === 'start') starts.push(index);
  });
  const reachable = new Uint8Array(nodes.length);
  if (starts.length === 0) reachable.fill(1);
  const stack = [...starts];
  for (const start of starts) reachable[start] = 1;
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    for (const next of adjacency[current]!) {
      if (reachable[next]) continue;
      reachable[next] = 1;
      stack.push(next);
    }
  }
  const components = findStronglyConnectedComponents(adjacency);
  const componentOf = new Int32Array(nodes.length);
  components.forEach((members, component) => {
    for (const member of members) componentOf[member] = component;
  });
  return {
    indexById,
    outgoing,
    incoming,
    adjacency,
    decisionWays,
    reachable,
    components,
    componentOf,
    starts,
  };
}

/** The name the owner gave a node, or its type's default label ('Nuevo mensaje'). */
export function getNodeLabel(node: FlowNode): string {
  const label = node.data.label;
  return typeof label === 'string' && label.trim() !== '' ? label.trim() : getDefaultNodeLabel(node.type);
}
