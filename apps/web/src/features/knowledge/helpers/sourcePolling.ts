import type { KnowledgeSource } from '@plubot/contracts';

/** How often the list is read again while a source is being read and indexed. */
export const PROCESSING_POLL_MS = 2_000;

/**
 * How often to read the sources again: every 2 s while any is still processing, else never.
 * @example getSourcesPollInterval([{ status: 'processing' }]) // 2000
 */
export function getSourcesPollInterval(
  sources: readonly Pick<KnowledgeSource, 'status'>[] | undefined,
): number | false {
  return sources?.some((source) => source.status === 'processing') ? PROCESSING_POLL_MS : false;
}
