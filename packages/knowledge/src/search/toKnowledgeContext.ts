import type { Language } from '../passages/passageTypes';

/**
 * A found passage as the AI context needs it: the server gives it from a `RankedPassage`
 * (`toContextPassage`), the editor from the knowledge search API's results (whose `text` already
 * starts with a FAQ's question and whose `heading` is the heading path).
 */
export interface ContextPassage {
  readonly sourceTitle: string;
  /** The headings above the passage, joined (`Envíos › Plazos`). */
  readonly heading?: string | undefined;
  /** A FAQ passage's question (its `text` is then the answer). */
  readonly question?: string | undefined;
  readonly text: string;
  /** How sure the search is of the match, in [0, 1]. */
  readonly confidence: number;
}

export interface KnowledgeContextOptions {
  /** Passages below this confidence are left out (default CONTEXT_MIN_CONFIDENCE). */
  readonly minConfidence?: number;
  /** At most this many passages, the first ones given (default CONTEXT_MAX_PASSAGES). */
  readonly maxPassages?: number;
  /** The whole context's length at most, in characters (default CONTEXT_MAX_CHARS). */
  readonly maxChars?: number;
}

/** Below this, a passage only shares a word or two with the question: the AI gets nothing from it. */
export const CONTEXT_MIN_CONFIDENCE = 0.3;
export const CONTEXT_MAX_PASSAGES = 3;
export const CONTEXT_MAX_CHARS = 3000;

/** The longest "source › headings" line of a passage. */
const MAX_PLACE_CHARS = 200;
/** The longest FAQ question shown above a passage's answer. */
const MAX_QUESTION_CHARS = 300;
/** A passage that would keep fewer characters of its text than this is left out. */
const MIN_BODY_CHARS = 60;

/** What the AI is told about the passages, in the conversation's language. */
const INSTRUCTIONS: Readonly<Record<Language, string>> = {
  es: 'Información del negocio para responder al visitante. Úsala cuando tenga que ver con lo que pregunta; si no, responde como siempre. Nunca inventes precios, fechas ni políticas que no aparezcan en ella.',
  en: 'Information about the business to answer the visitor with. Use it when it relates to what they ask; if it does not, answer as usual. Never invent prices, dates or policies it does not state.',
};

/** Cuts a text to at most `max` characters, at a word when one ends near, marking the cut with "…". */
function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.search(/\s\S*$/u);
  const kept = space > max / 2 ? head.slice(0, space) : head;
  // Never leave half of a character written with two code units (an emoji).
  const whole = /[\uD800-\uDBFF]$/u.test(kept) ? kept.slice(0, -1) : kept;
  return `${whole.trimEnd()}…`;
}

/** One line of text: runs of whitespace as one space, trimmed. */
const oneLine = (text: string) => text.replace(/\s+/gu, ' ').trim();

/** A passage's text with its blank lines closed up and spaces trimmed. */
const tidy = (text: string) =>
  text
    .replace(/[ \t]+\n/gu, '\n')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();

/**
 * The text to append to an AI's system message so that it answers from the bot's knowledge
 * (issue #30): a short instruction in the conversation's language — use this business information
 * when it relates to the question, never invent prices, dates or policies it does not state —
 * followed by the numbered passages (source title › headings, a FAQ's question, the text), the
 * first `maxPassages` (3) of those with `confidence` ≥ `minConfidence` (0.3), in the order given,
 * the whole at most `maxChars` (3,000) characters (a long passage is cut at a word, with "…"). An
 * empty string when no passage is relevant enough.
 *
 * @example
 * toKnowledgeContext([{ sourceTitle: 'Tienda', question: '¿Envíos?', text: 'En 48 h.', confidence: 0.9 }], 'es')
 * // 'Información del negocio … \n\n[1] Tienda\n¿Envíos?\nEn 48 h.'
 */
export function toKnowledgeContext(
  passages: readonly ContextPassage[],
  language: Language,
  options: KnowledgeContextOptions = {},
): string {
  const minConfidence = options.minConfidence ?? CONTEXT_MIN_CONFIDENCE;
  const maxChars = options.maxChars ?? CONTEXT_MAX_CHARS;
  const relevant = passages
    .filter((passage) => passage.confidence >= minConfidence && passage.text.trim() !== '')
    .slice(0, options.maxPassages ?? CONTEXT_MAX_PASSAGES);
  let context = INSTRUCTIONS[language];
  let count = 0;
  for (const passage of relevant) {
    const place = cutText(
      [passage.sourceTitle, passage.heading ?? ''].map(oneLine).filter(Boolean).join(' › '),
      MAX_PLACE_CHARS,
    );
    const question = passage.question ? cutText(oneLine(passage.question), MAX_QUESTION_CHARS) : '';
    const head = `\n\n[${count + 1}]${place ? ` ${place}` : ''}\n${question ? `${question}\n` : ''}`;
    const room = maxChars - context.length - head.length;
    if (room < MIN_BODY_CHARS) break;
    context += head + cutText(tidy(passage.text), room);
    count += 1;
  }
  return count > 0 ? context : '';
}
