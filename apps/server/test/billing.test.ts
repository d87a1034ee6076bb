import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { setPlanByEmail } from '../src/modules/billing/planService';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { signedStripeEvent, startLocalStripe, STRIPE_WEBHOOK_SECRET as WEBHOOK_SECRET } from './localStripe';

describe('plans without online payments', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp('pglite');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('says checkout is off and refuses it with a clear message; the operator sets plans by hand', async () => {
    const config = await ctx.app.inject({ method: 'GET', url: '/api/billing/config' });
    expect(config.json()).toEqual({ success: true, checkout: false });
    const owner = await createVerifiedUser(ctx.app, 'sinpagos@plubot.com');
    const checkout = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: owner.auth,
      payload: { plan: 'master' },
    });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().code).toBe('BILLING_NOT_CONFIGURED');

    expect(await setPlanByEmail(ctx.db, 'SinPagos@plubot.com', 'legend')).toBe('free');
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: owner.auth });
    expect(profile.json().user.plan).toBe('legend');
    expect(await setPlanByEmail(ctx.db, 'nadie@plubot.com', 'legend')).toBeNull();
  });
});

describe('plans through Stripe', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let stripe: Awaited<ReturnType<typeof startLocalStripe>>;
  let sessions: URLSearchParams[];

  beforeAll(async () => {
    stripe = await startLocalStripe();
    sessions = stripe.sessions;
    ctx = await buildTestApp('pglite', stripe.env);
  });
  afterAll(async () => {
    await ctx?.close();
    await stripe?.close();
  });

  const webhook = (event: object, secret?: string, timestamp?: number) => {
    const { payload, headers } = signedStripeEvent(event, secret, timestamp);
    return ctx.app.inject({ method: 'POST', url: '/api/billing/webhook', headers, payload });
  };
  const planOf = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]?.plan;

  it('opens a Checkout session for the chosen plan, and only Stripe’s signed webhook changes the plan', async () => {
    const owner = await createVerifiedUser(ctx.app, 'pagos@plubot.com');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/billing/config' })).json().checkout).toBe(true);
    const checkout = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: owner.auth,
      payload: { plan: 'master' },
    });
    expect(checkout.json()).toEqual({ success: true, url: 'https://checkout.stripe.test/c/cs_1' });
    const session = sessions.at(-1)!;
    expect(session.get('line_items[0][price]')).toBe('price_master');
    expect(session.get('client_reference_id')).toBe(owner.user.id);
    expect(session.get('customer_email')).toBe('pagos@plubot.com');
    expect(session.get('mode')).toBe('subscription');
    // Coming back from Checkout changes nothing by itself.
    expect(await planOf(owner.user.id)).toBe('free');

    const created = Math.floor(Date.now() / 1000);
    const completed = {
      id: 'evt_1',
      created,
      type: 'checkout.session.completed',
      data: {
        object: {
          client_reference_id: owner.user.id,
          payment_status: 'paid',
          customer: 'cus_1',
          subscription: 'sub_1',
          metadata: { plan: 'master' },
        },
      },
    };
    const forged = await webhook(completed, 'whsec_otro');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const stale = await webhook(completed, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600);
    expect(stale.statusCode).toBe(400);
    expect(await planOf(owner.user.id)).toBe('free');

    expect((await webhook(completed)).json()).toEqual({ received: true });
    expect(await planOf(owner.user.id)).toBe('master');
    const usage = await ctx.app.inject({ method: 'GET', url: '/api/usage', headers: owner.auth });
    expect(usage.json()).toMatchObject({ plan: 'master', limit: 10_000 });

    // A new price moves the plan; a cancellation keeps it until Stripe ends the subscription.
    const subscription = (status: string, price: string) => ({
      id: 'sub_1',
      status,
      cancel_at_period_end: status === 'active',
      items: { data: [{ price: { id: price } }] },
    });
    await webhook({
      id: 'evt_2',
      created: created + 1,
      type: 'customer.subscription.updated',
      data: { object: subscription('active', 'price_legend') },
    });
    expect(await planOf(owner.user.id)).toBe('legend');
    await webhook({
      id: 'evt_3',
      created: created + 2,
      type: 'customer.subscription.deleted',
      data: { object: subscription('canceled', 'price_legend') },
    });
    expect(await planOf(owner.user.id)).toBe('free');

    // The customer is remembered for the next checkout.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: owner.auth,
      payload: { plan: 'starter' },
    });
    expect(sessions.at(-1)?.get('customer')).toBe('cus_1');
  });

  it('refuses a plan that cannot be bought', async () => {
    const owner = await createVerifiedUser(ctx.app, 'gratis@plubot.com');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: owner.auth,
      payload: { plan: 'pro' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({ plan: ['Elige uno de los planes de pago.'] });
  });
});
