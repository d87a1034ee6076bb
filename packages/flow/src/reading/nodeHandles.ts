import type { Emotion } from '../model/nodeFieldValues';

/** The handle an edge without one leaves from: a node's default way on. */
export const DEFAULT_HANDLE = 'output';

/** Handle names that mean a node's default way on (the load writes them as no handle). */
const DEFAULT_HANDLE_NAMES: ReadonlySet<string> = new Set([
  '',
  'undefined',
  'null',
  'default',
  DEFAULT_HANDLE,
]);

/**
 * The handle an edge leaves from, as the engine and Bot Doctor route by it: {@link DEFAULT_HANDLE}
 * for no handle or a placeholder name, else the handle itself.
 *
 * @example getSourceHandle(undefined) // 'output'
 * @example getSourceHandle('onSuccess') // 'onSuccess'
 */
export function getSourceHandle(handle: unknown): string {
  return typeof handle !== 'string' || DEFAULT_HANDLE_NAMES.has(handle) ? DEFAULT_HANDLE : handle;
}

/** The output handle of an emotion on an emotion detection node: `output-{emotion}`. */
export function getEmotionHandleId(emotion: Emotion): string {
  return `output-${emotion}`;
}
