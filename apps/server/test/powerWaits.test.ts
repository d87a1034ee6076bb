import { connectionResponseSchema } from '@plubot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { powerWaits, users } from '../src/db/schema';
import { connectChecked } from '../src/modules/connections/connectionService';
import { settlePowerWaits } from '../src/modules/powers/waits/settlePowerWaits';
import { createVerifiedUser } from './authHelpers';
import { createPublishedBot } from './botFixtures';
import { buildTestApp } from './buildTestApp';
import { visitorHeaders } from './chatFixtures';
import { edges, node } from './flowSpecs';
import { type GoogleCalendarStandIn, startGoogleCalendarStandIn } from './googleCalendarStandIn';
import {
  MERCADOPAGO_ACCESS_TOKEN,
  MERCADOPAGO_WEBHOOK_SECRET,
  type MercadoPagoStandIn,
  startMercadoPagoStandIn,
} from './mercadoPagoStandIn';
import { testDatabaseKinds } from './testDatabases';
import { nextVisitorAddress } from './visitorAddresses';

const CALENDAR_TOKEN = 'ya29.token-de-la-agenda-de-la-clinica-0001';

// Issue #32: a stranger books a slot in the owner's calendar and pays with the owner's Mercado Pago
// through the public chat; the signed webhook (and only a signed one, for the amount asked, once)
// carries the conversation on by 'Pagado', and a wait whose time runs out by 'No pagado'.
describe.each(testDatabaseKinds)('booking and paying in the chat on %s', (kind) => {
  let mp: MercadoPagoStandIn;
  let calendar: GoogleCalendarStandIn;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
  let mpId: string;
  let calendarId: string;

  beforeAll(async () => {
    mp = await startMercadoPagoStandIn();
    calendar = await startGoogleCalendarStandIn(async (token) => token === CALENDAR_TOKEN);
    ctx = await buildTestApp(kind, {
      ...mp.env,
      GOOGLE_CALENDAR_API_URL: calendar.url,
      HTTP_ALLOWED_HOSTS: `${mp.allowedHost},127.0.0.1:${calendar.port}`,
      RATE_LIMIT_CHAT_MAX: '100000',
      POWER_WAIT_SWEEP_MS: '0',
    });
    owner = await createVerifiedUser(ctx.app, `power-waits-${kind}@plubot.test`);
    // Google Calendar and Mercado Pago are Pro powers.
    await ctx.db.update(users).set({ plan: 'pro' }).where(eq(users.id, owner.user.id));
    const connected = await ctx.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: owner.auth,
      payload: {
        service: 'mercadopago',
        credentials: { accessToken: MERCADOPAGO_ACCESS_TOKEN, webhookSecret: MERCADOPAGO_WEBHOOK_SECRET },
      },
    });
    expect(connected.statusCode, connected.body).toBe(201);
    mpId = connectionResponseSchema.parse(connected.json()).connection.id;
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
    calendarId = agenda.id;
  });
  afterAll(async () => {
    await ctx?.close();
    await Promise.all([mp?.close(), calendar?.close()]);
  });
  beforeEach(() => mp.reset());

  /** start → ask the e-mail → book a slot → charge `amount` → 'Pagado' / 'No pagado' / 'Error'. */
  async function clinicBot(name: string, amount = '25,50', charge: Record<string, string> = {}) {
    return createPublishedBot(ctx.app, owner.auth, name, {
      nodes: [
        node('start', 'start'),
        node('message', 'email', {
          message: '¿Tu e-mail?',
          capture: { variable: 'email', validation: 'email' },
        }),
        node('power', 'book', {
          powerId: 'google-calendar',
          connectionId: calendarId,
          action: 'bookSlot',
          inputs: {
            calendarId: 'primary',
            eventTitle: 'Consulta',
            attendeeEmail: '{{email}}',
            workDays: 'everyDay',
            workStart: '00:00',
            workEnd: '24:00',
            slotMinutes: '60',
            bufferMinutes: '0',
            daysAhead: '3',
            timeZone: 'Europe/Madrid',
          },
          outputs: { start: 'cita', eventUrl: 'enlace_cita' },
        }),
        node('power', 'pay', {
          powerId: 'mercadopago',
          connectionId: mpId,
          action: 'charge',
          inputs: { amount, currency: 'MXN', description: 'Consulta', waitMinutes: '60', ...charge },
          outputs: { paymentId: 'pago' },
        }),
        node('message', 'paid', { message: 'Pago recibido ({{pago}}). Te esperamos el {{cita}}.' }),
        node('message', 'unpaid', { message: 'No recibimos el pago; la cita queda sin confirmar.' }),
        node('message', 'error', { message: 'No pudimos preparar el pago.' }),
        node('end', 'end'),
      ],
      edges: [
        ...edges('start->email', 'email->book', 'book->pay', 'paid->end', 'unpaid->end', 'error->end'),
        { id: 'e-paid', source: 'pay', target: 'paid', sourceHandle: 'done' },
        { id: 'e-unpaid', source: 'pay', target: 'unpaid', sourceHandle: 'notDone' },
        { id: 'e-error', source: 'pay', target: 'error', sourceHandle: 'onError' },
      ],
    });
  }

  /** A stranger gives their e-mail and picks the first free slot: the turn that shows the checkout. */
  async function bookAndReachCheckout(bot: { publicId: string }) {
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${bot.publicId}/start`,
      payload: {},
      remoteAddress: nextVisitorAddress(),
    });
    const session = started.json() as { sessionId: string; visitorToken: string };
    const reply = (payload: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/chat/sessions/${session.sessionId}/reply`,
        headers: visitorHeaders(session),
        payload,
      });
    const offered = await reply({ text: 'ana@example.com' });
    expect(offered.statusCode, offered.body).toBe(200);
    const offer = offered.json();
    expect(offer.messages[0].text).toBe('Elige la hora que mejor te venga (hora de Madrid):');
    expect(offer.input.kind).toBe('choice');
    const slot = offer.input.options[0];
    const booked = await reply({ optionId: slot.id });
    expect(booked.statusCode, booked.body).toBe(200);
    return { session, slot, turn: booked.json(), reply };
  }

  const transcript = async (session: { sessionId: string; visitorToken: string }, publicId: string) => {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: `/api/chat/sessions/${session.sessionId}?publicId=${publicId}`,
      headers: visitorHeaders(session),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { messages: { text: string }[]; input: { kind: string } };
  };

  /** Posts a stand-in's delivery to this app, as Mercado Pago would. */
  const post = (delivery: { url: string; headers: Record<string, string>; rawBody: string }) => {
    const url = new URL(delivery.url);
    return ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: delivery.headers,
      payload: delivery.rawBody,
    });
  };

  it('books the slot, sends the checkout as a card and goes on by «Pagado» once, on the signed webhook', async () => {
    const bot = await clinicBot('Clínica');
    const { session, slot, turn } = await bookAndReachCheckout(bot);
    const [event] = calendar.eventsOf('duena@tienda.test');
    expect(event).toMatchObject({ summary: 'Consulta', attendees: [{ email: 'ana@example.com' }] });
    const card = turn.messages.at(-1).card;
    expect(turn.messages.map((message: { text: string }) => message.text)[0]).toMatch(/^Consulta/);
    expect(card).toMatchObject({ title: 'Consulta', linkLabel: expect.stringMatching(/^Pagar 25,50\sMXN$/) });
    expect(turn.input).toEqual({ kind: 'event', nodeId: 'pay' });
    const [preference] = mp.preferences;
    expect(preference?.body).toMatchObject({
      items: [{ title: 'Consulta', quantity: 1, unit_price: 25.5, currency_id: 'MXN' }],
      back_urls: { success: `${ctx.app.config.APP_ORIGIN}/chat/${bot.publicId}` },
    });
    expect(card.url).toBe(preference?.body.init_point ?? card.url);

    // A notification without the secret's signature is refused and changes nothing.
    const forged = mp.preparePayment(preference?.id ?? '', { signature: 'wrong' });
    expect((await post(forged)).statusCode).toBe(401);
    expect((await transcript(session, bot.publicId)).input.kind).toBe('event');

    const paid = mp.preparePayment(preference?.id ?? '');
    expect((await post(paid)).statusCode).toBe(200);
    const after = await transcript(session, bot.publicId);
    expect(after.messages.slice(-2).map((message) => message.text)).toEqual([
      `Pago recibido (${paid.payment.id}). Te esperamos el ${slot.label}.`,
      'Fin de la conversación',
    ]);
    // Mercado Pago retries: the same payment again is acknowledged and taken once.
    expect((await post(paid)).statusCode).toBe(200);
    expect((await transcript(session, bot.publicId)).messages.length).toBe(after.messages.length);
    const [wait] = await ctx.db.select().from(powerWaits).where(eq(powerWaits.plubotId, bot.id));
    expect(wait).toMatchObject({ status: 'done', amountMinor: 2550, currency: 'MXN' });
    expect(wait?.settledAt).not.toBeNull();
  });

  it('does not take a payment of another amount, and goes on by «No pagado» when the wait runs out', async () => {
    const bot = await clinicBot('Clínica barata');
    const { session } = await bookAndReachCheckout(bot);
    const [preference] = mp.preferences;
    const cheaper = mp.preparePayment(preference?.id ?? '', { amount: 1 });
    expect((await post(cheaper)).statusCode).toBe(200);
    expect((await transcript(session, bot.publicId)).input.kind).toBe('event');
    await ctx.db
      .update(powerWaits)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(powerWaits.plubotId, bot.id));
    await settlePowerWaits({
      config: ctx.app.config,
      db: ctx.db,
      mailer: ctx.app.mailer,
      log: ctx.app.log,
      withSessionLock: async (_key, run) => run(),
      sessionCache: ctx.app.chatSessionCache,
      bus: ctx.app.liveBus,
    });
    const after = await transcript(session, bot.publicId);
    expect(after.messages.at(-2)?.text).toBe('No recibimos el pago; la cita queda sin confirmar.');
    const [wait] = await ctx.db.select().from(powerWaits).where(eq(powerWaits.plubotId, bot.id));
    expect(wait).toMatchObject({ status: 'expired', error: 'paid 100 MXN' });
  });

  it('charges a typed amount only within the owner’s bounds, else leaves by «Error»', async () => {
    const bot = await clinicBot('Clínica variable', '{{email}}', { minAmount: '10', maxAmount: '50' });
    const { turn } = await bookAndReachCheckout(bot);
    expect(turn.messages.at(-2).text).toBe('No pudimos preparar el pago.');
    expect(mp.preferences).toHaveLength(0);
  });

  it('answers a webhook for an unknown connection 404 and an unreadable one 400, never 5xx', async () => {
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/powers/webhooks/mercadopago/00000000-0000-4000-8000-000000000000',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unknown.statusCode).toBe(404);
    const badService = await ctx.app.inject({
      method: 'POST',
      url: `/api/powers/webhooks/fax/${mpId}`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(badService.statusCode).toBe(400);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: `/api/powers/webhooks/mercadopago/${mpId}?data.id=1&type=payment`,
      headers: { 'content-type': 'application/json' },
      payload: 'no es json',
    });
    expect(unsigned.statusCode).toBe(401);
  });
});
