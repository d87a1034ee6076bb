import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../../../config';
import {
  getOAuthProvider,
  grantsScopesAsAsked,
  hasInstanceUrl,
  hasRealmId,
  listConfiguredOAuthServices,
  tokensMayEndUnannounced,
} from './oauthProviders';
import { readInstanceUrl } from './oauthTokens';

const dataDir = mkdtempSync(path.join(tmpdir(), 'plubot-oauth-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The server's configuration with these variables (secrets given, so none is written). */
const configWith = (env: Record<string, string>): Config =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'x'.repeat(40),
    ENCRYPTION_KEY: 'a'.repeat(64),
    ...env,
  });

describe('the OAuth providers of the connections', () => {
  it('connects nothing without a client, and each provider’s services with its own', () => {
    expect(listConfiguredOAuthServices(configWith({}))).toEqual([]);
    const google = configWith({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'gs' });
    expect(listConfiguredOAuthServices(google)).toEqual(['google-sheets', 'gmail', 'google-calendar']);
    expect(getOAuthProvider(google, 'google-calendar')?.scopes).toEqual([
      'openid',
      'email',
      'https://www.googleapis.com/auth/calendar.events',
      'https://www.googleapis.com/auth/calendar.freebusy',
      'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
    ]);
    const salesforce = configWith({ SALESFORCE_CLIENT_ID: 's', SALESFORCE_CLIENT_SECRET: 'ss' });
    expect(listConfiguredOAuthServices(salesforce)).toEqual(['salesforce']);
  });

  it('asks Salesforce for its API, a refresh token and the account, at the configured login host', () => {
    const config = configWith({
      SALESFORCE_CLIENT_ID: 'consumer-key',
      SALESFORCE_CLIENT_SECRET: 'consumer-secret',
      SALESFORCE_LOGIN_URL: 'https://test.salesforce.com/',
    });
    expect(getOAuthProvider(config, 'salesforce')).toEqual({
      id: 'salesforce',
      issuer: 'https://test.salesforce.com',
      clientId: 'consumer-key',
      clientSecret: 'consumer-secret',
      scopes: ['api', 'refresh_token', 'openid', 'email'],
      params: { prompt: 'login consent' },
    });
    expect(configWith({}).SALESFORCE_LOGIN_URL).toBe('https://login.salesforce.com');
    expect(configWith({}).SALESFORCE_API_VERSION).toBe('v60.0');
    expect(() => configWith({ SALESFORCE_API_VERSION: '60' })).toThrow('SALESFORCE_API_VERSION');
  });

  it('keeps Google’s request as it was: its own scopes, offline access and incremental consent', () => {
    const config = configWith({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'gs' });
    expect(getOAuthProvider(config, 'gmail')).toEqual({
      id: 'google',
      issuer: 'https://accounts.google.com',
      clientId: 'g',
      clientSecret: 'gs',
      scopes: ['openid', 'email', 'https://www.googleapis.com/auth/gmail.send'],
      params: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
    });
  });

  it('asks Intuit for QuickBooks’s accounting API and the account, discovered at its own document', () => {
    const config = configWith({ QUICKBOOKS_CLIENT_ID: 'ABclient', QUICKBOOKS_CLIENT_SECRET: 'qs' });
    expect(listConfiguredOAuthServices(config)).toEqual(['quickbooks']);
    expect(getOAuthProvider(config, 'quickbooks')).toEqual({
      id: 'intuit',
      issuer: 'https://oauth.platform.intuit.com/op/v1',
      clientId: 'ABclient',
      clientSecret: 'qs',
      scopes: ['com.intuit.quickbooks.accounting', 'openid', 'email'],
      params: {},
      discovery: {
        discoveryUrl: 'https://developer.api.intuit.com/.well-known/openid_configuration',
        clientAuth: 'basic',
      },
    });
    expect(config.QUICKBOOKS_API_URL).toBe('https://quickbooks.api.intuit.com');
    expect(getOAuthProvider(configWith({ QUICKBOOKS_CLIENT_ID: 'ABclient' }), 'quickbooks')).toBeUndefined();
    expect(hasRealmId('quickbooks')).toBe(true);
    expect(grantsScopesAsAsked('quickbooks')).toBe(true);
    expect(hasRealmId('salesforce') || grantsScopesAsAsked('google-sheets')).toBe(false);
    expect(hasInstanceUrl('quickbooks') || tokensMayEndUnannounced('quickbooks')).toBe(false);
  });

  it('knows that only Salesforce names an instance and may end a token unannounced', () => {
    expect(hasInstanceUrl('salesforce')).toBe(true);
    expect(tokensMayEndUnannounced('salesforce')).toBe(true);
    expect(hasInstanceUrl('google-sheets')).toBe(false);
    expect(tokensMayEndUnannounced('gmail')).toBe(false);
  });
});

describe('readInstanceUrl', () => {
  const production = { NODE_ENV: 'production' } as const;
  const test = { NODE_ENV: 'test' } as const;

  it('keeps the origin of an https instance', () => {
    expect(readInstanceUrl(production, 'https://empresa.my.salesforce.com')).toBe(
      'https://empresa.my.salesforce.com',
    );
    expect(readInstanceUrl(production, 'https://na1.salesforce.com/path?x=1')).toBe(
      'https://na1.salesforce.com',
    );
  });

  it('refuses plain HTTP in production, credentials in the address and anything not an address', () => {
    expect(readInstanceUrl(production, 'http://127.0.0.1:4000')).toBeUndefined();
    expect(readInstanceUrl(test, 'http://127.0.0.1:4000')).toBe('http://127.0.0.1:4000');
    expect(readInstanceUrl(production, 'https://user:pw@empresa.my.salesforce.com')).toBeUndefined();
    expect(readInstanceUrl(production, 'javascript:alert(1)')).toBeUndefined();
    expect(readInstanceUrl(production, 'not a url')).toBeUndefined();
    expect(readInstanceUrl(production, undefined)).toBeUndefined();
    expect(readInstanceUrl(production, 42)).toBeUndefined();
  });
});
