import { sendApiRequest } from './apiClient';

/** A prefetched answer older than this is not used: the screen asks again. */
export const PREFETCH_MAX_AGE_MS = 10_000;

const prefetched = new Map<string, { readonly at: number; readonly answer: Promise<unknown> }>();

/**
 * Sends `GET /api{path}` now, before the screen that needs it has even loaded its code, so that the
 * answer travels while the code does (the flow editor's flow, on a direct visit). The screen's own
 * `callApi` of the same path takes it (see {@link takePrefetchedGet}); a prefetch nobody takes is
 * dropped after {@link PREFETCH_MAX_AGE_MS}.
 */
export function prefetchApiGet(path: string, now: number = Date.now()): void {
  const current = prefetched.get(path);
  if (current && now - current.at <= PREFETCH_MAX_AGE_MS) return;
  const answer = sendApiRequest(path, { method: 'GET' });
  // A prefetch that fails and is never taken is not an unhandled rejection.
  answer.catch(() => undefined);
  prefetched.set(path, { at: now, answer });
}

/** The prefetched answer of `GET /api{path}` if one is recent enough; each prefetch is taken once. */
export function takePrefetchedGet(path: string, now: number = Date.now()): Promise<unknown> | undefined {
  const entry = prefetched.get(path);
  if (!entry) return undefined;
  prefetched.delete(path);
  return now - entry.at <= PREFETCH_MAX_AGE_MS ? entry.answer : undefined;
}
