import { describe, expect, it } from 'vitest';
import { getSecretNodeFields, isSecretHeaderName, isSecretQueryParamName } from './secretNodeFields';

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

describe('isSecretQueryParamName', () => {
  it.each([
    'key',
    'KEY',
    'api_key',
    'apikey',
    'api-key',
    'subscription-key',
    'token',
    'access_token',
    'auth_token',
    'secret',
    'client_secret',
    'password',
    'passwd',
    'pwd',
    'sig',
    'signature',
    'credentials',
  ])('treats %s as a credential', (name) => expect(isSecretQueryParamName(name)).toBe(true));

  it.each(['q', 'page', 'city', 'ciudad', 'monkey', 'keyword', 'lang', 'id', '', null])(
    'leaves %s in clear',
    (name) => expect(isSecretQueryParamName(name)).toBe(false),
  );
});

describe('getSecretNodeFields', () => {
  it('adds the power URL of a Slack power, and of any power whose URL is already a secret', () => {
    expect(getSecretNodeFields('power', { powerId: 'slack', powerUrl: 'https://hooks.slack.com/x' })).toEqual(
      ['powerToken', 'powerUrl'],
    );
    expect(getSecretNodeFields('power', { powerId: 'webhooks', powerUrl: 'https://hook.example/x' })).toEqual(
      ['powerToken'],
    );
    expect(getSecretNodeFields('power', { powerId: 'webhooks', powerUrl: '••••ab12' })).toContain('powerUrl');
    expect(getSecretNodeFields('discord', {})).toEqual(['discordToken']);
    expect(getSecretNodeFields('message', {})).toEqual([]);
  });
});
