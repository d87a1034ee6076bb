import { API, type GamificationFact, type GamificationState, type UnlockBody } from '@plubot/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/apiClient';
import { callApi } from '../../../lib/callApi';
import { useAuthStore } from '../../auth';

/** The query key of the user's progress; invalidate it after anything that may earn XP. */
export const GAMIFICATION_QUERY_KEY = ['gamification'] as const;

const selectSignedIn = (state: { user: unknown }) => state.user !== null;

/** The signed-in user's XP, level, PluCoins, streak, achievements, unlocks and recent activity. */
export function useGamificationQuery() {
  const signedIn = useAuthStore(selectSignedIn);
  return useQuery({
    queryKey: GAMIFICATION_QUERY_KEY,
    queryFn: () => callApi(API.gamificationMe),
    enabled: signedIn,
    staleTime: 30_000,
  });
}

/** The browser's IANA time zone, for the daily reward's calendar day. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** After a change of XP or PluCoins: the new state in the cache, the header's profile refreshed. */
function useApplyState() {
  const queryClient = useQueryClient();
  return (state: GamificationState) => {
    queryClient.setQueryData(GAMIFICATION_QUERY_KEY, state);
    // The header's level and PluCoins come from the profile: read it again (never fatal).
    void useAuthStore
      .getState()
      .refreshProfile()
      .catch(() => undefined);
  };
}

/** Claims today's daily reward (+100 PluCoins once per calendar day). */
export function useClaimDailyReward() {
  const apply = useApplyState();
  return useMutation({
    mutationFn: () => callApi(API.claimDailyReward, { body: { timeZone: browserTimeZone() } }),
    onSuccess: apply,
  });
}

/** Spends PluCoins on a power trial, a widget theme or a Historyverse character. */
export function useUnlockItem() {
  const apply = useApplyState();
  return useMutation({
    mutationFn: (body: UnlockBody) => callApi(API.unlockItem, { body }),
    onSuccess: apply,
  });
}

/**
 * Reports a fact the server may reward (a guide finished, a post read). Answers the new state, or
 * null when it could not be sent (never fatal: the user's action itself worked).
 */
export async function reportProgressFact(fact: GamificationFact): Promise<GamificationState | null> {
  const outcome = await reportReadingFact(fact);
  return 'state' in outcome ? outcome.state : null;
}

/**
 * Sends a progress fact and says what came of it: the new state, how many seconds to wait when the
 * server found a reading reported before its reading time (READING_TOO_SOON), or nothing.
 */
export async function reportReadingFact(
  fact: GamificationFact,
): Promise<{ state: GamificationState } | { retryAfterSeconds: number } | { failed: true }> {
  try {
    return { state: await callApi(API.gamificationFact, { body: fact }) };
  } catch (error) {
    const seconds = readRetryAfterSeconds(error);
    return seconds === null ? { failed: true } : { retryAfterSeconds: seconds };
  }
}

function readRetryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'READING_TOO_SOON') return null;
  const body = error.body;
  const seconds =
    typeof body === 'object' && body !== null && 'retry_after_seconds' in body
      ? Number(body.retry_after_seconds)
      : Number.NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** The user's whole progress ledger, newest first (the Sanctuary's timeline). */
export function useProgressTimeline() {
  const signedIn = useAuthStore(selectSignedIn);
  return useQuery({
    queryKey: [...GAMIFICATION_QUERY_KEY, 'timeline'],
    queryFn: () => callApi(API.progressTimeline),
    enabled: signedIn,
  });
}
