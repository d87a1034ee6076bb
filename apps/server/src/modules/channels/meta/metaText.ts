import { createHash } from 'node:crypto';
import { type ChatButton, parseChatMarkdown } from '@plubot/engine';
import { measureText, splitChannelText, type TextUnit } from '@plubot/flow';

/**
 * Text helpers for Meta's channels (issue #33): lengths counted as Meta counts them (characters,
 * not UTF-16 units), long texts split at a channel's limit, titles shortened with an ellipsis and
 * kept unique, and option ids that fit a channel's limit and map back to the option.
 */

/** The length of a text in characters (code points), as Meta's limits count it. */
export function charLength(text: string): number {
  return Array.from(text).length;
}

/**
 * The text shortened to `max` characters, its end replaced by '…' when it had to be cut.
 * @example truncateTitle('Reservar una mesa para esta noche', 20) // 'Reservar una mesa p…'
 */
export function truncateTitle(text: string, max: number): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join('');
  return `${chars
    .slice(0, Math.max(0, max - 1))
    .join('')
    .trimEnd()}…`;
}

/**
 * The labels as titles of at most `max` characters, each different from the others (ignoring case),
 * as WhatsApp requires within one message: a repeated title gets ` (2)`, ` (3)`… and an empty one
 * its position.
 * @example fitTitles(['Opción muy larga número uno', 'Opción muy larga número dos'], 20) // ['Opción muy larga nú…', 'Opción muy larg… (2)']
 */
export function fitTitles(labels: readonly string[], max: number): string[] {
  const taken = new Set<string>();
  return labels.map((label, index) => {
    const base = label.trim() === '' ? String(index + 1) : label;
    let title = truncateTitle(base, max);
    for (let n = 2; taken.has(title.toLowerCase()); n++) {
      const suffix = ` (${n})`;
      title = `${truncateTitle(base, max - suffix.length)}${suffix}`;
    }
    taken.add(title.toLowerCase());
    return title;
  });
}

/**
 * A long text as messages before an interactive one: the parts (each at most `textLimit`) to send
 * as plain texts first, and the last part (at most `bodyLimit`) for the interactive body.
 */
export function splitForBody(
  text: string,
  textLimit: number,
  bodyLimit: number,
  unit: TextUnit = 'characters',
): { before: string[]; body: string } {
  const parts = splitChannelText(text, textLimit, unit);
  const last = parts.pop() ?? '';
  if (measureText(last, unit) <= bodyLimit) return { before: parts, body: last };
  const tail = splitChannelText(last, bodyLimit, unit);
  const body = tail.pop() ?? '';
  return { before: [...parts, ...tail], body };
}

/** How an option id too long for a channel is sent: this prefix and a digest of the id. */
const HASHED_PREFIX = 'plh:';

/**
 * The id to send for an option (a reply button's id, a list row's id, a quick reply's payload): the
 * option's own id when it fits `max` characters and has no spaces at its ends (WhatsApp refuses
 * those), else `plh:` and a digest of it — {@link resolveMetaOptionId} maps either back.
 * @example metaOptionId('a', 256) // 'a'
 */
export function metaOptionId(id: string, max: number): string {
  if (id !== '' && id === id.trim() && charLength(id) <= max && !id.startsWith(HASHED_PREFIX)) return id;
  return hashedOptionId(id);
}

/**
 * The offered option a received reply id means (`optionId` of a choice event): the option with that
 * id, or the one whose digest it is (an id sent shortened); `undefined` when none of these options.
 */
export function resolveMetaOptionId(received: string, options: readonly ChatButton[]): string | undefined {
  const exact = options.find((option) => option.id === received);
  if (exact) return exact.id;
  if (!received.startsWith(HASHED_PREFIX)) return undefined;
  return options.find((option) => hashedOptionId(option.id) === received)?.id;
}

function hashedOptionId(id: string): string {
  return `${HASHED_PREFIX}${createHash('sha256').update(id).digest('base64url').slice(0, 32)}`;
}

/**
 * The chat's small Markdown as plain text, for Messenger and Instagram (which show no formatting
 * sent by a page): links as 'text (address)', bullets as '•', numbered items as they are.
 * @example toPlainChatText('**Hola** [web](https://plubot.com)') // 'Hola web (https://plubot.com)'
 */
export function toPlainChatText(markdown: string): string {
  return parseChatMarkdown(markdown)
    .map((block) => {
      const text = block.spans
        .map((span) => (span.href && span.text !== span.href ? `${span.text} (${span.href})` : span.text))
        .join('');
      if (block.kind === 'bullet') return `• ${text}`;
      if (block.kind === 'numbered') return `${block.number}. ${text}`;
      return text;
    })
    .join('\n');
}
