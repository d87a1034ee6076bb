// Test helpers of Bot Doctor's rules (imported by the *.test.ts files only, not exported).
import { expect } from 'vitest';
import { checkFlowSavable } from '../analysis/checkFlowSavable';
import { applyDoctorFix } from '../doctor/applyDoctorFix';
import type { DoctorContext, DoctorFinding, DoctorRuleId } from '../doctor/doctorTypes';
import { examineFlow } from '../doctor/examineFlow';
import { loadFlow } from '../load/loadFlow';
import { flowSaveSchema } from '../model/flowSaveSchema';
import type { FlowGraph, ReadonlyFlowGraph } from '../model/flowSchema';
import { counterIds } from './graphBuilders';

/** A server with every service and no button limit: only the flow itself can cause findings. */
export const FULL_CONTEXT: DoctorContext = {
  maxMenuButtons: null,
  services: { ai: true, mail: true, discord: true },
};

/** A graph stored by an older editor (version 1), opened with `loadFlow` as the server opens it. */
export function loadStoredGraph(graph: ReadonlyFlowGraph): FlowGraph {
  const loaded = loadFlow({ version: 1, nodes: graph.nodes, edges: graph.edges });
  if (!loaded.ok) throw new Error(loaded.error.map((issue) => issue.message).join('\n'));
  return { nodes: loaded.value.flow.nodes, edges: loaded.value.flow.edges };
}

/** The findings of one rule about a graph. */
export function findingsOf(
  rule: DoctorRuleId,
  graph: ReadonlyFlowGraph,
  context: DoctorContext = FULL_CONTEXT,
): DoctorFinding[] {
  return examineFlow(graph, context).findings.filter((finding) => finding.rule === rule);
}

/** Whether a graph passes the server's save schema and the editor's save rule. */
export function isSavable(graph: ReadonlyFlowGraph): boolean {
  return (
    flowSaveSchema.safeParse({ nodes: graph.nodes, edges: graph.edges }).success && checkFlowSavable(graph).ok
  );
}

/**
 * Applies the fix of every finding of `rule` (with deterministic ids) and checks the result is
 * savable and free of the rule's findings; returns it.
 */
export function fixAndCheck(
  rule: DoctorRuleId,
  graph: ReadonlyFlowGraph,
  context: DoctorContext = FULL_CONTEXT,
): FlowGraph {
  const findings = findingsOf(rule, graph, context);
  expect(findings.length).toBeGreaterThan(0);
  let next: FlowGraph = { nodes: [...graph.nodes], edges: [...graph.edges] };
  const createId = counterIds();
  for (const finding of findings) {
    expect(finding.fixes?.length).toBeGreaterThan(0);
    next = applyDoctorFix(next, finding, { createId, now: 1 });
  }
  expect(findingsOf(rule, next, context)).toEqual([]);
  expect(isSavable(next)).toBe(true);
  return next;
}
