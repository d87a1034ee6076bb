import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANA, createMemoryStorage, createTestJwt } from '../testing/authFixtures';
import {
  clearCachedProfile,
  getTokenSubject,
  PROFILE_CACHE_KEY,
  PROFILE_CACHE_MAX_AGE_MS,
  readCachedProfile,
  saveCachedProfile,
} from './profileCache';

const NOW = Date.UTC(2026, 10, 1);
const anaToken = createTestJwt({ sub: ANA.id, typ: 'access' });

describe('the cached profile', () => {
  it('gives back the saved profile to a token of the same account', () => {
    const storage = createMemoryStorage();
    saveCachedProfile(ANA, storage, NOW);
    expect(readCachedProfile(anaToken, storage, NOW + 60_000)).toEqual(ANA);
  });

  it('is keyed plubot-… and holds the profile as the server sent it, with the account it belongs to', () => {
    const storage = createMemoryStorage();
    saveCachedProfile(ANA, storage, NOW);
    expect([...storage.data.keys()]).toEqual([PROFILE_CACHE_KEY]);
    expect(PROFILE_CACHE_KEY.startsWith('plubot-')).toBe(true);
    expect(JSON.parse(storage.data.get(PROFILE_CACHE_KEY) ?? '')).toEqual({
      userId: ANA.id,
      email: ANA.email,
      savedAt: NOW,
      user: ANA,
    });
  });

  it('is not given to another account, a token that is not a JWT, or no token', () => {
    const storage = createMemoryStorage();
    saveCachedProfile(ANA, storage, NOW);
    expect(readCachedProfile(createTestJwt({ sub: 'user-bea' }), storage, NOW)).toBeNull();
    expect(readCachedProfile(createTestJwt({ typ: 'access' }), storage, NOW)).toBeNull();
    expect(readCachedProfile('opaque-token', storage, NOW)).toBeNull();
    expect(readCachedProfile(null, storage, NOW)).toBeNull();
  });

  it('expires with the longest a session can live, and ignores a time from the future', () => {
    const storage = createMemoryStorage();
    saveCachedProfile(ANA, storage, NOW);
    expect(readCachedProfile(anaToken, storage, NOW + PROFILE_CACHE_MAX_AGE_MS)).toEqual(ANA);
    expect(readCachedProfile(anaToken, storage, NOW + PROFILE_CACHE_MAX_AGE_MS + 1)).toBeNull();
    expect(readCachedProfile(anaToken, storage, NOW - 1)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['not an entry', '"text"'],
    ['no user', JSON.stringify({ userId: ANA.id, email: ANA.email, savedAt: NOW })],
    [
      'a user of another id',
      JSON.stringify({ userId: ANA.id, email: ANA.email, savedAt: NOW, user: { ...ANA, id: 'x' } }),
    ],
    [
      'a user without a name',
      JSON.stringify({
        userId: ANA.id,
        email: ANA.email,
        savedAt: NOW,
        user: { id: ANA.id, email: ANA.email },
      }),
    ],
  ])('ignores an entry that is %s', (_, text) => {
    const storage = createMemoryStorage();
    storage.setItem(PROFILE_CACHE_KEY, text);
    expect(readCachedProfile(anaToken, storage, NOW)).toBeNull();
  });

  it('is forgotten by clearCachedProfile, leaving other keys alone', () => {
    const storage = createMemoryStorage();
    storage.setItem('plubot-flow-1', '{}');
    saveCachedProfile(ANA, storage, NOW);
    clearCachedProfile(storage);
    expect(readCachedProfile(anaToken, storage, NOW)).toBeNull();
    expect([...storage.data.keys()]).toEqual(['plubot-flow-1']);
  });

  it('never throws when storage is full or blocked', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => saveCachedProfile(ANA, broken, NOW)).not.toThrow();
    expect(readCachedProfile(anaToken, broken, NOW)).toBeNull();
    expect(() => clearCachedProfile(broken)).not.toThrow();
  });
});

describe('getTokenSubject', () => {
  it('reads the sub of any JWT, whatever characters its base64url uses', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, unit: 'grapheme' }),
        fc.dictionary(fc.string(), fc.integer()),
        (sub, extra) => {
          expect(getTokenSubject(createTestJwt({ ...extra, sub }))).toBe(sub);
        },
      ),
    );
  });

  it.each([
    '',
    'abc',
    'a.b.c',
    'a..c',
    `x.${btoa('[1]')}.y`,
    createTestJwt({ sub: 42 }),
    createTestJwt({ sub: '' }),
  ])('gives null for %j', (token) => {
    expect(getTokenSubject(token)).toBeNull();
  });
});
