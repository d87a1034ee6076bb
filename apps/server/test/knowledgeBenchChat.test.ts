import { knowledgeSourceResponseSchema, unansweredResponseSchema } from '@plubot/contracts';
import { type KnowledgeSource, type Passage, type RecordValue, splitSentences } from '@plubot/knowledge';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLINIC_SOURCES } from '../../../packages/knowledge/bench/corpus/clinic';
import { SHOP_SOURCES } from '../../../packages/knowledge/bench/corpus/shop';
import { loadBots } from '../../../packages/knowledge/bench/evaluate';
import {
  type AnswerableQuestion,
  type BotName,
  FINAL_QUESTIONS,
  FINAL_UNANSWERABLE,
  HELD_OUT_QUESTIONS,
  HELD_OUT_UNANSWERABLE,
  TRAIN_QUESTIONS,
  TRAIN_UNANSWERABLE,
} from '../../../packages/knowledge/bench/questions';
import { users } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { askAsStranger, publishKnowledgeFlow, type StrangerReply, waitForSource } from './knowledgeFixtures';
import { startLocalHttpReceiver } from './localHttpReceiver';
import { testDatabaseKinds } from './testDatabases';

/**
 * The lowest share of each split's answerable questions the public chat must answer from the
 * expected passage, citing its source: a little under the retrieval benchmark's top-1 for the
 * split (in memory: train 79/88, held-out 15/20, final 17/20; the chat, answering from the server's
 * own top-1 passage, got the same on PGlite and PostgreSQL).
 */
const FLOORS = { train: 0.85, heldOut: 0.7, final: 0.8 } as const;
/** The lowest share of the unanswerable questions that must go to a person ('No sé'). */
const UNANSWERABLE_FLOOR = 0.8;

const SPLITS = [
  { name: 'train', questions: TRAIN_QUESTIONS, floor: FLOORS.train },
  { name: 'held-out', questions: HELD_OUT_QUESTIONS, floor: FLOORS.heldOut },
  { name: 'final', questions: FINAL_QUESTIONS, floor: FLOORS.final },
] as const;
const UNANSWERABLE = [...TRAIN_UNANSWERABLE, ...HELD_OUT_UNANSWERABLE, ...FINAL_UNANSWERABLE];
const UNANSWERABLE_TEXTS = new Set(UNANSWERABLE.map((question) => question.question));

/** The bots of the benchmark, as their owner names them in the creation lab. */
const BOTS: Record<BotName, { name: string; sources: readonly KnowledgeSource[] }> = {
  shop: { name: 'Alma Textil', sources: SHOP_SOURCES },
  clinic: { name: 'Clínica Dental Arce', sources: CLINIC_SOURCES },
};

/** A table as a CSV file would hold it: `;` between cells, every cell quoted. */
function toCsv(rows: readonly Readonly<Record<string, RecordValue>>[]): string {
  const quote = (value: RecordValue) => `"${String(value ?? '').replaceAll('"', '""')}"`;
  const columns = Object.keys(rows[0] ?? {});
  return [columns, ...rows.map((row) => columns.map((column) => row[column]))]
    .map((cells) => cells.map(quote).join(';'))
    .join('\n');
}

/** Adds a benchmark source as its owner would: a text or FAQ as JSON, a table as a CSV file. */
function toSourceRequest(source: KnowledgeSource, auth: Record<string, string>) {
  if (source.kind === 'text')
    return { headers: auth, payload: { kind: 'text', title: source.title, body: source.body } };
  if (source.kind === 'faq')
    return { headers: auth, payload: { kind: 'faq', title: source.title, pairs: source.pairs } };
  const boundary = '----plubot-knowledge-bench';
  return {
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${source.title}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${source.id}.csv"\r\n` +
        `Content-Type: text/csv\r\n\r\n${toCsv(source.rows)}\r\n--${boundary}--\r\n`,
    ),
  };
}

/**
 * What a faithful model answers the knowledge node's prompt (`[n] (Title › heading)\n[question\n]text`
 * passages, then `Question: …`): the first sentence of passage [1] — its answer, past a FAQ
 * pair's question line — citing it; NO_LO_SE without passages or when the question is one the
 * corpus does not answer (the benchmark's own labels stand for the model's judgement).
 */
