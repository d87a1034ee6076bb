import { describe, expect, it } from 'vitest';
import { getLoginNotice } from './getLoginNotice';

const notice = (query: string) => getLoginNotice(new URLSearchParams(query));

describe('getLoginNotice', () => {
  it.each([
    ['?message=verified', 'auth.login.verified'],
    ['?message=already_verified', 'auth.login.alreadyVerified'],
    ['?message=password_reset', 'auth.login.passwordReset'],
    ['?session_expired=true', 'auth.login.sessionExpired'],
    ['?session_expired', 'auth.login.sessionExpired'],
    ['?redirect=%2Ftower&session_expired=1', 'auth.login.sessionExpired'],
  ])('%s → %s', (query, key) => {
    expect(notice(query)?.key).toBe(key);
  });

  it('says nothing for other or missing values', () => {
    expect(notice('')).toBeNull();
    expect(notice('?message=toString')).toBeNull();
    expect(notice('?message=hola')).toBeNull();
    expect(notice('?session_expired=false')).toBeNull();
  });
});
