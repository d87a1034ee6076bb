import type { ConversationActionResponse, ConversationDetailResponse } from '@plubot/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { conversationActions, conversationKey, inboxListPrefix, sendPersonTyping } from '../helpers/inboxApi';
import { shouldSendTyping } from '../helpers/inboxFormat';
import { applyActionToDetail } from '../helpers/transcript';

/** Take, write, give back and close one conversation; each answer updates the open transcript and the lists. */
export function useConversationActions(sessionId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (result: ConversationActionResponse) => {
    queryClient.setQueryData<ConversationDetailResponse>(conversationKey(sessionId), (detail) =>
      detail ? applyActionToDetail(detail, result) : detail,
    );
    void queryClient.invalidateQueries({ queryKey: inboxListPrefix });
  };
  const take = useMutation({ mutationFn: () => conversationActions.take(sessionId), onSuccess });
  const send = useMutation({
    mutationFn: (text: string) => conversationActions.send(sessionId, text),
    onSuccess,
  });
  const giveBack = useMutation({
    mutationFn: (nodeId: string | null) => conversationActions.giveBack(sessionId, nodeId),
    onSuccess,
  });
  const close = useMutation({ mutationFn: () => conversationActions.close(sessionId), onSuccess });
  return { take, send, giveBack, close };
}

/** A function to call on every keystroke: tells the visitor the person is writing, at most every 3 s. */
export function useTypingNotice(sessionId: string): () => void {
  const lastSent = useRef<{ sessionId: string; at: number } | null>(null);
  return useCallback(() => {
    const previous = lastSent.current?.sessionId === sessionId ? lastSent.current.at : null;
    const now = Date.now();
    if (!shouldSendTyping(previous, now)) return;
    lastSent.current = { sessionId, at: now };
    // A lost typing notice changes nothing worth telling the person.
    sendPersonTyping(sessionId).catch(() => undefined);
  }, [sessionId]);
}
