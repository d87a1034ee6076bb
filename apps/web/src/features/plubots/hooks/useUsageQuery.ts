import { useQuery } from '@tanstack/react-query';
import { fetchUsage } from '../helpers/plubotApi';

/** This month's replies of the signed-in user's bots and the plan's limit. */
export function useUsageQuery() {
  return useQuery({ queryKey: ['usage'], queryFn: fetchUsage, staleTime: 60_000 });
}
