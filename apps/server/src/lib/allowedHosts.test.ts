import { describe, expect, it } from 'vitest';
import { envSchema } from '../config';
import { isAllowedHost, parseAllowedHost } from './allowedHosts';

describe('parseAllowedHost', () => {
  it.each([
    ['localhost', { host: 'localhost', port: null }],
    ['LocalHost:8080', { host: 'localhost', port: 8080 }],
    [' 127.0.0.1:5000 ', { host: '127.0.0.1', port: 5000 }],
    ['[::1]:8080', { host: '::1', port: 8080 }],
    ['::1', { host: '::1', port: null }],
    ['[::1]', { host: '::1', port: null }],
  ])('reads %s', (entry, expected) => expect(parseAllowedHost(entry)).toEqual(expected));

  it.each(['', ':80', 'host:0', 'host:70000', 'host:abc', 'host:', 'a b', 'user@host', 'host/path'])(
    'refuses %j',
    (entry) => expect(parseAllowedHost(entry)).toBeNull(),
  );
});

describe('isAllowedHost', () => {
  const allowed = ['localhost', '127.0.0.1:5000', '[::1]:8080'];
  it.each([
    ['http://localhost/', true],
    ['https://localhost/', true],
    ['http://localhost:443/', true],
    ['http://LOCALHOST:80/x', true],
    ['http://localhost:8080/', false],
    ['http://127.0.0.1:5000/', true],
    ['http://127.0.0.1/', false],
    ['http://127.0.0.1:5001/', false],
    ['http://[::1]:8080/', true],
    ['http://[::1]/', false],
    ['http://example.com/', false],
  ])('%s → %s', (url, expected) => expect(isAllowedHost(allowed, new URL(url))).toBe(expected));
});

describe('HTTP_ALLOWED_HOSTS', () => {
  it('reads hosts with and without ports, and refuses a malformed entry', () => {
    expect(envSchema.parse({ HTTP_ALLOWED_HOSTS: 'LocalHost, api.local:8443' }).HTTP_ALLOWED_HOSTS).toEqual([
      'localhost',
      'api.local:8443',
    ]);
    expect(envSchema.safeParse({ HTTP_ALLOWED_HOSTS: 'localhost:99999' }).success).toBe(false);
  });
});
