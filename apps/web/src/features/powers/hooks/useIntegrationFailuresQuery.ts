import { API } from '@plubot/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/callApi';

/** The query key of a bot's failed power actions. */
export const INTEGRATION_FAILURES_QUERY_KEY = ['integration-failures'] as const;

/**
 * A bot's power actions that failed after their retries (the last 30 days) and how many are still
 * waiting (issue #31), for the bot page's «Errores de integraciones».
 */
export function useIntegrationFailuresQuery(plubotId: string) {
  return useQuery({
    queryKey: [...INTEGRATION_FAILURES_QUERY_KEY, plubotId],
    queryFn: ({ signal }) => callApi(API.integrationFailures, { params: { id: plubotId }, signal }),
    enabled: plubotId !== '',
    staleTime: 30_000,
  });
}
