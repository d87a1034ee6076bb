import type { AcademyTaskLessonId } from '@plubot/contracts';
import {
  type FlowNode,
  type FlowNodeOf,
  getNodeText,
  type ReadonlyFlowGraph,
  readMessageCapture,
} from '@plubot/flow';
import { collectReachable, collectReachableFromStart, nodeTitle, reachesEnd } from './flowReach';

/** Something a flow still lacks for a task: a server message key (`academy.hints.*`) and its values. */
export interface TaskHint {
  key: string;
  params?: Record<string, string>;
}

/** A task checker: the hints of what is missing, none when the flow does what the lesson asks. */
export type TaskChecker = (graph: ReadonlyFlowGraph) => TaskHint[];

/** The checker of each task lesson; each is pure and reads only the graph. */
export const LESSON_TASKS: Record<AcademyTaskLessonId, TaskChecker> = {
  'first-flow': checkFirstFlow,
  variables: checkVariables,
  decisions: checkDecisions,
  leads: checkLeads,
};

const hint = (key: string, params?: Record<string, string>): TaskHint =>
  params ? { key: `academy.hints.${key}`, params } : { key: `academy.hints.${key}` };

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Lesson 'first-flow': Inicio → a Mensaje with text → … → Fin, all connected.
 * @example checkFirstFlow({ nodes: [start], edges: [] })[0]?.key // 'academy.hints.messageMissing'
 */
export function checkFirstFlow(graph: ReadonlyFlowGraph): TaskHint[] {
  if (!graph.nodes.some((node) => node.type === 'start')) return [hint('noStart')];
  const reachable = collectReachableFromStart(graph);
  const messages = graph.nodes.filter(
    (node) => node.type === 'message' && reachable.has(node.id) && filled(getMessageText(node)),
  );
  if (messages.length === 0) return [hint('messageMissing')];
  if (!graph.nodes.some((node) => node.type === 'end')) return [hint('noEnd')];
  return messages.some((node) => reachesEnd(graph, node.id)) ? [] : [hint('messageNotToEnd')];
}

/**
 * Lesson 'variables': a Mensaje reachable from Inicio that saves the reply in a named variable, and
 * a later node whose text uses it as `{{variable}}`.
 */
export function checkVariables(graph: ReadonlyFlowGraph): TaskHint[] {
  if (!graph.nodes.some((node) => node.type === 'start')) return [hint('noStart')];
  const reachable = collectReachableFromStart(graph);
  const captures = graph.nodes.flatMap((node) => {
    const variable = getCapturedVariable(node);
    return variable && reachable.has(node.id) ? [{ node, variable }] : [];
  });
  const [first] = captures;
  if (!first) return [hint('noCapture')];
  const used = captures.some(({ node, variable }) => {
    const after = collectReachable(graph, [node.id]);
    return graph.nodes.some(
      (other) => other.id !== node.id && after.has(other.id) && usesVariable(other, variable),
    );
  });
  return used ? [] : [hint('variableNotUsed', { variable: first.variable })];
}

/**
 * Lesson 'decisions': a Decisión reachable from Inicio with at least two options, each option
 * connected to a next step.
 */
export function checkDecisions(graph: ReadonlyFlowGraph): TaskHint[] {
  const decisions = graph.nodes.filter((node) => node.type === 'decision');
  const [firstDecision] = decisions;
  if (!firstDecision) return [hint('noDecision')];
  const reachable = collectReachableFromStart(graph);
  const candidates = decisions.filter((node) => reachable.has(node.id));
  if (candidates.length === 0) return [hint('decisionUnreachable', { decision: nodeTitle(firstDecision) })];
  const results = candidates.map((decision) => checkOneDecision(graph, decision));
  if (results.some((hints) => hints.length === 0)) return [];
  return results.reduce((best, hints) => (hints.length < best.length ? hints : best));
}

function checkOneDecision(graph: ReadonlyFlowGraph, decision: FlowNode): TaskHint[] {
  const options = getDecisionOptions(graph, decision.id);
  if (options.length < 2) return [hint('fewOptions', { decision: nodeTitle(decision) })];
  const withOutput = new Set(graph.edges.map((edge) => edge.source));
  return options
    .filter((option) => !withOutput.has(option.id))
    .map((option) => hint('optionNotConnected', { option: nodeTitle(option) }));
}

/**
 * Lesson 'leads': an Acción «Guardar datos (lead)» reachable from Inicio, after a Mensaje that saves
 * a reply in a variable, and followed by a way to Fin.
 */
export function checkLeads(graph: ReadonlyFlowGraph): TaskHint[] {
  const saves = graph.nodes.filter((node) => node.type === 'action' && node.data.actionType === 'saveData');
  if (saves.length === 0) return [hint('noSaveAction')];
  const reachable = collectReachableFromStart(graph);
  const reachableSaves = saves.filter((node) => reachable.has(node.id));
  if (reachableSaves.length === 0) return [hint('saveActionUnreachable')];
  const captureIds = graph.nodes
    .filter((node) => reachable.has(node.id) && getCapturedVariable(node) !== undefined)
    .map((node) => node.id);
  const afterCapture = collectReachable(graph, captureIds);
  const hints: TaskHint[] = [];
  if (!reachableSaves.some((node) => afterCapture.has(node.id) && !captureIds.includes(node.id))) {
    hints.push(hint('noCaptureBeforeSave'));
  }
  if (!reachableSaves.some((node) => reachesEnd(graph, node.id))) hints.push(hint('saveNotToEnd'));
  return hints;
}

/** The text a Mensaje says. */
function getMessageText(node: FlowNodeOf<'message'>): string | undefined {
  return getNodeText(node);
}

/** The variable a Mensaje saves the reply in, when it waits for one under a name. */
export function getCapturedVariable(node: FlowNode): string | undefined {
  return readMessageCapture(node)?.variable;
}

/** True when some text of the node's data (at any depth) holds `{{variable}}`. */
export function usesVariable(node: FlowNode, variable: string): boolean {
  const escaped = variable.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`\\{\\{\\s*${escaped}\\s*\\}\\}`);
  return collectTexts(node.data, 0).some((text) => pattern.test(text));
}

function collectTexts(value: unknown, depth: number): string[] {
  if (typeof value === 'string') return [value];
  if (depth > 4 || typeof value !== 'object' || value === null) return [];
  const values = Array.isArray(value) ? value : Object.values(value);
  return values.flatMap((item) => collectTexts(item, depth + 1));
}

/** The Opción nodes a decision leads to (by its edges), whatever handle joins them. */
function getDecisionOptions(graph: ReadonlyFlowGraph, decisionId: string): FlowNode[] {
  const targets = new Set(
    graph.edges.filter((edge) => edge.source === decisionId).map((edge) => edge.target),
  );
  return graph.nodes.filter((node) => node.type === 'option' && targets.has(node.id));
}
