import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret token (256 bits by default). */
export function createRandomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 of a token; only this hash is ever stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
