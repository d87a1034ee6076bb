import { API, type GamificationState, type PremiumWidgetTheme } from '@plubot/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/callApi';

/**
 * The key of the user's progress (`GAMIFICATION_QUERY_KEY` of features/gamification), shared so the
 * rest of the app sees a purchase made here. Written out because features/gamification reaches this
 * feature through plubots and modals: importing it back would close a cycle.
 */
const GAMIFICATION_KEY = ['gamification'] as const;

/** The owner's PluCoins and unlocks, and the purchase of a premium widget theme. */
export function usePremiumThemes() {
  const queryClient = useQueryClient();
  const progress = useQuery({
    queryKey: GAMIFICATION_KEY,
    queryFn: () => callApi(API.gamificationMe),
    staleTime: 30_000,
  });
  const unlock = useMutation({
    mutationFn: (theme: PremiumWidgetTheme) =>
      callApi(API.unlockItem, { body: { kind: 'widget_theme', itemId: theme } }),
    onSuccess: (state: GamificationState) => {
      queryClient.setQueryData(GAMIFICATION_KEY, state);
      void queryClient.invalidateQueries({ queryKey: [...GAMIFICATION_KEY, 'timeline'] });
    },
  });
  return { progress, unlock };
}
