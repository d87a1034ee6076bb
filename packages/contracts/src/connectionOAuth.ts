import { z } from 'zod';

/**
 * The services an owner connects with the provider's consent page rather than a pasted token
 * (issue #31: 'Conectar con Google', 'Conectar con Salesforce'): the authorisation code flow with
 * PKCE, the refresh token sealed on the server and refreshed there. Google's use the operator's
 * Google client (the one sign-in uses), each asking only its own scopes (incremental
 * authorisation); Salesforce uses the operator's own Salesforce client (a connected app), and
 * QuickBooks the operator's Intuit app (issue #32).
 */
export const OAUTH_SERVICES = [
  'google-sheets',
  'gmail',
  'salesforce',
  'google-calendar',
  'quickbooks',
] as const;
export type OAuthService = (typeof OAUTH_SERVICES)[number];

/** The accounts a service's consent page belongs to: who the owner says yes to. */
export const OAUTH_PROVIDERS = ['google', 'salesforce', 'intuit'] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number];

/** Each OAuth service's provider: Google Sheets and Gmail share Google's client and consent page. */
export const OAUTH_PROVIDER_OF: { readonly [S in OAuthService]: OAuthProviderId } = {
  'google-sheets': 'google',
  gmail: 'google',
  salesforce: 'salesforce',
  'google-calendar': 'google',
  quickbooks: 'intuit',
};

/** How a provider is named to the owner ('Conectar con Google'): its brand, never translated. */
export const OAUTH_PROVIDER_TITLES: { readonly [P in OAuthProviderId]: string } = {
  google: 'Google',
  salesforce: 'Salesforce',
  intuit: 'Intuit',
};

/** Whether a service connects through the provider's consent page. */
export function isOAuthService(service: unknown): service is OAuthService {
  return OAUTH_SERVICES.some((known) => known === service);
}

/**
 * What the server keeps (sealed) of an OAuth connection: the tokens, when the access token
 * expires (epoch ms), the scopes granted and the account they belong to (shown to the owner).
 * Salesforce's also keep `instanceUrl`, the org's own API host its token answer names
 * (`https://empresa.my.salesforce.com`); the server takes only https ones in production.
 * QuickBooks's keep `realmId`, the id of the company the owner chose on Intuit's consent page
 * (sent with the code as the `realmId` query parameter), which every call of its API names.
 */
export const oauthCredentialsSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1).optional(),
  expiresAt: z.number().int().nonnegative(),
  scope: z.string(),
  account: z.string().max(320),
  instanceUrl: z
    .url({ protocol: /^https?$/ })
    .max(300)
    .optional(),
  realmId: z
    .string()
    .regex(/^\d{1,32}$/)
    .optional(),
});
export type OAuthCredentials = z.infer<typeof oauthCredentialsSchema>;

/** `GET /api/connections/:service/oauth/start?name=`: an optional name for the connection-to-be. */
export const connectionOAuthStartQuerySchema = z.object({
  name: z.string().trim().min(1, 'connections.nameRequired').max(60, 'connections.nameTooLong').optional(),
});

/** The provider's consent page the browser goes to. */
export const connectionOAuthStartResponseSchema = z.object({ url: z.string() });

/**
 * `GET /api/connections/:service/oauth/callback?code&state`: what the provider sent back (Intuit
 * also sends `realmId`, the QuickBooks company the owner chose).
 */
export const connectionOAuthCallbackQuerySchema = z.object({
  code: z
    .string({ message: 'connections.oauth.missingCode' })
    .min(1, 'connections.oauth.missingCode')
    .max(4000),
  state: z
    .string({ message: 'connections.oauth.invalidState' })
    .min(1, 'connections.oauth.invalidState')
    .max(200),
  /** The issuer, which some providers add to the redirect (RFC 9207). */
  iss: z.string().max(500).optional(),
  /** Intuit's id of the QuickBooks company connected: digits only. */
  realmId: z
    .string()
    .regex(/^\d{1,32}$/, 'connections.oauth.realmInvalid')
    .optional(),
});

/** Path parameters of an OAuth service's routes. */
export const connectionOAuthParamsSchema = z.object({ service: z.string().max(40) });

/**
 * The `state` of a connection's consent request starts with its service (`gmail.…`), so the one
 * callback page the provider returns to knows which service finished.
 * @example oauthServiceOfState('google-sheets.Zx8…') // 'google-sheets'
 */
export function oauthServiceOfState(state: string): OAuthService | undefined {
  const service = state.slice(0, Math.max(0, state.indexOf('.')));
  return isOAuthService(service) ? service : undefined;
}
