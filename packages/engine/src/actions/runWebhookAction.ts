import type { VariableValue } from '../model/conversationStateSchema';
import { callEffect } from '../run/callEffect';
import type { Turn } from '../run/createTurn';
import { type ActionRunner, CONTINUE } from './ActionRunner';

/**
 * `webhook`: posts to parameter `url` (interpolated) with `effects.webhook`. The payload is
 * parameter `payload` with `{{variables}}` filled into its texts (a JSON text is parsed), or else
 * `{ variables }`.
 */
export const runWebhookAction: ActionRunner = async (params, node, turn) => {
  const url = turn.render(params.text('url') ?? '').trim();
  const webhook = turn.effects.webhook;
  if (url === '' || !webhook) {
    turn.log(node, url === '' ? 'action-skipped' : 'action-not-configured', 'webhook');
    return CONTINUE;
  }
  const raw = params.raw('payload');
  const payload =
    raw === undefined ? { variables: { ...turn.state.variables } } : renderPayload(raw, turn, 0);
  const result = await callEffect(() => webhook({ url, payload }));
  turn.log(node, result.ok ? 'action-done' : 'action-failed', result.ok ? 'webhook' : result.error);
  return CONTINUE;
};

function renderPayload(value: unknown, turn: Turn, depth: number): unknown {
  if (depth > 20) return null;
  if (typeof value === 'string') {
    const text = turn.render(value);
    if (depth === 0) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text;
      }
    }
    return text;
  }
  if (Array.isArray(value)) return value.map((item) => renderPayload(item, turn, depth + 1));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (key !== '__proto__') out[key] = renderPayload(item, turn, depth + 1);
    }
    return out;
  }
  return value as VariableValue;
}
