import type { LiveEvent } from '@plubot/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { isFinalStreamFailure, openInboxStream } from '../helpers/inboxApi';
import { applyEventToCache, refreshInbox } from '../helpers/inboxCache';
import { createLiveStream, type LiveStreamStatus } from '../helpers/liveStream';

export interface InboxLiveState {
  /** Where the tab's one live stream stands; `idle` while nothing on screen needs it. */
  status: LiveStreamStatus | 'idle';
  /** When the visitor of each conversation (by session id) last said they were typing (ms since epoch). */
  visitorTypingAt: Record<string, number>;
}

/** The tab's live inbox: the stream's state and who is typing. Opened by `useInboxLive`. */
export const useInboxLiveStore = create<InboxLiveState>(() => ({ status: 'idle', visitorTypingAt: {} }));

type Listener = (event: LiveEvent) => void;
const listeners = new Set<Listener>();
let holders = 0;
let stream: ReturnType<typeof createLiveStream> | null = null;
let stopTimer: ReturnType<typeof setTimeout> | undefined;
/** A screen unmounting and another mounting (a navigation, StrictMode) keep the stream open. */
const STOP_DELAY_MS = 2000;

function start(queryClient: QueryClient) {
  let previous: LiveStreamStatus | null = null;
  stream = createLiveStream({
    open: openInboxStream,
    shouldRetry: (error) => !isFinalStreamFailure(error),
    onStatus: (status) => {
      // Back from a drop or from polling: whatever the resume could not bring is refetched.
      if (status === 'live' && (previous === 'reconnecting' || previous === 'polling'))
        refreshInbox(queryClient);
      previous = status;
      useInboxLiveStore.setState({ status });
    },
    onEvent: (event) => {
      if (event.type === 'typing' && event.from === 'visitor') {
        useInboxLiveStore.setState((state) => ({
          visitorTypingAt: { ...state.visitorTypingAt, [event.sessionId]: Date.now() },
        }));
      }
      if (event.type === 'message' && event.message.from === 'visitor') {
        // The visitor's message ends their typing.
        useInboxLiveStore.setState((state) => {
          const { [event.sessionId]: _ended, ...rest } = state.visitorTypingAt;
          return { visitorTypingAt: rest };
        });
      }
      applyEventToCache(queryClient, event);
      for (const listener of listeners) listener(event);
    },
  });
}

/**
 * Keeps the tab's one live stream open while at least one holder needs it; returns the release.
 * The last release closes it after a short delay.
 */
export function retainInboxStream(queryClient: QueryClient): () => void {
  holders += 1;
  clearTimeout(stopTimer);
  if (!stream) start(queryClient);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0) return;
    stopTimer = setTimeout(() => {
      stream?.stop();
      stream = null;
      useInboxLiveStore.setState({ status: 'idle', visitorTypingAt: {} });
    }, STOP_DELAY_MS);
  };
}

/** Hears every event of the live stream (while it is open); returns the unsubscribe. */
export function onInboxEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
