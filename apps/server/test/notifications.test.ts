import { MAX_NOTIFICATIONS_PER_USER } from '@plubot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema';
import { createNotification } from '../src/modules/notifications/notificationService';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { visitorHeaders } from './chatFixtures';
import { publishDraft } from './publishing';
import { testDatabaseKinds } from './testDatabases';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
type Owner = Awaited<ReturnType<typeof createVerifiedUser>>;

/** start → message capturing `nombre` → 'Enviar notificación' with the name → end. */
function notifyingFlow() {
  return {
    flowName: 'Avisos',
    viewport: { x: 0, y: 0, zoom: 1 },
    baseRevision: 1,
    nodes: [
      { id: 'start-1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Inicio' } },
      {
        id: 'ask',
        type: 'message',
        position: { x: 0, y: 200 },
        data: {
          label: 'Nombre',
          message: '¿Cómo te llamas?',
          capture: { variable: 'nombre', validation: 'text' },
        },
      },
      {
        id: 'notify',
        type: 'action',
        position: { x: 0, y: 400 },
        data: {
          label: 'Avisar',
          actionType: 'sendNotification',
          parameters: { message: 'Nuevo contacto: {{nombre}}' },
        },
      },
      { id: 'end-1', type: 'end', position: { x: 0, y: 600 }, data: { label: 'Fin' } },
    ],
    edges: [
      { id: 'e1', source: 'start-1', target: 'ask' },
      { id: 'e2', source: 'ask', target: 'notify' },
      { id: 'e3', source: 'notify', target: 'end-1' },
    ],
  };
}

describe.each(testDatabaseKinds)('in-app notifications on %s', (kind) => {
  let ctx: Ctx;
  let owner: Owner;
  let other: Owner;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { RATE_LIMIT_CHAT_MAX: '100000' });
    owner = await createVerifiedUser(ctx.app, `bell-${kind}@plubot.com`);
    other = await createVerifiedUser(ctx.app, `nobell-${kind}@plubot.com`);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const list = (who: Owner) =>
    ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: who.auth });

  it("delivers a bot's 'Enviar notificación' to its owner's bell and by e-mail", async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/plubots/create',
      headers: owner.auth,
      payload: { name: 'Faro', tone: 'servicial' },
    });
    const bot = created.json().plubot as { id: string; public_id: string };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/plubots/${bot.id}/flow`,
      headers: owner.auth,
      payload: notifyingFlow(),
    });
    expect(saved.statusCode).toBe(200);
    await publishDraft(ctx.app, owner.auth, bot.id);
    const start = await ctx.app.inject({ method: 'POST', url: `/api/chat/${bot.public_id}/start` });
    const reply = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/sessions/${start.json().sessionId}/reply`,
      headers: visitorHeaders(start.json()),
      payload: { text: 'Lucía' },
    });
    expect(reply.statusCode).toBe(200);

    const bell = (await list(owner)).json();
    // The bot's own notice, and the owner's first real conversation (at the visitor's first reply).
    expect(bell.unread).toBe(2);
    expect(bell.notifications.find((n: { kind: string }) => n.kind === 'first_conversation')).toMatchObject({
      title: '¡Faro tuvo su primera conversación!',
      plubotId: bot.id,
    });
    expect(bell.notifications.find((n: { kind: string }) => n.kind === 'bot_notification')).toMatchObject({
      kind: 'bot_notification',
      title: 'Faro te envía un aviso',
      body: 'Nuevo contacto: Lucía',
      plubotId: bot.id,
      read: false,
    });
    expect(ctx.app.mailer.listOutbox().some((mail) => mail.to === owner.user.email)).toBe(true);
    expect((await list(other)).json()).toMatchObject({ unread: 0, notifications: [] });
  });

  it('marks only the caller’s own notifications read', async () => {
    const mine = (await list(owner)).json().notifications[0].id as string;
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: other.auth,
      payload: { ids: [mine] },
    });
    expect(foreign.statusCode).toBe(200);
    expect((await list(owner)).json().unread).toBe(2);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: owner.auth,
      payload: { ids: ['nope'] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Esa notificación no existe.');
    const read = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: owner.auth,
      payload: {},
    });
    expect(read.json()).toMatchObject({ unread: 0 });
    expect(read.json().notifications[0].read).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('keeps only the newest notifications of a user', async () => {
    for (let index = 0; index < MAX_NOTIFICATIONS_PER_USER + 3; index += 1) {
      await createNotification(ctx.app.db, {
        userId: other.user.id,
        kind: 'test',
        title: `#${index}`,
        body: 'x',
      });
    }
    const kept = await ctx.app.db.select().from(notifications).where(eq(notifications.userId, other.user.id));
    expect(kept.length).toBeLessThanOrEqual(MAX_NOTIFICATIONS_PER_USER);
    expect(kept.map((row) => row.title)).toContain(`#${MAX_NOTIFICATIONS_PER_USER + 2}`);
  });
});
