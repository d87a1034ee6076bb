import type { ConversationDetailResponse, InboxResponse, LiveEvent } from '@plubot/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { conversationKey, INBOX_QUERY_KEY, inboxListPrefix } from './inboxApi';
import { sortByActivity } from './inboxFormat';
import { applyEventToConversation, applyEventToDetail } from './transcript';

/** Events close together refresh the lists once. */
const REFRESH_DELAY_MS = 300;

let refreshTimer: ReturnType<typeof setTimeout> | undefined;

/** Refetches every inbox query (lists, badges, the open conversation) once the burst of events settles. */
function scheduleRefresh(queryClient: QueryClient): void {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(
    () => void queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY }),
    REFRESH_DELAY_MS,
  );
}

/**
 * Brings the cached inbox up to date with a live event: the open conversation and the list rows
 * change at once (a new message joins the transcript, a chip changes), then the queries refetch
 * what only the server knows (unread counts, filters, who holds it).
 */
export function applyEventToCache(queryClient: QueryClient, event: LiveEvent): void {
  if (event.type === 'typing') return;
  queryClient.setQueryData<ConversationDetailResponse>(conversationKey(event.sessionId), (detail) =>
    detail ? applyEventToDetail(detail, event) : detail,
  );
  queryClient.setQueriesData<InboxResponse>({ queryKey: inboxListPrefix }, (list) => {
    if (!list?.conversations.some((conversation) => conversation.sessionId === event.sessionId)) return list;
    const conversations = list.conversations.map((conversation) =>
      applyEventToConversation(conversation, event),
    );
    return { ...list, conversations: sortByActivity(conversations) };
  });
  scheduleRefresh(queryClient);
}

/** Marks a conversation's messages seen in the cached lists (opening it reads them). */
export function markSeenInCache(queryClient: QueryClient, sessionId: string): void {
  queryClient.setQueriesData<InboxResponse>({ queryKey: inboxListPrefix }, (list) => {
    const row = list?.conversations.find((conversation) => conversation.sessionId === sessionId);
    if (!list || !row || row.unread === 0) return list;
    const bot = list.countsByBot[row.plubotId];
    return {
      ...list,
      counts: { ...list.counts, unread: Math.max(0, list.counts.unread - row.unread) },
      countsByBot: bot
        ? { ...list.countsByBot, [row.plubotId]: { ...bot, unread: Math.max(0, bot.unread - row.unread) } }
        : list.countsByBot,
      conversations: list.conversations.map((conversation) =>
        conversation.sessionId === sessionId ? { ...conversation, unread: 0 } : conversation,
      ),
    };
  });
}

/** Refetches every inbox query now (after the stream comes back from a drop). */
export function refreshInbox(queryClient: QueryClient): void {
  scheduleRefresh(queryClient);
}
