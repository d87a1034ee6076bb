import { HTTP_TEST_LIMITS } from '@plubot/flow';
import type { HttpEffectRequest } from '../model/engineEffects';
import { callEffect } from '../run/callEffect';
import { type ActionRunner, CONTINUE } from './ActionRunner';

/** Where an API call's response body goes when the action names no variable. */
export const DEFAULT_API_RESPONSE_VARIABLE = 'api_response';

/** The outputs an API call action may have for success and failure. */
export const API_CALL_HANDLES = { success: ['onSuccess', 'success'], error: ['onError', 'error'] } as const;

/**
 * `apiCall`: a request through `effects.http` with parameters `url`, `method` (default GET),
 * `headers` (an object of texts) and `body` (text), all interpolated. The response body goes to
 * `responseVariable` (default `api_response`) and its status to `{responseVariable}_status`; then
 * the `onSuccess`/`onError` output when present, else the default edge.
 */
export const runApiCallAction: ActionRunner = async (params, node, turn) => {
  const url = turn.render(params.text('url') ?? '').trim();
  const http = turn.effects.http;
  if (url === '' || !http) {
    turn.log(node, url === '' ? 'action-skipped' : 'action-not-configured', 'apiCall');
    return CONTINUE;
  }
  const method = (params.text('method') ?? 'GET').trim().toUpperCase();
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(params.record('headers') ?? {})) {
    if (typeof value === 'string' && key.trim() !== '') headers[key.trim()] = turn.render(value);
  }
  const request: HttpEffectRequest = { method, url, headers, timeoutMs: HTTP_TEST_LIMITS.timeoutMs };
  const body = params.text('body');
  if (body !== undefined && method !== 'GET') request.body = turn.render(body);

  const result = await callEffect(() => http(request));
  const variable = params.text('responseVariable')?.trim() || DEFAULT_API_RESPONSE_VARIABLE;
  const answered = result.ok && typeof result.status === 'number' && typeof result.body === 'string';
  turn.setVariable(variable, answered ? result.body : null);
  turn.setVariable(`${variable}_status`, answered ? result.status : null);
  const success = answered && result.status >= 200 && result.status < 300;
  turn.log(
    node,
    success ? 'action-done' : 'action-failed',
    answered ? `apiCall ${result.status}` : 'apiCall',
  );
  return { handles: [...(success ? API_CALL_HANDLES.success : API_CALL_HANDLES.error)], anyEdge: true };
};
