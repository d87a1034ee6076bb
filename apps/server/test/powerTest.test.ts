import { connectionResponseSchema, powerTestResponseSchema } from '@plubot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { powerWaits, users } from '../src/db/schema';
import { connectChecked } from '../src/modules/connections/connectionService';
import { createVerifiedUser } from './authHelpers';
import { createBotOf } from './botFixtures';
import { buildTestApp } from './buildTestApp';
import { type GoogleCalendarStandIn, startGoogleCalendarStandIn } from './googleCalendarStandIn';
import {
  MERCADOPAGO_ACCESS_TOKEN,
  MERCADOPAGO_WEBHOOK_SECRET,
  type MercadoPagoStandIn,
  startMercadoPagoStandIn,
} from './mercadoPagoStandIn';
import { connectNotion, startNotionStandIn } from './notionStandIn';
import { testDatabaseKinds } from './testDatabases';
import { startTrelloStandIn, TRELLO_KEY, TRELLO_LIST, TRELLO_TOKEN } from './trelloStandIn';

const CALENDAR_TOKEN = 'ya29.token-de-la-agenda-de-prueba-0002';

// Issue #32: 'Probar' of a power node's form runs its action once with the owner's connection,
// through `POST /api/plubots/:id/power-test`, against local stand-ins: a lookup finds, a calendar
// only offers its free slots, a checkout link is made for the owner to open (nothing waits on it),
// and an action that runs after the reply acts for real.
describe.each(testDatabaseKinds)('testing a power node from its form on %s', (kind) => {
  let mp: MercadoPagoStandIn;
  let calendar: GoogleCalendarStandIn;
  let notion: Awaited<ReturnType<typeof startNotionStandIn>>;
  let trello: Awaited<ReturnType<typeof startTrelloStandIn>>;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let stranger: Awaited<ReturnType<typeof createVerifiedUser>>;
  let bot: { id: string; publicId: string };
  const ids = { mp: '', calendar: '', notion: '', trello: '' };

  beforeAll(async () => {
    [mp, calendar, notion, trello] = await Promise.all([
      startMercadoPagoStandIn(),
      startGoogleCalendarStandIn(async (token) => token === CALENDAR_TOKEN),
      startNotionStandIn(),
      startTrelloStandIn(),
    ]);
    ctx = await buildTestApp(kind, {
      ...mp.env,
      GOOGLE_CALENDAR_API_URL: calendar.url,
      NOTION_API_URL: notion.url,
      TRELLO_API_URL: trello.url,
      HTTP_ALLOWED_HOSTS: [
        mp.allowedHost,
        ...[calendar, notion, trello].map((s) => `127.0.0.1:${s.port}`),
      ].join(','),
      POWER_WAIT_SWEEP_MS: '0',
    });
    owner = await createVerifiedUser(ctx.app, `power-test-${kind}@plubot.test`);
    stranger = await createVerifiedUser(ctx.app, `power-test-other-${kind}@plubot.test`);
    // Google Calendar and Mercado Pago are Pro powers.
    await ctx.db.update(users).set({ plan: 'pro' }).where(eq(users.id, owner.user.id));
    const connect = async (payload: Record<string, unknown>) => {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/connections',
        headers: owner.auth,
        payload,
      });
      expect(answer.statusCode, answer.body).toBe(201);
      return connectionResponseSchema.parse(answer.json()).connection.id;
    };
    ids.mp = await connect({
      service: 'mercadopago',
      credentials: { accessToken: MERCADOPAGO_ACCESS_TOKEN, webhookSecret: MERCADOPAGO_WEBHOOK_SECRET },
    });
    ids.trello = await connect({
      service: 'trello',
      credentials: { apiKey: TRELLO_KEY, token: TRELLO_TOKEN },
    });
    ids.notion = (await connectNotion(ctx.app, owner.auth)).id;
    const agenda = await connectChecked(
      { db: ctx.db, config: ctx.app.config, language: 'es' },
      owner.user.id,
      'google-calendar',
      'Agenda',
      {
        accessToken: CALENDAR_TOKEN,
        refreshToken: 'refresco',
        expiresAt: Date.now() + 3_600_000,
        scope: 'openid email https://www.googleapis.com/auth/calendar.events',
        account: 'duena@clinica.test',
      },
    );
    ids.calendar = agenda.id;
    bot = await createBotOf(ctx.app, owner.auth, 'Clínica');
    notion.pages.push({
      id: 'page-1',
      properties: {
        Nombre: { title: [{ text: { content: 'Pedido de Ana' } }] },
        Email: { email: 'ana@example.com' },
      },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await Promise.all([mp?.close(), calendar?.close(), notion?.close(), trello?.close()]);
  });
  beforeEach(() => {
    mp.reset();
    calendar.reset();
  });

  const post = (payload: unknown, headers: Record<string, string> = owner.auth, botId = bot.id) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/plubots/${botId}/power-test`,
      headers,
      payload: payload as Record<string, unknown>,
    });

  /** 'Cobrar' 25,50 MXN with Mercado Pago; `amount` as written in `templates`. */
  const charge = (amount = '25,50', written = amount, extra: Record<string, string> = {}) => ({
    powerId: 'mercadopago',
    connectionId: ids.mp,
    action: 'charge',
    inputs: { amount, currency: 'MXN', description: 'Consulta', waitMinutes: '60', ...extra },
    fields: {},
    templates: { amount: written, currency: 'MXN', description: 'Consulta', waitMinutes: '60', ...extra },
  });

  const ok = async (payload: unknown) => {
    const response = await post(payload);
    expect(response.statusCode, response.body).toBe(200);
    return powerTestResponseSchema.parse(response.json());
  };

  it('finds what a lookup finds, with every output the node may save', async () => {
    const answer = await ok({
      powerId: 'notion',
      connectionId: ids.notion,
      action: 'queryDatabase',
      inputs: { databaseId: 'db-pedidos', property: 'Email', value: 'ana@example.com' },
      fields: {},
      templates: { databaseId: 'db-pedidos', property: 'Email', value: '{{email}}' },
    });
    expect(answer).toEqual({
      ok: true,
      kind: 'found',
      found: true,
      outputs: {
        Nombre: 'Pedido de Ana',
        Email: 'ana@example.com',
        title: 'Pedido de Ana',
        url: 'https://www.notion.so/page-1',
      },
    });
  });

  it('offers a calendar’s free slots with their time zone, and never books one', async () => {
    const answer = await ok({
      powerId: 'google-calendar',
      connectionId: ids.calendar,
      action: 'bookSlot',
      inputs: {
        calendarId: 'primary',
        eventTitle: 'Consulta',
        attendeeEmail: 'ana@example.com',
        workDays: 'everyDay',
        workStart: '00:00',
        workEnd: '24:00',
        slotMinutes: '60',
        bufferMinutes: '0',
        daysAhead: '3',
        timeZone: 'Europe/Madrid',
      },
      fields: {},
    });
    if (!answer.ok || answer.kind !== 'options') throw new Error(JSON.stringify(answer));
    expect(answer.options.length).toBeGreaterThan(0);
    expect(answer.note).toBe('hora de Madrid');
    expect(calendar.eventsOf('duena@tienda.test')).toEqual([]);
  });

  it('makes a real checkout link with a test reference; its payment’s webhook is only acknowledged', async () => {
    const answer = await ok(charge());
    const [preference] = mp.preferences;
    expect(preference?.reference).toMatch(/^test_[0-9a-f]{32}$/);
    expect(preference?.body).toMatchObject({
      items: [{ title: 'Consulta', quantity: 1, unit_price: 25.5, currency_id: 'MXN' }],
      back_urls: { success: `${ctx.app.config.APP_ORIGIN}/chat/${bot.publicId}` },
      notification_url: expect.stringMatching(
        new RegExp(`^${ctx.app.config.APP_ORIGIN}/api/powers/webhooks/mercadopago/${ids.mp}(\\?|$)`),
      ),
    });
    expect(answer).toEqual({
      ok: true,
      kind: 'link',
      url: expect.stringMatching(/^https:\/\/(sandbox|www)\.mercadopago\.com\.ar\/checkout\//),
      amount: { minor: 2550, currency: 'MXN' },
    });
    // Nothing waits on it: the owner paying it is acknowledged, and no wait is made or settled.
    const paid = mp.preparePayment(preference?.id ?? '');
    const url = new URL(paid.url);
    const webhook = await ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: paid.headers,
      payload: paid.rawBody,
    });
    expect(webhook.statusCode).toBe(200);
    expect(await ctx.db.select().from(powerWaits).where(eq(powerWaits.plubotId, bot.id))).toEqual([]);
  });

  it('checks a typed amount against the owner’s bounds as a conversation does, and makes no link', async () => {
    const over = await ok(charge('80', '{{precio}}', { minAmount: '10', maxAmount: '50' }));
    expect(over).toEqual({
      ok: false,
      error: 'El importe es mayor que el máximo del nodo, así que no se cobra.',
    });
    const unbounded = await ok(charge('30', '{{precio}}'));
    expect(unbounded).toEqual({
      ok: false,
      error: 'El importe sale de una variable, así que el nodo necesita un importe mínimo y uno máximo.',
    });
    const within = await ok(charge('30', '{{precio}}', { minAmount: '10', maxAmount: '50' }));
    expect(within).toMatchObject({ ok: true, kind: 'link', amount: { minor: 3000, currency: 'MXN' } });
    expect(mp.preferences).toHaveLength(1);
  });

  it('does an action that runs after the reply for real, once, and says the service’s failure', async () => {
    const card = {
      powerId: 'trello',
      connectionId: ids.trello,
      action: 'createCard',
      inputs: { listId: TRELLO_LIST.id, cardName: 'Pedido de Ana', cardDescription: 'Prueba' },
      fields: {},
    };
    expect(await ok(card)).toEqual({ ok: true, kind: 'done' });
    expect(trello.cards).toEqual([expect.objectContaining({ name: 'Pedido de Ana', desc: 'Prueba' })]);
    trello.failNext({ status: 404, text: 'The requested resource was not found.' });
    const failed = await ok(card);
    expect(failed).toMatchObject({
      ok: false,
      error: expect.stringContaining('The requested resource was not found.'),
    });
    expect(trello.cards).toHaveLength(1);
  });

  it('sends a test e-mail from Gmail only to the owner’s own address', async () => {
    const answer = await ok({
      powerId: 'gmail',
      connectionId: ids.trello,
      action: 'sendEmail',
      inputs: { to: 'alguien@example.com', subject: 'Hola', body: 'Prueba' },
      fields: {},
    });
    expect(answer).toEqual({
      ok: false,
      error:
        'En una prueba, Gmail solo escribe a tu propio correo (el de tu cuenta de Plubot): úsalo como valor de prueba del destinatario.',
    });
  });

  it('refuses bodies the contract does not take, and actions the power does not have', async () => {
    const { powerId: _omitted, ...withoutPower } = charge();
    for (const body of [
      withoutPower,
      { ...charge(), inputs: { amount: 25 } },
      { ...charge(), action: '' },
      [charge()],
    ]) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    const unknown = await post({ ...charge(), action: 'refund' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('Este poder no tiene la acción «refund».');
    expect(mp.preferences).toHaveLength(0);
  });

  it('acts only for a signed-in owner of the bot, and a Pro power only on a plan that has it', async () => {
    expect((await post(charge(), {})).statusCode).toBe(401);
    const othersBot = await post(charge(), stranger.auth);
    expect(othersBot.statusCode).toBe(404);
    expect(othersBot.json().code).toBe('PLUBOT_NOT_FOUND');
    const theirBot = await createBotOf(ctx.app, stranger.auth, 'Suyo');
    const locked = await post(charge(), stranger.auth, theirBot.id);
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toEqual({
      ok: false,
      error: 'Poder Pro: tu plan no lo incluye o su prueba terminó, así que no actúa.',
    });
    // A power of theirs, with the owner's connection: the connection is not theirs.
    const notTheirs = await post(
      {
        powerId: 'trello',
        connectionId: ids.trello,
        action: 'createCard',
        inputs: { listId: TRELLO_LIST.id, cardName: 'x' },
      },
      stranger.auth,
      theirBot.id,
    );
    expect(notTheirs.json()).toEqual({
      ok: false,
      error: 'La conexión de este poder ya no existe: elige otra en el nodo.',
    });
    expect(mp.preferences).toHaveLength(0);
  });

  it('limits each account’s tests per window, whoever else is testing', async () => {
    const busy = await createVerifiedUser(ctx.app, `power-test-busy-${kind}@plubot.test`);
    const busyBot = await createBotOf(ctx.app, busy.auth, 'Ocupado');
    const unknown = { ...charge(), action: 'refund' };
    for (let sent = 0; sent < 30; sent++) {
      expect((await post(unknown, busy.auth, busyBot.id)).statusCode).toBe(422);
    }
    const over = await post(unknown, busy.auth, busyBot.id);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    expect((await post(unknown)).statusCode).toBe(422);
  });
});
