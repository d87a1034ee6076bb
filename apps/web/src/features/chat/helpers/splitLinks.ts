/** A piece of a bot message: plain text, or a web address to show as a link. */
export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}»]+$/;

/**
 * Splits a message into text and `http(s)` links, so the chat can render links as elements
 * while every other character stays plain text (never HTML).
 * @example splitLinks('Mira https://plubot.com.') // text 'Mira ', link 'https://plubot.com', text '.'
 */
export function splitLinks(message: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of message.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const href = match[0].replace(TRAILING_PUNCTUATION, '');
    if (start > last) segments.push({ kind: 'text', text: message.slice(last, start) });
    segments.push({ kind: 'link', text: href, href });
    last = start + href.length;
  }
  if (last < message.length) segments.push({ kind: 'text', text: message.slice(last) });
  return segments;
}
