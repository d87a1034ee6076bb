import { createFlowMessage } from '../messages/createFlowMessage';
import type { FlowMessage } from '../messages/flowMessages';
import type { ReadonlyFlowGraph } from '../model/flowSchema';
import type { FlowNode } from '../model/nodeSchema';
import { analyzeRoutes, type FlowAnalysis } from './analyzeRoutes';
import { findMissingStartOrEnd } from './checkFlowSavable';

/** The result of validating a flow: blocking issues, warnings and suggestions. */
export interface FlowValidation {
  /** True when there are no issues (warnings and suggestions do not block). */
  readonly valid: boolean;
  readonly issues: FlowMessage[];
  readonly warnings: FlowMessage[];
  readonly suggestions: FlowMessage[];
  readonly analysis?: FlowAnalysis;
}

/**
 * Validates a flow for the editor (spec §5 "Flow save and validation"). Issues: no nodes, or a
 * missing start or end node. Warnings: routes that do not reach an end node, nodes without input
 * (other than start), nodes without output (other than end). Suggestions: decision nodes with
 * fewer than two outputs.
 */
export function validateFlow(graph: ReadonlyFlowGraph): FlowValidation {
  if (graph.nodes.length === 0) {
    return { valid: false, issues: [createFlowMessage('validation.noNodes')], warnings: [], suggestions: [] };
  }
  const missing = findMissingStartOrEnd(graph);
  const issues = missing ? [missing] : [];
  const analysis = analyzeRoutes(graph);

  const incoming = new Set<string>();
  const outgoing = new Map<string, number>();
  for (const edge of graph.edges) {
    incoming.add(edge.target);
    outgoing.set(edge.source, (outgoing.get(edge.source) ?? 0) + 1);
  }
  const warnings: FlowMessage[] = [];
  if (analysis.incompleteRoutes > 0) {
    warnings.push(createFlowMessage('validation.incompleteRoutes', { n: analysis.incompleteRoutes }));
  }
  const suggestions: FlowMessage[] = [];
  for (const node of graph.nodes) {
    const label = labelOf(node);
    if (node.type !== 'start' && !incoming.has(node.id)) {
      warnings.push(createFlowMessage('validation.nodeWithoutInput', { label }));
    }
    const outputs = outgoing.get(node.id) ?? 0;
    if (node.type !== 'end' && outputs === 0)
      warnings.push(createFlowMessage('validation.nodeWithoutOutput', { label }));
    if (node.type === 'decision' && outputs < 2) {
      suggestions.push(createFlowMessage('validation.decisionFewOutputs', { label }));
    }
  }
  return { valid: issues.length === 0, issues, warnings, suggestions, analysis };
}

function labelOf(node: FlowNode): string {
  return node.data.label?.trim() || node.id;
}
