import { createNode } from '../../catalogue/createNode';
import { createFlowMessage } from '../../messages/createFlowMessage';
import type { ReadonlyFlowGraph } from '../../model/flowSchema';
import type { FlowNode } from '../../model/nodeSchema';
import { patchNodeData } from '../../model/withNodeData';
import { getNodeText } from '../../reading/getNodeText';
import { getStartGreeting } from '../../reading/getStartGreeting';
import { readMessageCapture } from '../../reading/readMessageCapture';
import { START_NODE_LIMITS } from '../../rules/startNodeRules';
import type { DoctorIndex } from '../buildDoctorIndex';
import { createDoctorFinding } from '../createDoctorFinding';
import { detectPersonalData, foldForMatching } from '../detectPersonalData';
import type { DoctorCheck, DoctorFix } from '../doctorRule';
import { canInsertAfter, insertNodeAfter } from '../insertNodeAfter';

/** Words (or a link) that show the owner tells people about privacy. */
const PRIVACY_WORDS =
  /privacidad|privacy|datos personales|personal data|proteccion de datos|data protection|rgpd|gdpr|https?:\/\/|www\./;

/** The notice the fix adds: one text, in `FLOW_MESSAGES`, so the editor and server agree. */
export const PRIVACY_NOTICE = createFlowMessage('doctor.privacyNoticeText').message;

/**
 * [warning] The bot collects personal data — a reachable question capturing a name, e-mail or
 * phone, a `saveData` action or a database node that saves — while neither the greeting (the start
 * node's, or the bot's initial message) nor the first thing said after it mentions privacy (words
 * such as privacidad, datos personales, privacy, or a link). The fix adds a standard Spanish notice
 * (`doctor.privacyNoticeText`) to the start node's own greeting when it fits the greeting's 200
 * characters, else as a message right after the start.
 */
export const checkMissingPrivacyNotice: DoctorCheck = (graph, context, index) => {
  if (index.starts.length === 0 || !collectsPersonalData(graph, index)) return [];
  const start = graph.nodes[index.starts[0]!]!;
  const greetings = index.starts.map(
    (position) => getStartGreeting(graph.nodes[position]!, context.initialMessage).text,
  );
  const texts = [...greetings, ...findFirstSpoken(graph, index)];
  if (texts.some((text) => PRIVACY_WORDS.test(foldForMatching(text)))) return [];
  const fixable = canAppendNotice(start) || canInsertAfter(graph, start.id, 'message');
  return [
    createDoctorFinding(
      'missingPrivacyNotice',
      'warning',
      createFlowMessage('doctor.missingPrivacyNotice'),
      [start.id],
      fixable ? createFlowMessage('doctor.fix.missingPrivacyNotice') : undefined,
    ),
  ];
};

/** Appends the notice to the start's greeting, or says it in a message right after the start. */
export const fixMissingPrivacyNotice: DoctorFix = (graph, finding, options) => {
  const start = graph.nodes.find((node) => node.id === finding.nodeIds[0] && node.type === 'start');
  if (start?.type !== 'start') return { nodes: [...graph.nodes], edges: [...graph.edges] };
  if (canAppendNotice(start)) {
    const greeting = `${start.data.dynamicContent!.trimEnd()} ${PRIVACY_NOTICE}`;
    return {
      nodes: graph.nodes.map((node) =>
        node === start ? patchNodeData(node, { dynamicContent: greeting }) : node,
      ),
      edges: [...graph.edges],
    };
  }
  const notice = createNode('message', {
    data: { label: createFlowMessage('doctor.privacyNoticeLabel').message, message: PRIVACY_NOTICE },
    ...(options.createId ? { createId: options.createId } : {}),
  });
  return insertNodeAfter(graph, start.id, notice, { now: options.now });
};

/** Whether the start has its own greeting with room for the notice. */
function canAppendNotice(start: FlowNode): boolean {
  const greeting = getStartGreeting(start);
  if (greeting.source !== 'dynamicContent') return false;
  return greeting.text.trimEnd().length + 1 + PRIVACY_NOTICE.length <= START_NODE_LIMITS.maxContentLength;
}

function collectsPersonalData(graph: ReadonlyFlowGraph, index: DoctorIndex): boolean {
  return graph.nodes.some((node, position) => {
    if (!index.reachable[position]) return false;
    if (node.type === 'action') return node.data.actionType === 'saveData';
    if (node.type === 'databaseNode') return node.data.operation !== 'lookup';
    const capture = readMessageCapture(node);
    if (!capture || node.type !== 'message') return false;
    const asked = capture.variable ? detectPersonalData(capture.variable) : undefined;
    return asked !== undefined || detectPersonalData(getNodeText(node) ?? '') !== undefined;
  });
}

/**
 * The texts of the first nodes that speak after the starts (messages, decision questions, Ends),
 * passing over silent steps.
 */
function findFirstSpoken(graph: ReadonlyFlowGraph, index: DoctorIndex): string[] {
  const texts: string[] = [];
  const seen = new Uint8Array(graph.nodes.length);
  const queue = [...index.starts];
  for (const start of queue) seen[start] = 1;
  for (let head = 0; head < queue.length; head += 1) {
    for (const next of index.adjacency[queue[head]!]!) {
      if (seen[next]) continue;
      seen[next] = 1;
      const node = graph.nodes[next]!;
      const spoken = getSpoken(node);
      if (spoken !== undefined) texts.push(spoken);
      else queue.push(next);
    }
  }
  return texts;
}

function getSpoken(node: FlowNode): string | undefined {
  return node.type === 'message' || node.type === 'decision' || node.type === 'end'
    ? (getNodeText(node) ?? '')
    : undefined;
}
