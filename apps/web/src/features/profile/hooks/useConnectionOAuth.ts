import { API, type OAuthService } from '@plubot/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/callApi';

/**
 * 'Conectar con Google', 'Conectar con Salesforce' (issue #31): asks the server for the provider's
 * consent page and goes there; the provider sends the browser back to /connections/oauth/callback.
 */
export function useStartConnectionOAuth(service: OAuthService) {
  return useMutation({
    mutationFn: () => callApi(API.connectionOAuthStart, { params: { service }, query: {} }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
