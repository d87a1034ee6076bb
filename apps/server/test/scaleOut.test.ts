import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../src/app';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { whatsappConnections } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { visitorHeaders } from './chatFixtures';
import { publishDraft } from './publishing';
import { openTestStream } from './sseClient';
import { createFakeWhatsApp } from './whatsappFakeTransport';
import { createBot, EVENTUALLY, linkNumber, MENU_GREETING } from './whatsappFixtures';

/**
 * Scaling out, shown rather than claimed: two server copies on one PostgreSQL database and one
 * Redis, behind a small round-robin proxy, as `deploy/` runs them. Each copy has its own Fastify
 * instance, its own connection pool and its own Redis client. Runs when PostgreSQL and Redis
 * answer (TEST_DATABASE_URL and TEST_REDIS_URL, as in CI).
 */
const enabled = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

/** start → ask the name → menu → 'Uno' says hello and asks again; 'Dos' ends. */
function createLoopFlow() {
  const at = (y: number) => ({ x: 0, y });
  return {
    flowName: 'Bucle',
    viewport: { x: 0, y: 0, zoom: 1 },
    nodes: [
      { id: 'start-1', type: 'start', position: at(0), data: { label: 'Inicio', message: 'Hola' } },
      {
        id: 'ask',
        type: 'message',
        position: at(100),
        data: { label: 'a', message: '¿Nombre?', capture: { variable: 'nombre' } },
      },
      {
        id: 'menu',
        type: 'decision',
        position: at(200),
        data: {
          label: 'm',
          question: 'Hola {{nombre}}',
          conditions: [
            { id: 'c1', text: 'Uno' },
            { id: 'c2', text: 'Dos' },
          ],
        },
      },
      {
        id: 'o1',
        type: 'option',
        position: at(300),
        data: { label: 'Uno', sourceNode: 'menu', conditionId: 'c1' },
      },
      {
        id: 'o2',
        type: 'option',
        position: at(300),
        data: { label: 'Dos', sourceNode: 'menu', conditionId: 'c2' },
      },
      {
        id: 'say',
        type: 'message',
        position: at(400),
        data: { label: 's', message: 'Elegiste {{last_choice}}' },
      },
      { id: 'end-1', type: 'end', position: at(500), data: { label: 'Fin' } },
    ],
    edges: [
      { id: 'e1', source: 'start-1', target: 'ask', sourceHandle: 'output' },
      { id: 'e2', source: 'ask', target: 'menu' },
      { id: 'e3', source: 'menu', target: 'o1', sourceHandle: 'output-c1' },
      { id: 'e4', source: 'menu', target: 'o2', sourceHandle: 'output-c2' },
      { id: 'e5', source: 'o1', target: 'say' },
      { id: 'e6', source: 'o2', target: 'end-1' },
      { id: 'e7', source: 'say', target: 'ask' },
    ],
  };
}

