import { createFlowMessage } from '../messages/createFlowMessage';
import type { FlowMessage } from '../messages/flowMessages';
import type { ResponseMapping } from '../model/nodeDataSchemas';
import type { HttpBodyType, ResponseMappingSource } from '../model/nodeFieldValues';
import type { NodeDataOf } from '../model/nodeSchema';
import { err, ok, type Result } from '../result';

/** The HTTP node's test request limits (spec §7, §9). */
export const HTTP_TEST_LIMITS = { timeoutMs: 10_000, previewLength: 500 } as const;

type HttpData = NodeDataOf<'httpRequest'>;

/**
 * Switches an HTTP node's body type and clears what the new type cannot use: 'none' clears the text
 * and the form fields, 'json' and 'text' clear the form fields, 'form-data' clears the text body.
 */
export function applyHttpBodyType(data: HttpData, bodyType: HttpBodyType): HttpData {
  switch (bodyType) {
    case 'none':
      return { ...data, bodyType, bodyString: '', bodyFormData: [] };
    case 'json':
    case 'text':
      return { ...data, bodyType, bodyFormData: [] };
    case 'form-data':
      return { ...data, bodyType, bodyString: '' };
  }
}

/** Changes a response mapping's source; 'status_code' needs no path or key, so it is cleared. */
export function applyResponseMappingSource(
  mapping: ResponseMapping,
  source: ResponseMappingSource,
): ResponseMapping {
  return source === 'status_code' ? { ...mapping, source, pathOrKey: '' } : { ...mapping, source };
}

/**
 * The hint a response mapping's path-or-key field shows for its source (spec §3 "HTTP request
 * node"): a JSON path for the body, a header name for a header; a status code has no such field.
 *
 * @example getResponseMappingHint('header_key')?.message // 'Nombre Cabecera (ej: X-Request-ID)'
 */
export function getResponseMappingHint(source: string): FlowMessage | undefined {
  if (source === 'body_json_path') return createFlowMessage('http.source.bodyJsonPathHint');
  if (source === 'header_key') return createFlowMessage('http.source.headerKeyHint');
  return undefined;
}

/** The test button is enabled only with a non-blank URL and no test running. */
export function canRunHttpTest(state: { url?: string | null; isTesting: boolean }): boolean {
  return !state.isTesting && (state.url ?? '').trim() !== '';
}

/** Parses a JSON body before sending: an empty body becomes `{}`, invalid JSON fails the test. */
export function parseHttpJsonBody(bodyString: string | null | undefined): Result<unknown, FlowMessage> {
  if (!bodyString || bodyString.trim() === '') return ok({});
  try {
    return ok(JSON.parse(bodyString));
  } catch {
    return err(createFlowMessage('http.invalidJsonBody'));
  }
}
