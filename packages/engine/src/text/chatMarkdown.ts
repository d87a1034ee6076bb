/** A run of text in a chat message, possibly bold, italic or a link (always http or https). */
export interface ChatMarkdownSpan {
  text: string;
  bold?: true;
  italic?: true;
  href?: string;
}

/** A line-level block: a paragraph, or an item of a bulleted or numbered list. */
export interface ChatMarkdownBlock {
  kind: 'paragraph' | 'bullet' | 'numbered';
  /** The item's number in a numbered list. */
  number?: number;
  spans: ChatMarkdownSpan[];
}

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,3})[.)]\s+(.*)$/;
// Links written [text](https://…), bare web addresses, **bold**, __bold__, *italic*, _italic_.
const INLINE =
  /\[([^\]\n]{1,300})\]\((https?:\/\/[^\s()<>]{1,2000})\)|(https?:\/\/[^\s<>"'`]+)|\*\*([^*\n]+?)\*\*|__([^_\n]+?)__|\*([^*\n]+?)\*|(?<![\p{L}\p{N}])_([^_\n]+?)_(?![\p{L}\p{N}])/gu;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}»]+$/;

function parseInline(line: string): ChatMarkdownSpan[] {
  const spans: ChatMarkdownSpan[] = [];
  const push = (span: ChatMarkdownSpan) => {
    if (span.text !== '') spans.push(span);
  };
  let last = 0;
  for (const match of line.matchAll(INLINE)) {
    const start = match.index ?? 0;
    const [whole, linkText, linkHref, bare, bold1, bold2, italic1, italic2] = match;
    let end = start + whole.length;
    push({ text: line.slice(last, start) });
    if (linkText !== undefined && linkHref !== undefined) push({ text: linkText, href: linkHref });
    else if (bare !== undefined) {
      const href = bare.replace(TRAILING_PUNCTUATION, '');
      end = start + href.length;
      push({ text: href, href });
    } else if (bold1 !== undefined || bold2 !== undefined) push({ text: bold1 ?? bold2 ?? '', bold: true });
    else push({ text: italic1 ?? italic2 ?? '', italic: true });
    last = end;
  }
  push({ text: line.slice(last) });
  return spans;
}

/**
 * Reads the small, safe Markdown a decision's question may use when its 'Markdown' switch is on:
 * **bold**, *italic* or _italic_, [links](https://…) and bare http(s) addresses, and lines that are
 * bulleted (`- `) or numbered (`1. `) list items. Everything else is plain text: there is no HTML,
 * no image and no link other than http(s), so nothing a chat shows can run.
 * @example parseChatMarkdown('**Hola**') // [{ kind: 'paragraph', spans: [{ text: 'Hola', bold: true }] }]
 */
export function parseChatMarkdown(markdown: string): ChatMarkdownBlock[] {
  return markdown.split('\n').map((line) => {
    const bullet = BULLET.exec(line);
    if (bullet) return { kind: 'bullet', spans: parseInline(bullet[1] ?? '') };
    const numbered = NUMBERED.exec(line);
    if (numbered)
      return { kind: 'numbered', number: Number(numbered[1]), spans: parseInline(numbered[2] ?? '') };
    return { kind: 'paragraph', spans: parseInline(line) };
  });
}

/**
 * The same message as WhatsApp shows text: *bold*, _italic_, links as 'text (address)', bullets as
 * '•' and numbered items as they are.
 * @example toWhatsAppText('**Hola** [web](https://plubot.com)') // '*Hola* web (https://plubot.com)'
 */
export function toWhatsAppText(markdown: string): string {
  return parseChatMarkdown(markdown)
    .map((block) => {
      const text = block.spans
        .map((span) => {
          if (span.href) return span.text === span.href ? span.href : `${span.text} (${span.href})`;
          if (span.bold) return `*${span.text}*`;
          if (span.italic) return `_${span.text}_`;
          return span.text;
        })
        .join('');
      if (block.kind === 'bullet') return `• ${text}`;
      if (block.kind === 'numbered') return `${block.number}. ${text}`;
      return text;
    })
    .join('\n');
}
