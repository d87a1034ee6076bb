import type { ChannelName, ChannelState } from '@plubot/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { connectTelegram, fetchChannels } from '../helpers/channelsApi';
import { checkTelegramToken, describeChannelState, telegramBotLink } from '../helpers/channelView';
import { channelsQueryKey, useChannelCard } from '../hooks/useChannelCard';
import { ConnectedChannelHeader } from './ConnectedChannelHeader';
import { MetaPageChannel } from './MetaPageChannel';
import { WhatsAppCloudChannel } from './WhatsAppCloudChannel';
import './ChannelsTab.css';

export interface ChannelsTabProps {
  plubotId: string;
}

/**
 * 'Canales' (issue #33): the official channels the bot can answer on, each with its state
 * (conectado / error with the reason / no configurado). Telegram connects here with a BotFather
 * token, the WhatsApp Cloud API with a number's id, a token and the app secret, Messenger and
 * Instagram with a Page's id, its token and the app secret. Only the channels this server can connect are listed: none is shown as a promise.
 */
export function ChannelsTab({ plubotId }: ChannelsTabProps) {
  const { t } = useTranslation();
  const channels = useQuery({
    queryKey: channelsQueryKey(plubotId),
    queryFn: ({ signal }) => fetchChannels(plubotId, signal),
    staleTime: 0,
  });

  return (
    <div className="share-tab channels-tab">
      <h3 className="copy-field__title">{t('sharing.channels.title')}</h3>
      <p className="copy-field__description">{t('sharing.channels.text')}</p>
      {channels.isPending && <Spinner label={t('sharing.channels.loading')} />}
      {channels.isError && (
        <div className="whatsapp-tab__row" role="alert">
          <span>{getErrorMessage(channels.error)}</span>
          <Button size="sm" variant="secondary" onClick={() => void channels.refetch()}>
            {t('sharing.channels.retry')}
          </Button>
        </div>
      )}
      {channels.data && (
        <ul className="channels-tab__list">
          {channels.data
            .filter((state) => state.available)
            .map((state) => (
              <li key={state.channel} className="channels-tab__channel" data-channel={state.channel}>
                <ChannelCard plubotId={plubotId} state={state} />
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}

const TITLE_KEYS = {
  'whatsapp-cloud': 'sharing.channels.names.whatsappCloud',
  telegram: 'sharing.channels.names.telegram',
  messenger: 'sharing.channels.names.messenger',
  instagram: 'sharing.channels.names.instagram',
} as const satisfies Record<ChannelName, string>;

function ChannelCard({ plubotId, state }: { plubotId: string; state: ChannelState }) {
  const { t } = useTranslation();
  const view = describeChannelState(state);
  return (
    <>
      <div className="channels-tab__head">
        <strong>{t(TITLE_KEYS[state.channel])}</strong>
        <span className={`channels-tab__state channels-tab__state--${view.tone}`}>{t(view.labelKey)}</span>
      </div>
      {view.reason && (
        <p className="whatsapp-tab__notice whatsapp-tab__notice--error" role="status">
          {view.reason}
        </p>
      )}
      {state.channel === 'telegram' && <TelegramChannel plubotId={plubotId} state={state} />}
      {state.channel === 'whatsapp-cloud' && <WhatsAppCloudChannel plubotId={plubotId} state={state} />}
      {(state.channel === 'messenger' || state.channel === 'instagram') && (
        <MetaPageChannel plubotId={plubotId} channel={state.channel} state={state} />
      )}
    </>
  );
}

function TelegramChannel({ plubotId, state }: { plubotId: string; state: ChannelState }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [token, setToken] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { replace, disconnect } = useChannelCard(plubotId, 'telegram');
  const connect = useMutation({
    mutationFn: (value: string) => connectTelegram(plubotId, value),
    onSuccess: (next) => {
      setToken('');
      replace(next);
    },
  });
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = checkTelegramToken(token);
    setFieldError(problem ? t(problem) : null);
    if (!problem) connect.mutate(token.trim());
  }

  if (state.status !== 'notConfigured') {
    const link = telegramBotLink(state);
    return (
      <ConnectedChannelHeader
        account={
          link ? (
            <a href={link} target="_blank" rel="noopener noreferrer">
              @{state.details.username}
            </a>
          ) : (
            <span>{state.details.name}</span>
          )
        }
        disconnect={disconnect}
      />
    );
  }

  const error = fieldError ?? (connect.isError ? getErrorMessage(connect.error) : null);
  return (
    <form className="channels-tab__form" onSubmit={onSubmit} noValidate>
      <ol className="channels-tab__steps">
        <li>{t('sharing.channels.telegram.step1')}</li>
        <li>{t('sharing.channels.telegram.step2')}</li>
        <li>{t('sharing.channels.telegram.step3')}</li>
      </ol>
      <label htmlFor={inputId}>{t('sharing.channels.telegram.tokenLabel')}</label>
      <div className="whatsapp-tab__row">
        <input
          id={inputId}
          className="channels-tab__input"
          type="password"
          value={token}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          placeholder="123456789:AA…"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => {
            setToken(event.target.value);
            setFieldError(null);
            connect.reset();
          }}
        />
        <Button type="submit" size="sm" disabled={connect.isPending}>
          {connect.isPending ? t('sharing.channels.connecting') : t('sharing.channels.connect')}
        </Button>
      </div>
      {error && (
        <p id={`${inputId}-error`} className="whatsapp-tab__notice whatsapp-tab__notice--error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
