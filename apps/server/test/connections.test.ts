import { connectionListSchema, connectionResponseSchema } from '@plubot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from './authHelpers';
import { chatAsStranger, createPublishedBot } from './botFixtures';
import { buildTestApp } from './buildTestApp';
import { edges, node } from './flowSpecs';
import { startLocalHttpReceiver } from './localHttpReceiver';
import { testDatabaseKinds } from './testDatabases';

const GOOD_KEY = 'sk-proj-owner-key-0123456789-ABCD';
const BAD_KEY = 'sk-proj-revoked-key-0123456789-ZZZZ';

// The owner's connections (issue #31), with OpenAI first: the key is checked with the service (a
// local stand-in speaking OpenAI's protocol), stored sealed, shown masked, and an AI node of the
// owner's bots answers with it on a server that has no AI of its own (`AI_BASE_URL` unset).
describe.each(testDatabaseKinds)('connections on %s', (kind) => {
  let openAi: Awaited<ReturnType<typeof startLocalHttpReceiver>>;
  let revoked = new Set<string>();
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let stranger: Awaited<ReturnType<typeof createVerifiedUser>>;
  let baseUrl: string;

  beforeAll(async () => {
    openAi = await startLocalHttpReceiver((request) => {
      const key = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
      if (key !== GOOD_KEY || revoked.has(key)) {
        return {
          status: 401,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            error: { message: 'Incorrect API key provided.', type: 'invalid_request_error' },
          }),
        };
      }
      if (request.method === 'GET' && request.url === '/v1/models') {
        return {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ object: 'list', data: [{ id: 'gpt-4o-mini' }, { id: 'gpt-propio' }] }),
        };
      }
      if (request.method === 'POST' && request.url === '/v1/chat/completions') {
        const body = JSON.parse(request.body) as { messages: { content: string }[] };
        return {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            choices: [
              { message: { role: 'assistant', content: `Con tu clave: ${body.messages.at(-1)?.content}` } },
            ],
          }),
        };
      }
      return { status: 404 };
    });
    baseUrl = `http://127.0.0.1:${openAi.port}/v1`;
    ctx = await buildTestApp(kind, {
      HTTP_ALLOWED_HOSTS: `127.0.0.1:${openAi.port}`,
      RATE_LIMIT_CHAT_MAX: '100000',
    });
    owner = await createVerifiedUser(ctx.app, `connections-${kind}@plubot.test`);
    stranger = await createVerifiedUser(ctx.app, `connections-other-${kind}@plubot.test`);
  });
  afterAll(async () => {
    await ctx?.close();
    await openAi?.close();
  });

  const connect = (auth: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/connections', headers: auth, payload });

  it('refuses anonymous callers on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/connections'],
      ['POST', '/api/connections'],
      ['POST', '/api/connections/00000000-0000-4000-8000-000000000000/test'],
      ['DELETE', '/api/connections/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await ctx.app.inject(
        method === 'POST' ? { method, url, payload: {} } : { method, url },
      );
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers bad input with 422 and a Spanish message, storing nothing', async () => {
    const cases: [object, string][] = [
      [{ service: 'openai', credentials: {} }, 'Pega tu clave de API de OpenAI.'],
      [{ service: 'openai', credentials: { apiKey: 'sk-corta' } }, 'Esa clave es demasiado corta'],
      [{ service: 'openai', credentials: { apiKey: `${GOOD_KEY} x` } }, 'La clave no puede tener espacios'],
      [
        { service: 'openai', credentials: { apiKey: GOOD_KEY, model: 'gpt 4' } },
        'El modelo solo puede tener',
      ],
      [
        { service: 'openai', credentials: { apiKey: GOOD_KEY, baseUrl: 'http://user:pw@evil.test/v1' } },
        'La dirección de la API',
      ],
      [{ service: 'fax', credentials: {} }, 'Elige un servicio'],
      [{}, 'Elige un servicio'],
    ];
    for (const [payload, message] of cases) {
      const response = await connect(owner.auth, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.body).toContain(message);
    }
    expect(connectionListSchema.parse((await list(owner.auth)).json()).connections).toEqual([]);
  });

  it('stores nothing when the service refuses the key, lacks the model or cannot be reached safely', async () => {
    const refused = await connect(owner.auth, {
      service: 'openai',
      credentials: { apiKey: BAD_KEY, baseUrl },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('OpenAI no aceptó la clave (Incorrect API key provided.)');
    const unknownModel = await connect(owner.auth, {
      service: 'openai',
      credentials: { apiKey: GOOD_KEY, baseUrl, model: 'gpt-9' },
    });
    expect(unknownModel.statusCode).toBe(422);
    expect(unknownModel.json().fieldErrors?.['credentials.model']?.[0] ?? unknownModel.body).toContain(
      'gpt-9',
    );
    // The server's own network is out of reach for an owner's address (SSRF guard).
    const internal = await connect(owner.auth, {
      service: 'openai',
      credentials: { apiKey: GOOD_KEY, baseUrl: 'http://10.0.0.1:9/v1' },
    });
    expect(internal.statusCode).toBe(422);
    expect(internal.json().message).toContain('No pudimos comprobar la conexión con OpenAI');
    expect(connectionListSchema.parse((await list(owner.auth)).json()).connections).toEqual([]);
  });

  function list(auth: Record<string, string>) {
    return ctx.app.inject({ method: 'GET', url: '/api/connections', headers: auth });
  }

  it('connects an OpenAI account, shows it masked to its owner only, and its AI nodes answer with it', async () => {
    const created = await connect(owner.auth, {
      service: 'openai',
      name: 'Mi cuenta de OpenAI',
      credentials: { apiKey: GOOD_KEY, baseUrl: `${baseUrl}/`, model: 'gpt-propio' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { connection } = connectionResponseSchema.parse(created.json());
    expect(connection).toMatchObject({
      service: 'openai',
      name: 'Mi cuenta de OpenAI',
      status: 'active',
      maskedSecret: '••••ABCD',
      settings: { model: 'gpt-propio', baseUrl },
      error: null,
    });
    expect(created.body).not.toContain(GOOD_KEY);
    const check = openAi.to('/v1/models').at(-1);
    expect(check?.headers.authorization).toBe(`Bearer ${GOOD_KEY}`);

    const mine = await list(owner.auth);
    expect(mine.body).not.toContain(GOOD_KEY);
    expect(connectionListSchema.parse(mine.json())).toMatchObject({
      connections: [{ id: connection.id }],
      limitPerService: 5,
    });
    // Another account neither sees nor touches it.
    expect(connectionListSchema.parse((await list(stranger.auth)).json()).connections).toEqual([]);
    for (const [method, url] of [
      ['POST', `/api/connections/${connection.id}/test`],
      ['DELETE', `/api/connections/${connection.id}`],
      ['POST', '/api/connections/not-an-id/test'],
    ] as const) {
      const response = await ctx.app.inject({ method, url, headers: stranger.auth });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }

    // An AI node of the owner's bot, on a server without AI of its own.
    const bot = await aiBot();
    const answered = await chat(bot.publicId, 'Lucía');
    expect(answered).toContain('Con tu clave: Saluda a Lucía');
    const completion = openAi.to('/v1/chat/completions').at(-1);
    expect(completion?.headers.authorization).toBe(`Bearer ${GOOD_KEY}`);
    expect(JSON.parse(completion?.body ?? '{}')).toMatchObject({ model: 'gpt-propio' });

    // The AI node's «Probar» in the editor uses the owner's key too (streamed as one piece).
    const tried = await ctx.app.inject({
      method: 'POST',
      url: '/api/ai-node',
      headers: owner.auth,
      payload: { prompt: 'Hola', temperature: 0.5, maxTokens: 50 },
    });
    expect(tried.statusCode, tried.body).toBe(200);
    expect(tried.json().response).toBe('Con tu clave: Hola');
    const streamed = await ctx.app.inject({
      method: 'POST',
      url: '/api/ai-node/stream',
      headers: owner.auth,
      payload: { prompt: 'Hola otra vez', plubotId: bot.id },
    });
    expect(streamed.statusCode, streamed.body).toBe(200);
    expect(streamed.body).toContain('Con tu clave: Hola otra vez');
    // Without a connection and without AI on the server, «Probar» says AI is not set up.
    const strangerTry = await ctx.app.inject({
      method: 'POST',
      url: '/api/ai-node',
      headers: stranger.auth,
      payload: { prompt: 'Hola', temperature: 0.5, maxTokens: 50 },
    });
    expect(strangerTry.json().code).toBe('AI_NOT_CONFIGURED');

    // The key is revoked at OpenAI: 'Probar conexión' records the service's reason, and the node says AI is not set up.
    revoked = new Set([GOOD_KEY]);
    try {
      const tested = await ctx.app.inject({
        method: 'POST',
        url: `/api/connections/${connection.id}/test`,
        headers: owner.auth,
      });
      expect(tested.statusCode, tested.body).toBe(200);
      expect(connectionResponseSchema.parse(tested.json()).connection).toMatchObject({
        status: 'error',
        error: expect.stringContaining('Incorrect API key provided.'),
      });
      expect(await chat(bot.publicId, 'Ana')).toContain(
        'La inteligencia artificial no está configurada para este bot.',
      );
    } finally {
      revoked = new Set();
    }
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/connections/${connection.id}/test`,
      headers: owner.auth,
    });
    expect(connectionResponseSchema.parse(again.json()).connection).toMatchObject({
      status: 'active',
      error: null,
    });

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/connections/${connection.id}`,
      headers: owner.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(connectionListSchema.parse((await list(owner.auth)).json()).connections).toEqual([]);
  });

  it('keeps at most five connections of a service per account', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const created = await connect(stranger.auth, {
        service: 'openai',
        credentials: { apiKey: GOOD_KEY, baseUrl },
      });
      expect(created.statusCode, created.body).toBe(201);
      ids.push(created.json().connection.id);
    }
    const sixth = await connect(stranger.auth, {
      service: 'openai',
      credentials: { apiKey: GOOD_KEY, baseUrl },
    });
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().message).toContain('como máximo 5 conexiones de OpenAI');
    expect((await list(stranger.auth)).json().connections[0].name).toBe('OpenAI');
  });

  const aiBot = () =>
    createPublishedBot(ctx.app, owner.auth, 'Poeta', {
      nodes: [
        node('start', 'start'),
        node('message', 'ask', {
          message: '¿Cómo te llamas?',
          capture: { enabled: true, variable: 'nombre' },
        }),
        node('ai', 'ai-1', { promptTemplate: 'Saluda a {{nombre}}' }),
        node('end', 'end'),
      ],
      edges: edges('start->ask', 'ask->ai-1', 'ai-1->end'),
    });

  /** A stranger answers the bot's question with `name`; the bot's texts after it. */
  const chat = (publicId: string, name: string) => chatAsStranger(ctx.app, publicId, [name]);
});
