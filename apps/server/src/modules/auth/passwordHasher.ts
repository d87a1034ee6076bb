import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's recommended minimum).
/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Checks a password against an argon2 hash; a malformed hash counts as a mismatch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the same time as a real check when there is no user, so response timing does not tell
 * whether an e-mail is registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash('plubot-dummy-password-for-timing');
  await verify(await dummyHash, password).catch(() => false);
  return false;
}
