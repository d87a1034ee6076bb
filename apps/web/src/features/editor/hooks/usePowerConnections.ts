import { API } from '@plubot/contracts';
import type { ActionService, PowerChoiceKind } from '@plubot/flow';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/callApi';
import { CONNECTIONS_QUERY_KEY, useConnectionsQuery } from '../../profile';

/** The service answers a list within its own 10 s; the browser waits a little longer. */
const CHOICES_TIMEOUT_MS = 20_000;

/**
 * The owner's connections of a service (profile → Integraciones), for a power node's form. The
 * list is the profile's own query: connecting an account in another tab and pressing
 * 'Volver a cargar' (or coming back to this tab) shows it here.
 */
export function usePowerConnections(service: ActionService) {
  const list = useConnectionsQuery();
  const connections = (list.data?.connections ?? []).filter((connection) => connection.service === service);
  return { list, connections };
}

/**
 * A list a power node's form offers from the service itself, read with one of the owner's
 * connections: Notion databases, a database's properties (`parent`: its id), Mailchimp audiences,
 * Trello boards and a board's lists, Asana workspaces, projects and sections, Monday boards and groups.
 * Asked only once there is a connection (and a parent that can be read, for a list that needs one). A refusal is
 * the service's answer, so it is not asked again by itself: the form offers 'Reintentar'.
 */
export function useConnectionChoices(
  connectionId: string | undefined,
  kind: PowerChoiceKind,
  /** `undefined`: the list has no parent; `null`: it has one that cannot be read yet. */
  parent: string | null | undefined,
) {
  const ready = Boolean(connectionId) && parent !== null;
  return useQuery({
    queryKey: [...CONNECTIONS_QUERY_KEY, 'choices', connectionId ?? '', kind, parent ?? ''],
    queryFn: ({ signal }) =>
      callApi(API.connectionChoices, {
        params: { id: connectionId ?? '' },
        query: { kind, ...(parent ? { parent } : {}) },
        signal,
        timeoutMs: CHOICES_TIMEOUT_MS,
      }),
    enabled: ready,
    staleTime: 60_000,
    retry: false,
  });
}
