// `npx tsx packages/knowledge/bench/knowledge.bench.ts` (or `npm run bench -w packages/knowledge`):
// answer quality on the shop's and clinic's knowledge (training and held-out questions, against a
// plain BM25 baseline), confidence threshold behaviour, and ranking time on 10,000 passages.
import { createMemoryIndex } from '../src/search/createMemoryIndex';
import { CONFIDENT_SCORE, rankPassages } from '../src/search/rankPassages';
import { searchKnowledge } from '../src/search/searchKnowledge';
import { toQueryTerms } from '../src/search/toQueryTerms';
import { checkExpectations, type Evaluation, evaluate, loadBots } from './evaluate';
import {
  FINAL_QUESTIONS,
  FINAL_UNANSWERABLE,
  HELD_OUT_QUESTIONS,
  HELD_OUT_UNANSWERABLE,
  TRAIN_QUESTIONS,
  TRAIN_UNANSWERABLE,
} from './questions';
import { createSyntheticPassages } from './syntheticPassages';

const GOALS = { top1: 0.85, top3: 0.95, unanswerableBelow: 0.8, correctAbove: 0.9 };
const SYNTHETIC_PASSAGES = 10_000;
const RUNS_PER_QUESTION = 5;

const percent = (part: number, whole: number): string =>
  whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)} % (${part}/${whole})`;

function qualityRows(name: string, result: Evaluation): Record<string, string>[] {
  return [
    {
      split: name,
      measure: 'top-1 hit rate',
      value: percent(result.top1, result.answerable),
      goal: '≥ 85 %',
    },
    {
      split: name,
      measure: 'top-3 hit rate',
      value: percent(result.top3, result.answerable),
      goal: '≥ 95 %',
    },
    {
      split: name,
      measure: 'plain BM25 top-1',
      value: percent(result.baselineTop1, result.answerable),
      goal: '',
    },
    {
      split: name,
      measure: 'plain BM25 top-3',
      value: percent(result.baselineTop3, result.answerable),
      goal: '',
    },
    {
      split: name,
      measure: `right top-1 at or above ${CONFIDENT_SCORE}`,
      value: percent(result.correctAndConfident, result.top1),
      goal: '≥ 90 %',
    },
    {
      split: name,
      measure: `unanswerable under ${CONFIDENT_SCORE}`,
      value: percent(result.unanswerableBelow, result.unanswerable),
      goal: '≥ 80 %',
    },
  ];
}

function meetsGoals(result: Evaluation): boolean {
  return (
    result.top1 >= GOALS.top1 * result.answerable &&
    result.top3 >= GOALS.top3 * result.answerable &&
    result.unanswerableBelow >= GOALS.unanswerableBelow * result.unanswerable &&
    result.correctAndConfident >= GOALS.correctAbove * result.top1
  );
}

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

async function main(): Promise<void> {
  const bots = loadBots();
  checkExpectations(bots, [...TRAIN_QUESTIONS, ...HELD_OUT_QUESTIONS, ...FINAL_QUESTIONS]);
  console.log(
    `@plubot/knowledge bench — shop: ${bots.shop.passages.length} passages, clinic: ${bots.clinic.passages.length} passages`,
  );
  const splits = [
    ['train', await evaluate(bots, TRAIN_QUESTIONS, TRAIN_UNANSWERABLE)],
    ['held-out 1 (dev since)', await evaluate(bots, HELD_OUT_QUESTIONS, HELD_OUT_UNANSWERABLE)],
    ['held-out 2 (final)', await evaluate(bots, FINAL_QUESTIONS, FINAL_UNANSWERABLE)],
  ] as const;
  console.table(splits.flatMap(([name, result]) => qualityRows(name, result)));
  for (const [name, result] of splits)
    console.log(`${name}: ${meetsGoals(result) ? 'meets' : 'misses'} the goals.`);
  if (process.argv.includes('--misses')) {
    for (const [name, result] of splits)
      console.log(`\n${name} misses and low confidences:\n${result.misses.join('\n')}`);
  }

  const passages = createSyntheticPassages(SYNTHETIC_PASSAGES);
  let started = performance.now();
  const index = createMemoryIndex(passages);
  const vocabulary = index.vocabulary();
  const buildMs = performance.now() - started;
  const questions = [
    ...TRAIN_QUESTIONS,
    ...HELD_OUT_QUESTIONS,
    ...FINAL_QUESTIONS,
    ...TRAIN_UNANSWERABLE,
  ].map((q) => q.question);
  const rows: Record<string, string | number>[] = [];
  for (const limit of [200, Number.POSITIVE_INFINITY]) {
    const rankTimes: number[] = [];
    const sizes: number[] = [];
    for (const question of questions) {
      const query = toQueryTerms(question, vocabulary);
      const candidates = index.candidates(
        query.terms.map((term) => term.term),
        limit,
      );
      const stats = index.stats();
      sizes.push(candidates.length);
      rankPassages(query, candidates, stats);
      for (let run = 0; run < RUNS_PER_QUESTION; run += 1) {
        started = performance.now();
        rankPassages(query, candidates, stats);
        rankTimes.push(performance.now() - started);
      }
    }
    rows.push({
      step: `rankPassages, ${Number.isFinite(limit) ? `≤ ${limit}` : 'all'} candidates`,
      'candidates p50': percentile(sizes, 0.5),
      'candidates max': Math.max(...sizes),
      'p50 ms': Number(percentile(rankTimes, 0.5).toFixed(3)),
      'p95 ms': Number(percentile(rankTimes, 0.95).toFixed(3)),
    });
  }
  const searchTimes: number[] = [];
  for (const question of questions) {
    started = performance.now();
    await searchKnowledge(index, question);
    searchTimes.push(performance.now() - started);
  }
  rows.push({
    step: 'searchKnowledge (query terms with typo correction, ≤ 200 candidates, ranking)',
    'candidates p50': '',
    'candidates max': '',
    'p50 ms': Number(percentile(searchTimes, 0.5).toFixed(3)),
    'p95 ms': Number(percentile(searchTimes, 0.95).toFixed(3)),
  });
  console.log(
    `\n${SYNTHETIC_PASSAGES.toLocaleString('en')} synthetic passages in memory: index built in ${buildMs.toFixed(0)} ms, ${vocabulary.terms.size.toLocaleString('en')} terms, ${(vocabulary.words?.size ?? 0).toLocaleString('en')} words; ${questions.length} questions × ${RUNS_PER_QUESTION} runs`,
  );
  console.table(rows);
}

await main();
