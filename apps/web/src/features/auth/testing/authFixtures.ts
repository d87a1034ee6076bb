import type { AuthUser } from '../types';

/** A localStorage stand-in for the node test environment. */
export function createMemoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

/** An unsigned JWT-shaped token with the given claims (the client never verifies them). */
export function createTestJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => {
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    return btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export const ANA: AuthUser = {
  id: 'user-ana',
  name: 'Ana',
  email: 'ana@plubot.com',
  profile_picture: null,
  plan: 'free',
  xp: 120,
  preferences: { language: 'es' },
};
