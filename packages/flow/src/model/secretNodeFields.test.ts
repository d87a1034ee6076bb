import { describe, expect, it } from 'vitest';
import { isSecretHeaderName } from './secretNodeFields';

describe('isSecretHeaderName', () => {
  it.each([
    'Authorization',
    'authorization',
    'Proxy-Authorization',
    'X-Api-Key',
    'api_key',
    'X-Auth-Token',
    'Cookie',
    'X-Client-Secret',
    'X-Stripe-Key',
    ' password ',
  ])('treats %s as a credential', (name) => {
    expect(isSecretHeaderName(name)).toBe(true);
  });

  it.each(['Content-Type', 'Accept', 'User-Agent', 'X-Request-Id', 'Accept-Language', '', 42])(
    'leaves %s in clear',
    (name) => {
      expect(isSecretHeaderName(name)).toBe(false);
    },
  );
});
