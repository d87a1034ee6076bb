import { describe, expect, it } from 'vitest';
import {
  clearGoogleSignInCookie,
  GOOGLE_SIGN_IN_COOKIE,
  isSameBrowserState,
  readGoogleSignInCookie,
  serializeGoogleSignInCookie,
} from './googleSignInCookie';

describe('the Google sign-in cookie', () => {
  it('is httpOnly, SameSite=Lax, scoped to the Google routes, and Secure only on https', () => {
    expect(serializeGoogleSignInCookie('abc-123', { secure: false, maxAgeSeconds: 600 })).toBe(
      `${GOOGLE_SIGN_IN_COOKIE}=abc-123; Path=/api/auth/google; Max-Age=600; HttpOnly; SameSite=Lax`,
    );
    expect(serializeGoogleSignInCookie('abc', { secure: true, maxAgeSeconds: 600 })).toMatch(/; Secure$/);
    expect(clearGoogleSignInCookie({ secure: false })).toContain(`${GOOGLE_SIGN_IN_COOKIE}=; `);
    expect(clearGoogleSignInCookie({ secure: false })).toContain('Max-Age=0');
  });

  it('reads its own value among other cookies and nothing else', () => {
    expect(readGoogleSignInCookie(`a=1; ${GOOGLE_SIGN_IN_COOKIE}=st%2Fate ; b=2`)).toBe('st/ate');
    expect(readGoogleSignInCookie(`x${GOOGLE_SIGN_IN_COOKIE}=other`)).toBeUndefined();
    expect(readGoogleSignInCookie(`${GOOGLE_SIGN_IN_COOKIE}=`)).toBeUndefined();
    expect(readGoogleSignInCookie(`${GOOGLE_SIGN_IN_COOKIE}=%E0%A4%A`)).toBeUndefined();
    expect(readGoogleSignInCookie(undefined)).toBeUndefined();
  });

  it('matches the state only when the browser holds exactly it', () => {
    expect(isSameBrowserState('state-1', 'state-1')).toBe(true);
    expect(isSameBrowserState('state-2', 'state-1')).toBe(false);
    expect(isSameBrowserState('state-1x', 'state-1')).toBe(false);
    expect(isSameBrowserState(undefined, 'state-1')).toBe(false);
  });
});
