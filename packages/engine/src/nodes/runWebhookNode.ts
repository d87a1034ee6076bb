import { readNodeData } from '@plubot/flow';
import type { EngineNode } from '../compile/compileFlow';
import { getNextNodeId } from '../compile/getNextNodeId';
import type { VariableValue } from '../model/conversationStateSchema';
import { callEffect } from '../run/callEffect';
import type { Turn } from '../run/createTurn';
import { goTo, type StepOutcome } from '../run/stepOutcome';

/**
 * `webhookNode`: posts `{ variables }` as JSON to its URL (with `{{variables}}` filled in) through
 * `effects.webhook` — the variables it lists, or every variable of the conversation when it lists
 * none — and moves on whatever the answer (a failure is traced, the person is not kept waiting).
 * The host signs the post so the receiver can check it comes from the bot.
 */
export async function runWebhookNode(node: EngineNode, turn: Turn): Promise<StepOutcome> {
  const next = () => goTo(getNextNodeId(turn.flow, node.id, undefined, { anyEdge: true }));
  const fields = readNodeData('webhookNode', node.data);
  const url = turn.render(fields.text('url') ?? '').trim();
  const webhook = turn.effects.webhook;
  if (url === '' || !webhook) {
    turn.log(node, url === '' ? 'action-skipped' : 'action-not-configured', 'webhookNode');
    return next();
  }
  const names = fields
    .list('variables')
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
    .map((name) => name.trim());
  const all = turn.state.variables;
  const variables: Record<string, VariableValue> = {};
  for (const name of names.length > 0 ? names : Object.keys(all)) {
    variables[name] = Object.hasOwn(all, name) ? (all[name] ?? null) : null;
  }
  const result = await callEffect(() => webhook({ url, payload: { variables } }));
  turn.log(node, result.ok ? 'action-done' : 'action-failed', result.ok ? 'webhookNode' : result.error);
  return next();
}
