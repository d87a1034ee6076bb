import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAID_PLANS, type PaidPlanId } from '@plubot/flow';
import type { Config } from '../../config';

/** How old a Stripe webhook may be (its signed timestamp), as Stripe's own libraries allow. */
export const STRIPE_TOLERANCE_SECONDS = 300;

type StripeConfig = Pick<
  Config,
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_PRICE_STARTER'
  | 'STRIPE_PRICE_MASTER'
  | 'STRIPE_PRICE_LEGEND'
  | 'STRIPE_API_URL'
>;

/** The Stripe price of each paid plan, as configured; missing ones cannot be bought online. */
export function getStripePrices(config: StripeConfig): Partial<Record<PaidPlanId, string>> {
  const prices: Partial<Record<PaidPlanId, string>> = {};
  if (config.STRIPE_PRICE_STARTER) prices.starter = config.STRIPE_PRICE_STARTER;
  if (config.STRIPE_PRICE_MASTER) prices.master = config.STRIPE_PRICE_MASTER;
  if (config.STRIPE_PRICE_LEGEND) prices.legend = config.STRIPE_PRICE_LEGEND;
  return prices;
}

/** Whether this server takes payments online: the key, the webhook secret and every price are set. */
export function isCheckoutConfigured(config: StripeConfig): boolean {
  const prices = getStripePrices(config);
  return Boolean(
    config.STRIPE_SECRET_KEY &&
      config.STRIPE_WEBHOOK_SECRET &&
      prices.starter &&
      prices.master &&
      prices.legend,
  );
}

/** The paid plan a Stripe price stands for, if any. */
export function planOfPrice(config: StripeConfig, priceId: string | undefined): PaidPlanId | undefined {
  const prices = getStripePrices(config);
  return PAID_PLANS.find((plan) => priceId !== undefined && prices[plan] === priceId);
}

/**
 * Opens a Stripe Checkout session for a subscription to `plan` (Stripe's REST API, form-encoded):
 * the account's id travels as `client_reference_id` and in the subscription's metadata, so the
 * webhook knows whose plan to change. Returns the page to send the browser to, or null when Stripe
 * did not answer with one.
 */
export async function createCheckoutSession(
  config: StripeConfig,
  request: { plan: PaidPlanId; userId: string; email: string; customerId: string | null; origin: string },
): Promise<string | null> {
  const price = getStripePrices(config)[request.plan];
  if (!config.STRIPE_SECRET_KEY || !price) return null;
  const form = new URLSearchParams({
    mode: 'subscription',
    'line_items[0][price]': price,
    'line_items[0][quantity]': '1',
    client_reference_id: request.userId,
    'metadata[plan]': request.plan,
    'subscription_data[metadata][userId]': request.userId,
    'subscription_data[metadata][plan]': request.plan,
    success_url: `${request.origin}/plans?checkout=success`,
    cancel_url: `${request.origin}/plans?checkout=cancelled`,
  });
  if (request.customerId) form.set('customer', request.customerId);
  else form.set('customer_email', request.email);
  const response = await fetch(`${config.STRIPE_API_URL.replace(/\/+$/, '')}/v1/checkout/sessions`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${config.STRIPE_SECRET_KEY}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: form,
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) return null;
  const session = (await response.json()) as { url?: unknown };
  return typeof session.url === 'string' ? session.url : null;
}

/**
 * Checks Stripe's `Stripe-Signature` header (`t=…,v1=…`): an HMAC-SHA256 under the webhook secret
 * of `{t}.{raw body}`, compared in constant time, with a timestamp no older than five minutes.
 */
export function verifyStripeSignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isFinite(timestamp) || Math.abs(nowSeconds - timestamp) > STRIPE_TOLERANCE_SECONDS)
    return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex'));
  return parts
    .filter(([key]) => key === 'v1')
    .some(([, signature]) => {
      const given = Buffer.from(signature ?? '');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
