import { DEFAULT_VARIABLES, HTTP_TEST_LIMITS } from '@plubot/flow';
import { interpolateUrl } from '../http/buildHttpRequest';
import type { HttpEffectRequest } from '../model/engineEffects';
import { callEffect } from '../run/callEffect';
import type { Turn } from '../run/createTurn';
import { escapeJsonString, interpolate } from '../text/interpolate';
import { type ActionRunner, CONTINUE } from './ActionRunner';

/** Where an API call's response body goes when the action names no variable. */
export const DEFAULT_API_RESPONSE_VARIABLE = DEFAULT_VARIABLES.apiResponse;

/** The method of an API call that names none: the one the editor's form shows until changed. */
export const DEFAULT_API_CALL_METHOD = 'POST';

/** The outputs an API call action may have for success and failure. */
export const API_CALL_HANDLES = { success: ['onSuccess', 'success'], error: ['onError', 'error'] } as const;

/**
 * `apiCall`: a request through `effects.http` with parameters `url`, `method` (default POST),
 * `headers` (an object of texts) and `body` (text), all interpolated — values percent-encoded in the
 * URL's query string, and JSON-escaped in a JSON body (one starting with `{` or `[`), which is sent
 * as `application/json` unless a header says otherwise. The response body goes to
 * `responseVariable` (default `api_response`) and its status to `{responseVariable}_status`; then
 * the `onSuccess`/`onError` output when present, else the default edge.
 */
export const runApiCallAction: ActionRunner = async (params, node, turn) => {
  const url = interpolateUrl(params.text('url') ?? '', turn.state.variables);
  const http = turn.effects.http;
  if (url === '' || !http) {
    turn.log(node, url === '' ? 'action-skipped' : 'action-not-configured', 'apiCall');
    return CONTINUE;
  }
  const method = (params.text('method') ?? DEFAULT_API_CALL_METHOD).trim().toUpperCase();
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(params.record('headers') ?? {})) {
    if (typeof value === 'string' && key.trim() !== '') headers[key.trim()] = turn.render(value);
  }
  const request: HttpEffectRequest = { method, url, headers, timeoutMs: HTTP_TEST_LIMITS.timeoutMs };
  const body = params.text('body');
  if (body !== undefined && method !== 'GET') Object.assign(request, renderBody(body, headers, turn));

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

/**
 * The body to send: a JSON template (`{ "email": "{{email}}" }`) with the values escaped so a reply
 * cannot break or alter it, typed `application/json` when it parses; any other text as it is.
 */
function renderBody(template: string, headers: Record<string, string>, turn: Turn): { body: string } {
  const trimmed = template.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    const body = interpolate(template, turn.state.variables, { escape: escapeJsonString });
    try {
      JSON.parse(body);
      if (!Object.keys(headers).some((key) => key.toLowerCase() === 'content-type'))
        headers['Content-Type'] = 'application/json';
      return { body };
    } catch {
      // Not JSON after all: sent as the owner wrote it.
    }
  }
  return { body: turn.render(template) };
}
