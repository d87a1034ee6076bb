import { detectLanguage } from '../text/detectLanguage';
import type { FaqPair, Passage } from './passageTypes';

/**
 * One passage per question-answer pair, the question kept apart from the answer (`text`). Pairs
 * without an answer are skipped; an answer without a question becomes a text passage.
 *
 * @example faqToPassages({ id: 'faq', title: 'FAQ', pairs: [{ question: '¿Abren?', answer: 'Sí.' }] })[0]?.kind // 'faq'
 */
export function faqToPassages(source: {
  readonly id: string;
  readonly title: string;
  readonly pairs: readonly FaqPair[];
}): Passage[] {
  const passages: Passage[] = [];
  for (const pair of source.pairs) {
    const question = pair.question.trim();
    const answer = pair.answer.trim();
    if (answer === '') continue;
    const position = passages.length;
    passages.push({
      id: `${source.id}:${position}`,
      sourceId: source.id,
      position,
      kind: question === '' ? 'text' : 'faq',
      title: source.title,
      headings: [],
      ...(question === '' ? {} : { question }),
      text: answer,
      language: detectLanguage(`${question} ${answer}`),
    });
  }
  return passages;
}
