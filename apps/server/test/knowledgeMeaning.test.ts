import { knowledgeSourceResponseSchema } from '@plubot/contracts';
import { foldText } from '@plubot/knowledge';
import { isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgePassages } from '../src/db/schema';
import { embedPendingPassages, forgetOtherModels } from '../src/modules/knowledge/embedPassages';
import { createVerifiedUser } from './authHelpers';
import { eventually } from './botFixtures';
import { buildTestApp } from './buildTestApp';
import { askAsStranger, publishKnowledgeFlow, waitForSource } from './knowledgeFixtures';
import { startLocalHttpReceiver } from './localHttpReceiver';
import { testDatabaseKinds } from './testDatabases';

const FAQ = [
  {
    question: '¿Cuánto tarda el envío?',
    answer: 'Los pedidos a la Península llegan en 48 horas laborables.',
  },
  {
    question: '¿Puedo devolver un producto?',
    answer: 'Sí, tienes 30 días para devolverlo gratis y te reembolsamos el importe.',
  },
];

/**
 * The stand-in's model: a word's meaning is the concept it belongs to (a dimension each), every
 * other word a faint dimension of its own hash. Questions that share no word with a passage but
 * speak of the same thing are near it, as with a real embedding model.
 */
const CONCEPTS: readonly (readonly string[])[] = [
  ['envio', 'pedidos', 'llegan', 'tarda', 'acercan', 'puerta', 'traen', 'reparto'],
  ['devolver', 'devolverlo', 'reembolsamos', 'importe', 'arrepiento', 'compra', 'reembolso'],
];
const HASHED = 16;

function embed(text: string): number[] {
  const vector = new Array<number>(CONCEPTS.length + HASHED).fill(0);
  for (const word of foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)) {
    const concept = CONCEPTS.findIndex((words) => words.includes(word));
    if (concept >= 0) vector[concept] = (vector[concept] ?? 0) + 1;
    else {
      const hash = [...word].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 9973, 7);
      const slot = CONCEPTS.length + (hash % HASHED);
      vector[slot] = (vector[slot] ?? 0) + 0.15;
    }
  }
  return vector;
}

