import { createHmac, timingSafeEqual } from 'node:crypto';

/** The headers a signed webhook post carries. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-plubot-signature';
export const WEBHOOK_TIMESTAMP_HEADER = 'x-plubot-timestamp';

/**
 * A bot's webhook signing secret, derived from the server's `ENCRYPTION_KEY` and the bot's id: the
 * same on every server copy and for the bot's whole life, never stored, shown only to its owner.
 */
export function getWebhookSecret(encryptionKeyHex: string, plubotId: string): string {
  return createHmac('sha256', Buffer.from(encryptionKeyHex, 'hex'))
    .update(`plubot-webhook:${plubotId}`)
    .digest('hex');
}

/**
 * The signature of a post: `sha256=` and the hex HMAC-SHA256, under the bot's secret, of
 * `{timestamp}.{body}` — the receiver recomputes it from the two headers and the raw body, and
 * refuses old timestamps to stop replays.
 * @example signWebhook('secreto', 1767225600, '{"variables":{}}') // 'sha256=…'
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Whether `signature` is the signature of `body` at `timestamp` (compared in constant time). */
export function verifyWebhook(secret: string, timestamp: number, body: string, signature: string): boolean {
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
