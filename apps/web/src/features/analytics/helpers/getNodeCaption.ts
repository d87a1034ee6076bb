/** The longest caption taken from a node's text before it is cut with an ellipsis. */
export const CAPTION_MAX_LENGTH = 48;

const TEXT_FIELDS = ['label', 'message', 'question', 'text', 'powerTitle'] as const;

/**
 * A short, human name for a node in tables and advice: its label, else the start of its message or
 * question, cut to {@link CAPTION_MAX_LENGTH} characters; null when it has none (callers show its
 * type's name).
 * @example getNodeCaption({ data: { label: '', message: 'Hola, ¿en qué te ayudo?' } }) // 'Hola, ¿en qué te ayudo?'
 */
export function getNodeCaption(node: { readonly data?: unknown }): string | null {
  if (typeof node.data !== 'object' || node.data === null) return null;
  const data = node.data as Record<string, unknown>;
  for (const field of TEXT_FIELDS) {
    const value = data[field];
    if (typeof value !== 'string') continue;
    const text = value.replace(/\s+/g, ' ').trim();
    if (text)
      return text.length > CAPTION_MAX_LENGTH ? `${text.slice(0, CAPTION_MAX_LENGTH - 1).trimEnd()}…` : text;
  }
  return null;
}
