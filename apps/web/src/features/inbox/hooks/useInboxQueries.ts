import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  conversationKey,
  fetchConversation,
  fetchInbox,
  INBOX_SUMMARY_PARAMS,
  type InboxListParams,
  inboxListKey,
} from '../helpers/inboxApi';
import { markSeenInCache } from '../helpers/inboxCache';
import type { LiveStreamStatus } from '../helpers/liveStream';

/** Without the live stream, the inbox screen asks for news this often. */
export const INBOX_POLL_MS = 10_000;
/** Without the live stream, the header's badge asks this often (it is on every screen). */
export const BADGE_POLL_MS = 60_000;

type Status = LiveStreamStatus | 'idle';

/** One list of the inbox; polled every 10 s while the live stream cannot be opened. */
export function useInboxList(params: InboxListParams, live: Status) {
  return useQuery({
    queryKey: inboxListKey(params),
    queryFn: ({ signal }) => fetchInbox(params, signal),
    staleTime: 5_000,
    placeholderData: (previous) => previous,
    refetchInterval: live === 'polling' ? INBOX_POLL_MS : false,
  });
}

/** The unfiltered list of every bot, for the header's badge and the bots' cards. */
export function useInboxSummary(enabled: boolean, live: Status) {
  return useQuery({
    queryKey: inboxListKey(INBOX_SUMMARY_PARAMS),
    queryFn: ({ signal }) => fetchInbox(INBOX_SUMMARY_PARAMS, signal),
    enabled,
    staleTime: 15_000,
    refetchInterval: live === 'polling' ? BADGE_POLL_MS : false,
  });
}

/** The open conversation; reading it marks its messages seen in the cached lists. */
export function useConversation(sessionId: string | null, live: Status) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: conversationKey(sessionId ?? ''),
    queryFn: ({ signal }) => fetchConversation(sessionId ?? '', signal),
    enabled: sessionId !== null,
    staleTime: 5_000,
    refetchInterval: live === 'polling' ? INBOX_POLL_MS : false,
  });
  const loadedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (sessionId && loadedAt > 0) markSeenInCache(queryClient, sessionId);
  }, [queryClient, sessionId, loadedAt]);
  return query;
}
