import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { stripeEvents, users } from '../src/db/schema';
import { setPlanByEmail } from '../src/modules/billing/planService';
import { createVerifiedUser } from './authHelpers';
import { buildTestApp } from './buildTestApp';
import { signedStripeEvent, startLocalStripe } from './localStripe';
import { testDatabaseKinds } from './testDatabases';

type App = Awaited<ReturnType<typeof buildApp>>;
type Owner = Awaited<ReturnType<typeof createVerifiedUser>>;

// Issue #24 point 13: Stripe's webhook applies each event once (across server copies), never lets an
// older event overwrite newer state, starts a plan only once the money is in, and an owner with a
// running subscription cannot open a second Checkout.
describe.each(testDatabaseKinds)('Stripe hardening on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let stripe: Awaited<ReturnType<typeof startLocalStripe>>;
  let secondCopy: App;
  const now = Math.floor(Date.now() / 1000);
  let eventCount = 0;

  beforeAll(async () => {
    stripe = await startLocalStripe();
    ctx = await buildTestApp(kind, stripe.env);
    // A second server copy on the same database, as behind a load balancer.
    secondCopy = await buildApp({ config: ctx.config, db: ctx.db, databaseKind: kind });
    await secondCopy.ready();
  });
  afterAll(async () => {
    await secondCopy?.close();
    await ctx?.close();
    await stripe?.close();
  });

  const webhook = (event: object, app: App = ctx.app) =>
    app.inject({ method: 'POST', url: '/api/billing/webhook', ...signedStripeEvent(event) });
  const account = async (owner: Owner) =>
    (await ctx.db.select().from(users).where(eq(users.id, owner.user.id)))[0];
  const checkoutCompleted = (
    owner: Owner,
    overrides: { created?: number; payment_status?: string } = {},
  ) => ({
    id: `evt_checkout_${++eventCount}`,
    created: overrides.created ?? now,
    type: 'checkout.session.completed',
    data: {
      object: {
        client_reference_id: owner.user.id,
        customer: `cus_${owner.user.id}`,
        subscription: `sub_${owner.user.id}`,
        payment_status: overrides.payment_status ?? 'paid',
        metadata: { plan: 'master' },
      },
    },
  });
  const subscriptionEvent = (owner: Owner, type: string, created: number, status: string, price: string) => ({
    id: `evt_subscription_${++eventCount}`,
    created,
    type,
    data: { object: { id: `sub_${owner.user.id}`, status, items: { data: [{ price: { id: price } }] } } },
  });

  it('applies a redelivered event once, whichever server copy receives it', async () => {
    const owner = await createVerifiedUser(ctx.app, 'duplicado@plubot.com');
    const event = checkoutCompleted(owner);
    expect((await webhook(event)).json()).toEqual({ received: true });
    expect((await account(owner))?.plan).toBe('master');

    // The operator moves the account afterwards; Stripe redelivers the same event to both copies.
    await setPlanByEmail(ctx.db, 'duplicado@plubot.com', 'starter');
    const redelivered = await Promise.all([webhook(event), webhook(event, secondCopy)]);
    expect(redelivered.map((response) => response.statusCode)).toEqual([200, 200]);
    expect((await account(owner))?.plan).toBe('starter');
    expect(await ctx.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toHaveLength(1);
  });

  it('ignores an event created before the state it would overwrite', async () => {
    const owner = await createVerifiedUser(ctx.app, 'desordenado@plubot.com');
    await webhook(checkoutCompleted(owner, { created: now }));
    await webhook(
      subscriptionEvent(owner, 'customer.subscription.updated', now + 20, 'active', 'price_legend'),
    );
    expect((await account(owner))?.plan).toBe('legend');

    // Late deliveries of older changes: a downgrade, a lapse, and the checkout itself.
    await webhook(
      subscriptionEvent(owner, 'customer.subscription.updated', now + 10, 'active', 'price_starter'),
    );
    await webhook(
      subscriptionEvent(owner, 'customer.subscription.updated', now + 5, 'unpaid', 'price_master'),
    );
    await webhook(checkoutCompleted(owner, { created: now + 1 }));
    expect(await account(owner)).toMatchObject({
      plan: 'legend',
      stripeSubscriptionId: `sub_${owner.user.id}`,
      stripeStateAt: new Date((now + 20) * 1000),
    });

    // A newer event still applies.
    await webhook(
      subscriptionEvent(owner, 'customer.subscription.deleted', now + 30, 'canceled', 'price_legend'),
    );
    expect(await account(owner)).toMatchObject({ plan: 'free', stripeSubscriptionId: null });
  });

  it('starts the plan only once the checkout is paid', async () => {
    const owner = await createVerifiedUser(ctx.app, 'transferencia@plubot.com');
    await webhook(checkoutCompleted(owner, { payment_status: 'unpaid' }));
    expect(await account(owner)).toMatchObject({ plan: 'free', stripeSubscriptionId: null });

    const paid = checkoutCompleted(owner, { created: now + 60 });
    await webhook({ ...paid, type: 'checkout.session.async_payment_succeeded' });
    expect((await account(owner))?.plan).toBe('master');

    const coupon = await createVerifiedUser(ctx.app, 'cupon@plubot.com');
    await webhook(checkoutCompleted(coupon, { payment_status: 'no_payment_required' }));
    expect((await account(coupon))?.plan).toBe('master');
  });

  it('refuses a second Checkout while a subscription runs, in Spanish and English', async () => {
    const owner = await createVerifiedUser(ctx.app, 'suscrito@plubot.com');
    await webhook(checkoutCompleted(owner));
    const opened = stripe.sessions.length;
    const checkout = (language: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/billing/checkout',
        headers: { ...owner.auth, 'accept-language': language },
        payload: { plan: 'legend' },
      });
    const spanish = await checkout('es');
    expect(spanish.statusCode).toBe(409);
    expect(spanish.json()).toMatchObject({
      code: 'BILLING_ALREADY_SUBSCRIBED',
      message: expect.stringContaining('Ya tienes una suscripción activa'),
    });
    expect((await checkout('en')).json().message).toContain('You already have an active subscription');
    expect(stripe.sessions).toHaveLength(opened);

    // Once Stripe ends the subscription, a new one can be bought.
    await webhook(
      subscriptionEvent(owner, 'customer.subscription.deleted', now + 90, 'canceled', 'price_master'),
    );
    const again = await checkout('es');
    expect(again.statusCode).toBe(200);
    expect(stripe.sessions).toHaveLength(opened + 1);
  });
});
