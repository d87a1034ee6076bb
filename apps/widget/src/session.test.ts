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
    storeSession(storage, 'nova', { sessionId: SESSION, visitorToken: TOKEN }, 0);
    expect(readStoredSession(storage, 'nova', SESSION_TTL_MS - 1)).toEqual({
      sessionId: SESSION,
      visitorToken: TOKEN,
    });
    expect(readStoredSession(storage, 'nova', SESSION_TTL_MS)).toBeNull();
    expect(storage.data.size).toBe(0);
    for (const raw of [
      '{oops',
      'null',
      JSON.stringify({ sessionId: '../x', visitorToken: TOKEN, savedAt: 0 }),
      JSON.stringify({ sessionId: SESSION, visitorToken: TOKEN }),
    ]) {
      storage.data.set(sessionKey('nova'), raw);
      expect(readStoredSession(storage, 'nova', 1)).toBeNull();
    }
  });

  it('forgets a session stored before credentials existed, or with one that is not the server’s', () => {
    const storage = memoryStorage();
    for (const stored of [
      { sessionId: SESSION, savedAt: 0 },
      { sessionId: SESSION, visitorToken: '', savedAt: 0 },
      { sessionId: SESSION, visitorToken: '<b>', savedAt: 0 },
    ]) {
      storage.data.set(sessionKey('nova'), JSON.stringify(stored));
      expect(readStoredSession(storage, 'nova', 1)).toBeNull();
      expect(storage.data.size).toBe(0);
    }
    // So the chat page is handed no session: it starts a new conversation.
    expect(buildChatFragment('https://shop.example', readStoredSession(storage, 'nova', 1))).toBe(
      '#host=https%3A%2F%2Fshop.example',
    );
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
      expect(() =>
        storeSession(storage, 'nova', { sessionId: SESSION, visitorToken: TOKEN }, 0),
      ).not.toThrow();
      expect(readStoredSession(storage, 'nova', 0)).toBeNull();
    }
  });
});

describe('buildChatFragment', () => {
  it('hands the chat page the site’s origin and the remembered session with its credential', () => {
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
        message({ type: 'plubot:session', publicId: 'nova', sessionId: SESSION, visitorToken: TOKEN }),
        CHAT,
        frame,
        'nova',
      ),
    ).toEqual({ sessionId: SESSION, visitorToken: TOKEN });
    // A session without a credential (or with one that is not the server's) cannot be carried on: forgotten.
    for (const visitorToken of [undefined, '', '<b>', 42]) {
      expect(
        readSessionMessage(
          message({ type: 'plubot:session', publicId: 'nova', sessionId: SESSION, visitorToken }),
          CHAT,
          frame,
          'nova',
        ),
      ).toBeNull();
    }
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
    const valid = { type: 'plubot:session', publicId: 'nova', sessionId: SESSION, visitorToken: TOKEN };
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
