import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unlocks, users } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { publishDraft } from './publishing';
import { testDatabaseKinds } from './testDatabases';

type Owner = Awaited<ReturnType<typeof createVerifiedUser>>;

const at = { x: 0, y: 0 };

/** A flow that greets, says a message, sends a Telegram message through a power node, then ends. */
function telegramFlow(extraNodes: object[] = []) {
  return {
    flowName: 'Avisos',
    viewport: { x: 0, y: 0, zoom: 1 },
    nodes: [
      { id: 'start-1', type: 'start', position: at, data: { label: 'Inicio', dynamicContent: 'Hola' } },
      { id: 'msg', type: 'message', position: at, data: { label: 'Aviso', message: 'Te aviso' } },
      {
        id: 'tg',
        type: 'power',
        position: at,
        data: {
          label: 'Aviso',
          powerId: 'telegram',
          powerMessage: 'Nuevo visitante',
          powerToken: '123:ABC',
          powerChannel: '-1001',
        },
      },
      { id: 'end-1', type: 'end', position: at, data: { label: 'Fin', endMessage: 'Gracias' } },
      ...extraNodes,
    ],
    edges: [
      { id: 'a', source: 'start-1', target: 'msg', sourceHandle: 'output' },
      { id: 'm', source: 'msg', target: 'tg' },
      { id: 'b', source: 'tg', target: 'end-1' },
    ],
  };
}

