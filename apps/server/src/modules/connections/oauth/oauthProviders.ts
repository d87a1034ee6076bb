import {
  OAUTH_PROVIDER_OF,
  OAUTH_SERVICES,
  type OAuthProviderId,
  type OAuthService,
} from '@plubot/contracts';
import type * as oidc from 'openid-client';
import type { Config } from '../../../config';
import { discoverOidcIssuer, type OidcDiscoveryOptions } from '../../../lib/oidcIssuer';

/** What a service's consent asks for: the OpenID scopes (to know the account) and the API's own. */
const IDENTITY_SCOPES = ['openid', 'email'];

/**
 * The API scopes each service needs, and nothing more (Google: incremental authorisation); the
 * consent must have granted every one (`completeConnectionOAuth`).
 */
export const OAUTH_SCOPES: Record<OAuthService, readonly string[]> = {
  /** Append and read rows; list the owner's spreadsheets by name (metadata only, never contents). */
  'google-sheets': [
    'https://www.googleapis.com/auth/spreadsheets',
    'https://www.googleapis.com/auth/drive.metadata.readonly',
  ],
  /** Send mail as the owner; never read it. */
  gmail: ['https://www.googleapis.com/auth/gmail.send'],
  /** Salesforce's REST API as the owner's user (what their profile lets them do, no more). */
  salesforce: ['api'],
  /** Book events; read free/busy times (never events' details); list the calendars to pick one. */
  'google-calendar': [
    'https://www.googleapis.com/auth/calendar.events',
    'https://www.googleapis.com/auth/calendar.freebusy',
    'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
  ],
  /** QuickBooks Online's Accounting API for the company chosen (customers, items, estimates). */
  quickbooks: ['com.intuit.quickbooks.accounting'],
};

/** The environment variables of each provider's client, named when it is not configured. */
export const OAUTH_CLIENT_VARIABLES: Record<OAuthProviderId, { clientId: string; clientSecret: string }> = {
  google: { clientId: 'GOOGLE_CLIENT_ID', clientSecret: 'GOOGLE_CLIENT_SECRET' },
  salesforce: { clientId: 'SALESFORCE_CLIENT_ID', clientSecret: 'SALESFORCE_CLIENT_SECRET' },
  intuit: { clientId: 'QUICKBOOKS_CLIENT_ID', clientSecret: 'QUICKBOOKS_CLIENT_SECRET' },
};

/** One OAuth service's provider on this server: its issuer, client, scopes and extra parameters. */
export interface OAuthProvider {
  id: OAuthProviderId;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: readonly string[];
  /**
   * Google: a refresh token (`access_type=offline`, `prompt=consent`) and incremental scopes;
   * Salesforce: the sign-in and approval shown every time, so the owner picks the org to connect.
   */
  params: Record<string, string>;
  /** Intuit: its discovery document's own address, and the client's secret sent as HTTP Basic. */
  discovery?: OidcDiscoveryOptions;
}

/**
 * The provider a service connects through, or `undefined` when the operator did not configure its
 * client: Google's services use the client sign-in uses (`GOOGLE_CLIENT_ID`, `GOOGLE_ISSUER`);
 * Salesforce its connected app (`SALESFORCE_CLIENT_ID`) at `SALESFORCE_LOGIN_URL`, asking
 * `refresh_token` as Salesforce names the offline access; QuickBooks the operator's Intuit app
 * (`QUICKBOOKS_CLIENT_ID`), discovered at `QUICKBOOKS_DISCOVERY_URL` (Intuit always gives a
 * refresh token).
 */
export function getOAuthProvider(config: Config, service: OAuthService): OAuthProvider | undefined {
  const id = OAUTH_PROVIDER_OF[service];
  if (id === 'intuit') {
    if (!config.QUICKBOOKS_CLIENT_ID || !config.QUICKBOOKS_CLIENT_SECRET) return undefined;
    return {
      id,
      issuer: config.QUICKBOOKS_ISSUER,
      clientId: config.QUICKBOOKS_CLIENT_ID,
      clientSecret: config.QUICKBOOKS_CLIENT_SECRET,
      scopes: [...OAUTH_SCOPES[service], ...IDENTITY_SCOPES],
      params: {},
      discovery: { discoveryUrl: config.QUICKBOOKS_DISCOVERY_URL, clientAuth: 'basic' },
    };
  }
  if (id === 'salesforce') {
    if (!config.SALESFORCE_CLIENT_ID || !config.SALESFORCE_CLIENT_SECRET) return undefined;
    return {
      id,
      issuer: config.SALESFORCE_LOGIN_URL.replace(/\/+$/, ''),
      clientId: config.SALESFORCE_CLIENT_ID,
      clientSecret: config.SALESFORCE_CLIENT_SECRET,
      scopes: [...OAUTH_SCOPES[service], 'refresh_token', ...IDENTITY_SCOPES],
      params: { prompt: 'login consent' },
    };
  }
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return undefined;
  return {
    id,
    issuer: config.GOOGLE_ISSUER,
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    scopes: [...IDENTITY_SCOPES, ...OAUTH_SCOPES[service]],
    params: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
  };
}

/**
 * Whether a service's token answer names the API host of the owner's own organisation
 * (Salesforce's `instance_url`), which its connection keeps and calls.
 */
export function hasInstanceUrl(service: OAuthService): boolean {
  return OAUTH_PROVIDER_OF[service] === 'salesforce';
}

/**
 * Whether a service's connection is to one company the owner chose on the consent page, whose id
 * the provider sends back with the code (Intuit's `realmId`) and every API call names.
 */
export function hasRealmId(service: OAuthService): boolean {
  return OAUTH_PROVIDER_OF[service] === 'intuit';
}

/**
 * Whether a provider's token answer leaves out `scope` (Intuit's does): then the scopes asked were
 * granted as asked (RFC 6749 §5.1), there being no consent page that lets a person untick one.
 */
export function grantsScopesAsAsked(service: OAuthService): boolean {
  return OAUTH_PROVIDER_OF[service] === 'intuit';
}

/**
 * Whether a service's access tokens may end before the time it gave: Salesforce's token answer
 * gives none (the org's session timeout decides, from 15 minutes up), so a refusal is first
 * answered by refreshing the token once (`refreshAfterRefusal`).
 */
export function tokensMayEndUnannounced(service: OAuthService): boolean {
  return OAUTH_PROVIDER_OF[service] === 'salesforce';
}

/** The OAuth services this server can connect (their provider's client is configured). */
export function listConfiguredOAuthServices(config: Config): OAuthService[] {
  return OAUTH_SERVICES.filter((service) => getOAuthProvider(config, service) !== undefined);
}

/** The provider's discovered configuration for this client (cached; see `discoverOidcIssuer`). */
export function discoverProvider(provider: OAuthProvider): Promise<oidc.Configuration> {
  return discoverOidcIssuer(provider.issuer, provider.clientId, provider.clientSecret, provider.discovery);
}

/**
 * Where the provider sends the browser back after consent: one screen of the web app for every
 * service (the `state` names the service). The operator registers it with the provider.
 */
export function connectionRedirectUri(config: Config): string {
  return `${config.APP_ORIGIN}/connections/oauth/callback`;
}
