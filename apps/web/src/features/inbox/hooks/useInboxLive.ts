import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type InboxLiveState, retainInboxStream, useInboxLiveStore } from '../stores/useInboxLiveStore';

const selectStatus = (state: InboxLiveState) => state.status;

/** Keeps the tab's one live inbox stream open while the caller is mounted (and `enabled`); returns its status. */
export function useInboxLive(enabled = true): InboxLiveState['status'] {
  const queryClient = useQueryClient();
  useEffect(() => (enabled ? retainInboxStream(queryClient) : undefined), [enabled, queryClient]);
  return useInboxLiveStore(selectStatus);
}