// Issue #24 point 3: a power node whose power is Pro is checked against the owner's plan and live
// trials on save, in every conversation and by Bot Doctor, from one rule (`listLockedPowers`).
describe.each(testDatabaseKinds)('Pro powers in flows on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let receiver: Server;
  let received: string[] = [];

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      received.push(request.url ?? '');
      request.resume();
      request.on('end', () => response.end('{"ok":true}'));
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    ctx = await buildTestApp(kind, {
      RATE_LIMIT_CHAT_MAX: '100000',
      RATE_LIMIT_FACTS_MAX: '100000',
      HTTP_ALLOWED_HOSTS: `127.0.0.1:${port}`,
      TELEGRAM_API_URL: `http://127.0.0.1:${port}/telegram`,
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  async function createBot(owner: Owner) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: owner.auth,
      payload: { name: 'Avisos', tone: 'neutral' },
    });
    const { id, public_id: publicId } = created.json().plubot as { id: string; public_id: string };
    return { id, publicId };
  }
  const save = (owner: Owner, id: string, flow: object, baseRevision: number, language = 'es') =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${id}/flow`,
      headers: { ...owner.auth, 'accept-language': language },
      payload: { ...flow, baseRevision },
    });
  const chat = async (publicId: string) => {
    received = [];
    const started = await ctx.app.inject({ method: 'POST', url: `/api/chat/${publicId}/start`, payload: {} });
    expect(started.statusCode, started.body).toBe(200);
    return (started.json().messages as { text: string }[]).map((message) => message.text);
  };
  const doctorFindings = async (owner: Owner, id: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${id}/doctor`,
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(200);
    return response.json().report.findings as {
      rule: string;
      nodeIds: string[];
      message: { code: string };
    }[];
  };
  const buyTrial = async (owner: Owner, itemId: string) => {
    await ctx.db.update(users).set({ plucoins: 1000 }).where(eq(users.id, owner.user.id));
    const bought = await ctx.app.inject({
      method: 'POST',
      url: '/api/gamification/unlock',
      headers: owner.auth,
      payload: { kind: 'power_trial', itemId },
    });
    expect(bought.statusCode, bought.body).toBe(200);
  };

  it('refuses a Pro power node on the free plan with a clear 403, in Spanish and English', async () => {
    const owner = await createVerifiedUser(ctx.app, `pro-free-${kind}@plubot.com`);
    const bot = await createBot(owner);

    const refused = await save(owner, bot.id, telegramFlow(), 1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FLOW_POWER_PRO_REQUIRED', nodeIds: ['tg'] });
    expect(refused.json().message).toContain('Telegram, un poder Pro');
    const english = await save(owner, bot.id, telegramFlow(), 1, 'en');
    expect(english.json().message).toContain('Telegram, a Pro power');

    // Every Pro power, also one that does not act in conversations yet; nothing was stored.
    const stripe = telegramFlow();
    stripe.nodes[2] = { ...stripe.nodes[2], data: { label: 'Pago', powerId: 'stripe' } } as never;
    expect((await save(owner, bot.id, stripe, 1)).statusCode).toBe(403);
    const stored = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${bot.id}/flow`,
      headers: owner.auth,
    });
    expect(stored.json().flow.revision).toBe(1);

    // A free power saves as before.
    const slack = telegramFlow();
    slack.nodes[2] = { ...slack.nodes[2], data: { label: 'Slack', powerId: 'slack' } } as never;
    expect((await save(owner, bot.id, slack, 1)).statusCode).toBe(200);
  });

  it('accepts and runs a Pro power during a trial; once it ends the node does nothing and Doctor says why', async () => {
    const owner = await createVerifiedUser(ctx.app, `pro-trial-${kind}@plubot.com`);
    const bot = await createBot(owner);
    await buyTrial(owner, 'telegram');

    const saved = await save(owner, bot.id, telegramFlow(), 1);
    expect(saved.statusCode, saved.body).toBe(200);
    await publishDraft(ctx.app, owner.auth, bot.id);
    expect(await chat(bot.publicId)).toEqual(['Hola', 'Te aviso', 'Gracias']);
    expect(received).toEqual(['/telegram/bot123:ABC/sendMessage']);
    expect((await doctorFindings(owner, bot.id)).filter((finding) => finding.nodeIds.includes('tg'))).toEqual(
      [],
    );

    // The trial ends.
    await ctx.db
      .update(unlocks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(unlocks.userId, owner.user.id), eq(unlocks.itemId, 'telegram')));

    // The conversation goes on, but the node no longer acts.
    expect(await chat(bot.publicId)).toEqual(['Hola', 'Te aviso', 'Gracias']);
    expect(received).toEqual([]);

    const locked = (await doctorFindings(owner, bot.id)).filter((finding) => finding.nodeIds.includes('tg'));
    expect(locked).toMatchObject([
      {
        rule: 'serviceUnavailable',
        severity: 'blocking',
        message: { code: 'doctor.serviceUnavailablePowerLocked' },
      },
    ]);
    const doctor = await ctx.app.inject({
      method: 'GET',
      url: `/api/plubots/${bot.id}/doctor`,
      headers: owner.auth,
    });
    expect(doctor.json().context.services.lockedPowers).toContain('telegram');

    // The kept node does not block saving other changes; a new Telegram node is refused.
    const edited = telegramFlow();
    edited.nodes[0] = { ...edited.nodes[0], data: { label: 'Inicio', dynamicContent: 'Buenas' } } as never;
    const kept = await save(owner, bot.id, edited, 2);
    expect(kept.statusCode, kept.body).toBe(200);
    const another = telegramFlow([
      { id: 'tg-2', type: 'power', position: at, data: { label: 'Otro', powerId: 'telegram' } },
    ]);
    const refused = await save(owner, bot.id, another, 3);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().nodeIds).toEqual(['tg-2']);
  });

  it('clones a bot with a Pro power node for a free user, the power taken off the node', async () => {
    const publisher = await createVerifiedUser(ctx.app, `pro-publisher-${kind}@plubot.com`);
    await ctx.db.update(users).set({ plan: 'master' }).where(eq(users.id, publisher.user.id));
    const cloner = await createVerifiedUser(ctx.app, `pro-cloner-${kind}@plubot.com`);
    const bot = await createBot(publisher);
    expect((await save(publisher, bot.id, telegramFlow(), 1)).statusCode).toBe(200);
    // The Tower's clone copies what visitors get: the published flow.
    await publishDraft(ctx.app, publisher.auth, bot.id);
    const published = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${bot.id}/publication`,
      headers: publisher.auth,
      payload: { published: true, description: 'Avisa por Telegram' },
    });
    expect(published.statusCode, published.body).toBe(200);

    const clone = await ctx.app.inject({
      method: 'POST',
      url: `/api/tower/${bot.publicId}/clone`,
      headers: cloner.auth,
    });
    expect(clone.statusCode, clone.body).toBe(201);
    const flow = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/plubots/${clone.json().id}/flow`,
        headers: cloner.auth,
      })
    ).json().flow;
    expect(flow.nodes.find((node: { id: string }) => node.id === 'tg').data.powerId).toBe('');
  });

  it('runs Pro power nodes on a paid plan without any trial', async () => {
    const owner = await createVerifiedUser(ctx.app, `pro-paid-${kind}@plubot.com`);
    await ctx.db.update(users).set({ plan: 'starter' }).where(eq(users.id, owner.user.id));
    const bot = await createBot(owner);
    expect((await save(owner, bot.id, telegramFlow(), 1)).statusCode).toBe(200);
    await publishDraft(ctx.app, owner.auth, bot.id);
    await chat(bot.publicId);
    expect(received).toEqual(['/telegram/bot123:ABC/sendMessage']);

    // Back on the free plan (a cancelled subscription), the node stops acting.
    await ctx.db.update(users).set({ plan: 'free' }).where(eq(users.id, owner.user.id));
    await chat(bot.publicId);
    expect(received).toEqual([]);
  });
});
