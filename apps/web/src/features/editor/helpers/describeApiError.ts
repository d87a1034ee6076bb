import { ApiError } from '../../../lib/apiClient';
import type { TextRef } from '../types';

/**
 * What to tell the user about a failed call: for field errors (422) the first one with the field's
 * path (`nodes.3.data.label: …`), for an unreachable server the offline text, otherwise the
 * server's own translated message, or `fallbackKey` when there is none.
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
  return error.message ? { raw: error.message } : { key: fallbackKey };
}

/** The server revision a 409 `FLOW_CONFLICT` reports, or null. */
export function getConflictRevision(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { currentRevision?: unknown } | undefined;
  return typeof body?.currentRevision === 'number' ? body.currentRevision : null;
}

/** Whether a failed save was refused because someone saved a newer revision. */
export function isFlowConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
