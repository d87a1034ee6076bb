import { describe, expect, it } from 'vitest';
import { createVisitorToken, isVisitorToken } from './visitorToken';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const SESSION = '6f1c3a52-1b0e-4f4e-9a57-0e4d3c2b1a09';

describe('visitor token', () => {
  it('is accepted for its own conversation only', () => {
    const token = createVisitorToken(SECRET, SESSION);
    expect(isVisitorToken(SECRET, SESSION, token)).toBe(true);
    expect(isVisitorToken(SECRET, '6f1c3a52-1b0e-4f4e-9a57-0e4d3c2b1a10', token)).toBe(false);
  });

  it('depends on the server secret and is not the session id', () => {
    const token = createVisitorToken(SECRET, SESSION);
    expect(token).not.toContain(SESSION);
    expect(isVisitorToken(`${SECRET}x`, SESSION, token)).toBe(false);
  });

  it('refuses anything else, whatever its length', () => {
    for (const given of ['', 'x', SESSION, `${createVisitorToken(SECRET, SESSION)}=`]) {
      expect(isVisitorToken(SECRET, SESSION, given)).toBe(false);
    }
  });
});
