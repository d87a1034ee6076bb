import { z } from 'zod';

/**
 * The payment accounts an owner connects for 'Cobrar' (issue #32): their OWN Stripe, Mercado Pago
 * or PayPal account — the money goes to them, never through the operator's billing keys. Each
 * schema is what the owner pastes; the `…Stored…` ones add what the server registered with the
 * service when connecting (a webhook's id and signing secret), which the owner never sends.
 */

/** A printable text without spaces, as every service's ids, keys and secrets are. */
const PRINTABLE = /^[\x21-\x7e]+$/;

/** A required, trimmed text whose first failing check names its own i18n key. */
const requiredText = (requiredKey: string) => z.string({ message: requiredKey }).trim().min(1, requiredKey);

/**
 * A Stripe account: its secret key (`sk_live_…`, `sk_test_…`) or a restricted key (`rk_…`) with
 * write access to Checkout Sessions and Webhook Endpoints. A publishable key (`pk_…`) cannot charge.
 */
export const stripeCredentialsSchema = z.object({
  secretKey: requiredText('connections.stripe.keyRequired')
    .max(300, 'connections.stripe.keyTooLong')
    .refine((key) => !key.startsWith('pk_'), 'connections.stripe.keyPublishable')
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{10,}$/, 'connections.stripe.keyFormat'),
});

/** A Stripe connection as stored: the key, and the webhook endpoint made for it with its `whsec_` secret. */
export const stripeStoredCredentialsSchema = stripeCredentialsSchema.extend({
  webhookEndpointId: z.string().min(1).max(200).optional(),
  webhookSecret: z.string().min(1).max(300).optional(),
});

/**
 * A Mercado Pago account: the access token of one of its applications (Tus integraciones → the
 * application → Credenciales: `APP_USR-…` for real payments, `TEST-…` for tests) and the secret
 * signature Mercado Pago made for that application's webhooks (Tus integraciones → the application →
 * Webhooks), which signs every notification. No API creates it: the owner copies it.
 */
export const mercadoPagoCredentialsSchema = z.object({
  accessToken: requiredText('connections.mercadopago.tokenRequired')
    .max(300, 'connections.mercadopago.tokenTooLong')
    .regex(/^(APP_USR|TEST)-[A-Za-z0-9-]{20,}$/, 'connections.mercadopago.tokenFormat'),
  webhookSecret: requiredText('connections.mercadopago.webhookSecretRequired')
    .min(16, 'connections.mercadopago.webhookSecretTooShort')
    .max(200, 'connections.mercadopago.webhookSecretTooLong')
    .regex(PRINTABLE, 'connections.mercadopago.webhookSecretInvalidCharacters'),
});

/** Where a PayPal app lives: real payments, or PayPal's sandbox for tests (each has its own app and keys). */
export const PAYPAL_ENVIRONMENTS = ['live', 'sandbox'] as const;
export type PaypalEnvironment = (typeof PAYPAL_ENVIRONMENTS)[number];

/**
 * A PayPal business account: a REST app's client id and secret (developer.paypal.com → Apps &
 * Credentials), of its Live or its Sandbox side.
 */
export const paypalCredentialsSchema = z.object({
  clientId: requiredText('connections.paypal.clientIdRequired')
    .max(200, 'connections.paypal.clientIdFormat')
    .regex(/^[A-Za-z0-9_-]{20,}$/, 'connections.paypal.clientIdFormat'),
  clientSecret: requiredText('connections.paypal.secretRequired')
    .min(20, 'connections.paypal.secretTooShort')
    .max(200, 'connections.paypal.secretTooLong')
    .regex(PRINTABLE, 'connections.paypal.secretInvalidCharacters'),
  environment: z
    .enum(PAYPAL_ENVIRONMENTS, { message: 'connections.paypal.environmentInvalid' })
    .default('live'),
});

/** A PayPal connection as stored: the app's keys and the id of the webhook registered for it. */
export const paypalStoredCredentialsSchema = paypalCredentialsSchema.extend({
  webhookId: z.string().min(1).max(200).optional(),
});

/** Every validation message of these schemas (i18n keys the web and the server both translate). */
export const PAYMENT_CREDENTIAL_MESSAGES = [
  'connections.stripe.keyRequired',
  'connections.stripe.keyTooLong',
  'connections.stripe.keyPublishable',
  'connections.stripe.keyFormat',
  'connections.mercadopago.tokenRequired',
  'connections.mercadopago.tokenTooLong',
  'connections.mercadopago.tokenFormat',
  'connections.mercadopago.webhookSecretRequired',
  'connections.mercadopago.webhookSecretTooShort',
  'connections.mercadopago.webhookSecretTooLong',
  'connections.mercadopago.webhookSecretInvalidCharacters',
  'connections.paypal.clientIdRequired',
  'connections.paypal.clientIdFormat',
  'connections.paypal.secretRequired',
  'connections.paypal.secretTooShort',
  'connections.paypal.secretTooLong',
  'connections.paypal.secretInvalidCharacters',
  'connections.paypal.environmentInvalid',
] as const;
