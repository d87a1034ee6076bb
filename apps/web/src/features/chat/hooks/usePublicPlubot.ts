import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/apiClient';
import { fetchPublicPlubot } from '../helpers/chatApi';

/**
 * The public face of a bot (name, colour, widget look); an unknown bot is not asked again. With
 * `theme`, the server decides whether the bot may be shown in it (see `fetchPublicPlubot`).
 */
export function usePublicPlubot(publicId: string | undefined, theme?: string) {
  return useQuery({
    queryKey: ['public-plubot', publicId, theme ?? null],
    queryFn: ({ signal }) => fetchPublicPlubot(publicId ?? '', theme, signal),
    enabled: Boolean(publicId),
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
  });
}
