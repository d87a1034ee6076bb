import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { verifyWebhook } from '../src/lib/webhookSignature';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { visitorHeaders } from './chatFixtures';
import { publishDraft } from './publishing';

interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

// The webhook and complex condition nodes on the public chat: the webhook posts to a real local
// receiver with a signature it can verify; the condition picks its output by the variables.
describe('data step nodes on the public chat', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let receiver: Server;
  let port: number;
  const received: Received[] = [];

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push({ url: request.url ?? '', headers: request.headers, body });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    port = (receiver.address() as AddressInfo).port;
    ctx = await buildTestApp('pglite', {
      RATE_LIMIT_CHAT_MAX: '100000',
      HTTP_ALLOWED_HOSTS: `127.0.0.1:${port}`,
      DISCORD_API_URL: `http://127.0.0.1:${port}/discord/api`,
      TELEGRAM_API_URL: `http://127.0.0.1:${port}/telegram`,
    });
    owner = await createVerifiedUser(ctx.app, 'datasteps@plubot.com');
  });
  afterAll(async () => {
    await ctx?.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  /** A bot of the owner answering with `flow`: its id and public id. */
  async function botWithFlow(name: string, flow: { nodes: unknown[]; edges: unknown[] }) {
    const bot = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/plubots/create',
        headers: owner.auth,
        payload: { name, tone: 'neutral' },
      })
    ).json().plubot;
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${bot.id}/flow`,
      headers: owner.auth,
      payload: { ...flow, viewport: { x: 0, y: 0, zoom: 1 }, baseRevision: 1 },
    });
    expect(saved.statusCode).toBe(200);
    await publishDraft(ctx.app, owner.auth, bot.id);
    return { id: bot.id as string, publicId: bot.public_id as string };
  }

  /** A bot asking the age, posting it to the receiver, and answering by a complex condition. */
  async function createBot() {
    const at = { x: 0, y: 0 };
    const flow = {
      nodes: [
        { id: 'start-1', type: 'start', position: at, data: { label: 'Inicio' } },
        {
          id: 'ask',
          type: 'message',
          position: at,
          data: {
            label: 'Edad',
            message: '¿Cuántos años tienes?',
            capture: { variable: 'edad', validation: 'number' },
          },
        },
        {
          id: 'hook',
          type: 'webhookNode',
          position: at,
          data: { label: 'Aviso', url: `http://127.0.0.1:${port}/leads`, variables: ['edad'] },
        },
        {
          id: 'check',
          type: 'complexConditionNode',
          position: at,
          data: {
            label: '¿Mayor?',
            join: 'and',
            rules: [{ id: 'r', variable: 'edad', operator: 'greaterThan', value: '17' }],
          },
        },
        { id: 'adult', type: 'message', position: at, data: { label: 'Sí', message: 'Adelante.' } },
        {
          id: 'minor',
          type: 'message',
          position: at,
          data: { label: 'No', message: 'Vuelve con un adulto.' },
        },
        { id: 'end-1', type: 'end', position: at, data: { label: 'Fin' } },
      ],
      edges: [
        { id: 'a', source: 'start-1', target: 'ask', sourceHandle: 'output' },
        { id: 'b', source: 'ask', target: 'hook' },
        { id: 'c', source: 'hook', target: 'check' },
        { id: 'd', source: 'check', target: 'adult', sourceHandle: 'true' },
        { id: 'e', source: 'check', target: 'minor', sourceHandle: 'false' },
        { id: 'f', source: 'adult', target: 'end-1' },
        { id: 'g', source: 'minor', target: 'end-1' },
      ],
    };
    return botWithFlow('Portero', flow);
  }

  async function converse(publicId: string, reply: string) {
    const started = await ctx.app.inject({ method: 'POST', url: `/api/chat/${publicId}/start`, payload: {} });
    const { sessionId } = started.json();
    const answered = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/sessions/${sessionId}/reply`,
      headers: visitorHeaders(started.json()),
      payload: { text: reply },
    });
    expect(answered.statusCode).toBe(200);
    return answered.json().messages.map((message: { text: string }) => message.text) as string[];
  }

  it('posts the variables signed with the bot’s secret, and follows the condition', async () => {
    const bot = await createBot();
    expect(await converse(bot.publicId, '34')).toContain('Adelante.');
    expect(await converse(bot.publicId, '12')).toContain('Vuelve con un adulto.');

    expect(received).toHaveLength(2);
    const [first] = received;
    expect(JSON.parse(first!.body)).toEqual({ variables: { edad: 34 } });
    const secretResponse = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${bot.id}/webhook-secret`,
      headers: owner.auth,
    });
    expect(secretResponse.statusCode).toBe(200);
    const { secret, signatureHeader, timestampHeader } = secretResponse.json();
    const timestamp = Number(first!.headers[timestampHeader]);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(300);
    expect(verifyWebhook(secret, timestamp, first!.body, String(first!.headers[signatureHeader]))).toBe(true);
  });

  it('shows the signing secret to the bot’s owner only', async () => {
    const bot = await createBot();
    const stranger = await createVerifiedUser(ctx.app, 'curioso@plubot.com');
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${bot.id}/webhook-secret`,
      headers: stranger.auth,
    });
    expect(response.statusCode).toBe(404);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/plubots/${bot.id}/webhook-secret` });
    expect(anonymous.statusCode).toBe(401);
  });

  /** Asks the e-mail; greets a known visitor by name, or asks the name and remembers it. */
  async function createRememberingBot() {
    const at = { x: 0, y: 0 };
    const flow = {
      nodes: [
        { id: 'start-1', type: 'start', position: at, data: { label: 'Inicio' } },
        {
          id: 'ask-email',
          type: 'message',
          position: at,
          data: {
            label: 'Email',
            message: '¿Tu correo?',
            capture: { variable: 'email', validation: 'email' },
          },
        },
        {
          id: 'find',
          type: 'databaseNode',
          position: at,
          data: {
            label: 'Buscar',
            operation: 'lookup',
            collection: 'clientes',
            key: '{{email}}',
            resultVariable: 'cliente',
          },
        },
        {
          id: 'known',
          type: 'message',
          position: at,
          data: { label: 'Conocido', message: 'Hola de nuevo, {{cliente.nombre}}.' },
        },
        {
          id: 'ask-name',
          type: 'message',
          position: at,
          data: { label: 'Nombre', message: '¿Cómo te llamas?', capture: { variable: 'nombre' } },
        },
        {
          id: 'remember',
          type: 'databaseNode',
          position: at,
          data: {
            label: 'Guardar',
            operation: 'save',
            collection: 'clientes',
            key: '{{email}}',
            fields: ['nombre', 'email'],
          },
        },
        {
          id: 'saved',
          type: 'message',
          position: at,
          data: { label: 'Guardado', message: 'Te recordaré, {{nombre}}.' },
        },
        { id: 'end-1', type: 'end', position: at, data: { label: 'Fin' } },
      ],
      edges: [
        { id: 'a', source: 'start-1', target: 'ask-email', sourceHandle: 'output' },
        { id: 'b', source: 'ask-email', target: 'find' },
        { id: 'c', source: 'find', target: 'known', sourceHandle: 'found' },
        { id: 'd', source: 'find', target: 'ask-name', sourceHandle: 'notFound' },
        { id: 'e', source: 'ask-name', target: 'remember' },
        { id: 'f', source: 'remember', target: 'saved' },
        { id: 'g', source: 'known', target: 'end-1' },
        { id: 'h', source: 'saved', target: 'end-1' },
      ],
    };
    return botWithFlow('Memoria', flow);
  }

  async function visit(publicId: string, replies: string[]) {
    const started = await ctx.app.inject({ method: 'POST', url: `/api/chat/${publicId}/start`, payload: {} });
    const { sessionId } = started.json();
    const said: string[] = [];
    for (const text of replies) {
      const answered = await ctx.app.inject({
        method: 'POST',
        url: `/api/chat/sessions/${sessionId}/reply`,
        headers: visitorHeaders(started.json()),
        payload: { text },
      });
      said.push(...answered.json().messages.map((message: { text: string }) => message.text));
    }
    return said;
  }

  it('remembers a visitor in the bot’s own records, which the owner browses and exports', async () => {
    const bot = await createRememberingBot();
    expect(await visit(bot.publicId, ['luz@example.com', 'Luz'])).toContain('Te recordaré, Luz.');
    expect(await visit(bot.publicId, ['luz@example.com'])).toContain('Hola de nuevo, Luz.');
    expect(await visit(bot.publicId, ['otro@example.com', 'Otro'])).toContain('Te recordaré, Otro.');

    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${bot.id}/records`,
      headers: owner.auth,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({
      collections: [{ name: 'clientes', count: 2 }],
      collection: 'clientes',
    });
    expect(
      listed
        .json()
        .records.map((record: { key: string }) => record.key)
        .sort(),
    ).toEqual(['luz@example.com', 'otro@example.com']);
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${bot.id}/records.csv?collection=clientes`,
      headers: owner.auth,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toMatch(/clave,actualizado,(email,nombre|nombre,email)/);
    expect(csv.body).toContain('luz@example.com');

    const stranger = await createVerifiedUser(ctx.app, 'fisgon@plubot.com');
    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${bot.id}/records`,
      headers: stranger.auth,
    });
    expect(refused.statusCode).toBe(404);
    const noCollection = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${bot.id}/records.csv`,
      headers: owner.auth,
    });
    expect(noCollection.statusCode).toBe(400);
  });

  it('keeps a Discord token sealed, shows the owner only its end, and posts with it', async () => {
    const bot = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/plubots/create',
        headers: owner.auth,
        payload: { name: 'Avisador', tone: 'neutral' },
      })
    ).json().plubot;
    const at = { x: 0, y: 0 };
    const flow = (discordToken: string) => ({
      nodes: [
        { id: 'start-1', type: 'start', position: at, data: { label: 'Inicio' } },
        {
          id: 'discord-1',
          type: 'discord',
          position: at,
          data: { label: 'Aviso', discordToken, channelId: '42', messageContent: 'Nueva visita' },
        },
        { id: 'end-1', type: 'end', position: at, data: { label: 'Fin', endMessage: 'Gracias' } },
      ],
      edges: [
        { id: 'a', source: 'start-1', target: 'discord-1', sourceHandle: 'output' },
        { id: 'b', source: 'discord-1', target: 'end-1' },
      ],
      viewport: { x: 0, y: 0, zoom: 1 },
    });
    const save = (discordToken: string, baseRevision: number) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/plubots/${bot.id}/flow`,
        headers: owner.auth,
        payload: { ...flow(discordToken), baseRevision },
      });
    expect((await save('Bot.secreto-1234', 1)).statusCode).toBe(200);
    const load = async () =>
      (
        await ctx.app.inject({ method: 'GET', url: `/api/plubots/${bot.id}/flow`, headers: owner.auth })
      ).json().flow;
    const shown = await load();
    expect(shown.nodes[1].data.discordToken).toBe('••••1234');
    expect(JSON.stringify(shown)).not.toContain('secreto');
    // Saving what the browser got keeps the token.
    expect((await save('••••1234', 2)).statusCode).toBe(200);
    // Visitors get what is published: the version copied from that draft posts with the token.
    await publishDraft(ctx.app, owner.auth, bot.id);

    received.length = 0;
    await ctx.app.inject({ method: 'POST', url: `/api/chat/${bot.public_id}/start`, payload: {} });
    const post = received.find((entry) => entry.headers.authorization);
    expect(post?.headers.authorization).toBe('Bot Bot.secreto-1234');
    expect(JSON.parse(post!.body)).toEqual({ content: 'Nueva visita' });
  });

  it('runs the Slack, Telegram and Discord powers through their APIs, with the token sealed', async () => {
    // Telegram is a Pro power: the owner's plan includes it.
    await ctx.db.update(users).set({ plan: 'starter' }).where(eq(users.id, owner.user.id));
    const at = { x: 0, y: 0 };
    const power = (id: string, powerId: string, settings: Record<string, string>) => ({
      id,
      type: 'power',
      position: at,
      data: { label: powerId, powerId, powerMessage: 'Nuevo visitante en {{canal}}', ...settings },
    });
    const bot = await botWithFlow('Avisos', {
      nodes: [
        { id: 'start-1', type: 'start', position: at, data: { label: 'Inicio' } },
        power('p-slack', 'slack', { powerUrl: `http://127.0.0.1:${port}/slack/hook` }),
        power('p-telegram', 'telegram', { powerToken: '123:ABC', powerChannel: '-1001' }),
        power('p-discord', 'discord', { powerToken: 'Bot.token-9876', powerChannel: '77' }),
        { id: 'end-1', type: 'end', position: at, data: { label: 'Fin', endMessage: 'Hecho' } },
      ],
      edges: [
        { id: 'a', source: 'start-1', target: 'p-slack', sourceHandle: 'output' },
        { id: 'b', source: 'p-slack', target: 'p-telegram' },
        { id: 'c', source: 'p-telegram', target: 'p-discord' },
        { id: 'd', source: 'p-discord', target: 'end-1' },
      ],
    });
    const shown = (
      await ctx.app.inject({ method: 'GET', url: `/api/plubots/${bot.id}/flow`, headers: owner.auth })
    ).json().flow;
    // Sealed and masked; a secret this short shows none of its characters.
    expect(shown.nodes.find((node: { id: string }) => node.id === 'p-telegram').data.powerToken).toBe('••••');
    expect(shown.nodes.find((node: { id: string }) => node.id === 'p-discord').data.powerToken).toBe(
      '••••9876',
    );

    received.length = 0;
    await ctx.app.inject({ method: 'POST', url: `/api/chat/${bot.publicId}/start`, payload: {} });
    const to = (prefix: string) => received.find((entry) => entry.url.startsWith(prefix));
    expect(JSON.parse(to('/slack/hook')!.body)).toEqual({ text: 'Nuevo visitante en' });
    expect(to('/telegram/bot123:ABC/sendMessage')).toBeDefined();
    expect(JSON.parse(to('/telegram/')!.body)).toEqual({ chat_id: '-1001', text: 'Nuevo visitante en' });
    const discord = to('/discord/api/channels/77/messages');
    expect(discord?.headers.authorization).toBe('Bot Bot.token-9876');
  });
});
