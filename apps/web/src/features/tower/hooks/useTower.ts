import { API, type PublicationBody } from '@plubot/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/callApi';
import { GAMIFICATION_QUERY_KEY } from '../../gamification';
import { PLUBOTS_QUERY_KEY, refreshUserProfile } from '../../plubots';

const TOWER_QUERY_KEY = ['tower'] as const;
const MINE_QUERY_KEY = [...TOWER_QUERY_KEY, 'mine'] as const;

/** The Tower's gallery, filtered by `search` (name or description). */
export function useTowerQuery(search: string) {
  return useQuery({
    queryKey: [...TOWER_QUERY_KEY, 'gallery', search],
    queryFn: ({ signal }) => callApi(API.tower, { query: search ? { search } : {}, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Clones a published bot into the user's account (their progress may change: a bot created). */
export function useCloneTowerBot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publicId: string) => callApi(API.cloneTowerBot, { params: { publicId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: TOWER_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: PLUBOTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: GAMIFICATION_QUERY_KEY });
      void refreshUserProfile();
    },
  });
}

/** The user's bots with their publication in the Tower. */
export function useMyPublicationsQuery() {
  return useQuery({ queryKey: MINE_QUERY_KEY, queryFn: () => callApi(API.myPublications) });
}

/** Publishes one of the user's bots in the Tower, or withdraws it. */
export function useUpdatePublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PublicationBody }) =>
      callApi(API.updatePublication, { params: { id }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: TOWER_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['coliseum'] });
    },
  });
}
