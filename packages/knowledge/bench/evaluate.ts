import type { Passage } from '../src/passages/passageTypes';
import { splitIntoPassages } from '../src/passages/splitIntoPassages';
import { createMemoryIndex, type MemoryKnowledgeIndex } from '../src/search/createMemoryIndex';
import { CONFIDENT_SCORE, type RankingParameters } from '../src/search/rankPassages';
import { searchKnowledge } from '../src/search/searchKnowledge';
import { CLINIC_SOURCES } from './corpus/clinic';
import { SHOP_SOURCES } from './corpus/shop';
import { createPlainBm25, type PlainBm25 } from './plainBm25';
import type { AnswerableQuestion, BotName, UnanswerableQuestion } from './questions';

export interface Bot {
  readonly passages: readonly Passage[];
  readonly index: MemoryKnowledgeIndex;
  readonly baseline: PlainBm25;
}

/** The two benchmark bots, each with its own index, as a server would keep them apart. */
export function loadBots(): Record<BotName, Bot> {
  const load = (sources: typeof SHOP_SOURCES): Bot => {
    const passages = sources.flatMap((source) => splitIntoPassages(source));
    return { passages, index: createMemoryIndex(passages), baseline: createPlainBm25(passages) };
  };
  return { shop: load(SHOP_SOURCES), clinic: load(CLINIC_SOURCES) };
}

const holds = (passage: Passage, snippet: string): boolean =>
  passage.text.includes(snippet) || (passage.question ?? '').includes(snippet);

/** Throws unless every expected snippet names exactly one passage of its bot. */
export function checkExpectations(
  bots: Record<BotName, Bot>,
  questions: readonly AnswerableQuestion[],
): void {
  for (const question of questions) {
    for (const snippet of question.expected) {
      const count = bots[question.bot].passages.filter((passage) => holds(passage, snippet)).length;
      if (count !== 1)
        throw new Error(`«${snippet}» names ${count} passages (question «${question.question}»)`);
    }
  }
}

const isExpected = (question: AnswerableQuestion, passage?: Passage): boolean =>
  passage !== undefined && question.expected.some((snippet) => holds(passage, snippet));

export interface Evaluation {
  readonly answerable: number;
  readonly top1: number;
  readonly top3: number;
  readonly baselineTop1: number;
  readonly baselineTop3: number;
  /** Answerable questions with a correct top-1 whose confidence reaches the threshold. */
  readonly correctAndConfident: number;
  readonly unanswerable: number;
  /** Unanswerable questions whose best confidence stays under the threshold (or with no result). */
  readonly unanswerableBelow: number;
  readonly misses: readonly string[];
}

/** Runs the questions against the bots with the given ranking (and threshold). */
export async function evaluate(
  bots: Record<BotName, Bot>,
  questions: readonly AnswerableQuestion[],
  unanswerable: readonly UnanswerableQuestion[],
  ranking?: RankingParameters,
  threshold = CONFIDENT_SCORE,
): Promise<Evaluation> {
  let top1 = 0;
  let top3 = 0;
  let baselineTop1 = 0;
  let baselineTop3 = 0;
  let correctAndConfident = 0;
  const misses: string[] = [];
  for (const question of questions) {
    const bot = bots[question.bot];
    const { results } = await searchKnowledge(bot.index, question.question, {
      limit: 3,
      ...(ranking ? { ranking } : {}),
    });
    const first = isExpected(question, results[0]?.passage);
    if (first) top1 += 1;
    if (results.some((result) => isExpected(question, result.passage))) top3 += 1;
    if (first && (results[0]?.confidence ?? 0) >= threshold) correctAndConfident += 1;
    if (!first || (results[0]?.confidence ?? 0) < threshold) {
      const best = results[0];
      misses.push(
        `${first ? 'low ' : 'MISS'} ${question.question} → ${best?.passage.id ?? '-'} ${best ? best.confidence.toFixed(2) : ''} [${best?.matchedTerms.join(' ') ?? ''}]`,
      );
    }
    const baseline = bot.baseline.search(question.question);
    if (isExpected(question, baseline[0])) baselineTop1 += 1;
    if (baseline.slice(0, 3).some((passage) => isExpected(question, passage))) baselineTop3 += 1;
  }
  let unanswerableBelow = 0;
  for (const question of unanswerable) {
    const { results } = await searchKnowledge(bots[question.bot].index, question.question, {
      limit: 1,
      ...(ranking ? { ranking } : {}),
    });
    const best = results[0];
    if ((best?.confidence ?? 0) < threshold) unanswerableBelow += 1;
    else
      misses.push(
        `OVER ${question.question} → ${best?.passage.id} ${best?.confidence.toFixed(2)} [${best?.matchedTerms.join(' ')}]`,
      );
  }
  return {
    answerable: questions.length,
    top1,
    top3,
    baselineTop1,
    baselineTop3,
    correctAndConfident,
    unanswerable: unanswerable.length,
    unanswerableBelow,
    misses,
  };
}
