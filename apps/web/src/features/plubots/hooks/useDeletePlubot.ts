import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePlubotRequest, PLUBOTS_QUERY_KEY } from '../helpers/plubotApi';
import { removeLocalPlubot } from '../helpers/plubotBackups';
import type { PlubotListItem } from '../types';

/** Deletes a bot: on the server, or only from this browser while it has not synced yet. */
export function useDeletePlubot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (plubot: PlubotListItem): Promise<{ message?: string }> => {
      if (plubot.isLocal) {
        removeLocalPlubot(plubot._localId ?? plubot.id);
        return {};
      }
      return deletePlubotRequest(plubot.id);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLUBOTS_QUERY_KEY }),
  });
}
