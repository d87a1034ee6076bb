import type { ConversationDetailResponse, InboxResponse } from '@plubot/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conversationKey, INBOX_SUMMARY_PARAMS, inboxListKey } from './inboxApi';
import { applyEventToCache, markSeenInCache } from './inboxCache';
import { makeConversation, makeDetail, makeMessage } from './inboxFixtures';

function listOf(...conversations: ReturnType<typeof makeConversation>[]): InboxResponse {
  return {
    success: true,
    conversations,
    counts: { needsPerson: 0, unread: 3 },
    countsByBot: { [conversations[0]?.plubotId ?? 'b']: { needsPerson: 0, unread: 3 } },
  };
}

let queryClient: QueryClient;
beforeEach(() => {
  vi.useFakeTimers();
  queryClient = new QueryClient();
});
afterEach(() => {
  queryClient.clear();
  vi.useRealTimers();
});

describe('applyEventToCache', () => {
  it('adds a message to the open transcript and moves its row to the top at once, then refetches', async () => {
    const listKey = inboxListKey(INBOX_SUMMARY_PARAMS);
    queryClient.setQueryData(conversationKey('s1'), makeDetail());
    queryClient.setQueryData(
      listKey,
      listOf(
        makeConversation({ sessionId: 's2', updatedAt: '2025-01-01T11:00:00.000Z' }),
        makeConversation({ sessionId: 's1' }),
      ),
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const message = makeMessage(3, { text: 'Nuevo', at: '2025-01-01T12:00:00.000Z' });
    applyEventToCache(queryClient, { type: 'message', sessionId: 's1', plubotId: 'b1', message });
    applyEventToCache(queryClient, { type: 'message', sessionId: 's1', plubotId: 'b1', message });

    const detail = queryClient.getQueryData<ConversationDetailResponse>(conversationKey('s1'));
    expect(detail?.messages.map((entry) => entry.seq)).toEqual([1, 2, 3]);
    const list = queryClient.getQueryData<InboxResponse>(listKey);
    expect(list?.conversations.map((row) => row.sessionId)).toEqual(['s1', 's2']);
    expect(list?.conversations[0]?.lastMessage?.text).toBe('Nuevo');

    expect(invalidate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(300);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('ignores typing events', async () => {
    const detail = makeDetail();
    queryClient.setQueryData(conversationKey('s1'), detail);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    applyEventToCache(queryClient, { type: 'typing', sessionId: 's1', plubotId: 'b1', from: 'visitor' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(queryClient.getQueryData(conversationKey('s1'))).toBe(detail);
    expect(invalidate).not.toHaveBeenCalled();
  });
});

describe('markSeenInCache', () => {
  it('clears the row’s unread count and takes it off the badge', () => {
    const listKey = inboxListKey({ plubotId: 'b1', status: null, search: '' });
    queryClient.setQueryData(
      listKey,
      listOf(
        makeConversation({ sessionId: 's1', unread: 2 }),
        makeConversation({ sessionId: 's2', unread: 1 }),
      ),
    );
    markSeenInCache(queryClient, 's1');
    const list = queryClient.getQueryData<InboxResponse>(listKey);
    expect(list?.conversations.map((row) => row.unread)).toEqual([0, 1]);
    expect(list?.counts.unread).toBe(1);
    expect(list?.countsByBot.b1).toEqual({ needsPerson: 0, unread: 1 });
  });
});
