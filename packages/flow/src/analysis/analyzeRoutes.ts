import type { ReadonlyFlowGraph } from '../model/flowSchema';
import { findStronglyConnectedComponents } from './findStronglyConnectedComponents';

/** Route counts stop growing here: branching flows can have more routes than any number can hold. */
export const ROUTE_COUNT_CAP = 1_000_000;

/** The route analysis shown in the editor's route-analysis modal (spec §3 "Flow analysis"). */
export interface FlowAnalysis {
  /** Routes from a start node to a node with no way on; each loop is walked once. */
  readonly totalRoutes: number;
  /** Routes that end at an end node. */
  readonly completeRoutes: number;
  /** Routes that stop anywhere else (a dead end or a loop with no exit). */
  readonly incompleteRoutes: number;
  /** True when a count reached {@link ROUTE_COUNT_CAP} and stopped there. */
  readonly routeCountCapped: boolean;
  /** Nodes on the longest route, counting every node of a loop on it once. */
  readonly longestRoute: number;
  /** Nodes with no connection at all. */
  readonly orphanedNodes: string[];
  /** Nodes other than end nodes that have no outgoing connection. */
  readonly deadEndNodes: string[];
  /** Nodes no start node leads to (start nodes themselves excluded). */
  readonly unreachableNodes: string[];
  /** Each loop as the ids of the nodes that form it. */
  readonly cycles: string[][];
  /** Edges per node, rounded to two decimals. */
  readonly complexity: number;
}

/**
 * Analyses the routes through a flow in linear time: loops are condensed into single steps
 * (Tarjan) and routes counted by dynamic programming over the resulting acyclic graph, so flows of
 * thousands of nodes analyse in milliseconds. Edges to missing nodes are ignored.
 */
export function analyzeRoutes(graph: ReadonlyFlowGraph): FlowAnalysis {
  const { nodes, edges } = graph;
  const indexById = new Map<string, number>();
  nodes.forEach((node, index) => {
    indexById.set(node.id, index);
  });
  const adjacency: number[][] = nodes.map(() => []);
  const hasIn = new Uint8Array(nodes.length);
  const hasOut = new Uint8Array(nodes.length);
  const selfLoop = new Uint8Array(nodes.length);
  for (const edge of edges) {
    const source = indexById.get(edge.source);
    const target = indexById.get(edge.target);
    if (source === undefined || target === undefined) continue;
    adjacency[source]!.push(target);
    hasOut[source] = 1;
    hasIn[target] = 1;
    if (source === target) selfLoop[source] = 1;
  }

  const components = findStronglyConnectedComponents(adjacency);
  const componentOf = new Int32Array(nodes.length);
  components.forEach((members, component) => {
    for (const member of members) componentOf[member] = component;
  });

  const total = new Float64Array(components.length);
  const complete = new Float64Array(components.length);
  const incomplete = new Float64Array(components.length);
  const longest = new Float64Array(components.length);
  const seen = new Int32Array(components.length).fill(-1);
  components.forEach((members, component) => {
    let hasSuccessor = false;
    let longestNext = 0;
    for (const member of members) {
      for (const target of adjacency[member]!) {
        const next = componentOf[target]!;
        if (next === component || seen[next] === component) continue;
        seen[next] = component;
        hasSuccessor = true;
        total[component] = cappedSum(total[component]!, total[next]!);
        complete[component] = cappedSum(complete[component]!, complete[next]!);
        incomplete[component] = cappedSum(incomplete[component]!, incomplete[next]!);
        longestNext = Math.max(longestNext, longest[next]!);
      }
    }
    longest[component] = members.length + longestNext;
    if (hasSuccessor) return;
    const endsAtEnd = members.length === 1 && nodes[members[0]!]!.type === 'end';
    total[component] = 1;
    complete[component] = endsAtEnd ? 1 : 0;
    incomplete[component] = endsAtEnd ? 0 : 1;
  });

  let totalRoutes = 0;
  let completeRoutes = 0;
  let incompleteRoutes = 0;
  let longestRoute = 0;
  const startComponents = new Set<number>();
  nodes.forEach((node, index) => {
    if (node.type === 'start') startComponents.add(componentOf[index]!);
  });
  for (const component of startComponents) {
    totalRoutes = cappedSum(totalRoutes, total[component]!);
    completeRoutes = cappedSum(completeRoutes, complete[component]!);
    incompleteRoutes = cappedSum(incompleteRoutes, incomplete[component]!);
    longestRoute = Math.max(longestRoute, longest[component]!);
  }

  return {
    totalRoutes,
    completeRoutes,
    incompleteRoutes,
    routeCountCapped: totalRoutes >= ROUTE_COUNT_CAP,
    longestRoute,
    orphanedNodes: nodes.filter((_, index) => !hasIn[index] && !hasOut[index]).map((node) => node.id),
    deadEndNodes: nodes.filter((node, index) => node.type !== 'end' && !hasOut[index]).map((node) => node.id),
    unreachableNodes: findUnreachable(graph, adjacency),
    cycles: components
      .filter((members) => members.length > 1 || selfLoop[members[0]!])
      .map((members) => members.map((member) => nodes[member]!.id)),
    complexity: nodes.length === 0 ? 0 : Math.round((edges.length / nodes.length) * 100) / 100,
  };
}

function cappedSum(a: number, b: number): number {
  return Math.min(ROUTE_COUNT_CAP, a + b);
}

function findUnreachable(graph: ReadonlyFlowGraph, adjacency: readonly (readonly number[])[]): string[] {
  const reached = new Uint8Array(graph.nodes.length);
  const stack: number[] = [];
  graph.nodes.forEach((node, index) => {
    if (node.type !== 'start') return;
    reached[index] = 1;
    stack.push(index);
  });
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    for (const next of adjacency[current]!) {
      if (reached[next]) continue;
      reached[next] = 1;
      stack.push(next);
    }
  }
  return graph.nodes.filter((_, index) => !reached[index]).map((node) => node.id);
}
