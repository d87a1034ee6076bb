import { API, type CreateDiscordIntegrationBody } from '@plubot/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/callApi';
import { useAuthStore } from '../../auth';

/** The query key of the user's Discord integrations (the profile and the editor's Discord form share it). */
export const DISCORD_INTEGRATIONS_QUERY_KEY = ['discordIntegrations'] as const;

const selectUserId = (state: { user: { id: string } | null }) => state.user?.id ?? null;

/** The signed-in user's Discord integrations, tokens masked by the server. */
export function useDiscordIntegrationsQuery() {
  const userId = useAuthStore(selectUserId);
  return useQuery({
    queryKey: [...DISCORD_INTEGRATIONS_QUERY_KEY, userId],
    queryFn: () => callApi(API.discordIntegrations),
    enabled: userId !== null,
    staleTime: 30_000,
  });
}

/** Connects a Discord bot; the server checks the token with Discord before keeping it. */
export function useConnectDiscordIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDiscordIntegrationBody) =>
      callApi(API.createDiscordIntegration, { body, timeoutMs: 20_000 }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCORD_INTEGRATIONS_QUERY_KEY }),
  });
}

/** Removes one of the user's Discord integrations. */
export function useRemoveDiscordIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(API.deleteDiscordIntegration, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCORD_INTEGRATIONS_QUERY_KEY }),
  });
}
