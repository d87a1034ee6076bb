import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { visitorHeaders } from './chatFixtures';
import { startLocalOpenAiServer } from './localOpenAiServer';
import { publishDraft } from './publishing';

describe('editor tools with an AI service', () => {
  let ai: Awaited<ReturnType<typeof startLocalOpenAiServer>>;
  let target: Server;
  let targetPort: number;
  const receivedAuthorization: (string | undefined)[] = [];
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let user: Awaited<ReturnType<typeof createVerifiedUser>>;

  beforeAll(async () => {
    ai = await startLocalOpenAiServer();
    target = createServer((req, res) => {
      receivedAuthorization.push(req.headers.authorization);
      res.setHeader('content-type', 'application/json');
      res.setHeader('x-request-id', 'r-1');
      res.end(JSON.stringify({ data: { user: { id: 7 } } }));
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    targetPort = (target.address() as AddressInfo).port;
    ctx = await buildTestApp('pglite', {
      AI_BASE_URL: ai.baseUrl,
      AI_API_KEY: 'sk-local',
      AI_MODEL: 'modelo-local',
      HTTP_ALLOWED_HOSTS: `localhost:${targetPort}`,
      RATE_LIMIT_CHAT_MAX: '100000',
    });
    user = await createVerifiedUser(ctx.app, 'tools@plubot.com');
  });
  afterAll(async () => {
    await ctx?.close();
    await ai?.close();
    await new Promise<void>((resolve) => target.close(() => resolve()));
  });

  it('runs an AI node test through the OpenAI-compatible API', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/ai-node',
      headers: user.auth,
      payload: { prompt: 'Hola IA', systemMessage: 'Sé breve', temperature: 0.3, maxTokens: 50 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, response: 'Eco: Hola IA' });
    const last = ai.received.at(-1)!;
    expect(last.authorization).toBe('Bearer sk-local');
    expect(last.body).toMatchObject({
      model: 'modelo-local',
      temperature: 0.3,
      max_tokens: 50,
      messages: [
        { role: 'system', content: 'Sé breve' },
        { role: 'user', content: 'Hola IA' },
      ],
    });
  });

  it('refuses an empty prompt with the spec message', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/ai-node',
      headers: user.auth,
      payload: {},
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'El prompt y el mensaje de sistema están vacíos. No se puede ejecutar.',
    );
  });

  it('lets Byte answer through the AI service with a mood', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/byte-assistant',
      headers: user.auth,
      payload: { message: '¿Cómo conecto nodos?', history: [{ role: 'user', content: 'hola' }] },
    });
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Eco: ¿Cómo conecto nodos?',
      sentiment: 'thinking',
    });
    expect(ai.received.at(-1)!.body.messages[0]!.role).toBe('system');
  });

  it('tests an HTTP request through the safe client', async () => {
    const allowed = await ctx.app.inject({
      method: 'POST',
      url: '/api/http-test',
      headers: user.auth,
      payload: {
        method: 'GET',
        url: `http://localhost:${targetPort}/users`,
        headers: { accept: 'application/json' },
      },
    });
    expect(allowed.json()).toMatchObject({
      ok: true,
      status: 200,
      data: { data: { user: { id: 7 } } },
      headers: { 'x-request-id': 'r-1' },
      message: 'Solicitud exitosa.',
    });
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: '/api/http-test',
      headers: user.auth,
      payload: { method: 'GET', url: 'http://169.254.169.254/latest/meta-data/' },
    });
    expect(blocked.json()).toMatchObject({ ok: false, error: 'blocked_address' });
  });

  it('keeps an HTTP node’s credential header sealed: masked to the browser, real to the service', async () => {
    const bot = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/plubots/create',
        headers: user.auth,
        payload: { name: 'Llave', tone: 'servicial', initial_message: 'Hola' },
      })
    ).json().plubot as { id: string; public_id: string };
    const url = `http://localhost:${targetPort}/private`;
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${bot.id}/flow`,
      headers: user.auth,
      payload: {
        flowName: 'Llave',
        baseRevision: 1,
        viewport: { x: 0, y: 0, zoom: 1 },
        nodes: [
          { id: 'start-1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Inicio' } },
          {
            id: 'http-1',
            type: 'httpRequest',
            position: { x: 0, y: 200 },
            data: {
              label: 'API privada',
              method: 'GET',
              url,
              headers: [{ id: 'h1', key: 'Authorization', value: 'Bearer s3cret-9876' }],
            },
          },
          { id: 'end-1', type: 'end', position: { x: 0, y: 500 }, data: { label: 'Fin' } },
        ],
        edges: [
          { id: 'e1', source: 'start-1', target: 'http-1' },
          { id: 'e2', source: 'http-1', target: 'end-1', sourceHandle: 'onSuccess' },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    const flow = (
      await ctx.app.inject({ method: 'GET', url: `/api/plubots/${bot.id}/flow`, headers: user.auth })
    ).json().flow as { nodes: { id: string; data: { headers?: { value: string }[] } }[] };
    const masked = flow.nodes.find((node) => node.id === 'http-1')?.data.headers?.[0]?.value;
    expect(masked).toBe('••••9876');

    const test = (who: typeof user, plubotId: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/http-test',
        headers: who.auth,
        payload: { method: 'GET', url, headers: { Authorization: masked }, plubotId, nodeId: 'http-1' },
      });
    expect((await test(user, bot.id)).json()).toMatchObject({ ok: true, status: 200 });
    expect(receivedAuthorization.at(-1)).toBe('Bearer s3cret-9876');
    const stranger = await createVerifiedUser(ctx.app, 'tools-stranger@plubot.com');
    expect((await test(stranger, bot.id)).statusCode).toBe(404);

    const start = await ctx.app.inject({ method: 'POST', url: `/api/chat/${bot.public_id}/start` });
    expect(start.statusCode).toBe(200);
    expect(receivedAuthorization.at(-1)).toBe('Bearer s3cret-9876');
  });

  it('answers an AI node in a live chat', async () => {
    const bot = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/plubots/create',
        headers: user.auth,
        payload: { name: 'Sabio', tone: 'sabio', initial_message: 'Pregúntame' },
      })
    ).json().plubot;
    const flow = {
      baseRevision: 1,
      nodes: [
        { id: 'start-1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Inicio' } },
        {
          id: 'ask',
          type: 'message',
          position: { x: 0, y: 100 },
          data: { label: 'q', message: '¿Tu pregunta?', capture: { variable: 'pregunta' } },
        },
        {
          id: 'ai',
          type: 'ai',
          position: { x: 0, y: 200 },
          data: { label: 'IA', promptTemplate: 'Responde: {{pregunta}}', responseVariable: 'respuesta' },
        },
        { id: 'end-1', type: 'end', position: { x: 0, y: 300 }, data: { label: 'Fin', endMessage: 'Fin' } },
      ],
      edges: [
        { id: 'a', source: 'start-1', target: 'ask', sourceHandle: 'output' },
        { id: 'b', source: 'ask', target: 'ai' },
        { id: 'c', source: 'ai', target: 'end-1' },
      ],
    };
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/plubots/${bot.id}/flow`,
          headers: user.auth,
          payload: flow,
        })
      ).statusCode,
    ).toBe(200);
    await publishDraft(ctx.app, user.auth, bot.id);
    const started = (
      await ctx.app.inject({ method: 'POST', url: `/api/chat/${bot.public_id}/start` })
    ).json();
    const answered = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/sessions/${started.sessionId}/reply`,
      headers: visitorHeaders(started),
      payload: { text: '¿qué es Plubot?' },
    });
    expect(answered.json().messages.map((m: { text: string }) => m.text)).toEqual([
      'Eco: Responde: ¿qué es Plubot?',
      'Fin',
    ]);
  });
});

describe('editor tools without an AI service', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let user: Awaited<ReturnType<typeof createVerifiedUser>>;
  beforeAll(async () => {
    ctx = await buildTestApp('pglite');
    user = await createVerifiedUser(ctx.app, 'noai@plubot.com');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('says AI is not configured instead of faking an answer', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/ai-node',
      headers: user.auth,
      payload: { prompt: 'x' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('AI_NOT_CONFIGURED');
  });

  it('lets Byte answer from its own knowledge', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/byte-assistant',
      headers: user.auth,
      payload: { message: '¿Cómo conecto mi bot a WhatsApp?' },
    });
    expect(response.json().message).toContain('Generar código QR');
    const error = await ctx.app.inject({
      method: 'POST',
      url: '/api/byte-assistant',
      headers: user.auth,
      payload: { message: 'tengo un error, no funciona' },
    });
    expect(error.json().sentiment).toBe('sad');
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/byte-assistant',
      headers: user.auth,
      payload: { message: ' ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Escribe un mensaje para Byte.');
  });

  it('requires a session', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/http-test',
      payload: { method: 'GET', url: 'http://x.io' },
    });
    expect(response.statusCode).toBe(401);
  });
});
