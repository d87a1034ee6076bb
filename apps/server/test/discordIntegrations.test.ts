import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discordIntegrations } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { publishDraft } from './publishing';
import { testDatabaseKinds } from './testDatabases';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
type Owner = Awaited<ReturnType<typeof createVerifiedUser>>;

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Tokens the Discord stand-in accepts, with the bot name it reports for each. */
const GOOD_TOKENS: Record<string, string> = {
  'MTIzNDU2Nzg5.Gabcde.avisos-token-4321': 'Avisos Lumen',
  'MTIzNDU2Nzg5.Gabcde.segundo-token-8765': 'Segundo Bot',
};
const BAD_TOKEN = 'MTIzNDU2Nzg5.Gzzzzz.revocado-0000';

// A local Discord stand-in: `GET /users/@me` answers like Discord for a good or a refused token,
// and every channel message is recorded.
let discord: Server;
let discordUrl = '';
const received: Received[] = [];

beforeAll(async () => {
  discord = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const token = String(request.headers.authorization ?? '').replace(/^Bot /, '');
      const known = GOOD_TOKENS[token];
      response.setHeader('content-type', 'application/json');
      if (!known) {
        response.statusCode = 401;
        response.end(JSON.stringify({ message: '401: Unauthorized', code: 0 }));
      } else if (request.url === '/api/v10/users/@me') {
        response.end(JSON.stringify({ id: '123456789', username: known, bot: true }));
      } else {
        response.end(JSON.stringify({ id: 'm1' }));
      }
    });
  });
  await new Promise<void>((resolve) => discord.listen(0, '127.0.0.1', resolve));
  discordUrl = `http://127.0.0.1:${(discord.address() as AddressInfo).port}/api/v10`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => discord.close(() => resolve()));
});

