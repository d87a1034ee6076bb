// Knowledge retrieval (issue #30): quality of the answers without any AI provider on the corpus and
// questions of packages/knowledge/bench (top-1, top-3, unanswerable questions kept under the
// threshold), the same searches through the database (PostgreSQL full-text search as the first
// stage) to check they agree, and the time of one retrieval with BENCH_PASSAGES (10,000) passages
// stored — p50/p95 through the database beside the same searches in memory, measured in the same
// run. Prints figures; asserts nothing.
// Usage: npm run bench:knowledge   (BENCH_KINDS=pglite,postgres — postgres needs BENCH_DATABASE_URL
// or TEST_DATABASE_URL; a scratch database is created and dropped)

import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createMemoryIndex, type Passage, searchKnowledge } from '@plubot/knowledge';
import { evaluate, loadBots } from '../../../packages/knowledge/bench/evaluate';
import {
  FINAL_QUESTIONS,
  FINAL_UNANSWERABLE,
  HELD_OUT_QUESTIONS,
  HELD_OUT_UNANSWERABLE,
  TRAIN_QUESTIONS,
  TRAIN_UNANSWERABLE,
} from '../../../packages/knowledge/bench/questions';
import { createSyntheticPassages } from '../../../packages/knowledge/bench/syntheticPassages';
import { openDatabase } from '../src/db/client';
import { knowledgePassages, knowledgeSources, plubots, users } from '../src/db/schema';
import { createDatabaseIndex } from '../src/modules/knowledge/databaseIndex';
import { toPassageRow } from '../src/modules/knowledge/processSource';
import { createScratchDatabase } from './scratchDatabase';

const PASSAGES = Number(process.env.BENCH_PASSAGES ?? 10_000);
const KINDS = (process.env.BENCH_KINDS ?? 'pglite').split(',').filter(Boolean);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function printQuality() {
  const bots = loadBots();
  const sets = [
    ['train', TRAIN_QUESTIONS, TRAIN_UNANSWERABLE],
    ['held out', HELD_OUT_QUESTIONS, HELD_OUT_UNANSWERABLE],
    ['final', FINAL_QUESTIONS, FINAL_UNANSWERABLE],
  ] as const;
  console.log('Quality without an AI provider (goal: top-1 ≥ 85 %, top-3 ≥ 95 %)');
  for (const [name, questions, unanswerable] of sets) {
    const result = await evaluate(bots, questions, unanswerable);
    console.log(
      `  ${name.padEnd(8)} ${String(result.answerable).padStart(3)} questions: top-1 ${percent(result.top1, result.answerable)}, top-3 ${percent(result.top3, result.answerable)}` +
        ` (plain BM25: ${percent(result.baselineTop1, result.answerable)} / ${percent(result.baselineTop3, result.answerable)});` +
        ` confident when right ${percent(result.correctAndConfident, result.top1)};` +
        ` unanswerable under the threshold ${result.unanswerableBelow}/${result.unanswerable}`,
    );
  }
  return bots;
}

async function run(kind: string, corpus: readonly Passage[], questions: readonly string[]) {
  const scratch = kind === 'pglite' ? null : await createScratchDatabase(POSTGRES_URL ?? '', 'knowledge');
  const database = scratch
    ? await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 4 })
    : await openDatabase({
        kind: 'pglite',
        dataDir: path.join(mkdtempSync(path.join(tmpdir(), 'plubot-bench-knowledge-')), 'pglite'),
      });
  const { db } = database;
  try {
    const [owner] = await db
      .insert(users)
      .values({ name: 'Bench', email: `bench-${Date.now()}@plubot.test` })
      .returning({ id: users.id });
    const [bot] = await db
      .insert(plubots)
      .values({
        ownerId: owner!.id,
        name: 'Bench',
        tone: 'neutral',
        color: '#4facfe',
        purpose: 'bench',
        initialMessage: 'Hola',
        publicId: randomBytes(8).toString('hex'),
      })
      .returning({ id: plubots.id });
    const [source] = await db
      .insert(knowledgeSources)
      .values({ plubotId: bot!.id, kind: 'text', title: 'Bench', status: 'ready' })
      .returning({ id: knowledgeSources.id, plubotId: knowledgeSources.plubotId });
    const loading = performance.now();
    for (let start = 0; start < corpus.length; start += 500) {
      await db
        .insert(knowledgePassages)
        .values(corpus.slice(start, start + 500).map((passage) => toPassageRow(source!, passage)));
    }
    await db.execute(`analyze knowledge_passages` as never).catch(() => undefined);
    console.log(`  ${kind}: ${corpus.length} passages stored in ${ms(performance.now() - loading)}`);
    const index = createDatabaseIndex(db, bot!.id);
    const cold = performance.now();
    await searchKnowledge(index, questions[0]!);
    console.log(`  ${kind}: first search (reads the bot's statistics) ${ms(performance.now() - cold)}`);
    const times: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const question of questions) {
        const started = performance.now();
        // A new index per search, as each conversation turn makes one: the statistics come from the cache.
        await searchKnowledge(createDatabaseIndex(db, bot!.id), question);
        times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    return { p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
  } finally {
    await database.close();
    await scratch?.drop();
  }
}

async function main() {
  const bots = await printQuality();
  const corpus = [
    ...bots.shop.passages,
    ...bots.clinic.passages,
    ...createSyntheticPassages(
      Math.max(0, PASSAGES - bots.shop.passages.length - bots.clinic.passages.length),
    ),
  ];
  const questions = [...TRAIN_QUESTIONS, ...HELD_OUT_QUESTIONS].map((question) => question.question);
  console.log(`\nOne retrieval with ${corpus.length} passages stored (goal: p95 ≤ 50 ms)`);
  const memory = createMemoryIndex(corpus);
  const memoryTimes: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const question of questions) {
      const started = performance.now();
      await searchKnowledge(memory, question);
      memoryTimes.push(performance.now() - started);
    }
  }
  memoryTimes.sort((a, b) => a - b);
  console.log(
    `  in memory (baseline): p50 ${ms(quantile(memoryTimes, 0.5))}, p95 ${ms(quantile(memoryTimes, 0.95))}`,
  );
  for (const kind of KINDS) {
    if (kind === 'postgres' && !POSTGRES_URL) {
      console.log('  postgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
      continue;
    }
    const figures = await run(kind, corpus, questions);
    console.log(`  ${kind}: p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}`);
  }
}

await main();
