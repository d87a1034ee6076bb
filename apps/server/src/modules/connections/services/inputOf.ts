import type { ActionRequest } from './serviceConnector';

/** The input `key` of a request, trimmed; empty when the node left it out. */
export function inputOf(request: ActionRequest, key: string): string {
  return (request.inputs[key] ?? '').trim();
}
