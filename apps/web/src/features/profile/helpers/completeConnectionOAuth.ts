import { API, type Connection, oauthServiceOfState } from '@plubot/contracts';
import { callApi } from '../../../lib/callApi';

/** Finishing a connection waits for the provider's token exchange and the service's check. */
const CALLBACK_TIMEOUT_MS = 30_000;

/**
 * Hands what the provider sent back to the server, which makes the connection (issue #31): the
 * code, the state, the issuer when given, and Intuit's `realmId` (the QuickBooks company chosen).
 * The service is the one the `state` names (`google-sheets.…`); a state naming none is `undefined`
 * without asking the server.
 */
export async function completeConnectionOAuth(params: {
  code: string;
  state: string;
  iss: string | null;
  realmId?: string | null;
}): Promise<Connection | undefined> {
  const service = oauthServiceOfState(params.state);
  if (!service) return undefined;
  const query = {
    code: params.code,
    state: params.state,
    ...(params.iss ? { iss: params.iss } : {}),
    ...(params.realmId ? { realmId: params.realmId } : {}),
  };
  const answer = await callApi(API.connectionOAuthCallback, {
    params: { service },
    query,
    timeoutMs: CALLBACK_TIMEOUT_MS,
  });
  return answer.connection;
}
