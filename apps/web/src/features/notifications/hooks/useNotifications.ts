import { API } from '@plubot/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/callApi';

const NOTIFICATIONS_KEY = ['notifications'] as const;
/** The bell asks for news this often while the tab is visible. */
export const NOTIFICATIONS_POLL_MS = 60_000;

/** The signed-in user's newest notifications and unread count, refreshed every minute. */
export function useNotificationsQuery(enabled: boolean) {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: () => callApi(API.listNotifications),
    enabled,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    staleTime: 15_000,
  });
}

/** Marks notifications read (all of them without ids). */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => callApi(API.markNotificationsRead, { body: ids ? { ids } : {} }),
    onSuccess: (data) => queryClient.setQueryData(NOTIFICATIONS_KEY, data),
  });
}
