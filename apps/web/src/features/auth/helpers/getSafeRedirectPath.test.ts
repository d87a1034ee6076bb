import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN_PATH, getAfterLoginPath, getSafeRedirectPath } from './getSafeRedirectPath';

describe('getSafeRedirectPath', () => {
  it('keeps paths of this app with their query and hash', () => {
    expect(getSafeRedirectPath('/tower?tab=logros#top')).toBe('/tower?tab=logros#top');
    expect(getSafeRedirectPath('/plubot/edit/flow/42')).toBe('/plubot/edit/flow/42');
  });

  it.each([
    '//evil.com',
    '/\\evil.com',
    'https://evil.com/pluniverse',
    'javascript:alert(1)',
    'pluniverse',
    '',
    '/\u0000x',
    null,
    42,
  ])('refuses %j', (value) => {
    expect(getSafeRedirectPath(value)).toBeNull();
  });

  it('refuses the sign-in screens themselves, which would loop', () => {
    expect(getSafeRedirectPath('/login?redirect=/login')).toBeNull();
    expect(getSafeRedirectPath('/logout')).toBeNull();
    expect(getSafeRedirectPath('/auth/google/callback?code=x')).toBeNull();
    expect(getSafeRedirectPath('/reset-password/abc')).toBeNull();
    expect(getSafeRedirectPath('/change-password')).toBe('/change-password');
    expect(getSafeRedirectPath('/loginx')).toBe('/loginx');
  });
});

describe('getAfterLoginPath', () => {
  it('prefers the router state the guard left', () => {
    const from = { pathname: '/academy', search: '?x=1', hash: '' };
    expect(getAfterLoginPath('/tower', from)).toBe('/academy?x=1');
  });

  it('falls back to ?redirect= and then to the Pluniverse', () => {
    expect(getAfterLoginPath('/tower', undefined)).toBe('/tower');
    expect(getAfterLoginPath('//evil.com', { pathname: '//evil.com' })).toBe(DEFAULT_AFTER_LOGIN_PATH);
    expect(getAfterLoginPath(null, null)).toBe('/pluniverse');
  });
});
