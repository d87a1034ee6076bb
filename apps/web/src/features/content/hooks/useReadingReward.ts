import type { GamificationFact, GamificationState } from '@plubot/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuthStore } from '../../auth';
import { GAMIFICATION_QUERY_KEY, reportProgressFact, useGamificationQuery } from '../../gamification';
import { refreshUserProfile } from '../../plubots';

/** How long the '+25 XP' notice stays. */
const NOTICE_MS = 4_000;

const selectSignedIn = (state: { user: unknown }) => state.user !== null;

export interface ReadingReward {
  /** Whether facts are sent at all: only a signed-in reader earns reading XP. */
  signedIn: boolean;
  /** Sends one reading fact; the notice shows when the server paid XP for it. */
  report: (fact: GamificationFact) => Promise<void>;
  /** XP the last fact earned while its notice shows, else null. */
  gainedXp: number | null;
}

/**
 * Reports reading facts (a guide finished, a post read) for a signed-in reader and tells what the
 * server paid: the XP after the answer compared with the XP before. Facts go one after another, so
 * two thresholds crossed at once each show their own gain.
 */
export function useReadingReward(): ReadingReward {
  const signedIn = useAuthStore(selectSignedIn);
  const queryClient = useQueryClient();
  useGamificationQuery();
  const [gainedXp, setGainedXp] = useState<number | null>(null);
  const queue = useRef(Promise.resolve());

  useEffect(() => {
    if (gainedXp === null) return;
    const timer = window.setTimeout(() => setGainedXp(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [gainedXp]);

  const send = useCallback(
    async (fact: GamificationFact) => {
      const before = queryClient.getQueryData<GamificationState>(GAMIFICATION_QUERY_KEY)?.xp;
      const state = await reportProgressFact(fact);
      if (!state) return;
      queryClient.setQueryData(GAMIFICATION_QUERY_KEY, state);
      if (before !== undefined && state.xp > before) {
        setGainedXp(state.xp - before);
        void queryClient.invalidateQueries({ queryKey: [...GAMIFICATION_QUERY_KEY, 'timeline'] });
        void refreshUserProfile();
      }
    },
    [queryClient],
  );

  const report = useCallback(
    (fact: GamificationFact) => {
      if (!signedIn) return Promise.resolve();
      queue.current = queue.current.then(() => send(fact));
      return queue.current;
    },
    [signedIn, send],
  );

  return { signedIn, report, gainedXp };
}