describe.each(testDatabaseKinds)('Discord integrations on %s', (kind) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, {
      RATE_LIMIT_CHAT_MAX: '100000',
      HTTP_ALLOWED_HOSTS: new URL(discordUrl).host,
      DISCORD_API_URL: discordUrl,
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const connect = (owner: Owner, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/discord-integrations', headers: owner.auth, payload });
  const list = async (owner: Owner) => {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/api/discord-integrations',
      headers: owner.auth,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json() as {
      limit: number;
      integrations: { id: string; name: string; status: string; botUsername: string; maskedToken: string }[];
    };
  };

  it('checks a token with Discord, stores it sealed and lists it masked', async () => {
    const owner = await createVerifiedUser(ctx.app, `discord-ok-${kind}@plubot.com`);
    received.length = 0;
    const answer = await connect(owner, {
      name: ' Avisos ',
      botToken: 'MTIzNDU2Nzg5.Gabcde.avisos-token-4321',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().integration).toMatchObject({
      name: 'Avisos',
      status: 'active',
      botUsername: 'Avisos Lumen',
      maskedToken: '••••4321',
      tokenError: null,
    });
    expect(answer.body).not.toContain('avisos-token');
    expect(received).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: '/api/v10/users/@me',
        headers: expect.objectContaining({ authorization: 'Bot MTIzNDU2Nzg5.Gabcde.avisos-token-4321' }),
      }),
    ]);

    const rows = await ctx.app.db
      .select()
      .from(discordIntegrations)
      .where(eq(discordIntegrations.userId, owner.user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('avisos-token');
    expect(rows[0]?.sealedToken).toMatch(/^v1\./);

    const listed = await list(owner);
    expect(listed.limit).toBe(5);
    expect(listed.integrations).toEqual([
      expect.objectContaining({ name: 'Avisos', status: 'active', maskedToken: '••••4321' }),
    ]);
    expect(JSON.stringify(listed)).not.toContain('avisos-token');
  });

  it('refuses a token Discord does not accept, with its reason, and stores nothing', async () => {
    const owner = await createVerifiedUser(ctx.app, `discord-bad-${kind}@plubot.com`);
    const answer = await connect(owner, { name: 'Roto', botToken: BAD_TOKEN });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('Discord no aceptó este token (401: Unauthorized)'),
      errors: { botToken: [expect.stringContaining('Discord no aceptó este token')] },
    });
    expect((await list(owner)).integrations).toEqual([]);

    const english = await ctx.app.inject({
      method: 'POST',
      url: '/api/discord-integrations',
      headers: { ...owner.auth, 'accept-language': 'en' },
      payload: { name: 'Roto', botToken: BAD_TOKEN },
    });
    expect(english.json().message).toContain('Discord did not accept this token');
  });

  it('validates the body with clear messages and no call to Discord', async () => {
    const owner = await createVerifiedUser(ctx.app, `discord-form-${kind}@plubot.com`);
    received.length = 0;
    const empty = await connect(owner, { name: '', botToken: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      name: ['Ponle un nombre a la integración.'],
      botToken: expect.arrayContaining(['Pega el token de tu bot de Discord.']),
    });
    const spaced = await connect(owner, { name: 'Avisos', botToken: 'token con espacios dentro 1234' });
    expect(spaced.json().errors.botToken).toEqual([
      'El token solo puede tener letras, números, puntos, guiones y guiones bajos (sin espacios).',
    ]);
    expect(received).toEqual([]);
  });

  it('lets only the owner remove an integration, and caps them at five', async () => {
    const owner = await createVerifiedUser(ctx.app, `discord-own-${kind}@plubot.com`);
    const other = await createVerifiedUser(ctx.app, `discord-other-${kind}@plubot.com`);
    const id = (
      await connect(owner, { name: 'Mío', botToken: 'MTIzNDU2Nzg5.Gabcde.avisos-token-4321' })
    ).json().integration.id as string;
    expect((await list(other)).integrations).toEqual([]);

    const remove = (who: Owner, target: string) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/discord-integrations/${target}`, headers: who.auth });
    expect((await remove(other, id)).statusCode).toBe(404);
    expect((await remove(owner, 'no-es-un-id')).statusCode).toBe(404);
    expect((await list(owner)).integrations).toHaveLength(1);
    expect((await remove(owner, id)).statusCode).toBe(200);
    expect((await list(owner)).integrations).toEqual([]);
    expect((await remove(owner, id)).statusCode).toBe(404);

    for (let index = 0; index < 5; index++) {
      const made = await connect(owner, {
        name: `Bot ${index}`,
        botToken: 'MTIzNDU2Nzg5.Gabcde.segundo-token-8765',
      });
      expect(made.statusCode).toBe(201);
    }
    const sixth = await connect(owner, { name: 'Sexto', botToken: 'MTIzNDU2Nzg5.Gabcde.segundo-token-8765' });
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().message).toBe(
      'Puedes conectar como máximo 5 bots de Discord. Quita uno para añadir otro.',
    );
    expect((await list(owner)).integrations).toHaveLength(5);
  });

  it('posts a Discord node without a token through the owner’s first active integration', async () => {
    const owner = await createVerifiedUser(ctx.app, `discord-run-${kind}@plubot.com`);
    expect(
      (await connect(owner, { name: 'Principal', botToken: 'MTIzNDU2Nzg5.Gabcde.avisos-token-4321' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await connect(owner, { name: 'Segundo', botToken: 'MTIzNDU2Nzg5.Gabcde.segundo-token-8765' }))
        .statusCode,
    ).toBe(201);
    const bot = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/plubots/create',
        headers: owner.auth,
        payload: { name: 'Avisador', tone: 'neutral' },
      })
    ).json().plubot;
    const at = { x: 0, y: 0 };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${bot.id}/flow`,
      headers: owner.auth,
      payload: {
        nodes: [
          { id: 'start-1', type: 'start', position: at, data: { label: 'Inicio' } },
          {
            id: 'discord-1',
            type: 'discord',
            position: at,
            data: { label: 'Aviso', discordToken: '', channelId: '42', messageContent: 'Nueva visita' },
          },
          { id: 'end-1', type: 'end', position: at, data: { label: 'Fin', endMessage: 'Gracias' } },
        ],
        edges: [
          { id: 'a', source: 'start-1', target: 'discord-1', sourceHandle: 'output' },
          { id: 'b', source: 'discord-1', target: 'end-1' },
        ],
        viewport: { x: 0, y: 0, zoom: 1 },
        baseRevision: 1,
      },
    });
    expect(saved.statusCode).toBe(200);
    await publishDraft(ctx.app, owner.auth, bot.id);

    received.length = 0;
    const chat = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${bot.public_id}/start`,
      payload: {},
    });
    expect(chat.statusCode).toBe(200);
    const posts = received.filter((entry) => entry.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url).toBe('/api/v10/channels/42/messages');
    expect(posts[0]?.headers.authorization).toBe('Bot MTIzNDU2Nzg5.Gabcde.avisos-token-4321');
    expect(JSON.parse(posts[0]?.body ?? '{}')).toEqual({ content: 'Nueva visita' });
  });
});
