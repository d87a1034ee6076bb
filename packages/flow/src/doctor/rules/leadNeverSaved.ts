import { createNode } from '../../catalogue/createNode';
import { createFlowMessage } from '../../messages/createFlowMessage';
import type { FlowGraph, ReadonlyFlowGraph } from '../../model/flowSchema';
import type { FlowNode } from '../../model/nodeSchema';
import { getNodeText } from '../../reading/getNodeText';
import { readMessageCapture } from '../../reading/readMessageCapture';
import { QUICK_BOT_TEXTS } from '../../templates/createQuickBotFlow';
import { buildDoctorIndex, type DoctorIndex, getNodeLabel } from '../buildDoctorIndex';
import { createDoctorFinding } from '../createDoctorFinding';
import { detectPersonalData } from '../detectPersonalData';
import type { DoctorCheck, DoctorFix } from '../doctorRule';
import { canInsertAfter, insertNodeAfter } from '../insertNodeAfter';

/**
 * [warning] The bot asks for a name, e-mail or phone and stores it in a variable, but nothing after
 * that question on any path hands it to the owner: no `saveData` action, database node that saves,
 * webhook node or webhook action. One finding for the bot, naming the questions and variables.
 * The fix puts a `saveData` action of the collected variables right after each last such
 * question (between it and what follows).
 */
export const checkLeadNeverSaved: DoctorCheck = (graph, _context, index) => {
  const unsaved = findUnsavedCaptures(graph, index);
  if (unsaved.length === 0) return [];
  const variables = [
    ...new Set(unsaved.map((position) => readMessageCapture(graph.nodes[position]!)!.variable!)),
  ];
  const last = findLastCaptures(index, unsaved);
  const fixable = last.every((position) => canInsertAfter(graph, graph.nodes[position]!.id, 'action'));
  return [
    createDoctorFinding(
      'leadNeverSaved',
      'warning',
      createFlowMessage('doctor.leadNeverSaved', { variables: variables.join('», «') }),
      unsaved.map((position) => graph.nodes[position]!.id),
      fixable
        ? createFlowMessage('doctor.fix.leadNeverSaved', { label: getNodeLabel(graph.nodes[last[0]!]!) })
        : undefined,
    ),
  ];
};

/** Inserts a `saveData` action after each last unsaved question, saving what was asked up to there. */
export const fixLeadNeverSaved: DoctorFix = (graph, _finding, options) => {
  let next: FlowGraph = { nodes: [...graph.nodes], edges: [...graph.edges] };
  const index = buildDoctorIndex(graph);
  const unsaved = findUnsavedCaptures(graph, index);
  for (const position of findLastCaptures(index, unsaved)) {
    const capture = graph.nodes[position]!;
    if (!canInsertAfter(next, capture.id, 'action')) continue;
    const fields = listCapturedBefore(graph, index, position);
    const save = createNode('action', {
      data: {
        label: QUICK_BOT_TEXTS.saveLead,
        description: createFlowMessage('doctor.saveDataDescription').message,
        actionType: 'saveData',
        parameters: fields.length > 0 ? { fields } : {},
      },
      ...(options.createId ? { createId: options.createId } : {}),
    });
    next = insertNodeAfter(next, capture.id, save, { now: options.now });
  }
  return next;
};

/** Whether a node hands the conversation's data to the owner. */
function isSaver(node: FlowNode): boolean {
  if (node.type === 'action')
    return node.data.actionType === 'saveData' || node.data.actionType === 'webhook';
  if (node.type === 'databaseNode') return node.data.operation !== 'lookup';
  return node.type === 'webhookNode';
}

/** The contact variable a reachable message stores, if it asks for a name, e-mail or phone. */
function getContactVariable(node: FlowNode): string | undefined {
  const variable = readMessageCapture(node)?.variable;
  if (!variable || node.type !== 'message') return undefined;
  const asked = detectPersonalData(variable) ?? detectPersonalData(getNodeText(node) ?? '');
  return asked ? variable : undefined;
}

/** Reachable contact questions with no saver after them on any path. */
function findUnsavedCaptures(graph: ReadonlyFlowGraph, index: DoctorIndex): number[] {
  const { components, componentOf, adjacency } = index;
  const holdsSaver = components.map((members) => members.some((member) => isSaver(graph.nodes[member]!)));
  const saverAfter = new Uint8Array(components.length);
  components.forEach((members, component) => {
    const isLoop = members.length > 1 || adjacency[members[0]!]!.includes(members[0]!);
    let found = isLoop && holdsSaver[component]!;
    for (const member of members) {
      for (const target of adjacency[member]!) {
        const next = componentOf[target]!;
        if (next !== component && (holdsSaver[next] || saverAfter[next])) found = true;
      }
    }
    saverAfter[component] = found ? 1 : 0;
  });
  const unsaved: number[] = [];
  graph.nodes.forEach((node, position) => {
    if (!index.reachable[position] || !getContactVariable(node)) return;
    if (!saverAfter[componentOf[position]!]) unsaved.push(position);
  });
  return unsaved;
}

/** The unsaved questions no other unsaved question comes after (one per loop). */
function findLastCaptures(index: DoctorIndex, unsaved: readonly number[]): number[] {
  const { components, componentOf, adjacency } = index;
  const holds = new Uint8Array(components.length);
  for (const position of unsaved) holds[componentOf[position]!] = 1;
  const heldAfter = new Uint8Array(components.length);
  components.forEach((members, component) => {
    for (const member of members) {
      for (const target of adjacency[member]!) {
        const next = componentOf[target]!;
        if (next !== component && (holds[next] || heldAfter[next])) heldAfter[component] = 1;
      }
    }
  });
  const chosen = new Set<number>();
  const last: number[] = [];
  for (const position of unsaved) {
    const component = componentOf[position]!;
    if (heldAfter[component] || chosen.has(component)) continue;
    chosen.add(component);
    last.push(position);
  }
  return last;
}

/** The contact variables asked at the node or anywhere before it, in the flow's order. */
function listCapturedBefore(graph: ReadonlyFlowGraph, index: DoctorIndex, position: number): string[] {
  const seen = new Uint8Array(graph.nodes.length);
  seen[position] = 1;
  const stack = [position];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    for (const edge of index.incoming[current]!) {
      const previous = index.indexById.get(edge.source);
      if (previous === undefined || seen[previous]) continue;
      seen[previous] = 1;
      stack.push(previous);
    }
  }
  const names = new Set<string>();
  graph.nodes.forEach((node, at) => {
    const variable = seen[at] ? getContactVariable(node) : undefined;
    if (variable) names.add(variable);
  });
  return [...names];
}
