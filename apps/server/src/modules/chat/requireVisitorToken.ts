import type { IncomingHttpHeaders } from 'node:http';
import { VISITOR_TOKEN_HEADER } from '@plubot/contracts';
import { notFound } from '../../lib/AppError';
import { isVisitorToken } from './visitorToken';

/**
 * Lets a visitor act on conversation `sessionId` (a reply, its transcript) only with its own
 * credential in the `x-visitor-token` header, the one its start answered (issue #29). Missing,
 * malformed or another conversation's: the same 404 `CHAT_SESSION_NOT_FOUND` as an unknown
 * session, thrown before the session is read, so nothing tells whether it exists. The token is
 * compared in constant time (`isVisitorToken`).
 * @example requireVisitorToken(app.config.JWT_SECRET, request.params.sessionId, request.headers);
 */
export function requireVisitorToken(secret: string, sessionId: string, headers: IncomingHttpHeaders): void {
  const given = headers[VISITOR_TOKEN_HEADER];
  const token = typeof given === 'string' ? given : '';
  if (token === '' || !isVisitorToken(secret, sessionId, token)) throw notFound('CHAT_SESSION_NOT_FOUND');
}
