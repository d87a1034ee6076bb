import { type PlanId, toPlanId } from '@plubot/flow';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { stripeEvents, users } from '../../db/schema';
import { planOfPrice } from './stripe';

/** What every Stripe event carries: its id (to apply it once) and when Stripe created it. */
const stripeEvent = z.object({ id: z.string().min(1), type: z.string(), created: z.number().int() });

const checkoutCompleted = z.object({
  type: z.enum(['checkout.session.completed', 'checkout.session.async_payment_succeeded']),
  data: z.object({
    object: z.object({
      client_reference_id: z.string().nullish(),
      customer: z.string().nullish(),
      subscription: z.string().nullish(),
      payment_status: z.string().nullish(),
      metadata: z.object({ plan: z.string().optional() }).nullish(),
    }),
  }),
});

const subscriptionChanged = z.object({
  type: z.enum(['customer.subscription.updated', 'customer.subscription.deleted']),
  data: z.object({
    object: z.object({
      id: z.string(),
      status: z.string(),
      items: z.object({ data: z.array(z.object({ price: z.object({ id: z.string() }) })) }).optional(),
    }),
  }),
});

/** Subscription states in which the owner keeps the paid plan (a cancellation waits for the period's end). */
const PAYING = new Set(['active', 'trialing', 'past_due']);

/** Checkout sessions whose money is in: paid, or nothing to pay (a 100 % coupon, a free trial). */
const SETTLED = new Set(['paid', 'no_payment_required']);

/** What became of a Stripe event: applied, seen before (same id), or not one this server uses. */
export type StripeEventOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies a verified Stripe event to the account it concerns, once per event id (remembered in
 * `stripe_events`, so a redelivery or a second server copy changes nothing) and never over newer
 * state: an event created before the one that last set the account's plan (`stripe_state_at`) is
 * ignored, as Stripe does not promise to deliver events in order.
 * - `checkout.session.completed` with its money in (`payment_status` 'paid' or
 *   'no_payment_required'), or `checkout.session.async_payment_succeeded`: the plan bought (from the
 *   session's metadata) starts, and the customer and subscription are remembered; a session still
 *   unpaid (a bank transfer on its way) changes nothing;
 * - `customer.subscription.updated`: a change of price changes the plan; a subscription that stopped
 *   paying returns the account to Despierto;
 * - `customer.subscription.deleted` (Stripe sends it when a cancelled subscription's period ends):
 *   back to Despierto.
 * Other events are acknowledged and ignored.
 */
export async function applyStripeEvent(
  db: Database,
  config: Config,
  event: unknown,
): Promise<StripeEventOutcome> {
  const envelope = stripeEvent.safeParse(event);
  if (!envelope.success) return 'ignored';
  const { id, type, created } = envelope.data;
  const at = new Date(created * 1000);
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id, type, createdAt: at })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return 'duplicate';
    await applyToAccount(tx, config, event, at);
    return 'applied';
  });
}

async function applyToAccount(db: Database, config: Config, event: unknown, at: Date): Promise<void> {
  const notOlder = or(isNull(users.stripeStateAt), lte(users.stripeStateAt, at));
  const completed = checkoutCompleted.safeParse(event);
  if (completed.success) {
    const session = completed.data.data.object;
    const plan = toPlanId(session.metadata?.plan);
    if (!session.client_reference_id || plan === 'free' || plan === 'pro') return;
    if (!SETTLED.has(session.payment_status ?? '')) return;
    await db
      .update(users)
      .set({
        plan,
        stripeCustomerId: session.customer ?? null,
        stripeSubscriptionId: session.subscription ?? null,
        stripeStateAt: at,
      })
      .where(and(eq(users.id, session.client_reference_id), notOlder));
    return;
  }
  const changed = subscriptionChanged.safeParse(event);
  if (!changed.success) return;
  const subscription = changed.data.data.object;
  const ended = changed.data.type === 'customer.subscription.deleted' || !PAYING.has(subscription.status);
  const priced = planOfPrice(config, subscription.items?.data[0]?.price.id);
  const plan: PlanId | undefined = ended ? 'free' : priced;
  if (!plan) return;
  await db
    .update(users)
    .set(ended ? { plan, stripeSubscriptionId: null, stripeStateAt: at } : { plan, stripeStateAt: at })
    .where(and(eq(users.stripeSubscriptionId, subscription.id), notOlder));
}
