import { createHmac } from 'node:crypto';

/**
 * The key one visitor's conversations are counted under: an HMAC of where they write from
 * (`ip:203.0.113.7`, `whatsapp:34600111222`), so the limits of one visitor hold on every server copy
 * (they share the secret) while the database never stores an address in clear.
 */
export function getVisitorKey(secret: string, source: string): string {
  return createHmac('sha256', secret).update(source).digest('base64url').slice(0, 22);
}
