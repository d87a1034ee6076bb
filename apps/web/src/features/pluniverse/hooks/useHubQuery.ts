import { API } from '@plubot/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/callApi';
import { GAMIFICATION_QUERY_KEY, useClaimDailyReward } from '../../gamification';

/** The query key of `GET /api/pluniverse` (bots, replies, next step). */
export const HUB_QUERY_KEY = ['pluniverse'] as const;

/** The caller's bots with this month's counts, the plan's replies and the next suggested step. */
export function useHubQuery() {
  return useQuery({
    queryKey: HUB_QUERY_KEY,
    queryFn: () => callApi(API.pluniverse),
    // Landing here after building, sharing or chatting elsewhere: always fresh.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** Claims the daily reward and refreshes the hub (its next step may have been the claim). */
export function useHubDailyReward() {
  const queryClient = useQueryClient();
  const claim = useClaimDailyReward();
  return useMutation({
    mutationFn: () => claim.mutateAsync(),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: HUB_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: GAMIFICATION_QUERY_KEY });
    },
  });
}
