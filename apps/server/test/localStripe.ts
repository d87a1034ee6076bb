import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STRIPE_WEBHOOK_SECRET = 'whsec_prueba';

/**
 * A local stand-in for Stripe's Checkout API: it records every session asked for and answers with
 * a Checkout page. `env` configures the app to use it; `close()` stops it.
 */
export async function startLocalStripe() {
  const sessions: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (
        request.url !== '/v1/checkout/sessions' ||
        request.headers.authorization !== 'Bearer sk_test_prueba'
      ) {
        response.statusCode = 401;
        response.end('{}');
        return;
      }
      sessions.push(new URLSearchParams(body));
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ id: 'cs_1', url: 'https://checkout.stripe.test/c/cs_1' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    sessions,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_prueba',
      STRIPE_WEBHOOK_SECRET,
      STRIPE_PRICE_STARTER: 'price_starter',
      STRIPE_PRICE_MASTER: 'price_master',
      STRIPE_PRICE_LEGEND: 'price_legend',
      STRIPE_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Stripe webhook body and its `Stripe-Signature` header, signed the way Stripe signs them. */
export function signedStripeEvent(
  event: object,
  secret = STRIPE_WEBHOOK_SECRET,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const payload = JSON.stringify(event);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return {
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': `t=${timestamp},v1=${signature}` },
  };
}
