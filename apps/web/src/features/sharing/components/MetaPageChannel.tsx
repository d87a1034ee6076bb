import type { ChannelState } from '@plubot/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { connectMetaPage, disconnectChannel } from '../helpers/channelsApi';
import {
  checkMetaPageFields,
  type MetaPageFieldProblem,
  type MetaPageFields,
  metaPageAccountLabel,
} from '../helpers/metaPageView';
import { CopyField } from './CopyField';

const EMPTY: MetaPageFields = { pageId: '', accessToken: '', appSecret: '' };

const FIELDS = [
  { name: 'pageId', type: 'text', labelKey: 'sharing.channels.metaPage.pageIdLabel' },
  { name: 'accessToken', type: 'password', labelKey: 'sharing.channels.metaPage.accessTokenLabel' },
  { name: 'appSecret', type: 'password', labelKey: 'sharing.channels.metaPage.appSecretLabel' },
] as const;

/** Each channel's own steps (the rest of the card is the same for both). */
const STEPS = {
  messenger: {
    setup: [
      'sharing.channels.messenger.step1',
      'sharing.channels.messenger.step2',
      'sharing.channels.messenger.step3',
    ],
    console: [
      'sharing.channels.messenger.console1',
      'sharing.channels.messenger.console2',
      'sharing.channels.messenger.console3',
    ],
  },
  instagram: {
    setup: [
      'sharing.channels.instagram.step1',
      'sharing.channels.instagram.step2',
      'sharing.channels.instagram.step3',
    ],
    console: [
      'sharing.channels.instagram.console1',
      'sharing.channels.instagram.console2',
      'sharing.channels.instagram.console3',
    ],
  },
} as const;

/**
 * The Messenger or Instagram card of 'Canales' (issue #33): the Facebook Page's id, the Page's
 * access token and the app secret (checked by the server with Meta, then sealed: they never come
 * back); once connected, the Page (or the Instagram account), and the webhook URL and verify token
 * to paste in Meta's console, with the steps to do it.
 */
export function MetaPageChannel({
  plubotId,
  channel,
  state,
}: {
  plubotId: string;
  channel: 'messenger' | 'instagram';
  state: ChannelState;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formId = useId();
  const [fields, setFields] = useState<MetaPageFields>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<keyof MetaPageFields, MetaPageFieldProblem>>>({});
  const [copyFailed, setCopyFailed] = useState(false);
  const replace = (next: ChannelState | null) =>
    queryClient.setQueryData<ChannelState[]>(['channels', plubotId], (current) =>
      current?.map((item) =>
        item.channel === channel
          ? (next ?? {
              channel,
              status: 'notConfigured',
              error: null,
              available: true,
              details: {},
              connectedAt: null,
            })
          : item,
      ),
    );
  const connect = useMutation({
    mutationFn: (body: MetaPageFields) => connectMetaPage(plubotId, channel, body),
    onSuccess: (next) => {
      setFields(EMPTY);
      replace(next);
    },
  });
  const disconnect = useMutation({
    mutationFn: () => disconnectChannel(plubotId, channel),
    onSuccess: () => replace(null),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = checkMetaPageFields(fields);
    setProblems(found);
    if (Object.keys(found).length === 0)
      connect.mutate({
        pageId: fields.pageId.trim(),
        accessToken: fields.accessToken.trim(),
        appSecret: fields.appSecret.trim(),
      });
  }

  if (state.status !== 'notConfigured') {
    return (
      <div className="channels-tab__form">
        <div className="whatsapp-tab__row">
          <span>{metaPageAccountLabel(state.details)}</span>
          <Button
            variant="danger"
            size="sm"
            onClick={() => disconnect.mutate()}
            disabled={disconnect.isPending}
          >
            {disconnect.isPending ? t('sharing.channels.disconnecting') : t('sharing.channels.disconnect')}
          </Button>
        </div>
        {disconnect.isError && (
          <p className="whatsapp-tab__notice whatsapp-tab__notice--error" role="alert">
            {getErrorMessage(disconnect.error)}
          </p>
        )}
        <strong>{t('sharing.channels.metaPage.consoleTitle')}</strong>
        <ol className="channels-tab__steps">
          {STEPS[channel].console.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
        {state.webhookUrl && (
          <CopyField
            title={t('sharing.channels.metaPage.webhookUrlLabel')}
            value={state.webhookUrl}
            onCopied={() => setCopyFailed(false)}
            onCopyFailed={() => setCopyFailed(true)}
          />
        )}
        {state.verifyToken && (
          <CopyField
            title={t('sharing.channels.metaPage.verifyTokenLabel')}
            value={state.verifyToken}
            onCopied={() => setCopyFailed(false)}
            onCopyFailed={() => setCopyFailed(true)}
          />
        )}
        {copyFailed && (
          <p className="whatsapp-tab__notice whatsapp-tab__notice--error" role="alert">
            {t('sharing.channels.metaPage.copyFailed')}
          </p>
        )}
      </div>
    );
  }

  const serverError = connect.isError ? getErrorMessage(connect.error) : null;
  return (
    <form className="channels-tab__form" onSubmit={onSubmit} noValidate>
      <ol className="channels-tab__steps">
        {STEPS[channel].setup.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      {FIELDS.map((field) => {
        const inputId = `${formId}-${field.name}`;
        const problem = problems[field.name];
        return (
          <div key={field.name} className="channels-tab__form">
            <label htmlFor={inputId}>{t(field.labelKey)}</label>
            <input
              id={inputId}
              className="channels-tab__input"
              type={field.type}
              value={fields[field.name]}
              maxLength={1000}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${inputId}-error` : undefined}
              onChange={(event) => {
                setFields((current) => ({ ...current, [field.name]: event.target.value }));
                setProblems((current) => ({ ...current, [field.name]: undefined }));
                connect.reset();
              }}
            />
            {problem && (
              <p
                id={`${inputId}-error`}
                className="whatsapp-tab__notice whatsapp-tab__notice--error"
                role="alert"
              >
                {t(problem)}
              </p>
            )}
          </div>
        );
      })}
      <div className="whatsapp-tab__row">
        <Button type="submit" size="sm" disabled={connect.isPending}>
          {connect.isPending ? t('sharing.channels.connecting') : t('sharing.channels.connect')}
        </Button>
      </div>
      {serverError && (
        <p className="whatsapp-tab__notice whatsapp-tab__notice--error" role="alert">
          {serverError}
        </p>
      )}
    </form>
  );
}
