import { describe, expect, it } from 'vitest';
import {
  buildChatFragment,
  readSessionMessage,
  readStoredSession,
  SESSION_TTL_MS,
  type SessionStorage,
  sessionKey,
  storeSession,
} from './session';

const SESSION = '7b1f1c9e-0c3a-4c1e-9d55-3f0e6f7a8b9c';
const TOKEN = 'Zk3_q-9xYv2';
const CHAT = 'https://plubot.example';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('the remembered session in the site’s storage', () => {
  it('is kept per bot as the chat page keeps it, and forgotten on request', () => {
    const storage = memoryStorage();
    storeSession(storage, 'nova', { sessionId: SESSION, visitorToken: TOKEN }, 1_000);
    expect(storage.data.get('plubot-chat-session-nova')).toBe(
      JSON.stringify({ sessionId: SESSION, visitorToken: TOKEN, savedAt: 1_000 }),
    );
    expect(sessionKey('nova')).toBe('plubot-chat-session-nova');
    expect(readStoredSession(storage, 'nova', 2_000)).toEqual({ sessionId: SESSION, visitorToken: TOKEN });
    expect(readStoredSession(storage, 'orion', 2_000)).toBeNull();
    storeSession(storage, 'nova', null, 3_000);
    expect(readStoredSession(storage, 'nova', 3_000)).toBeNull();
  });

  it('expires 24 hours after it was last saved, and drops what is not a session', () => {
    const storage = memoryStorage();
    storeSession(storage, 'nova', { sessionId: SESSION }, 0);
    expect(readStoredSession(storage, 'nova', SESSION_TTL_MS - 1)).toEqual({ sessionId: SESSION });
    expect(readStoredSession(storage, 'nova', SESSION_TTL_MS)).toBeNull();
    expect(storage.data.size).toBe(0);
    for (const raw of [
      '{oops',
      'null',
      JSON.stringify({ sessionId: '../x', savedAt: 0 }),
      JSON.stringify({ sessionId: SESSION }),
    ]) {
      storage.data.set(sessionKey('nova'), raw);
      expect(readStoredSession(storage, 'nova', 1)).toBeNull();
    }
  });

  it('never throws where the site’s storage is missing or refuses', () => {
    const refusing: SessionStorage = {
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
    for (const storage of [null, refusing]) {
      expect(() => storeSession(storage, 'nova', { sessionId: SESSION }, 0)).not.toThrow();
      expect(readStoredSession(storage, 'nova', 0)).toBeNull();
    }
  });
});

describe('buildChatFragment', () => {
  it('hands the chat page the site’s origin and the remembered session', () => {
    expect(buildChatFragment('https://shop.example', { sessionId: SESSION })).toBe(
      `#host=https%3A%2F%2Fshop.example&session=${SESSION}`,
    );
    expect(buildChatFragment('https://shop.example', { sessionId: SESSION, visitorToken: 'a+b/c=' })).toBe(
      `#host=https%3A%2F%2Fshop.example&session=${SESSION}&token=a%2Bb%2Fc%3D`,
    );
    expect(buildChatFragment('https://shop.example', null)).toBe('#host=https%3A%2F%2Fshop.example');
  });
});

describe('readSessionMessage', () => {
  const frame = { name: 'the chat iframe' };
  const message = (data: unknown, origin = CHAT, source: unknown = frame) => ({ origin, source, data });

  it('takes a new session, or the order to forget, from the chat iframe', () => {
    expect(
      readSessionMessage(
        message({ type: 'plubot:session', publicId: 'nova', sessionId: SESSION }),
        CHAT,
        frame,
        'nova',
      ),
    ).toEqual({ sessionId: SESSION });
    expect(
      readSessionMessage(
        message({ type: 'plubot:session', publicId: 'nova', sessionId: SESSION, visitorToken: TOKEN }),
        CHAT,
        frame,
        'nova',
      ),
    ).toEqual({ sessionId: SESSION, visitorToken: TOKEN });
    // A credential that is not one is left out; the session still counts.
    expect(
      readSessionMessage(
        message({ type: 'plubot:session', publicId: 'nova', sessionId: SESSION, visitorToken: '<b>' }),
        CHAT,
        frame,
        'nova',
      ),
    ).toEqual({ sessionId: SESSION });
    expect(
      readSessionMessage(
        message({ type: 'plubot:session', publicId: 'nova', sessionId: null }),
        CHAT,
        frame,
        'nova',
      ),
    ).toBeNull();
  });

  it('ignores another origin, another window, another bot and anything malformed', () => {
    const valid = { type: 'plubot:session', publicId: 'nova', sessionId: SESSION };
    const ignored = [
      message(valid, 'https://evil.example'),
      message(valid, CHAT, { name: 'another frame' }),
      message(valid, CHAT, null),
      message({ ...valid, publicId: 'orion' }),
      message({ ...valid, type: 'plubot:close' }),
      message({ ...valid, sessionId: 'javascript:alert(1)' }),
      message({ ...valid, sessionId: 42 }),
      message({ type: 'plubot:session', publicId: 'nova' }),
      message('plubot:session'),
      message(null),
    ];
    for (const event of ignored) expect(readSessionMessage(event, CHAT, frame, 'nova')).toBeUndefined();
    // Before the iframe exists there is no window to trust.
    expect(readSessionMessage(message(valid, CHAT, undefined), CHAT, null, 'nova')).toBeUndefined();
  });
});
