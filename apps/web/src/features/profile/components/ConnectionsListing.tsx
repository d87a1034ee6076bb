import type { Connection } from '@plubot/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { DangerDialog } from '../../../components/DangerDialog';
import { formatLongDate } from '../helpers/formatLongDate';
import type { ServiceConnections } from '../hooks/useServiceConnections';
import { IntegrationItem } from './IntegrationItem';
import { IntegrationList } from './IntegrationList';
import './integrationPanel.css';

/** A service's own words in its listing. */
export interface ConnectionsListingTexts {
  listTitle: string;
  empty: string;
  /** What removing one means for the bots (the dialog's text). */
  removeText: string;
  /** The masked secret as the service names it ('Clave: ••••abcd', 'Token: ••••abcd'). */
  secret: (masked: string) => string;
}

export interface ConnectionsListingProps {
  state: ServiceConnections;
  texts: ConnectionsListingTexts;
  /** Facts of the service's own, after the masked secret (OpenAI: the model and the API). */
  renderFacts?: (connection: Connection) => ReactNode;
  /** The class of the listing's column in the panel's grid. */
  className: string;
  /** The class of the list's heading. */
  headingClassName: string;
}

/**
 * The connected side of a service's panel: its connections with their status (and the service's
 * reason when it refused them), masked secret and dates, each testable again ('Probar conexión')
 * and removable after confirming.
 */
export function ConnectionsListing({
  state,
  texts,
  renderFacts,
  className,
  headingClassName,
}: ConnectionsListingProps) {
  const { t } = useTranslation();
  const {
    list,
    connections,
    limit,
    notice,
    testingId,
    testBusy,
    runTest,
    askRemove,
    toRemove,
    removeDialog,
  } = state;
  return (
    <>
      <div className={`integration-panel__stack ${className}`}>
        <IntegrationList
          heading={<h3 className={headingClassName}>{texts.listTitle}</h3>}
          count={t('connections.count', { count: connections.length, limit })}
          notice={notice}
          query={list}
          texts={{
            loading: t('connections.loading'),
            loadError: t('connections.loadError'),
            retry: t('connections.retry'),
            empty: texts.empty,
          }}
          items={connections}
          renderItem={(connection) => (
            <ConnectionItem
              key={connection.id}
              connection={connection}
              secret={texts.secret(connection.maskedSecret)}
              facts={renderFacts?.(connection)}
              testing={testingId === connection.id}
              testDisabled={testBusy}
              onTest={() => runTest(connection)}
              onRemove={() => askRemove(connection)}
            />
          )}
        />
      </div>
      {toRemove && (
        <DangerDialog
          title={t('connections.removeTitle', { name: toRemove.name })}
          text={texts.removeText}
          cancelLabel={t('connections.removeCancel')}
          confirmLabel={t('connections.removeConfirm')}
          busyLabel={t('connections.removing')}
          {...removeDialog}
        />
      )}
    </>
  );
}

/** One connection: name, status (and the service's reason when it failed), masked secret, facts and dates. */
function ConnectionItem({
  connection,
  secret,
  facts,
  testing,
  testDisabled,
  onTest,
  onRemove,
}: {
  connection: Connection;
  secret: string;
  facts: ReactNode;
  testing: boolean;
  testDisabled: boolean;
  onTest: () => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const checkedOn = connection.checkedAt
    ? new Date(connection.checkedAt).toLocaleString(i18n.language, {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : null;
  return (
    <IntegrationItem
      name={connection.name}
      headingLevel={4}
      status={connection.status}
      statusLabel={t(`connections.status.${connection.status}`)}
      actions={
        <Button
          variant="secondary"
          size="sm"
          onClick={onTest}
          disabled={testDisabled}
          aria-label={t('connections.testAria', { name: connection.name })}
        >
          {testing ? t('connections.testing') : t('connections.test')}
        </Button>
      }
      removeLabel={t('connections.remove')}
      removeAria={t('connections.removeAria', { name: connection.name })}
      onRemove={onRemove}
    >
      {connection.status === 'error' && connection.error && (
        <p className="integration-item__error">{connection.error}</p>
      )}
      <p className="integration-item__facts">
        <span className="integration-item__mono">{secret}</span>
        {facts}
        <span>
          {t('connections.connectedOn', { date: formatLongDate(connection.createdAt, i18n.language) })}
        </span>
        {checkedOn && <span>{t('connections.checkedOn', { date: checkedOn })}</span>}
      </p>
    </IntegrationItem>
  );
}
