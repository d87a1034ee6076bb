import { type OAuthCredentials, oauthCredentialsSchema } from '@plubot/contracts';
import { readServiceAnswer, type ServiceAnswer, trimBaseUrl } from './readServiceAnswer';
import type { ConnectorContext, ServiceConnector } from './serviceConnector';

/**
 * One call to a Google API with an OAuth connection's access token (refreshed before, see
 * `openReadyConnection`), read into an answer. Google words its errors as
 * `{"error": {"code": 404, "message": "Requested entity was not found.", "status": "NOT_FOUND"}}`.
 */
export async function callGoogle(
  ctx: ConnectorContext,
  credentials: OAuthCredentials,
  request: { method: 'GET' | 'POST'; base: string; path: string; body?: unknown },
  options?: { maxResponseBytes?: number },
): Promise<ServiceAnswer> {
  const result = await ctx.http(
    {
      method: request.method,
      url: `${trimBaseUrl(request.base)}${request.path}`,
      headers: {
        authorization: `Bearer ${credentials.accessToken}`,
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    },
    options,
  );
  return readServiceAnswer(result, { messageField: 'error', secret: credentials.accessToken });
}

/**
 * What every Google connection shares: its credentials are the OAuth tokens the consent gave (never
 * typed by the owner), shown as the Google account they belong to; no part of a token is shown.
 */
export function googleCredentialsConnector(
  title: string,
): Pick<ServiceConnector<OAuthCredentials>, 'title' | 'secretOf' | 'settingsOf' | 'read'> {
  return {
    title,
    secretOf: () => '',
    settingsOf: (credentials) => ({ account: credentials.account }),
    read: (value) => {
      const parsed = oauthCredentialsSchema.safeParse(value);
      return parsed.success ? parsed.data : undefined;
    },
  };
}
