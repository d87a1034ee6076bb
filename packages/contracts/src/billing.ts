import { PAID_PLANS } from '@plubot/flow';
import { z } from 'zod';

/** `GET /api/billing/config`: whether this server takes payments online (Stripe is configured). */
export const billingConfigResponseSchema = z.object({ success: z.literal(true), checkout: z.boolean() });

/** `POST /api/billing/checkout`: the paid plan to buy. */
export const checkoutBodySchema = z.object({
  plan: z.enum(PAID_PLANS, { message: 'billing.planRequired' }),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** Where the browser goes to pay: Stripe Checkout's page. */
export const checkoutResponseSchema = z.object({ success: z.literal(true), url: z.url() });
