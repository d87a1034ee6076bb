import { ApiError } from '../../../lib/apiClient';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import type { TextRef } from '../types';

/**
 * What to tell the user about a failed call: for field errors (422) the first one with the field's
 * path (`nodes.3.data.label: …`), for an unreachable server the offline text, otherwise the text of
 * the error's code (else the server's message), or `fallbackKey` when there is none.
 */
export function describeApiError(error: unknown, fallbackKey: string): TextRef {
  if (!(error instanceof ApiError)) return { key: fallbackKey };
  if (error.isNetworkError) return { key: 'editor.errors.offline' };
  const fieldErrors = Object.entries(error.errors ?? {}).filter(([, messages]) => messages.length > 0);
  const first = fieldErrors[0];
  if (error.status === 422 && first) {
    const [path, messages] = first;
    return { raw: path === '_' ? (messages[0] ?? '') : `${path}: ${messages[0]}` };
  }
  const text = getErrorMessage(error, '');
  return text ? { raw: text } : { key: fallbackKey };
}

/** The server revision a 409 `FLOW_CONFLICT` reports, or null. */
export function getConflictRevision(error: unknown): number | null {
  if (!isFlowConflict(error)) return null;
  const body = error.body as { currentRevision?: unknown } | undefined;
  return typeof body?.currentRevision === 'number' ? body.currentRevision : null;
}

/** Whether a failed save was refused because someone saved a newer revision. */
export function isFlowConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'FLOW_CONFLICT';
}
