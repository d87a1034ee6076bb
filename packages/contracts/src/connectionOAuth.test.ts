import { describe, expect, it } from 'vitest';
import {
  connectionOAuthCallbackQuerySchema,
  OAUTH_PROVIDER_OF,
  OAUTH_SERVICES,
  oauthCredentialsSchema,
  oauthServiceOfState,
} from './connectionOAuth';
import { CONNECTION_SERVICES, createConnectionBodySchema } from './connections';

const tokens = {
  accessToken: 'a',
  refreshToken: 'r',
  expiresAt: 1,
  scope: 'api',
  account: 'ana@empresa.com',
};

describe('the services connected through a consent', () => {
  it('are connection services, each with its provider, and none can be pasted', () => {
    for (const service of OAUTH_SERVICES) {
      expect(CONNECTION_SERVICES).toContain(service);
      const pasted = createConnectionBodySchema.safeParse({ service, credentials: tokens });
      expect(pasted.success).toBe(false);
    }
    expect(OAUTH_PROVIDER_OF).toEqual({
      'google-sheets': 'google',
      gmail: 'google',
      salesforce: 'salesforce',
      'google-calendar': 'google',
      quickbooks: 'intuit',
    });
  });

  it('reads the service a consent’s state starts with', () => {
    expect(oauthServiceOfState('salesforce.Zx8')).toBe('salesforce');
    expect(oauthServiceOfState('gmail.Zx8')).toBe('gmail');
    expect(oauthServiceOfState('hubspot.Zx8')).toBeUndefined();
    expect(oauthServiceOfState('salesforce')).toBeUndefined();
  });

  it('keeps a Salesforce org’s API host with its tokens, only as a web address', () => {
    const instanceUrl = 'https://empresa.my.salesforce.com';
    expect(oauthCredentialsSchema.parse({ ...tokens, instanceUrl })).toEqual({ ...tokens, instanceUrl });
    expect(oauthCredentialsSchema.parse(tokens)).toEqual(tokens);
    expect(oauthCredentialsSchema.safeParse({ ...tokens, instanceUrl: 'javascript:alert(1)' }).success).toBe(
      false,
    );
    expect(oauthCredentialsSchema.safeParse({ ...tokens, instanceUrl: 'empresa' }).success).toBe(false);
  });

  it('keeps a QuickBooks company’s id with its tokens, only as Intuit’s digits', () => {
    expect(oauthCredentialsSchema.parse({ ...tokens, realmId: '9341452512345678' })).toEqual({
      ...tokens,
      realmId: '9341452512345678',
    });
    for (const realmId of ['', '93414x', '1'.repeat(33), "1' or '1'='1"]) {
      expect(oauthCredentialsSchema.safeParse({ ...tokens, realmId }).success).toBe(false);
      expect(
        connectionOAuthCallbackQuerySchema.safeParse({ code: 'c', state: 'quickbooks.s', realmId }).success,
      ).toBe(false);
    }
    expect(
      connectionOAuthCallbackQuerySchema.parse({ code: 'c', state: 'quickbooks.s', realmId: '4620816365' }),
    ).toEqual({ code: 'c', state: 'quickbooks.s', realmId: '4620816365' });
  });
});
