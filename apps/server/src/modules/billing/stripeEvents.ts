import { type PlanId, toPlanId } from '@plubot/flow';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { planOfPrice } from './stripe';

const checkoutCompleted = z.object({
  type: z.literal('checkout.session.completed'),
  data: z.object({
    object: z.object({
      client_reference_id: z.string().nullish(),
      customer: z.string().nullish(),
      subscription: z.string().nullish(),
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

/**
 * Applies a verified Stripe event to the account it concerns:
 * - `checkout.session.completed`: the plan bought (from the session's metadata) starts, and the
 *   customer and subscription are remembered;
 * - `customer.subscription.updated`: a change of price changes the plan; a subscription that stopped
 *   paying returns the account to Despierto;
 * - `customer.subscription.deleted` (Stripe sends it when a cancelled subscription's period ends):
 *   back to Despierto.
 * Other events are acknowledged and ignored. Applying an event twice changes nothing more.
 */
export async function applyStripeEvent(db: Database, config: Config, event: unknown): Promise<void> {
  const completed = checkoutCompleted.safeParse(event);
  if (completed.success) {
    const session = completed.data.data.object;
    const plan = toPlanId(session.metadata?.plan);
    if (!session.client_reference_id || plan === 'free' || plan === 'pro') return;
    await db
      .update(users)
      .set({
        plan,
        stripeCustomerId: session.customer ?? null,
        stripeSubscriptionId: session.subscription ?? null,
      })
      .where(eq(users.id, session.client_reference_id));
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
    .set(ended ? { plan, stripeSubscriptionId: null } : { plan })
    .where(eq(users.stripeSubscriptionId, subscription.id));
}
