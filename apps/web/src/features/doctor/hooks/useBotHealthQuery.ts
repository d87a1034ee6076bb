import type { BotHealth } from '@plubot/contracts';
import { useQuery } from '@tanstack/react-query';
import { BOT_HEALTH_QUERY_KEY, fetchBotHealth } from '../helpers/doctorApi';

/** The health of one of the signed-in user's bots; every card shares one request. */
export function useBotHealth(plubotId: string): BotHealth | undefined {
  const { data } = useQuery({
    queryKey: BOT_HEALTH_QUERY_KEY,
    queryFn: ({ signal }) => fetchBotHealth(signal),
    staleTime: 30_000,
    retry: 1,
  });
  return data?.get(plubotId);
}
