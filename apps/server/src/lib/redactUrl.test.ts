import { describe, expect, it } from 'vitest';
import { REDACTED, redactUrl } from './redactUrl';

describe('redactUrl', () => {
  it('hides the token of verification and reset links, on the API and on the web app', () => {
    expect(redactUrl('/api/auth/verify-email/s3cr3t-t0ken')).toBe(`/api/auth/verify-email/${REDACTED}`);
    expect(redactUrl('/auth/verify-email/s3cr3t?from=mail')).toBe(`/auth/verify-email/${REDACTED}?from=mail`);
    expect(redactUrl('/reset-password/abc.def')).toBe(`/reset-password/${REDACTED}`);
  });

  it('hides Google’s code and state and other secret parameters, whatever their case', () => {
    expect(
      redactUrl('/api/auth/google/callback?code=4%2F0Ab&state=xyz&iss=https%3A%2F%2Faccounts.google.com'),
    ).toBe(
      `/api/auth/google/callback?code=${REDACTED}&state=${REDACTED}&iss=https%3A%2F%2Faccounts.google.com`,
    );
    expect(redactUrl('/auth/google/callback?STATE=a&Code=b&%74oken=c')).toBe(
      `/auth/google/callback?STATE=${REDACTED}&Code=${REDACTED}&%74oken=${REDACTED}`,
    );
  });

  it('keeps every other URL as it was sent', () => {
    for (const url of ['/api/plubots/1/flow', '/api/health?verbose', '/chat/abc?x=1&y=%ZZ', '/', '/?']) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
