export interface ByteHistoryEntry {
  readonly role: 'user' | 'assistant';
  readonly content: string;
}

/** The server accepts at most the last 10 messages as history (spec §7). */
export const BYTE_HISTORY_LIMIT = 10;
/** The server accepts history entries of up to 4000 characters. */
export const BYTE_CONTENT_LIMIT = 4000;

/** The conversation so far as history for the next request: error notes left out, last 10 kept. */
export function buildByteHistory(
  messages: readonly (ByteHistoryEntry & { readonly isError?: boolean })[],
  limit = BYTE_HISTORY_LIMIT,
): ByteHistoryEntry[] {
  return messages
    .filter((message) => !message.isError)
    .slice(-limit)
    .map(({ role, content }) => ({ role, content: content.slice(0, BYTE_CONTENT_LIMIT) }));
}
