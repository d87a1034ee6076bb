import { useQuery } from '@tanstack/react-query';
import { doctorReportQueryKey, fetchDoctorReport } from '../helpers/doctorApi';

/**
 * Bot Doctor's report on a bot's stored flow and the server's context. `staleTime` says how long an
 * answer stays fresh: the sharing panel wants the stored flow as it is now (0), the editor only
 * needs the context once (`Infinity`).
 */
export function useDoctorReportQuery(plubotId: string | null, options: { staleTime?: number } = {}) {
  return useQuery({
    queryKey: doctorReportQueryKey(plubotId ?? ''),
    queryFn: ({ signal }) => fetchDoctorReport(plubotId ?? '', signal),
    enabled: Boolean(plubotId),
    staleTime: options.staleTime ?? 0,
    retry: 1,
  });
}
