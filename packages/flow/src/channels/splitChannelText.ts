/**
 * A text in the parts a channel sends it in, each at most `limit` characters (code points): cut at
 * the last line break or else the last space of its second half when there is one, so words stay
 * whole; an empty text is no part. The same cut as the server's Meta renderer (`metaText.splitText`);
 * Telegram's cuts only at line breaks, so its count can differ by one on rare texts.
 *
 * @example splitChannelText('uno dos tres', 8) // ['uno dos', 'tres']
 */
export function splitChannelText(text: string, limit: number): string[] {
  const parts: string[] = [];
  let rest = Array.from(text.trim());
  while (rest.length > limit) {
    const window = rest.slice(0, limit + 1);
    let cut = window.lastIndexOf('\n');
    if (cut < limit / 2) cut = window.lastIndexOf(' ');
    if (cut < limit / 2) cut = limit;
    parts.push(rest.slice(0, cut).join('').trimEnd());
    rest = Array.from(rest.slice(cut).join('').trimStart());
  }
  if (rest.length > 0) parts.push(rest.join(''));
  return parts.filter((part) => part !== '');
}

/**
 * How many messages a text goes out in when the last part is the body of an interactive message
 * of at most `bodyLimit` characters (WhatsApp's reply buttons: 1,024): the parts of at most
 * `textLimit` first, the last one split again at `bodyLimit` when longer — as the server's
 * `splitForBody`. An empty text still sends the interactive message: one.
 *
 * @example countMessagesBeforeBody('a'.repeat(2000), 4096, 1024) // 2
 */
export function countMessagesBeforeBody(text: string, textLimit: number, bodyLimit: number): number {
  const parts = splitChannelText(text, textLimit);
  const last = parts.pop() ?? '';
  if (Array.from(last).length <= bodyLimit) return parts.length + 1;
  return parts.length + Math.max(1, splitChannelText(last, bodyLimit).length);
}