/** A round-robin reverse proxy in front of `targets`; `served` lists the copy of each request. */
async function startProxy(targets: string[]) {
  let next = 0;
  const served: number[] = [];
  const server = http.createServer((incoming, outgoing) => {
    const copy = next++ % targets.length;
    served.push(copy);
    const target = new URL(incoming.url ?? '/', targets[copy]);
    const forwarded = http.request(
      target,
      {
        method: incoming.method,
        headers: {
          ...incoming.headers,
          'x-forwarded-for': incoming.headers['x-forwarded-for'] ?? '127.0.0.1',
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe.skipIf(!enabled)('two server copies behind a round-robin proxy (PostgreSQL + Redis)', () => {
  const lease = { leaseMs: 500, renewMs: 100 };
  const env = {
    REDIS_URL: process.env.TEST_REDIS_URL ?? '',
    TRUST_PROXY: 'true',
    RATE_LIMIT_CHAT_MAX: '40',
    RATE_LIMIT_WINDOW_MS: '60000',
  };
  const fakeA = createFakeWhatsApp();
  const fakeB = createFakeWhatsApp();
  let first: Awaited<ReturnType<typeof buildTestApp>>;
  let secondDatabase: DatabaseHandle;
  let second: App;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let copyA: string;
  let copyB: string;

  beforeAll(async () => {
    first = await buildTestApp('postgres', env, {
      whatsappTransportFactory: fakeA.factory,
      whatsappLease: lease,
    });
    // The second copy: its own pool on the same database, its own Redis client, its own sockets.
    secondDatabase = await openDatabase({ kind: 'postgres', url: first.databaseUrl ?? '', poolSize: 5 });
    second = await buildApp({
      config: first.config,
      db: secondDatabase.db,
      databaseKind: 'postgres',
      whatsappTransportFactory: fakeB.factory,
      whatsappLease: lease,
    });
    copyA = await listen(first.app);
    copyB = await listen(second);
    proxy = await startProxy([copyA, copyB]);
    owner = await createVerifiedUser(first.app, 'copias@plubot.com');
  }, 60_000);

  afterAll(async () => {
    await proxy?.close();
    await second?.close();
    await secondDatabase?.close();
    await first?.close();
  });

  const call = async (
    base: string,
    method: string,
    path: string,
    body?: unknown,
    visitor = '198.51.100.7',
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: {
        ...headers,
        'x-forwarded-for': visitor,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const texts = (answer: { body: Record<string, unknown> }) =>
    (answer.body.messages as { text: string }[]).map((message) => message.text);

  async function createLoopBot(name: string) {
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: owner.auth,
      payload: { name, tone: 'servicial', initial_message: 'Hola' },
    });
    const { id, public_id: publicId } = created.json().plubot as { id: string; public_id: string };
    const saved = await first.app.inject({
      method: 'PUT',
      url: `/api/plubots/${id}/flow`,
      headers: owner.auth,
      payload: { ...createLoopFlow(), baseRevision: 1 },
    });
    expect(saved.statusCode).toBe(200);
    await publishDraft(first.app, owner.auth, id);
    return { id, publicId };
  }

  it('answers a conversation whose turns alternate between copies: each message once, in order', async () => {
    const bot = await createLoopBot('Alterna');
    const served = proxy.served.length;
    const started = await call(proxy.url, 'POST', `/chat/${bot.publicId}/start`, {});
    expect(started.status).toBe(200);
    const sessionId = started.body.sessionId as string;
    const credential = visitorHeaders(started.body);
    const reply = (base: string, body: object) =>
      call(base, 'POST', `/chat/sessions/${sessionId}/reply`, body, undefined, credential);
    const expected: string[] = [...texts(started)];
    for (let round = 1; round <= 4; round++) {
      const named = await reply(proxy.url, { text: `Ana ${round}` });
      expect(texts(named)).toEqual([`Hola Ana ${round}`]);
      const chose = await reply(proxy.url, { optionId: 'c1' });
      expect(texts(chose)).toEqual(['Elegiste Uno', '¿Nombre?']);
      expected.push(`Ana ${round}`, `Hola Ana ${round}`, 'Uno', 'Elegiste Uno', '¿Nombre?');
    }
    // Both copies answered turns of this one conversation.
    expect(new Set(proxy.served.slice(served))).toEqual(new Set([0, 1]));

    // Two messages sent at the same moment, one to each copy: both answered, one after the other.
    const [a, b] = await Promise.all([reply(copyA, { text: 'Eva' }), reply(copyB, { text: 'Leo' })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const transcript = await call(
      proxy.url,
      'GET',
      `/chat/sessions/${sessionId}?publicId=${bot.publicId}`,
      undefined,
      undefined,
      credential,
    );
    const shown = (transcript.body.messages as { seq: number; role: string; text: string }[]).map(
      (m) => m.text,
    );
    expect(shown.slice(0, expected.length)).toEqual(expected);
    // Whichever came first was taken as the name and the other as an answer to the menu: never
    // two answers to one message, nor a message stored twice.
    const rest = shown.slice(expected.length);
    const firstName = rest[0] as string;
    expect(['Eva', 'Leo']).toContain(firstName);
    expect(rest[1]).toBe(`Hola ${firstName}`);
    expect(rest.filter((text) => text === 'Eva' || text === 'Leo')).toHaveLength(2);
    const seqs = (transcript.body.messages as { seq: number }[]).map((m) => m.seq);
    expect(seqs).toEqual(seqs.map((_, index) => index + 1));
  });

  it('shares the rate limits: a visitor past the limit is refused by every copy', async () => {
    const bot = await createLoopBot('Límites');
    // An address of this run only: Redis keeps a window's counts across runs.
    const visitor = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let index = 0; index < 44; index++) {
      statuses.push(
        (await call(proxy.url, 'GET', `/public/plubots/${bot.publicId}`, undefined, visitor)).status,
      );
    }
    // 40 a minute in all, not 40 per copy: the 41st request is refused whichever copy gets it.
    expect(statuses.slice(0, 40).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(40)).toEqual([429, 429, 429, 429]);
    // Another visitor is not held back.
    expect(
      (await call(copyB, 'GET', `/public/plubots/${bot.publicId}`, undefined, '198.19.0.1')).status,
    ).toBe(200);
  });

  it('serves a published flow from both copies at once', async () => {
    const bot = await createLoopBot('Guardado');
    const greeting = async (base: string, visitor: string) =>
      texts(await call(base, 'POST', `/chat/${bot.publicId}/start`, {}, visitor));
    expect(await greeting(copyA, '192.0.2.1')).toContain('¿Nombre?');
    expect(await greeting(copyB, '192.0.2.2')).toContain('¿Nombre?');
    const flow = createLoopFlow();
    const nodes = flow.nodes.map((node) =>
      node.id === 'ask' ? { ...node, data: { ...node.data, message: '¿Cómo te llamas?' } } : node,
    );
    const saved = await fetch(`${proxy.url}/api/plubots/${bot.id}/flow`, {
      method: 'PUT',
      headers: { ...owner.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ...flow, nodes, baseRevision: 2 }),
    });
    expect(saved.status).toBe(200);
    // Saved is only the draft: both copies go on serving the live version until it is published.
    expect(await greeting(copyA, '192.0.2.5')).toContain('¿Nombre?');
    expect(await greeting(copyB, '192.0.2.6')).toContain('¿Nombre?');
    const published = await fetch(`${proxy.url}/api/plubots/${bot.id}/publish`, {
      method: 'POST',
      headers: { ...owner.auth, 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(published.status, await published.clone().text()).toBe(200);
    expect(await greeting(copyA, '192.0.2.3')).toContain('¿Cómo te llamas?');
    expect(await greeting(copyB, '192.0.2.4')).toContain('¿Cómo te llamas?');
  });

  it("carries a person's messages to a visitor on the other copy, and the visitor's to the owner", async () => {
    const bot = await createLoopBot('Persona');
    // The visitor talks to copy A; the owner follows the inbox on copy B (the streams over HTTP).
    let credential: Record<string, string> = {};
    const visitor = (path: string, payload?: object) =>
      first.app.inject({
        method: 'POST',
        url: `/api${path}`,
        headers: credential,
        ...(payload ? { payload } : {}),
      });
    const started = await visitor(`/chat/${bot.publicId}/start`, {});
    const sessionId = started.json().sessionId as string;
    const token = started.json().visitorToken as string;
    credential = visitorHeaders(started.json());
    const visitorStream = await openTestStream(
      `${copyA}/api/chat/sessions/${sessionId}/events?token=${encodeURIComponent(token)}`,
    );
    const ownerStream = await openTestStream(`${copyB}/api/inbox/events`, owner.auth);
    try {
      expect([visitorStream.status, ownerStream.status]).toEqual([200, 200]);
      const asked = await visitor(`/chat/sessions/${sessionId}/reply`, { text: 'humano' });
      expect(asked.json().handoff).toEqual({ status: 'waiting', agentName: null });
      await ownerStream.waitFor((e) => e.event === 'status' && e.data.status === 'waiting');
      const act = (path: string, payload?: object) =>
        second.inject({
          method: 'POST',
          url: `/api/conversations/${sessionId}/${path}`,
          headers: owner.auth,
          ...(payload ? { payload } : {}),
        });
      expect((await act('take')).statusCode).toBe(200);
      expect((await act('messages', { text: 'Te atiendo desde la otra copia' })).statusCode).toBe(200);
      await visitorStream.waitFor(
        (e) => (e.data.message as { text?: string } | undefined)?.text === 'Te atiendo desde la otra copia',
      );
      await visitor(`/chat/sessions/${sessionId}/reply`, { text: 'Gracias' });
      await ownerStream.waitFor((e) => (e.data.message as { text?: string } | undefined)?.text === 'Gracias');
    } finally {
      visitorStream.close();
      ownerStream.close();
    }
  });

  it("moves a WhatsApp number's lease to the other copy when its copy stops", async () => {
    const bot = await createBot(first.app, owner, { name: 'Nova' });
    const socket = await linkNumber(first.app, owner, fakeA, bot, '34622000777');
    const holder = async () =>
      (await first.db.select().from(whatsappConnections).where(eq(whatsappConnections.plubotId, bot)))[0]
        ?.holder;
    const heldByFirst = await holder();
    expect(heldByFirst).toBeTruthy();
    expect(fakeB.sockets.filter((opened) => opened.openedAs === '34622000777')).toHaveLength(0);

    await proxy.close();
    await first.app.close();
    expect(socket.ended).toBe(true);
    await vi.waitFor(() => expect(fakeB.openedAs('34622000777')).toBeTruthy(), EVENTUALLY);
    expect(await holder()).not.toBe(heldByFirst);
    const takenOver = fakeB.openedAs('34622000777');
    expect(takenOver.qrs).toEqual([]);
    takenOver.receive({ from: '34633000888@s.whatsapp.net', text: 'hola' });
    await vi.waitFor(
      () => expect(takenOver.textsTo('34633000888@s.whatsapp.net')).toEqual(MENU_GREETING),
      EVENTUALLY,
    );
  });
});
