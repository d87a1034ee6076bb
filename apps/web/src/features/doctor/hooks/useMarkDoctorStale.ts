import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { DOCTOR_QUERY_KEY } from '../helpers/doctorApi';

/**
 * Marks every Bot Doctor answer stale after the stored flow changed, without fetching now: the bot
 * cards and the sharing panel ask again when they next open.
 */
export function useMarkDoctorStale(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: DOCTOR_QUERY_KEY, refetchType: 'none' });
  }, [queryClient]);
}
