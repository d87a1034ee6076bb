import { HTTP_TEST_LIMITS, isPlainRecord, NODE_FIELD_VALUES, readNodeData } from '@plubot/flow';
import type { VariableValue } from '../model/conversationStateSchema';
import type { HttpEffectRequest } from '../model/engineEffects';
import { escapeJsonString, interpolate } from '../text/interpolate';

/** The request to send, or why none can be built. */
export type BuildHttpRequestResult = { ok: true; request: HttpEffectRequest } | { ok: false; error: string };

const METHODS: ReadonlySet<string> = new Set(NODE_FIELD_VALUES.httpMethods);

/**
 * Builds an `httpRequest` node's request with `{{variables}}` filled into the URL (encoded in the
 * query string), header values and body. Bodies: `json` is checked to be valid JSON after interpolation (values are escaped as
 * JSON string content; an empty body is `{}`), `text` is sent as is, `form-data` is sent URL-encoded;
 * GET requests carry no body. A missing URL or invalid JSON is an error.
 */
export function buildHttpRequest(
  data: Readonly<Record<string, unknown>>,
  variables: Readonly<Record<string, VariableValue>>,
): BuildHttpRequestResult {
  const fields = readNodeData('httpRequest', data);
  const url = interpolateUrl(fields.text('url') ?? '', variables);
  if (url === '') return { ok: false, error: 'La URL está vacía.' };
  const method = (fields.text('method') ?? 'GET').trim().toUpperCase();
  if (!METHODS.has(method)) return { ok: false, error: `Método no admitido: ${method}` };

  const headers: Record<string, string> = {};
  for (const [key, value] of readKeyValues(fields.list('headers'))) {
    headers[key] = interpolate(value, variables);
  }
  const request: HttpEffectRequest = { method, url, headers, timeoutMs: HTTP_TEST_LIMITS.timeoutMs };
  if (method === 'GET') return { ok: true, request };

  const bodyType = fields.text('bodyType') ?? 'none';
  const bodyString = typeof data.bodyString === 'string' ? data.bodyString : '';
  if (bodyType === 'json') {
    const body = interpolate(bodyString, variables, { escape: escapeJsonString }).trim() || '{}';
    try {
      request.body = JSON.stringify(JSON.parse(body));
    } catch {
      return { ok: false, error: 'El cuerpo JSON no es válido.' };
    }
    setDefaultHeader(headers, 'Content-Type', 'application/json');
  } else if (bodyType === 'text') {
    request.body = interpolate(bodyString, variables);
    setDefaultHeader(headers, 'Content-Type', 'text/plain; charset=utf-8');
  } else if (bodyType === 'form-data') {
    const form = new URLSearchParams();
    for (const [key, value] of readKeyValues(fields.list('bodyFormData'))) {
      form.append(key, interpolate(value, variables));
    }
    request.body = form.toString();
    setDefaultHeader(headers, 'Content-Type', 'application/x-www-form-urlencoded');
  }
  return { ok: true, request };
}

/**
 * Fills a URL template: values in the path go in as they are (a variable may hold a base URL),
 * values in the query string are percent-encoded so a reply cannot add or alter parameters.
 */
export function interpolateUrl(template: string, variables: Readonly<Record<string, VariableValue>>): string {
  const query = template.indexOf('?');
  if (query === -1) return interpolate(template, variables).trim();
  const base = interpolate(template.slice(0, query), variables);
  const rest = interpolate(template.slice(query), variables, { escape: encodeURIComponent });
  return `${base}${rest}`.trim();
}

/** `[key, value]` pairs of `{ key, value }` rows with a non-blank key. */
function readKeyValues(rows: readonly unknown[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const row of rows) {
    if (!isPlainRecord(row) || typeof row.key !== 'string' || row.key.trim() === '') continue;
    pairs.push([row.key.trim(), typeof row.value === 'string' ? row.value : '']);
  }
  return pairs;
}

function setDefaultHeader(headers: Record<string, string>, name: string, value: string): void {
  const lower = name.toLowerCase();
  if (!Object.keys(headers).some((key) => key.toLowerCase() === lower)) headers[name] = value;
}
