/**
 * How a channel measures a text's length: in characters (Unicode code points: WhatsApp, Telegram,
 * Messenger) or in UTF-8 bytes (Instagram, where an accented letter takes 2 and an emoji 4).
 */
export type TextUnit = 'characters' | 'utf8Bytes';

/** The UTF-8 size of one code point. */
function utf8Size(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  return code < 0x10000 ? 3 : 4;
}

/**
 * The length of a text as `unit` counts it.
 * @example measureText('café', 'utf8Bytes') // 5
 */
export function measureText(text: string, unit: TextUnit = 'characters'): number {
  let size = 0;
  for (const char of text) size += unit === 'utf8Bytes' ? utf8Size(char) : 1;
  return size;
}

/**
 * A text in the parts a channel sends it in, each at most `limit` long as the channel counts
 * (`unit`): cut at the last line break or else the last space of its second half when there is
 * one, so words stay whole; an empty text is no part. The server's Meta renderer sends these parts;
 * Telegram's cuts only at line breaks, so its count can differ by one on rare texts.
 *
 * @example splitChannelText('uno dos tres', 8) // ['uno dos', 'tres']
 */
export function splitChannelText(text: string, limit: number, unit: TextUnit = 'characters'): string[] {
  const weigh = unit === 'utf8Bytes' ? utf8Size : () => 1;
  const parts: string[] = [];
  let rest = Array.from(text.trim());
  for (;;) {
    // The longest beginning that fits the limit.
    let fit = 0;
    for (let size = 0; fit < rest.length; fit++) {
      size += weigh(rest[fit] ?? '');
      if (size > limit) break;
    }
    if (fit >= rest.length) break;
    const window = rest.slice(0, fit + 1);
    let cut = window.lastIndexOf('\n');
    if (cut < fit / 2) cut = window.lastIndexOf(' ');
    if (cut < fit / 2) cut = Math.max(1, fit);
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
export function countMessagesBeforeBody(
  text: string,
  textLimit: number,
  bodyLimit: number,
  unit: TextUnit = 'characters',
): number {
  const parts = splitChannelText(text, textLimit, unit);
  const last = parts.pop() ?? '';
  if (measureText(last, unit) <= bodyLimit) return parts.length + 1;
  return parts.length + Math.max(1, splitChannelText(last, bodyLimit, unit).length);
}
