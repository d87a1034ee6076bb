import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/apiClient';
import { fetchPublicPlubot } from '../helpers/chatApi';

/** The public face of a bot (name, colour, widget look); an unknown bot is not asked again. */
export function usePublicPlubot(publicId: string | undefined) {
  return useQuery({
    queryKey: ['public-plubot', publicId],
    queryFn: ({ signal }) => fetchPublicPlubot(publicId ?? '', signal),
    enabled: Boolean(publicId),
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
  });
}
