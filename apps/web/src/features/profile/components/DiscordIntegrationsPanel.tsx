import type { DiscordIntegration } from '@plubot/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/apiClient';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import {
  useConnectDiscordIntegration,
  useDiscordIntegrationsQuery,
  useRemoveDiscordIntegration,
} from '../hooks/useDiscordIntegrations';
import { RemoveIntegrationDialog } from './RemoveIntegrationDialog';
import './DiscordIntegrationsPanel.css';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/**
 * The 'Integraciones' tab: connect a Discord bot (name and token, checked with Discord by the
 * server), and the connected ones with their status and masked token, each removable after
 * confirming. A Discord node without its own token posts with the first active one.
 */
export function DiscordIntegrationsPanel() {
  const { t } = useTranslation();
  const list = useDiscordIntegrationsQuery();
  const remove = useRemoveDiscordIntegration();
  const [toRemove, setToRemove] = useState<DiscordIntegration | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const integrations = list.data?.integrations ?? [];
  const limit = list.data?.limit ?? 5;

  const confirmRemove = () => {
    if (!toRemove) return;
    const target = toRemove;
    remove.mutate(target.id, {
      onSuccess: () => {
        setToRemove(null);
        setNotice({ kind: 'success', text: t('discordIntegrations.removed', { name: target.name }) });
      },
    });
  };

  return (
    <div className="discord-integrations">
      <Card as="section" className="discord-integrations__section" aria-labelledby="discord-connect-title">
        <h2 id="discord-connect-title" className="discord-integrations__title">
          {t('discordIntegrations.title')}
        </h2>
        <p className="discord-integrations__text">{t('discordIntegrations.text')}</p>
        <ConnectDiscordForm
          full={list.isSuccess && integrations.length >= limit}
          limit={limit}
          onConnected={(name) =>
            setNotice({ kind: 'success', text: t('discordIntegrations.connected', { name }) })
          }
        />
      </Card>

      <Card as="section" className="discord-integrations__section" aria-labelledby="discord-list-title">
        <div className="discord-integrations__head">
          <h2 id="discord-list-title" className="discord-integrations__title">
            {t('discordIntegrations.listTitle')}
          </h2>
          {list.isSuccess && (
            <p className="discord-integrations__count">
              {t('discordIntegrations.count', { count: integrations.length, limit })}
            </p>
          )}
        </div>
        {notice && (
          <p
            className={`discord-integrations__notice discord-integrations__notice--${notice.kind}`}
            role={notice.kind === 'error' ? 'alert' : 'status'}
          >
            {notice.text}
          </p>
        )}
        {list.isPending ? (
          <p className="discord-integrations__state">
            <Spinner size="sm" /> {t('discordIntegrations.loading')}
          </p>
        ) : list.isError ? (
          <div className="discord-integrations__state" role="alert">
            <p>{getErrorMessage(list.error, t('discordIntegrations.loadError'))}</p>
            <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
              {t('discordIntegrations.retry')}
            </Button>
          </div>
        ) : integrations.length === 0 ? (
          <p className="discord-integrations__state">{t('discordIntegrations.empty')}</p>
        ) : (
          <ul className="discord-integrations__list">
            {integrations.map((integration) => (
              <IntegrationItem
                key={integration.id}
                integration={integration}
                onRemove={() => {
                  remove.reset();
                  setNotice(null);
                  setToRemove(integration);
                }}
              />
            ))}
          </ul>
        )}
      </Card>

      {toRemove && (
        <RemoveIntegrationDialog
          name={toRemove.name}
          busy={remove.isPending}
          error={remove.isError ? getErrorMessage(remove.error, t('discordIntegrations.removeFailed')) : null}
          onConfirm={confirmRemove}
          onCancel={() => setToRemove(null)}
        />
      )}
    </div>
  );
}

/** One connected bot: name, status, Discord's name for it, masked token and date. */
function IntegrationItem({
  integration,
  onRemove,
}: {
  integration: DiscordIntegration;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const date = new Date(integration.createdAt).toLocaleDateString(i18n.language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return (
    <li className="discord-integration" aria-label={integration.name}>
      <div className="discord-integration__main">
        <h3 className="discord-integration__name">{integration.name}</h3>
        <span className={`discord-integration__status discord-integration__status--${integration.status}`}>
          {t(`discordIntegrations.status.${integration.status}`)}
        </span>
      </div>
      <p className="discord-integration__facts">
        {integration.botUsername && (
          <span>{t('discordIntegrations.botUser', { username: integration.botUsername })}</span>
        )}
        <span className="discord-integration__token">
          {t('discordIntegrations.token', { token: integration.maskedToken })}
        </span>
        <span>{t('discordIntegrations.connectedOn', { date })}</span>
      </p>
      {integration.tokenError && <p className="discord-integration__error">{integration.tokenError}</p>}
      <Button
        variant="danger"
        size="sm"
        onClick={onRemove}
        aria-label={t('discordIntegrations.removeAria', { name: integration.name })}
      >
        {t('discordIntegrations.remove')}
      </Button>
    </li>
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
    return <p className="discord-integrations__state">{t('discordIntegrations.limitReached', { limit })}</p>;
  }

  return (
    <form className="discord-connect" onSubmit={submit} noValidate>
      <div className="discord-connect__field">
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
      <div className="discord-connect__field">
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
        <p id={tokenHelpId} className="discord-connect__help">
          {t('discordIntegrations.tokenHelp')}{' '}
          <Link to="/tutoriales/discord">{t('discordIntegrations.tutorial')}</Link>
        </p>
      </div>
      {error && (
        <p id={errorId} className="discord-connect__error" role="alert">
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
