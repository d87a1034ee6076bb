import { describe, expect, it } from 'vitest';
import { buildLoginPath } from './buildLoginPath';

describe('buildLoginPath', () => {
  it('carries the whole original location in ?redirect=', () => {
    const path = buildLoginPath({ pathname: '/tower', search: '?tab=logros', hash: '#top' });
    expect(new URL(path, 'http://x').pathname).toBe('/login');
    expect(new URL(path, 'http://x').searchParams.get('redirect')).toBe('/tower?tab=logros#top');
    expect(new URL(path, 'http://x').searchParams.has('session_expired')).toBe(false);
  });

  it('marks an ended session so the login screen can say so', () => {
    const url = new URL(
      buildLoginPath({ pathname: '/profile', search: '', hash: '' }, { sessionExpired: true }),
      'http://x',
    );
    expect(url.searchParams.get('session_expired')).toBe('true');
    expect(url.searchParams.get('redirect')).toBe('/profile');
  });
});
