import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/AppError';
import { requireVisitorToken } from './requireVisitorToken';
import { createVisitorToken } from './visitorToken';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const SESSION = '6f1c3a52-1b0e-4f4e-9a57-0e4d3c2b1a09';
const OTHER = '6f1c3a52-1b0e-4f4e-9a57-0e4d3c2b1a10';

/** The error `requireVisitorToken` threw, or null when it let the request through. */
function refusal(headers: Record<string, string | string[] | undefined>, sessionId = SESSION) {
  try {
    requireVisitorToken(SECRET, sessionId, headers);
    return null;
  } catch (error) {
    return error;
  }
}

describe('requireVisitorToken', () => {
  it('lets the conversation’s own credential through, in the x-visitor-token header', () => {
    expect(refusal({ 'x-visitor-token': createVisitorToken(SECRET, SESSION) })).toBeNull();
  });

  it('refuses none, another conversation’s or another secret’s with the 404 of an unknown session', () => {
    for (const headers of [
      {},
      { 'x-visitor-token': '' },
      { 'x-visitor-token': createVisitorToken(SECRET, OTHER) },
      { 'x-visitor-token': createVisitorToken(`${SECRET}x`, SESSION) },
      // The credential elsewhere than its header does not count.
      { authorization: `Bearer ${createVisitorToken(SECRET, SESSION)}` },
      { 'x-visitor-token': [createVisitorToken(SECRET, SESSION)] },
    ]) {
      const error = refusal(headers);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'CHAT_SESSION_NOT_FOUND', statusCode: 404 });
    }
  });

  it('refuses every other value, whatever its length', () => {
    const right = createVisitorToken(SECRET, SESSION);
    fc.assert(
      fc.property(
        fc.string({ maxLength: 100 }).filter((token) => token !== right),
        (token) =>
          (refusal({ 'x-visitor-token': token }) as AppError | null)?.code === 'CHAT_SESSION_NOT_FOUND',
      ),
    );
  });
});