// The search by meaning (issue #30): with an embeddings model on the AI provider (a local stand-in
// speaking OpenAI's `/v1/embeddings`), the knowledge worker embeds every passage and a visitor's
// question that shares no word with its answer still finds it; when the embeddings API fails, the
// bot answers by words alone and the passages are embedded on a later round.
describe.each(testDatabaseKinds)('the search by meaning on %s', (kind) => {
  let provider: Awaited<ReturnType<typeof startLocalHttpReceiver>>;
  let embeddingsDown = false;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let bot: { id: string; public_id: string };

  beforeAll(async () => {
    provider = await startLocalHttpReceiver((request) => {
      if (request.url === '/v1/embeddings') {
        if (embeddingsDown) return { status: 503, body: '{"error":{"message":"overloaded"}}' };
        const { input } = JSON.parse(request.body) as { input: string[] };
        const data = input.map((text, index) => ({ object: 'embedding', index, embedding: embed(text) }));
        return { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data }) };
      }
      // The composing AI never knows: the bot answers with the passage itself.
      return {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'NO_LO_SE' } }] }),
      };
    });
    ctx = await buildTestApp(kind, {
      RATE_LIMIT_CHAT_MAX: '100000',
      KNOWLEDGE_SWEEP_MS: '0',
      AI_BASE_URL: `http://127.0.0.1:${provider.port}/v1`,
      AI_API_KEY: 'sk-stand-in',
      AI_EMBEDDING_MODEL: 'concepts-v1',
      AI_EMBEDDING_SIMILARITY: '0.6',
    });
    owner = await createVerifiedUser(ctx.app, `knowledge-meaning-${kind}@plubot.test`);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: owner.auth,
      payload: { name: 'Tienda Nova', tone: 'neutral' },
    });
    bot = created.json().plubot;
    await addSource({ kind: 'faq', title: 'Preguntas de la tienda', pairs: FAQ });
    await waitUntil(async () => (await unembedded()) === 0);
    await publishKnowledgeFlow(ctx.app, owner.auth, bot.id);
  });
  afterAll(async () => {
    await ctx?.close();
    await provider?.close();
  });

  /** Waits for what the knowledge worker does off the request (see `eventually`). */
  const waitUntil = eventually;

  async function unembedded(): Promise<number> {
    const rows = await ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(knowledgePassages)
      .where(isNull(knowledgePassages.embeddingModel));
    return rows[0]?.count ?? -1;
  }

  async function addSource(payload: object): Promise<string> {
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/plubots/${bot.id}/knowledge/sources`,
      headers: owner.auth,
      payload,
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = knowledgeSourceResponseSchema.parse(added.json()).source.id;
    await waitForSource(ctx.app, owner.auth, bot.id, id);
    return id;
  }

  async function search(query: string) {
    const found = await ctx.app.inject({
      method: 'POST',
      url: `/api/plubots/${bot.id}/knowledge/search`,
      headers: owner.auth,
      payload: { query },
    });
    expect(found.statusCode, found.body).toBe(200);
    return found.json() as {
      confident: boolean;
      results: { text: string; score: number; confidence: number; similarity?: number }[];
    };
  }

  const ask = (question: string) => askAsStranger(ctx.app, bot.public_id, question);

  it('embeds every passage with the configured model, through the provider, with its key', async () => {
    const calls = provider.to('/v1/embeddings');
    expect(calls.length).toBeGreaterThan(0);
    const first = JSON.parse(calls[0]?.body ?? '{}') as { model: string; input: string[] };
    expect(first.model).toBe('concepts-v1');
    expect(first.input.join('\n')).toContain('¿Puedo devolver un producto?');
    expect(first.input.join('\n')).toContain('Preguntas de la tienda');
    expect(calls[0]?.headers.authorization).toBe('Bearer sk-stand-in');
  });

  it('answers a question that shares no word with its answer, with the source, on the public chat', async () => {
    const found = await search('¿y si me arrepiento de la compra?');
    expect(found.confident).toBe(true);
    expect(found.results[0]).toMatchObject({ score: 0 });
    expect(found.results[0]?.text).toContain('¿Puedo devolver un producto?');
    expect(found.results[0]?.similarity).toBeGreaterThan(0.6);

    expect((await ask('¿lo acercan hasta mi puerta?')).texts.slice(0, 2)).toEqual([
      'Los pedidos a la Península llegan en 48 horas laborables.',
      'Fuente: Preguntas de la tienda',
    ]);
    // Far from everything, by words and by meaning: «No sé», a person is called.
    const far = await ask('¿Venden entradas para el concierto?');
    expect(far.texts).toContain('Te paso con alguien del equipo.');
    expect(far.handoff).toMatchObject({ status: 'waiting' });
  });

  it('answers by words alone while the embeddings API fails, and embeds what waited once it is back', async () => {
    embeddingsDown = true;
    try {
      // The question cannot be embedded: only words count, and these share none with the answer.
      const lost = await ask('¿y si me arrepiento de la compra?');
      expect(lost.handoff).toMatchObject({ status: 'waiting' });
      // Words still work.
      expect((await ask('cuanto tarda el envio')).texts[0]).toBe(
        'Los pedidos a la Península llegan en 48 horas laborables.',
      );
      // A source added now is ready to search by words, its passages wait for their embeddings.
      await addSource({
        kind: 'text',
        title: 'Horario',
        body: 'Abrimos de lunes a sábado de 10:00 a 20:00.',
      });
      expect(await unembedded()).toBe(1);
    } finally {
      embeddingsDown = false;
    }
    await addSource({ kind: 'text', title: 'Reparto', body: 'El reparto a Canarias tarda cinco días.' });
    await waitUntil(async () => (await unembedded()) === 0);
    expect((await ask('¿y si me arrepiento de la compra?')).texts[0]).toBe(
      'Sí, tienes 30 días para devolverlo gratis y te reembolsamos el importe.',
    );
  });

  it('embeds again the passages another model made, and only then finds them by meaning', async () => {
    await forgetOtherModels(ctx.db, 'concepts-v2');
    expect(await unembedded()).toBeGreaterThanOrEqual(4);
    // Until they are embedded again, the old vectors are not compared with the new model's.
    const meanwhile = await search('¿y si me arrepiento de la compra?');
    expect(meanwhile.confident).toBe(false);
    const embedded = await embedPendingPassages({
      db: ctx.db,
      embeddings: { baseUrl: `http://127.0.0.1:${provider.port}/v1`, model: 'concepts-v1' },
      log: { warn: () => undefined },
    });
    expect(embedded).toBeGreaterThanOrEqual(4);
    expect(await unembedded()).toBe(0);
    expect((await search('¿y si me arrepiento de la compra?')).confident).toBe(true);
  });
});
