import { type Connection, type ConnectionService, MAX_CONNECTIONS_PER_SERVICE } from '@plubot/contracts';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { useConnectionsQuery, useRemoveConnection, useTestConnection } from './useConnections';
import { useIntegrationPanel } from './useIntegrationPanel';

/**
 * One service's side of the Integraciones tab (issue #31): the owner's connections of `service`,
 * how many more fit, 'Probar conexión' with its notice, and remove-after-confirming. The OpenAI
 * panel and each token service's panel (Notion, HubSpot, Mailchimp) share it, so they list, test
 * and remove alike; `testOk` is the service's own words for a connection that works.
 */
export function useServiceConnections(service: ConnectionService, testOk: (name: string) => string) {
  const { t } = useTranslation();
  const list = useConnectionsQuery();
  const test = useTestConnection();
  const remove = useRemoveConnection();
  const panel = useIntegrationPanel<Connection>(remove, {
    removed: (name) => t('connections.removed', { name }),
    removeFailed: t('connections.removeFailed'),
  });
  const connections = (list.data?.connections ?? []).filter((item) => item.service === service);
  const limit = list.data?.limitPerService ?? MAX_CONNECTIONS_PER_SERVICE;
  const { setNotice } = panel;

  /** Asks the server to check a connection again and says in the notice how it stands. */
  const runTest = (connection: Connection) => {
    setNotice(null);
    test.mutate(connection.id, {
      onSuccess: ({ connection: checked }) =>
        setNotice(
          checked.status === 'active'
            ? { kind: 'success', text: testOk(checked.name) }
            : {
                kind: 'error',
                text: t('connections.testError', { name: checked.name, error: checked.error ?? '' }),
              },
        ),
      onError: (error) =>
        setNotice({ kind: 'error', text: getErrorMessage(error, t('connections.testFailed')) }),
    });
  };

  return {
    list,
    connections,
    limit,
    /** The list has loaded and holds as many as allowed: the form gives way to a note. */
    full: list.isSuccess && connections.length >= limit,
    testingId: test.isPending ? test.variables : null,
    testBusy: test.isPending,
    runTest,
    ...panel,
  };
}

/** What {@link useServiceConnections} gives a panel. */
export type ServiceConnections = ReturnType<typeof useServiceConnections>;
