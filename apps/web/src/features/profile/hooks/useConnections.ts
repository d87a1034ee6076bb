import { API, type ConnectionList, type CreateConnectionBody } from '@plubot/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/callApi';
import { useAuthStore } from '../../auth';

/** The query key of the user's connections to outside services (issue #31). */
export const CONNECTIONS_QUERY_KEY = ['connections'] as const;

/** Connecting and testing wait for the service's answer (the server gives it 10 s). */
const CHECK_TIMEOUT_MS = 20_000;

const selectUserId = (state: { user: { id: string } | null }) => state.user?.id ?? null;

/** The signed-in user's connections, secrets masked by the server. */
export function useConnectionsQuery() {
  const userId = useAuthStore(selectUserId);
  return useQuery({
    queryKey: [...CONNECTIONS_QUERY_KEY, userId],
    queryFn: () => callApi(API.connections),
    enabled: userId !== null,
    staleTime: 30_000,
  });
}

/** The services this server connects through the provider's consent (`undefined` while loading). */
export function useConnectionOAuthServices() {
  return useConnectionsQuery().data?.oauthServices;
}

/** Connects a service; the server checks the credentials with it before keeping them. */
export function useCreateConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateConnectionBody) =>
      callApi(API.createConnection, { body, timeoutMs: CHECK_TIMEOUT_MS }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONNECTIONS_QUERY_KEY }),
  });
}

/** 'Probar conexión': the server checks a connection again and answers how it stands now. */
export function useTestConnection() {
  const queryClient = useQueryClient();
  const userId = useAuthStore(selectUserId);
  return useMutation({
    mutationFn: (id: string) => callApi(API.testConnection, { params: { id }, timeoutMs: CHECK_TIMEOUT_MS }),
    onSuccess: ({ connection }) => {
      // The list shows the new status at once; the refetch then confirms it.
      queryClient.setQueryData<ConnectionList>([...CONNECTIONS_QUERY_KEY, userId], (current) =>
        current
          ? {
              ...current,
              connections: current.connections.map((item) => (item.id === connection.id ? connection : item)),
            }
          : current,
      );
      return queryClient.invalidateQueries({ queryKey: CONNECTIONS_QUERY_KEY });
    },
  });
}

/** Removes one of the user's connections. */
export function useRemoveConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(API.deleteConnection, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONNECTIONS_QUERY_KEY }),
  });
}
