import { API } from '@plubot/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/AppError';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { requireAuth } from '../../plugins/authenticate';
import { getUser } from '../auth/authService';
import { createCheckoutSession, isCheckoutConfigured, verifyStripeSignature } from './stripe';
import { applyStripeEvent } from './stripeEvents';

/**
 * Paid plans through Stripe: whether checkout is on (`GET /api/billing/config`), a Checkout session
 * for the signed-in owner (`POST /api/billing/checkout`), and Stripe's webhook
 * (`POST /api/billing/webhook`, signature checked on the raw body) — the only place a paid plan
 * starts or ends. An owner whose subscription is running cannot open a second Checkout.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['billing'];

  registerEndpoint(app, API.billingConfig, { schema: { tags } }, async () => ({
    success: true as const,
    checkout: isCheckoutConfigured(app.config),
  }));

  registerEndpoint(
    app,
    API.createCheckout,
    { preHandler: app.authenticate, schema: { tags, security: [{ bearer: [] }] } },
    async (request) => {
      if (!isCheckoutConfigured(app.config)) throw new AppError('BILLING_NOT_CONFIGURED');
      const user = await getUser(app.db, requireAuth(request).userId);
      // A second Checkout would start a second subscription, billed beside the first.
      if (user.stripeSubscriptionId) throw new AppError('BILLING_ALREADY_SUBSCRIBED');
      const url = await createCheckoutSession(app.config, {
        plan: request.body.plan,
        userId: user.id,
        email: user.email,
        customerId: user.stripeCustomerId,
        origin: app.config.APP_ORIGIN,
      }).catch((error: unknown) => {
        request.log.warn({ err: error }, 'stripe checkout failed');
        return null;
      });
      if (!url) throw new AppError('BILLING_UNAVAILABLE');
      return { success: true as const, url };
    },
  );

  // The webhook reads its body as text: Stripe signs the exact bytes it sent.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post(
      '/billing/webhook',
      { schema: { tags, response: { 200: z.object({ received: z.literal(true) }) } } },
      async (request) => {
        const secret = app.config.STRIPE_WEBHOOK_SECRET;
        const raw = typeof request.body === 'string' ? request.body : '';
        const signature = request.headers['stripe-signature'];
        if (
          !secret ||
          !verifyStripeSignature(raw, typeof signature === 'string' ? signature : undefined, secret)
        ) {
          throw new AppError('WEBHOOK_SIGNATURE_INVALID');
        }
        let event: unknown;
        try {
          event = JSON.parse(raw);
        } catch {
          throw new AppError('INVALID_JSON');
        }
        const outcome = await applyStripeEvent(app.db, app.config, event);
        request.log.info({ stripeEvent: describeEvent(event), outcome }, 'stripe webhook');
        return { received: true as const };
      },
    );
  });
};

/** An event's id and type for the log (never its body, which holds the customer's details). */
function describeEvent(event: unknown) {
  if (typeof event !== 'object' || event === null) return null;
  const { id, type } = event as { id?: unknown; type?: unknown };
  return { id: typeof id === 'string' ? id : null, type: typeof type === 'string' ? type : null };
}
