import { aiNodeStreamEventSchema, createServerSentEventReader } from '@plubot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { type LocalOpenAiOptions, startLocalOpenAiServer } from './localOpenAiServer';
import { testDatabaseKinds } from './testDatabases';

const URL = '/api/ai-node/stream';

/** The events of a streamed answer, each checked against the contract. */
function readEvents(body: string) {
  const reader = createServerSentEventReader();
  return [...reader.push(body), ...reader.end()].map((data) =>
    aiNodeStreamEventSchema.parse(JSON.parse(data)),
  );
}

async function startApp(kind: (typeof testDatabaseKinds)[number], ai: LocalOpenAiOptions, env = {}) {
  const service = await startLocalOpenAiServer(ai);
  const ctx = await buildTestApp(kind, {
    AI_BASE_URL: service.baseUrl,
    AI_MODEL: 'modelo-local',
    RATE_LIMIT_CHAT_MAX: '100000',
    ...env,
  });
  return {
    ...ctx,
    ai: service,
    close: async () => {
      await ctx.close();
      await service.close();
    },
  };
}

describe.each(testDatabaseKinds)('the AI node test streamed on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof startApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let stranger: Awaited<ReturnType<typeof createVerifiedUser>>;
  let plubotId: string;

  beforeAll(async () => {
    ctx = await startApp(kind, {});
    owner = await createVerifiedUser(ctx.app, 'stream-owner@plubot.com');
    stranger = await createVerifiedUser(ctx.app, 'stream-stranger@plubot.com');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: owner.auth,
      payload: { tone: 'servicial', name: 'Lira' },
    });
    plubotId = created.json().plubot.id;
  });
  afterAll(() => ctx?.close());

  it('streams the answer piece by piece as server-sent events, asking the service to stream', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: owner.auth,
      payload: { prompt: 'Hola mundo estelar', systemMessage: 'Sé breve', plubotId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = readEvents(response.body);
    expect(events.filter((event) => event.type === 'delta').map((event) => event.text)).toEqual([
      'Eco: ',
      'Hola ',
      'mundo ',
      'estelar',
    ]);
    expect(events.at(-1)).toEqual({ type: 'done', response: 'Eco: Hola mundo estelar', streamed: true });
    expect(ctx.ai.received.at(-1)?.body).toMatchObject({ stream: true, model: 'modelo-local' });
  });

  it('works without a bot (a flow not saved yet)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: owner.auth,
      payload: { prompt: 'Sin bot' },
    });
    expect(response.statusCode).toBe(200);
    expect(readEvents(response.body).at(-1)).toEqual({
      type: 'done',
      response: 'Eco: Sin bot',
      streamed: true,
    });
  });

  it("answers 404 for another user's bot, 401 without a session and 422 for bad input", async () => {
    const before = ctx.ai.received.length;
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: stranger.auth,
      payload: { prompt: 'Hola', plubotId },
    });
    expect(foreign.statusCode).toBe(404);
    const anonymous = await ctx.app.inject({ method: 'POST', url: URL, payload: { prompt: 'Hola' } });
    expect(anonymous.statusCode).toBe(401);
    const badTemperature = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: owner.auth,
      payload: { prompt: 'Hola', temperature: 9 },
    });
    expect(badTemperature.statusCode).toBe(422);
    const badBot = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: owner.auth,
      payload: { prompt: 'Hola', plubotId: 'no-es-un-id' },
    });
    expect(badBot.statusCode).toBe(422);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...owner.auth, 'accept-language': 'es' },
      payload: { prompt: '  ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(
      'El prompt y el mensaje de sistema están vacíos. No se puede ejecutar.',
    );
    expect(ctx.ai.received.length).toBe(before);
  });
});

describe.each(testDatabaseKinds)('the streamed AI test with other services on %s', (kind) => {
  it('falls back to the whole answer when the service does not stream', async () => {
    const ctx = await startApp(kind, { streaming: false });
    try {
      const owner = await createVerifiedUser(ctx.app, 'no-stream@plubot.com');
      const response = await ctx.app.inject({
        method: 'POST',
        url: URL,
        headers: owner.auth,
        payload: { prompt: 'Todo junto' },
      });
      expect(response.statusCode).toBe(200);
      expect(readEvents(response.body)).toEqual([
        { type: 'delta', text: 'Eco: Todo junto' },
        { type: 'done', response: 'Eco: Todo junto', streamed: false },
      ]);
    } finally {
      await ctx.close();
    }
  });

  it('ends with an error event when the service breaks off midway, and 502 when it says nothing', async () => {
    const broken = await startApp(kind, { breakAfterPieces: 2 });
    try {
      const owner = await createVerifiedUser(broken.app, 'broken@plubot.com');
      const response = await broken.app.inject({
        method: 'POST',
        url: URL,
        headers: { ...owner.auth, 'accept-language': 'en' },
        payload: { prompt: 'uno dos tres cuatro' },
      });
      expect(response.statusCode).toBe(200);
      const events = readEvents(response.body);
      expect(
        events
          .filter((event) => event.type === 'delta')
          .map((event) => event.text)
          .join(''),
      ).toBe('Eco: uno ');
      expect(events.at(-1)).toMatchObject({ type: 'error', code: 'AI_FAILED' });
    } finally {
      await broken.close();
    }
    const silent = await startApp(kind, { breakAfterPieces: 0 });
    try {
      const owner = await createVerifiedUser(silent.app, 'silent@plubot.com');
      const response = await silent.app.inject({
        method: 'POST',
        url: URL,
        headers: owner.auth,
        payload: { prompt: 'Hola' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('AI_FAILED');
    } finally {
      await silent.close();
    }
  });

  it('is rate-limited like the AI test', async () => {
    const ctx = await startApp(kind, {}, { RATE_LIMIT_CHAT_MAX: '2' });
    try {
      const owner = await createVerifiedUser(ctx.app, 'limited@plubot.com');
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: URL,
          headers: owner.auth,
          payload: { prompt: 'Otra vez' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await ctx.close();
    }
  });
});
