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

describe('createStoredSessionMemory', () => {
  it('remembers the session per bot, with the time it was saved', () => {
    const storage = memoryStorage();
    const nova = createStoredSessionMemory('nova', { getStorage: () => storage, now: () => 5_000 });
    const orion = createStoredSessionMemory('orion', { getStorage: () => storage, now: () => 5_000 });
    expect(nova.read()).toBeNull();
    nova.save(SESSION);
    expect(nova.read()).toBe(SESSION);
    expect(orion.read()).toBeNull();
    expect(JSON.parse(storage.getItem('plubot-chat-session-nova') ?? '')).toEqual({
      sessionId: SESSION,
      savedAt: 5_000,
    });
    expect(getChatSessionKey('nova')).toBe('plubot-chat-session-nova');
    nova.forget();
    expect(nova.read()).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('remembers the visitor’s credential with the session, and none for a session saved before it', () => {
    const storage = memoryStorage();
    const memory = createStoredSessionMemory('nova', { getStorage: () => storage, now: () => 5_000 });
    memory.save(SESSION, 'tok-1');
    expect(memory.read()).toBe(SESSION);
    expect(memory.readToken()).toBe('tok-1');
    expect(JSON.parse(storage.getItem('plubot-chat-session-nova') ?? '')).toEqual({
      sessionId: SESSION,
      savedAt: 5_000,
      visitorToken: 'tok-1',
    });
    storage.setItem(getChatSessionKey('nova'), JSON.stringify({ sessionId: SESSION, savedAt: 4_000 }));
    expect(memory.read()).toBe(SESSION);
    expect(memory.readToken()).toBeNull();
    memory.forget();
    expect(memory.readToken()).toBeNull();
  });

  it('forgets the session 24 hours after it was last saved', () => {
    const storage = memoryStorage();
    let now = 0;
    const memory = createStoredSessionMemory('nova', { getStorage: () => storage, now: () => now });
    memory.save(SESSION);
    now = CHAT_SESSION_TTL_MS - 1;
    expect(memory.read()).toBe(SESSION);
    memory.save(SESSION);
    now += CHAT_SESSION_TTL_MS - 1;
    expect(memory.read()).toBe(SESSION);
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
      JSON.stringify({ sessionId: SESSION }),
      '{"sessionId":"a","savedAt":9999}',
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
    expect(() => memory.save(SESSION, 'tok-1')).not.toThrow();
    expect(memory.read()).toBeNull();
    expect(memory.readToken()).toBeNull();
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
    expect(() => memory.save(SESSION)).not.toThrow();
    expect(memory.read()).toBeNull();
    expect(() => memory.forget()).not.toThrow();
  });
});
