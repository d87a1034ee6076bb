import { useEffect, useState } from 'react';
import { isTypingNow, TYPING_VISIBLE_MS } from '../helpers/inboxFormat';
import { useInboxLiveStore } from '../stores/useInboxLiveStore';

/** True while the visitor of the conversation typed within the last 4 s. */
export function useVisitorTyping(sessionId: string): boolean {
  const typingAt = useInboxLiveStore((state) => state.visitorTypingAt[sessionId]);
  const [, setTick] = useState(0);
  const typing = isTypingNow(typingAt);
  useEffect(() => {
    if (typingAt === undefined) return;
    const left = typingAt + TYPING_VISIBLE_MS - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), left + 20);
    return () => clearTimeout(timer);
  }, [typingAt]);
  return typing;
}
