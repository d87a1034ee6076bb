import type { GamificationFact, GamificationState } from '@plubot/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuthStore } from '../../auth';
import { GAMIFICATION_QUERY_KEY, reportReadingFact, useGamificationQuery } from '../../gamification';
import { refreshUserProfile } from '../../plubots';

/** How long the '+25 XP' notice stays. */
const NOTICE_MS = 4_000;
/** Sent again this long after the server's reading time is up, so its clock has surely passed it. */
const RETRY_MARGIN_MS = 1_500;

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
 * two thresholds crossed at once each show their own gain. A reading reported before its reading
 * time is sent once more when the server says that time is up.
 */
export function useReadingReward(): ReadingReward {
  const signedIn = useAuthStore(selectSignedIn);
  const queryClient = useQueryClient();
  useGamificationQuery();
  const [gainedXp, setGainedXp] = useState<number | null>(null);
  const queue = useRef(Promise.resolve());
  const retries = useRef(new Set<number>());

  useEffect(() => {
    if (gainedXp === null) return;
    const timer = window.setTimeout(() => setGainedXp(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [gainedXp]);

  useEffect(() => {
    const pending = retries.current;
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const send = useCallback(
    async (fact: GamificationFact, retry: (fact: GamificationFact) => void) => {
      const before = queryClient.getQueryData<GamificationState>(GAMIFICATION_QUERY_KEY)?.xp;
      const outcome = await reportReadingFact(fact);
      if ('retryAfterSeconds' in outcome) {
        // Read faster than the reading time: the same fact goes again once that time is up, while
        // the reader is still on the page (the server measures the time; this only waits for it).
        const timer = window.setTimeout(
          () => {
            retries.current.delete(timer);
            retry(fact);
          },
          outcome.retryAfterSeconds * 1000 + RETRY_MARGIN_MS,
        );
        retries.current.add(timer);
        return;
      }
      if (!('state' in outcome)) return;
      const { state } = outcome;
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
      // A retried fact is sent once more, never retried again.
      const once = (next: GamificationFact) => {
        queue.current = queue.current.then(() => send(next, () => undefined));
      };
      queue.current = queue.current.then(() => send(fact, once));
      return queue.current;
    },
    [signedIn, send],
  );

  return { signedIn, report, gainedXp };
}
