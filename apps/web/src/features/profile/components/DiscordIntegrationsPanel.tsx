import type { DiscordIntegration } from '@plubot/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { ApiError } from '../../../lib/apiClient';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { formatLongDate } from '../helpers/formatLongDate';
import {
  useConnectDiscordIntegration,
  useDiscordIntegrationsQuery,
  useRemoveDiscordIntegration,
} from '../hooks/useDiscordIntegrations';
import { useIntegrationPanel } from '../hooks/useIntegrationPanel';
import { IntegrationItem } from './IntegrationItem';
import { IntegrationList } from './IntegrationList';
import { RemoveIntegrationDialog } from './RemoveIntegrationDialog';
import './integrationPanel.css';
import './DiscordIntegrationsPanel.css';

/**
 * The 'Integraciones' tab: connect a Discord bot (name and token, checked with Discord by the
 * server), and the connected ones with their status and masked token, each removable after
 * confirming. A Discord node without its own token posts with the first active one.
 */
export function DiscordIntegrationsPanel() {
  const { t } = useTranslation();
  const list = useDiscordIntegrationsQuery();
  const remove = useRemoveDiscordIntegration();
  const { notice, setNotice, toRemove, askRemove, removeDialog } = useIntegrationPanel<DiscordIntegration>(
    remove,
    {
      removed: (name) => t('discordIntegrations.removed', { name }),
      removeFailed: t('discordIntegrations.removeFailed'),
    },
  );
  const integrations = list.data?.integrations ?? [];
  const limit = list.data?.limit ?? 5;

  return (
    <div className="discord-integrations">
      <Card as="section" className="integration-panel__stack" aria-labelledby="discord-connect-title">
        <h2 id="discord-connect-title" className="integration-panel__title">
          {t('discordIntegrations.title')}
        </h2>
        <p className="integration-panel__text">{t('discordIntegrations.text')}</p>
        <ConnectDiscordForm
          full={list.isSuccess && integrations.length >= limit}
          limit={limit}
          onConnected={(name) =>
            setNotice({ kind: 'success', text: t('discordIntegrations.connected', { name }) })
          }
        />
      </Card>

      <Card as="section" className="integration-panel__stack" aria-labelledby="discord-list-title">
        <IntegrationList
          heading={
            <h2 id="discord-list-title" className="integration-panel__title">
              {t('discordIntegrations.listTitle')}
            </h2>
          }
          count={t('discordIntegrations.count', { count: integrations.length, limit })}
          notice={notice}
          query={list}
          texts={{
            loading: t('discordIntegrations.loading'),
            loadError: t('discordIntegrations.loadError'),
            retry: t('discordIntegrations.retry'),
            empty: t('discordIntegrations.empty'),
          }}
          items={integrations}
          renderItem={(integration) => (
            <DiscordIntegrationItem
              key={integration.id}
              integration={integration}
              onRemove={() => askRemove(integration)}
            />
          )}
        />
      </Card>

      {toRemove && <RemoveIntegrationDialog name={toRemove.name} {...removeDialog} />}
    </div>
  );
}

/** One connected bot: name, status, Discord's name for it, masked token and date. */
function DiscordIntegrationItem({
  integration,
  onRemove,
}: {
  integration: DiscordIntegration;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <IntegrationItem
      name={integration.name}
      headingLevel={3}
      status={integration.status}
      statusLabel={t(`discordIntegrations.status.${integration.status}`)}
      removeLabel={t('discordIntegrations.remove')}
      removeAria={t('discordIntegrations.removeAria', { name: integration.name })}
      onRemove={onRemove}
    >
      <p className="integration-item__facts">
        {integration.botUsername && (
          <span>{t('discordIntegrations.botUser', { username: integration.botUsername })}</span>
        )}
        <span className="integration-item__mono">
          {t('discordIntegrations.token', { token: integration.maskedToken })}
        </span>
        <span>
          {t('discordIntegrations.connectedOn', {
            date: formatLongDate(integration.createdAt, i18n.language),
          })}
        </span>
      </p>
      {integration.tokenError && <p className="integration-item__error">{integration.tokenError}</p>}
    </IntegrationItem>
  );
}

/** The name and token fields; the server's refusal (Discord's reason) is shown and nothing typed is lost. */
function ConnectDiscordForm({
  full,
  limit,
  onConnected,
}: {
  full: boolean;
  limit: number;
  onConnected: (name: string) => void;
}) {
  const { t } = useTranslation();
  const connect = useConnectDiscordIntegration();
  const nameId = useId();
  const tokenId = useId();
  const tokenHelpId = useId();
  const errorId = useId();
  const [name, setName] = useState('');
  const [token, setToken] = useState('');
  const fieldErrors = connect.error instanceof ApiError ? connect.error.errors : undefined;
  const error = connect.isError
    ? getErrorMessage(connect.error, t('discordIntegrations.connectFailed'))
    : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    connect.mutate(
      { name, botToken: token },
      {
        onSuccess: (answer) => {
          setName('');
          setToken('');
          onConnected(answer.integration.name);
        },
      },
    );
  };

  if (full) {
    return <p className="integration-panel__state">{t('discordIntegrations.limitReached', { limit })}</p>;
  }

  return (
    <form className="integration-form" onSubmit={submit} noValidate>
      <div className="integration-form__field">
        <label htmlFor={nameId}>{t('discordIntegrations.nameLabel')}</label>
        <input
          id={nameId}
          type="text"
          value={name}
          maxLength={80}
          autoComplete="off"
          placeholder={t('discordIntegrations.namePlaceholder')}
          aria-invalid={fieldErrors?.name ? true : undefined}
          aria-describedby={fieldErrors?.name ? errorId : undefined}
          onChange={(event) => setName(event.target.value)}
          disabled={connect.isPending}
        />
      </div>
      <div className="integration-form__field">
        <label htmlFor={tokenId}>{t('discordIntegrations.tokenLabel')}</label>
        <input
          id={tokenId}
          type="password"
          value={token}
          maxLength={300}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={fieldErrors?.botToken ? true : undefined}
          aria-describedby={fieldErrors?.botToken ? `${errorId} ${tokenHelpId}` : tokenHelpId}
          onChange={(event) => setToken(event.target.value)}
          disabled={connect.isPending}
        />
        <p id={tokenHelpId} className="integration-form__help">
          {t('discordIntegrations.tokenHelp')}{' '}
          <Link to="/tutoriales/discord">{t('discordIntegrations.tutorial')}</Link>
        </p>
      </div>
      {error && (
        <p id={errorId} className="integration-form__error" role="alert">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? t('discordIntegrations.connecting') : t('discordIntegrations.connect')}
        </Button>
      </div>
    </form>
  );
}
