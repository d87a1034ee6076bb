import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/apiClient';
import { useAuthStore } from '../../auth';
import { mergePlubotLists } from '../helpers/mergePlubotLists';
import { fetchPlubots, PLUBOTS_QUERY_KEY } from '../helpers/plubotApi';
import {
  belongsTo,
  readLocalPlubots,
  readUserPlubotsBackup,
  writeUserPlubotsBackup,
} from '../helpers/plubotBackups';
import { usePlubotSyncStore } from '../stores/usePlubotSyncStore';
import type { PlubotListItem } from '../types';

export interface PlubotList {
  plubots: PlubotListItem[];
  /** True when the server could not be reached and the list is the last backup. */
  fromBackup: boolean;
}

const selectUserId = (state: { user: { id: string } | null }) => state.user?.id ?? null;
const selectSyncedRevision = (state: { syncedRevision: number }) => state.syncedRevision;

/**
 * The signed-in user's bots with the ones still waiting to sync in this browser. Each server
 * answer refreshes `user_plubots_backup`; without a server the backup is shown. The list is read
 * again whenever bots reach the server (`syncedRevision` is part of its key, so a sync that ends
 * while the list is loading, or before the page mounts, is never missed), showing the last list
 * meanwhile.
 */
export function usePlubotsQuery() {
  const userId = useAuthStore(selectUserId);
  const syncedRevision = usePlubotSyncStore(selectSyncedRevision);
  return useQuery({
    queryKey: [...PLUBOTS_QUERY_KEY, userId, syncedRevision],
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<PlubotList> => {
      const local = readLocalPlubots().filter((bot) => belongsTo(bot, userId));
      try {
        const plubots = mergePlubotLists(await fetchPlubots(), local);
        writeUserPlubotsBackup(
          userId,
          plubots.map(({ isLocal: _isLocal, ...bot }) => bot),
        );
        return { plubots, fromBackup: false };
      } catch (error) {
        if (!(error instanceof ApiError && error.isNetworkError)) throw error;
        return { plubots: mergePlubotLists(readUserPlubotsBackup(userId), local), fromBackup: true };
      }
    },
    staleTime: 0,
  });
}
