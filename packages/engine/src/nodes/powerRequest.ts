import type { PowerActionDefinition } from '@plubot/flow';
import type { EngineNode } from '../compile/compileFlow';
import type { VariableValue } from '../model/conversationStateSchema';
import type { PowerActionRequest } from '../model/engineEffects';
import type { Turn } from '../run/createTurn';

/** A text map of the node (`inputs` or `fields`), each value with its `{{variables}}` filled in. */
export function renderMap(turn: Turn, value: unknown): Record<string, string> {
  const rendered: Record<string, string> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return rendered;
  for (const [name, text] of Object.entries(value)) {
    if (typeof text !== 'string' || name.trim() === '') continue;
    rendered[name.trim()] = turn.render(text).trim();
  }
  return rendered;
}

/**
 * The request for a power node's action: its inputs and fields with `{{variables}}` filled in,
 * the inputs as written too (a fixed amount is told from a typed one), and the visitor's language.
 */
export function buildPowerRequest(
  node: EngineNode,
  turn: Turn,
  target: { powerId: string; connectionId: string; definition: PowerActionDefinition },
): PowerActionRequest {
  return {
    powerId: target.powerId,
    connectionId: target.connectionId,
    action: target.definition.id,
    runs: target.definition.runs,
    inputs: renderMap(turn, node.data.inputs),
    fields: renderMap(turn, node.data.fields),
    templates: readTemplates(node.data.inputs),
    nodeId: node.id,
    language: turn.state.language ?? 'es',
  };
}

/** The node's inputs as the owner wrote them. */
function readTemplates(value: unknown): Record<string, string> {
  const templates: Record<string, string> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return templates;
  for (const [name, text] of Object.entries(value))
    if (typeof text === 'string') templates[name.trim()] = text;
  return templates;
}

/** Saves what an action gave into the variables the node's outputs name (`found` too). */
export function saveOutputs(
  node: EngineNode,
  turn: Turn,
  values: Record<string, VariableValue | undefined>,
): void {
  const outputs = node.data.outputs;
  if (typeof outputs !== 'object' || outputs === null || Array.isArray(outputs)) return;
  for (const [output, variable] of Object.entries(outputs)) {
    const name = typeof variable === 'string' ? variable.trim() : '';
    if (name !== '') turn.setVariable(name, values[output] ?? null);
  }
}
