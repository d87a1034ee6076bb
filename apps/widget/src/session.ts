/**
 * The visitor's conversation, remembered by the widget in the site's own storage: the chat page in
 * the iframe is of another origin, and browsers may block its storage there (third-party), so the
 * site keeps the session id and hands it to the iframe. The protocol with the chat page
 * (apps/web features/chat `readWidgetHandoff`, `createWidgetSessionMemory`):
 * - to the iframe, in its URL fragment: `#host=<the site's origin>&session=<session id>&token=<credential>`;
 * - from the iframe, by `postMessage` to the site's origin: `{ type: 'plubot:session', publicId,
 *   sessionId, visitorToken }` when the conversation starts or moves on, with `sessionId: null`
 *   when it ends. The credential (issue #29) authorises the visitor's replies, the transcript and
 *   the live stream: a session without it cannot be carried on, and is forgotten.
 * The stored value is the chat page's own: `{ sessionId, visitorToken, savedAt }` under
 * `plubot-chat-session-<publicId>`, forgotten after 24 hours.
 */

export const SESSION_MESSAGE = 'plubot:session';
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A visitor's credential as the server issues it (printable, no spaces). */
const TOKEN = /^[\w.~+/=-]{1,500}$/;

/** A remembered conversation: its id and the visitor's credential. */
export interface StoredSession {
  sessionId: string;
  visitorToken: string;
}

/** The part of `localStorage` the widget uses; null where the page has none. */
export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;

export function sessionKey(publicId: string): string {
  return `plubot-chat-session-${publicId}`;
}

/** A session to keep: a session id and a credential that looks like the server's, else null. */
function readSession(sessionId: unknown, visitorToken: unknown): StoredSession | null {
  return typeof sessionId === 'string' &&
    UUID.test(sessionId) &&
    typeof visitorToken === 'string' &&
    TOKEN.test(visitorToken)
    ? { sessionId, visitorToken }
    : null;
}

/**
 * The remembered session of bot `publicId`, if it is one, with its credential, and younger than 24
 * hours; anything else (one stored before credentials existed, too old, not ours) is forgotten.
 */
export function readStoredSession(
  storage: SessionStorage,
  publicId: string,
  now: number,
): StoredSession | null {
  try {
    const raw = storage ? storage.getItem(sessionKey(publicId)) : null;
    if (raw === null) return null;
    const stored = JSON.parse(raw) as {
      sessionId?: unknown;
      visitorToken?: unknown;
      savedAt?: unknown;
    } | null;
    const session = stored ? readSession(stored.sessionId, stored.visitorToken) : null;
    const age = stored && typeof stored.savedAt === 'number' ? now - stored.savedAt : -1;
    if (session && age >= 0 && age < SESSION_TTL_MS) return session;
    storage?.removeItem(sessionKey(publicId));
  } catch {
    // Blocked storage or a value that is not ours: nothing to resume.
  }
  return null;
}

/** Remembers `session` (its 24 hours start now), or forgets with null. Never throws. */
export function storeSession(
  storage: SessionStorage,
  publicId: string,
  session: StoredSession | null,
  now: number,
): void {
  try {
    if (!storage) return;
    if (session === null) storage.removeItem(sessionKey(publicId));
    else storage.setItem(sessionKey(publicId), JSON.stringify({ ...session, savedAt: now }));
  } catch {
    // Blocked or full storage: the conversation is simply not resumed after a reload.
  }
}

/** The iframe URL's fragment: the site's origin (where the chat page answers), the session and its credential. */
export function buildChatFragment(hostOrigin: string, session: StoredSession | null): string {
  const held = session
    ? `&session=${session.sessionId}&token=${encodeURIComponent(session.visitorToken)}`
    : '';
  return `#host=${encodeURIComponent(hostOrigin)}${held}`;
}

/**
 * What a `message` event says about bot `publicId`'s session: a session and its credential to
 * remember, null to forget (also a session without a credential: it cannot be carried on), or
 * undefined when it is not that message from that iframe of the chat's origin (any other sender,
 * origin, bot or shape is ignored).
 */
export function readSessionMessage(
  event: { origin: string; source: unknown; data: unknown },
  chatOrigin: string,
  frameWindow: unknown,
  publicId: string,
): StoredSession | null | undefined {
  if (event.origin !== chatOrigin || !frameWindow || event.source !== frameWindow) return undefined;
  const data = event.data as {
    type?: unknown;
    publicId?: unknown;
    sessionId?: unknown;
    visitorToken?: unknown;
  } | null;
  if (!data || typeof data !== 'object' || data.type !== SESSION_MESSAGE || data.publicId !== publicId) {
    return undefined;
  }
  if (data.sessionId === null) return null;
  if (typeof data.sessionId !== 'string' || !UUID.test(data.sessionId)) return undefined;
  return readSession(data.sessionId, data.visitorToken);
}
