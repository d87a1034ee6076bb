import type { Passage } from '../passages/passageTypes';
import { splitSentences } from '../passages/splitSentences';
import { analyzeText } from '../text/analyzeText';
import type { KnowledgeQuery } from './searchTypes';
import { toQueryTerms } from './toQueryTerms';

/** The longest answer trimAnswer gives from a text passage, in characters. */
export const MAX_ANSWER_CHARS = 400;

/** Drops markdown emphasis and code marks (`**`, `__`, backticks) that a chat would show as is. */
function stripEmphasis(text: string): string {
  return text.replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/gu, '$2').replace(/`([^`]*)`/gu, '$1');
}

function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const space = text.slice(0, max).search(/\s\S*$/u);
  return `${text.slice(0, space > 0 ? space : max - 1).trimEnd()}…`;
}

/**
 * The readable answer of a passage to a question, without an AI provider: a FAQ's answer as is;
 * otherwise the whole text when short, else the sentence holding most of the question's terms with
 * its neighbours, whole sentences only, up to `maxChars` (a single longer sentence is cut at a word
 * and ends with "…").
 *
 * @example trimAnswer(passage, '¿Abren los domingos?') // 'Domingos y festivos, cerrado.'
 */
export function trimAnswer(
  passage: Passage,
  question: string | KnowledgeQuery,
  options: { readonly maxChars?: number } = {},
): string {
  const max = options.maxChars ?? MAX_ANSWER_CHARS;
  const text = stripEmphasis(passage.text.trim());
  if (passage.kind === 'faq' || text.length <= max) return text;
  const query = typeof question === 'string' ? toQueryTerms(question) : question;
  const weights = new Map(query.terms.map((term) => [term.term, term.weight]));
  let cursor = 0;
  const sentences = splitSentences(text).map((sentence) => {
    const start = text.indexOf(sentence, cursor);
    cursor = start + sentence.length;
    const terms = new Set(analyzeText(sentence, passage.language).map((word) => word.term));
    const score = [...terms].reduce((sum, term) => sum + (weights.get(term) ?? 0), 0);
    return { start, end: cursor, score };
  });
  let best = 0;
  sentences.forEach((sentence, index) => {
    if (sentence.score > (sentences[best]?.score ?? 0)) best = index;
  });
  const first = sentences[best];
  if (!first) return '';
  if (first.end - first.start > max) return cutAtWord(text.slice(first.start, first.end), max);
  let low = best;
  let high = best;
  for (;;) {
    const next = sentences[high + 1];
    const previous = sentences[low - 1];
    const fitsNext = next !== undefined && next.end - (sentences[low]?.start ?? 0) <= max;
    const fitsPrevious = previous !== undefined && (sentences[high]?.end ?? 0) - previous.start <= max;
    if (fitsNext && (!fitsPrevious || (next?.score ?? 0) >= (previous?.score ?? 0))) high += 1;
    else if (fitsPrevious) low -= 1;
    else break;
  }
  return text.slice(sentences[low]?.start ?? 0, sentences[high]?.end ?? 0);
}
