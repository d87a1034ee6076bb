import { API, type CommunityProfileBody } from '@plubot/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/callApi';
import { GAMIFICATION_QUERY_KEY } from '../../gamification';
import { refreshUserProfile } from '../../plubots';

/** The query keys of the Coliseum (challenges, ranking, featured bots). */
export const COLISEUM_QUERY_KEY = ['coliseum'] as const;
const RANKING_QUERY_KEY = [...COLISEUM_QUERY_KEY, 'ranking'] as const;

/** This week's three challenges with the user's progress. */
export function useColiseumQuery() {
  return useQuery({ queryKey: COLISEUM_QUERY_KEY, queryFn: () => callApi(API.coliseum) });
}

/** Claims a challenge the server verifies; refreshes the challenges, the ranking and the user's XP. */
export function useClaimChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (challengeId: string) => callApi(API.claimChallenge, { params: { challengeId } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: COLISEUM_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: GAMIFICATION_QUERY_KEY });
      void refreshUserProfile();
    },
  });
}

/** The ranking of users who opted in, with the caller's own row and public profile. */
export function useRankingQuery() {
  return useQuery({ queryKey: RANKING_QUERY_KEY, queryFn: () => callApi(API.ranking) });
}

/** Joins the ranking under a public name, or leaves it. */
export function useUpdateCommunityProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommunityProfileBody) => callApi(API.updateCommunityProfile, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RANKING_QUERY_KEY }),
  });
}

/** The published bots with most conversations in the last 30 days. */
export function useFeaturedBotsQuery() {
  return useQuery({
    queryKey: [...COLISEUM_QUERY_KEY, 'featured'],
    queryFn: () => callApi(API.featuredBots),
    staleTime: 60_000,
  });
}
