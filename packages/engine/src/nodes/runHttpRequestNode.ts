import { readNodeData } from '@plubot/flow';
import { DEFAULT_HANDLE, type EngineNode } from '../compile/compileFlow';
import { getNextNodeId } from '../compile/getNextNodeId';
import { applyResponseMapping } from '../http/applyResponseMapping';
import { buildHttpRequest } from '../http/buildHttpRequest';
import type { HttpEffectResult } from '../model/engineEffects';
import { getEngineMessages } from '../model/engineMessages';
import { callEffect } from '../run/callEffect';
import type { Turn } from '../run/createTurn';
import { goTo, type StepOutcome } from '../run/stepOutcome';

/** The success and error outputs of an `httpRequest` node (spec §3). */
export const HTTP_HANDLES = { success: 'onSuccess', error: 'onError' } as const;

/**
 * `httpRequest`: builds the request, has the host send it (`effects.http`, 10 s), maps the response
 * into variables and follows `onSuccess` for a 2xx status or `onError` otherwise. A failure with no
 * `onError` edge — or no HTTP effect at all — says 'No pude completar la solicitud externa.' and
 * goes on along the default edge, or ends.
 */
export async function runHttpRequestNode(node: EngineNode, turn: Turn): Promise<StepOutcome> {
  const mapping = readNodeData('httpRequest', node.data).list('responseMapping');
  const built = buildHttpRequest(node.data, turn.state.variables);
  let response: HttpEffectResult;
  if (!built.ok) {
    response = { ok: false, error: built.error };
  } else if (!turn.effects.http) {
    response = { ok: false, error: 'not-configured' };
  } else {
    const http = turn.effects.http;
    const request = built.request;
    response = await callEffect(() => http(request));
    if (response.ok && !isResponse(response)) response = { ok: false, error: 'Respuesta HTTP no válida.' };
  }
  for (const [name, value] of applyResponseMapping(mapping, response)) turn.setVariable(name, value);

  const success = response.ok && response.status >= 200 && response.status < 300;
  turn.log(
    node,
    success ? 'http-success' : 'http-error',
    response.ok ? String(response.status) : response.error,
  );
  if (success) return goTo(getNextNodeId(turn.flow, node.id, [HTTP_HANDLES.success, DEFAULT_HANDLE]));
  const onError = getNextNodeId(turn.flow, node.id, [HTTP_HANDLES.error]);
  if (onError !== null && turn.effects.http) return goTo(onError);
  turn.say(node.id, getEngineMessages(turn.state.language).httpFailed);
  return goTo(onError ?? getNextNodeId(turn.flow, node.id, [DEFAULT_HANDLE]));
}

function isResponse(response: HttpEffectResult & { ok: true }): boolean {
  return (
    typeof response.status === 'number' &&
    typeof response.body === 'string' &&
    typeof response.headers === 'object' &&
    response.headers !== null
  );
}