function answerFaithfully(prompt: string): string {
  const question = /\nQuestion: ([^\n]*)$/.exec(prompt)?.[1]?.trim() ?? '';
  const first = /\[1\] \([^\n]*\)\n([\s\S]*?)(?:\n\n\[2\] \(|\n\nQuestion: )/.exec(prompt)?.[1];
  if (first === undefined || UNANSWERABLE_TEXTS.has(question)) return 'NO_LO_SE';
  const [head = '', ...rest] = first.split('\n');
  const body = rest.length > 0 && head.trim().endsWith('?') ? rest.join('\n') : first;
  return `${splitSentences(body)[0] ?? ''} [1]`;
}

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether every sentence of `answer` is the passage's own words. */
function comesFrom(passage: Passage, answer: string): boolean {
  const words = flat(passage.text);
  const sentences = splitSentences(answer.replace(/…$/, ''));
  return sentences.length > 0 && sentences.every((sentence) => words.includes(flat(sentence)));
}

/** The benchmark's passages that answer a question (an expected snippet names each). */
const benchBots = loadBots();
function expectedPassages(question: AnswerableQuestion): Passage[] {
  return benchBots[question.bot].passages.filter((passage) =>
    question.expected.some(
      (snippet) => passage.text.includes(snippet) || (passage.question ?? '').includes(snippet),
    ),
  );
}

type Reply = StrangerReply;

/** Whether a reply answers from one of the expected passages and names its source. */
function answersFrom(question: AnswerableQuestion, reply: Reply): boolean {
  const [text = '', cited = ''] = reply.texts;
  return expectedPassages(question).some(
    (passage) => cited === `Fuente: ${passage.title}` && comesFrom(passage, text),
  );
}

// The retrieval benchmark's questions (packages/knowledge/bench) asked by strangers through the
// public chat of the shop's and the clinic's bots, each with the benchmark's corpus added through
// the API, the «Responder con conocimiento» node, and an OpenAI-compatible local stand-in that
// answers like a faithful model (issue #30): the answers must come from the expected passage and
// cite its source, and what the corpus does not answer must go to a person ('No sé') and to the
// owner's 'Preguntas sin respuesta'.
describe.each(testDatabaseKinds)('the knowledge benchmark through the public chat on %s', (kind) => {
  let ai: Awaited<ReturnType<typeof startLocalHttpReceiver>>;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  const bots = {} as Record<BotName, { id: string; public_id: string }>;

  beforeAll(async () => {
    ai = await startLocalHttpReceiver((request) => {
      // Embeddings are not configured here; a server that asked anyway would get no vectors.
      if (!request.url.startsWith('/v1/chat/completions')) return { status: 404 };
      const body = JSON.parse(request.body || '{}') as { messages?: { content: string }[] };
      const prompt = body.messages?.at(-1)?.content ?? '';
      return {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          choices: [{ message: { role: 'assistant', content: answerFaithfully(prompt) } }],
        }),
      };
    });
    ctx = await buildTestApp(kind, {
      AI_BASE_URL: `http://127.0.0.1:${ai.port}/v1`,
      AI_MODEL: 'stand-in',
      KNOWLEDGE_SWEEP_MS: '0',
      RATE_LIMIT_CHAT_MAX: '100000',
    });
    owner = await createVerifiedUser(ctx.app, `knowledge-bench-${kind}@plubot.test`);
    // Some 160 conversations: past the free plan's 100 replies a month.
    await ctx.db.update(users).set({ plan: 'pro' }).where(eq(users.id, owner.user.id));
    for (const [botName, { name, sources }] of Object.entries(BOTS) as [BotName, (typeof BOTS)[BotName]][]) {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/plubots/create',
        headers: owner.auth,
        payload: { name, tone: 'neutral' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const bot = created.json().plubot as { id: string; public_id: string };
      bots[botName] = bot;
      const sourceIds: string[] = [];
      for (const source of sources) {
        const added = await ctx.app.inject({
          method: 'POST',
          url: `/api/plubots/${bot.id}/knowledge/sources`,
          ...toSourceRequest(source, owner.auth),
        });
        expect(added.statusCode, added.body).toBe(201);
        sourceIds.push(knowledgeSourceResponseSchema.parse(added.json()).source.id);
      }
      for (const sourceId of sourceIds) await waitForSource(ctx.app, owner.auth, bot.id, sourceId);
      await publishKnowledgeFlow(ctx.app, owner.auth, bot.id);
    }
  });
  afterAll(async () => {
    await ctx?.close();
    await ai?.close();
  });

  /** A stranger (a new address, a browser in `language`) asks the bot `question`. */
  const ask = (botName: BotName, question: string, language = 'es-ES'): Promise<Reply> =>
    askAsStranger(ctx.app, bots[botName].public_id, question, language);

  /** Every question the owner's 'Preguntas sin respuesta' lists for a bot, as visitors wrote them. */
  async function unanswered(botName: BotName) {
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${bots[botName].id}/knowledge/unanswered`,
      headers: owner.auth,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const { groups } = unansweredResponseSchema.parse(listed.json());
    return {
      count: groups.reduce((sum, group) => sum + group.count, 0),
      questions: new Set(groups.flatMap((group) => [group.question, ...group.examples])),
    };
  }

  it('answers a Spanish FAQ, an English question and a question with typos in words of its passage, citing it', async () => {
    // The model's one sentence, not the whole FAQ answer the search alone would give.
    const shipping = await ask('shop', 'cuanto tarda el envio?');
    expect(shipping.texts.slice(0, 2)).toEqual([
      'Los pedidos a la Península se entregan en 24–48 horas laborables.',
      'Fuente: Preguntas frecuentes',
    ]);
    expect(shipping.handoff).toBeUndefined();
    const prompt = ai.to('/v1/chat/completions').at(-1)?.body ?? '';
    expect(prompt).toContain('[1] (Preguntas frecuentes)\\n¿Cuánto tarda en llegar mi pedido?\\nLos pedidos');
    expect(prompt).toContain('Question: cuanto tarda el envio?');
    expect(prompt).toContain('You are Alma Textil');

    // A visitor whose browser speaks English hears the source line in English.
    expect((await ask('shop', 'can I pay in dollars', 'en-GB')).texts.slice(0, 2)).toEqual([
      'All prices are in euros.',
      'Source: FAQ in English',
    ]);

    expect((await ask('shop', 'aseptan bizum?')).texts.slice(0, 2)).toEqual([
      'Aceptamos tarjeta de crédito y débito (Visa, Mastercard, American Express), PayPal, Bizum y transferencia bancaria.',
      'Fuente: Preguntas frecuentes',
    ]);
    expect((await ask('clinic', 'trabajan con sanitass')).texts.slice(0, 2)).toEqual([
      'Sí, somos centro concertado de Sanitas, Adeslas, DKV y Asisa.',
      'Fuente: Preguntas frecuentes',
    ]);
  });

  it.each(SPLITS)(
    'answers the $name questions from the expected passage, citing its source',
    async ({ questions, floor }) => {
      const missed: string[] = [];
      for (const question of questions) {
        const reply = await ask(question.bot, question.question);
        if (!answersFrom(question, reply)) missed.push(`${question.question} → ${reply.texts.join(' | ')}`);
      }
      const hits = questions.length - missed.length;
      expect(hits, `${hits}/${questions.length}; missed:\n${missed.join('\n')}`).toBeGreaterThanOrEqual(
        Math.ceil(floor * questions.length),
      );
    },
  );

  it('sends what the corpus does not answer to a person and to the owner’s unanswered questions', async () => {
    const before = { shop: await unanswered('shop'), clinic: await unanswered('clinic') };
    const handedOff: typeof UNANSWERABLE = [];
    const answered: string[] = [];
    for (const question of UNANSWERABLE) {
      const reply = await ask(question.bot, question.question);
      if (reply.handoff?.status === 'waiting' && reply.texts.includes('Te paso con alguien del equipo.'))
        handedOff.push(question);
      else answered.push(`${question.question} → ${reply.texts.join(' | ')}`);
    }
    expect(
      handedOff.length,
      `${handedOff.length}/${UNANSWERABLE.length}; answered:\n${answered.join('\n')}`,
    ).toBeGreaterThanOrEqual(Math.ceil(UNANSWERABLE_FLOOR * UNANSWERABLE.length));
    for (const botName of ['shop', 'clinic'] as const) {
      const after = await unanswered(botName);
      const mine = handedOff.filter((question) => question.bot === botName);
      expect(after.count - before[botName].count).toBe(mine.length);
      for (const question of mine) expect(after.questions).toContain(question.question);
    }
  });
});
