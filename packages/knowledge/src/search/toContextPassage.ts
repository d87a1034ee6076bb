import type { RankedPassage } from './searchTypes';
import type { ContextPassage } from './toKnowledgeContext';

/**
 * A ranked passage as `toKnowledgeContext` takes it: its source title, its headings joined with
 * " › ", a FAQ's question apart from its answer, and its confidence.
 *
 * @example toKnowledgeContext(search.results.map(toContextPassage), 'es')
 */
export function toContextPassage(ranked: RankedPassage): ContextPassage {
  const { passage } = ranked;
  return {
    sourceTitle: passage.title,
    ...(passage.headings.length > 0 ? { heading: passage.headings.join(' › ') } : {}),
    ...(passage.question ? { question: passage.question } : {}),
    text: passage.text,
    confidence: ranked.confidence,
  };
}
