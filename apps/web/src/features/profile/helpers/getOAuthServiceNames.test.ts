import { OAUTH_SERVICES } from '@plubot/contracts';
import { describe, expect, it } from 'vitest';
import { getOAuthServiceNames } from './getOAuthServiceNames';

describe('getOAuthServiceNames', () => {
  it('names the service of the state and the provider whose consent the owner saw', () => {
    expect(getOAuthServiceNames('salesforce.Zx8abc')).toEqual({
      service: 'Salesforce',
      provider: 'Salesforce',
    });
    expect(getOAuthServiceNames('gmail.Zx8abc')).toEqual({ service: 'Gmail', provider: 'Google' });
    expect(getOAuthServiceNames('google-sheets.Zx8abc')).toEqual({
      service: 'Google Sheets',
      provider: 'Google',
    });
    expect(getOAuthServiceNames('quickbooks.Zx8abc')).toEqual({ service: 'QuickBooks', provider: 'Intuit' });
  });

  it('names every service connected through a consent by its catalogue title', () => {
    for (const service of OAUTH_SERVICES) {
      expect(getOAuthServiceNames(`${service}.x`)?.service).not.toBe(service);
    }
  });

  it('names nothing for a state of no such service, or none at all', () => {
    expect(getOAuthServiceNames('notion.Zx8abc')).toBeUndefined();
    expect(getOAuthServiceNames('salesforce')).toBeUndefined();
    expect(getOAuthServiceNames('')).toBeUndefined();
    expect(getOAuthServiceNames(null)).toBeUndefined();
  });
});
