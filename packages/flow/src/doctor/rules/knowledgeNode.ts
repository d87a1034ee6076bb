import { createFlowMessage } from '../../messages/createFlowMessage';
import type { FlowMessage } from '../../messages/flowMessages';
import type { ReadonlyFlowGraph } from '../../model/flowSchema';
import type { FlowNode } from '../../model/nodeSchema';
import { getSourceHandle } from '../../reading/nodeHandles';
import { KNOWLEDGE_UNKNOWN_HANDLE } from '../../reading/readKnowledgeSettings';
import { usesKnowledge } from '../../reading/usesKnowledge';
import { type DoctorIndex, getNodeLabel } from '../buildDoctorIndex';
import { createDoctorFinding } from '../createDoctorFinding';
import type { DoctorCheck } from '../doctorRule';
import type { DoctorFinding, DoctorRuleId, DoctorSeverity } from '../doctorTypes';

/**
 * The nodes conversations reach that answer with the bot's knowledge (`usesKnowledge`): every
 * «Responder con conocimiento» node and every AI node with «Usar el conocimiento del bot» on, in
 * flow order.
 */
function reachableKnowledgeUsers(graph: ReadonlyFlowGraph, index: DoctorIndex): FlowNode[] {
  return graph.nodes.filter((node, position) => index.reachable[position] && usesKnowledge(node));
}

/**
 * [blocking] Conversations reach a «Responder con conocimiento» node, but the bot has no knowledge
 * source ready and none being processed (`context.knowledge`): every question would go unanswered.
 * AI nodes with «Usar el conocimiento del bot» on count too; when only they are reached, the
 * finding is a warning (the AI still answers, only without the business's information). One
 * finding about every such node, named after the first. Not checked without `context.knowledge`.
 * No fix: the owner adds sources on the bot's knowledge page.
 */
export const checkKnowledgeWithoutSources: DoctorCheck = (graph, context, index) => {
  const { knowledge } = context;
  if (!knowledge || knowledge.ready > 0 || knowledge.processing > 0) return [];
  const nodes = reachableKnowledgeUsers(graph, index);
  const severity = nodes.some((node) => node.type === 'knowledge') ? 'blocking' : 'warning';
  return aboutEvery(nodes, 'knowledgeWithoutSources', severity, (first) =>
    createFlowMessage('doctor.knowledgeWithoutSources', { label: getNodeLabel(first) }),
  );
};

/**
 * [warning] Conversations reach a node answering with the bot's knowledge (a «Responder con
 * conocimiento» node, an AI node with «Usar el conocimiento del bot» on) and some of the bot's
 * knowledge sources could not be processed (`context.knowledge.failed`): what they hold is never
 * used. One finding about every such node, named after the first, with how many sources failed.
 */
export const checkKnowledgeSourcesFailed: DoctorCheck = (graph, context, index) => {
  const failed = context.knowledge?.failed ?? 0;
  if (failed <= 0) return [];
  return aboutEvery(reachableKnowledgeUsers(graph, index), 'knowledgeSourcesFailed', 'warning', (first) =>
    createFlowMessage('doctor.knowledgeSourcesFailed', { label: getNodeLabel(first), failed }),
  );
};

/**
 * [warning] A «Responder con conocimiento» node conversations reach whose «No sé» output
 * (`unknown`) connects nowhere: when it has no confident answer, the engine says so and goes on by
 * its default output as if it had answered. One finding per node. No fix: where to go (a person,
 * a menu) is the owner's choice.
 */
export const checkKnowledgeNoUnknownPath: DoctorCheck = (graph, _context, index) => {
  const findings: DoctorFinding[] = [];
  graph.nodes.forEach((node, position) => {
    if (node.type !== 'knowledge' || !index.reachable[position]) return;
    const connected = index.outgoing[position]!.some(
      (edge) => getSourceHandle(edge.sourceHandle) === KNOWLEDGE_UNKNOWN_HANDLE,
    );
    if (connected) return;
    const message = createFlowMessage('doctor.knowledgeNoUnknownPath', { label: getNodeLabel(node) });
    findings.push(createDoctorFinding('knowledgeNoUnknownPath', 'warning', message, [node.id]));
  });
  return findings;
};

/** One finding about all `nodes` (none when there is none), its message about the first. */
function aboutEvery(
  nodes: readonly FlowNode[],
  rule: DoctorRuleId,
  severity: DoctorSeverity,
  describe: (first: FlowNode) => FlowMessage,
): DoctorFinding[] {
  const first = nodes[0];
  if (!first) return [];
  const message = describe(first);
  return [
    createDoctorFinding(
      rule,
      severity,
      message,
      nodes.map((node) => node.id),
    ),
  ];
}
