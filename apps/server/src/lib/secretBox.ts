import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** A box sealed without a context (server-held columns: WhatsApp credentials, Discord integrations). */
const UNBOUND_VERSION = 'v1';
/** A box bound to a context, given to AES-GCM as associated data. */
const BOUND_VERSION = 'v2';

/**
 * Encrypts secrets at rest with AES-256-GCM under `ENCRYPTION_KEY` (64 hex characters). The
 * output `version.iv.tag.ciphertext` (base64url parts) is authenticated: tampering fails to open.
 * With a `context` (who and where the secret belongs, e.g. an owner, bot, node and field) the box
 * is `v2` and bound to it as associated data: it opens only for the very same context, so a box
 * copied elsewhere stays shut. Without one it is `v1`.
 */
export function sealSecret(hexKey: string, plaintext: string, context?: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(hexKey, 'hex'), iv);
  if (context !== undefined) cipher.setAAD(Buffer.from(context, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [
    context === undefined ? UNBOUND_VERSION : BOUND_VERSION,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    data.toString('base64url'),
  ].join('.');
}

/**
 * Opens what {@link sealSecret} sealed with the same `context` (none for a `v1` box); `null` for a
 * wrong key, a tampered box, another context, or a box of the other version.
 */
export function openSecret(hexKey: string, sealed: string, context?: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  const expected = context === undefined ? UNBOUND_VERSION : BOUND_VERSION;
  if (version !== expected || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(hexKey, 'hex'),
      Buffer.from(iv, 'base64url'),
    );
    if (context !== undefined) decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/** Whether a box was sealed without a context (`v1`). */
export function isUnboundBox(sealed: string): boolean {
  return sealed.startsWith(`${UNBOUND_VERSION}.`);
}
