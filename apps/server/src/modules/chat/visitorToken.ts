import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The visitor's credential for one conversation (issue #29): a keyed hash of its id, answered only
 * by the start of the conversation, so knowing a session id (an owner, a log line) is not enough to
 * follow its live stream. Stateless: every server copy with the same secret checks it alike.
 */
export function createVisitorToken(secret: string, sessionId: string): string {
  return createHmac('sha256', secret).update(`chat-session:${sessionId}`).digest('base64url');
}

/** Whether `token` is the visitor's credential for `sessionId` (compared in constant time). */
export function isVisitorToken(secret: string, sessionId: string, token: string): boolean {
  const expected = Buffer.from(createVisitorToken(secret, sessionId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
