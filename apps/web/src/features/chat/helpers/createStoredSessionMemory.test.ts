import { describe, expect, it } from 'vitest';
import {
  CHAT_SESSION_TTL_MS,
  createStoredSessionMemory,
  getChatSessionKey,
} from './createStoredSessionMemory';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (index: number) => [...data.keys()][index] ?? null,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const SESSION = '7b1f1c9e-0c3a-4c1e-9d55-3f0e6f7a8b9c';
const REMEMBERED = { sessionId: SESSION, visitorToken: 'tok-1' };

describe('createStoredSessionMemory', () => {
  it('remembers the session with the visitor’s credential per bot, with the time it was saved', () => {
    const storage = memoryStorage();
    const nova = createStoredSessionMemory('nova', { getStorage: () => storage, now: () => 5_000 });
    const orion = createStoredSessionMemory('orion', { getStorage: () => storage, now: () => 5_000 });
    expect(nova.read()).toBeNull();
    nova.save(REMEMBERED);
    expect(nova.read()).toEqual(REMEMBERED);
    expect(orion.read()).toBeNull();
    expect(JSON.parse(storage.getItem('plubot-chat-session-nova') ?? '')).toEqual({
      sessionId: SESSION,
      savedAt: 5_000,
      visitorToken: 'tok-1',
    });
    expect(getChatSessionKey('nova')).toBe('plubot-chat-session-nova');
    nova.forget();
    expect(nova.read()).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('forgets a session saved before credentials existed: it can no longer be carried on', () => {
    const storage = memoryStorage();
    const memory = createStoredSessionMemory('nova', { getStorage: () => storage, now: () => 5_000 });
    for (const stored of [
      { sessionId: SESSION, savedAt: 4_000 },
      { sessionId: SESSION, savedAt: 4_000, visitorToken: '' },
      { sessionId: SESSION, savedAt: 4_000, visitorToken: null },
    ]) {
      storage.setItem(getChatSessionKey('nova'), JSON.stringify(stored));
      expect(memory.read()).toBeNull();
      expect(storage.getItem(getChatSessionKey('nova'))).toBeNull();
    }
    // Another bot's remembered conversation stays.
    storage.setItem(getChatSessionKey('orion'), JSON.stringify({ ...REMEMBERED, savedAt: 4_000 }));
    storage.setItem(getChatSessionKey('nova'), JSON.stringify({ sessionId: SESSION, savedAt: 4_000 }));
    expect(memory.read()).toBeNull();
    expect(
      createStoredSessionMemory('orion', { getStorage: () => storage, now: () => 5_000 }).read(),
    ).toEqual(REMEMBERED);
  });

  it('forgets the session 24 hours after it was last saved', () => {
    const storage = memoryStorage();
    let now = 0;
    const memory = createStoredSessionMemory('nova', { getStorage: () => storage, now: () => now });
    memory.save(REMEMBERED);
    now = CHAT_SESSION_TTL_MS - 1;
    expect(memory.read()).toEqual(REMEMBERED);
    memory.save(REMEMBERED);
    now += CHAT_SESSION_TTL_MS - 1;
    expect(memory.read()).toEqual(REMEMBERED);
    now += 1;
    expect(memory.read()).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('drops what it cannot read: garbage, another shape, a time in the future', () => {
    const storage = memoryStorage();
    const memory = createStoredSessionMemory('nova', { getStorage: () => storage, now: () => 1_000 });
    for (const stored of [
      '{oops',
      '"7b1f"',
      JSON.stringify({ sessionId: SESSION, visitorToken: 'tok-1' }),
      '{"sessionId":"a","savedAt":9999,"visitorToken":"t"}',
    ]) {
      storage.setItem(getChatSessionKey('nova'), stored);
      expect(memory.read()).toBeNull();
      expect(storage.length).toBe(0);
    }
  });

  it('works without storage where the browser blocks it, remembering nothing', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const memory = createStoredSessionMemory('nova', { getStorage: blocked });
    expect(() => memory.save(REMEMBERED)).not.toThrow();
    expect(memory.read()).toBeNull();
    expect(() => memory.forget()).not.toThrow();
  });

  it('carries on when every call of the storage throws (full, or private mode)', () => {
    const failing: Storage = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const memory = createStoredSessionMemory('nova', { getStorage: () => failing });
    expect(() => memory.save(REMEMBERED)).not.toThrow();
    expect(memory.read()).toBeNull();
    expect(() => memory.forget()).not.toThrow();
  });
});
