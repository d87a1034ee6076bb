import { connectionResponseSchema } from '@plubot/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createVerifiedUser } from './authHelpers';
import { createPublishedBot } from './botFixtures';
import { buildTestApp } from './buildTestApp';
import { CALENDLY_EVENT_TYPES, CALENDLY_TOKEN, startCalendlyStandIn } from './calendlyStandIn';
import { visitorHeaders } from './chatFixtures';
import { edges, node } from './flowSpecs';
import { PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, startPaypalStandIn } from './paypalStandIn';
import { STRIPE_OWNER_KEY, startStripeStandIn } from './stripeStandIn';
import { testDatabaseKinds } from './testDatabases';
import { nextVisitorAddress } from './visitorAddresses';

/** A delivery of a stand-in: where it posts, with which headers and body. */
interface Delivery {
  url: string;
  headers: Record<string, string>;
  rawBody: string;
}

// Issue #32: Stripe's and PayPal's 'Cobrar' and Calendly's booking link, each through the public
// chat: connecting registers the webhook with the service, the link goes out as a card, and the
// service's signed webhook carries the open conversation on by its «done» way with what it gave.
describe.each(testDatabaseKinds)('Stripe, PayPal and Calendly waits on %s', (kind) => {
  let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
  let paypal: Awaited<ReturnType<typeof startPaypalStandIn>>;
  let calendly: Awaited<ReturnType<typeof startCalendlyStandIn>>;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: Awaited<ReturnType<typeof createVerifiedUser>>;

  beforeAll(async () => {
    [stripe, paypal, calendly] = await Promise.all([
      startStripeStandIn(),
      startPaypalStandIn(),
      startCalendlyStandIn(),
    ]);
    ctx = await buildTestApp(kind, {
      ...stripe.env,
      ...paypal.env,
      ...calendly.env,
      HTTP_ALLOWED_HOSTS: [stripe.allowedHost, paypal.allowedHost, calendly.allowedHost].join(','),
      RATE_LIMIT_CHAT_MAX: '100000',
      POWER_WAIT_SWEEP_MS: '0',
    });
    owner = await createVerifiedUser(ctx.app, `power-waits-providers-${kind}@plubot.test`);
    await ctx.db.update(users).set({ plan: 'pro' }).where(eq(users.id, owner.user.id));
  });
  afterAll(async () => {
    await ctx?.close();
    await Promise.all([stripe?.close(), paypal?.close(), calendly?.close()]);
  });

  async function connect(service: string, credentials: Record<string, string>): Promise<string> {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: owner.auth,
      payload: { service, credentials },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return connectionResponseSchema.parse(answer.json()).connection.id;
  }

  /** start → the power → 'Hecho: {{salida}}' by «done» / 'No llegó' by «notDone» → end. */
  async function botWith(name: string, power: Record<string, unknown>) {
    return createPublishedBot(ctx.app, owner.auth, name, {
      nodes: [
        node('start', 'start'),
        node('power', 'wait', power),
        node('message', 'done', { message: 'Hecho: {{salida}}' }),
        node('message', 'late', { message: 'No llegó' }),
        node('end', 'end'),
      ],
      edges: [
        ...edges('start->wait', 'done->end', 'late->end'),
        { id: 'e-done', source: 'wait', target: 'done', sourceHandle: 'done' },
        { id: 'e-late', source: 'wait', target: 'late', sourceHandle: 'notDone' },
      ],
    });
  }

  /** A stranger opens the bot's link: the first turn, with the card of its link. */
  async function open(bot: { publicId: string }) {
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${bot.publicId}/start`,
      payload: {},
      remoteAddress: nextVisitorAddress(),
    });
    expect(started.statusCode, started.body).toBe(200);
    const turn = started.json();
    expect(turn.input.kind).toBe('event');
    return { session: turn as { sessionId: string; visitorToken: string }, card: turn.messages.at(-1).card };
  }

  /** Posts a stand-in's webhook to this app, as the service would. */
  const post = (delivery: Delivery) => {
    const url = new URL(delivery.url);
    return ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: delivery.headers,
      payload: delivery.rawBody,
    });
  };

  const lastTexts = async (session: { sessionId: string; visitorToken: string }, publicId: string) => {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: `/api/chat/sessions/${session.sessionId}?publicId=${publicId}`,
      headers: visitorHeaders(session),
    });
    return (answer.json().messages as { text: string }[]).slice(-2).map((message) => message.text);
  };

  it('Stripe: connecting makes the webhook; a paid checkout goes on by «Pagado» with the payment id', async () => {
    const id = await connect('stripe', { secretKey: STRIPE_OWNER_KEY });
    expect(stripe.endpoints.map((endpoint) => endpoint.url)).toEqual([
      `${ctx.app.config.APP_ORIGIN}/api/powers/webhooks/stripe/${id}`,
    ]);
    const bot = await botWith('Tienda Stripe', {
      powerId: 'stripe',
      connectionId: id,
      action: 'charge',
      inputs: { amount: '30', currency: 'EUR', description: 'Pedido 7', waitMinutes: '60' },
      outputs: { paymentId: 'salida' },
    });
    const { session, card } = await open(bot);
    const [checkout] = stripe.sessions;
    expect(checkout).toMatchObject({ amount: 3000, currency: 'eur', name: 'Pedido 7' });
    expect(card.url).toBe(checkout?.url);
    expect(
      (
        await post(
          stripe.prepareEvent(checkout?.id ?? '', 'checkout.session.completed', { signature: 'stale' }),
        )
      ).statusCode,
    ).toBe(401);
    const paid = stripe.prepareEvent(checkout?.id ?? '', 'checkout.session.completed');
    expect((await post(paid)).statusCode).toBe(200);
    const texts = await lastTexts(session, bot.publicId);
    expect(texts[0]).toMatch(/^Hecho: pi_/);
  });

  it('PayPal: the approval is captured and goes on by «Pagado»', async () => {
    const id = await connect('paypal', { clientId: PAYPAL_CLIENT_ID, clientSecret: PAYPAL_CLIENT_SECRET });
    const bot = await botWith('Tienda PayPal', {
      powerId: 'paypal',
      connectionId: id,
      action: 'charge',
      inputs: { amount: '12,40', currency: 'EUR', description: 'Entradas', waitMinutes: '60' },
      outputs: { amountPaid: 'salida' },
    });
    const { session } = await open(bot);
    const [order] = paypal.orders;
    expect(
      (await post(paypal.prepareEvent(order?.id ?? '', 'CHECKOUT.ORDER.APPROVED', { signature: 'wrong' })))
        .statusCode,
    ).toBe(401);
    expect((await post(paypal.prepareEvent(order?.id ?? '', 'CHECKOUT.ORDER.APPROVED'))).statusCode).toBe(
      200,
    );
    expect(await lastTexts(session, bot.publicId)).toEqual(['Hecho: 12.40 EUR', 'Fin de la conversación']);
  });

  it('Calendly: the single-use link carries the conversation; its booking goes on with the start', async () => {
    const id = await connect('calendly', { token: CALENDLY_TOKEN });
    const bot = await botWith('Consultas', {
      powerId: 'calendly',
      connectionId: id,
      action: 'schedulingLink',
      inputs: { eventType: CALENDLY_EVENT_TYPES[0]?.uri ?? '', waitMinutes: '1440' },
      outputs: { inviteeEmail: 'salida' },
    });
    const { session, card } = await open(bot);
    expect(card).toMatchObject({ title: 'Reserva tu cita', linkLabel: 'Elegir día y hora' });
    expect(new URL(card.url).searchParams.get('utm_content')).toMatch(/^pw_/);
    const booked = calendly.prepareBooking(card.url, { email: 'rocio@example.com', name: 'Rocío' });
    expect((await post(booked)).statusCode).toBe(200);
    expect(await lastTexts(session, bot.publicId)).toEqual([
      'Hecho: rocio@example.com',
      'Fin de la conversación',
    ]);
    // The same booking told twice changes nothing.
    expect((await post(booked)).statusCode).toBe(200);
    expect(await lastTexts(session, bot.publicId)).toEqual([
      'Hecho: rocio@example.com',
      'Fin de la conversación',
    ]);
  });
});
