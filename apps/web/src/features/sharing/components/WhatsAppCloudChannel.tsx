import type { ChannelState } from '@plubot/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { connectWhatsAppCloud, disconnectChannel } from '../helpers/channelsApi';
import {
  checkWhatsAppCloudFields,
  type WhatsAppCloudFieldProblem,
  type WhatsAppCloudFields,
} from '../helpers/channelView';
import { CopyField } from './CopyField';

const EMPTY: WhatsAppCloudFields = { phoneNumberId: '', accessToken: '', appSecret: '' };

const FIELDS = [
  { name: 'phoneNumberId', type: 'text', labelKey: 'sharing.channels.whatsappCloud.phoneNumberIdLabel' },
  { name: 'accessToken', type: 'password', labelKey: 'sharing.channels.whatsappCloud.accessTokenLabel' },
  { name: 'appSecret', type: 'password', labelKey: 'sharing.channels.whatsappCloud.appSecretLabel' },
] as const;

/**
 * The WhatsApp Cloud API card of 'Canales' (issue #33): the number's id, a permanent access token
 * and the app secret (checked by the server with Meta, then sealed: they never come back); once
 * connected, the number, and the webhook URL and verify token to paste in Meta's console, with the
 * steps to do it.
 */
export function WhatsAppCloudChannel({ plubotId, state }: { plubotId: string; state: ChannelState }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formId = useId();
  const [fields, setFields] = useState<WhatsAppCloudFields>(EMPTY);
  const [problems, setProblems] = useState<
    Partial<Record<keyof WhatsAppCloudFields, WhatsAppCloudFieldProblem>>
  >({});
  const [copyFailed, setCopyFailed] = useState(false);
  const replace = (next: ChannelState | null) =>
    queryClient.setQueryData<ChannelState[]>(['channels', plubotId], (current) =>
      current?.map((channel) =>
        channel.channel === 'whatsapp-cloud'
          ? (next ?? {
              channel: 'whatsapp-cloud',
              status: 'notConfigured',
              error: null,
              available: true,
              details: {},
              connectedAt: null,
            })
          : channel,
      ),
    );
  const connect = useMutation({
    mutationFn: (body: WhatsAppCloudFields) => connectWhatsAppCloud(plubotId, body),
    onSuccess: (next) => {
      setFields(EMPTY);
      replace(next);
    },
  });
  const disconnect = useMutation({
    mutationFn: () => disconnectChannel(plubotId, 'whatsapp-cloud'),
    onSuccess: () => replace(null),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = checkWhatsAppCloudFields(fields);
    setProblems(found);
    if (Object.keys(found).length === 0)
      connect.mutate({
        phoneNumberId: fields.phoneNumberId.trim(),
        accessToken: fields.accessToken.trim(),
        appSecret: fields.appSecret.trim(),
      });
  }

  if (state.status !== 'notConfigured') {
    const { displayPhoneNumber, verifiedName } = state.details;
    return (
      <div className="channels-tab__form">
        <div className="whatsapp-tab__row">
          <span>{[verifiedName, displayPhoneNumber].filter(Boolean).join(' · ')}</span>
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
        <strong>{t('sharing.channels.whatsappCloud.consoleTitle')}</strong>
        <ol className="channels-tab__steps">
          <li>{t('sharing.channels.whatsappCloud.console1')}</li>
          <li>{t('sharing.channels.whatsappCloud.console2')}</li>
          <li>{t('sharing.channels.whatsappCloud.console3')}</li>
        </ol>
        {state.webhookUrl && (
          <CopyField
            title={t('sharing.channels.whatsappCloud.webhookUrlLabel')}
            value={state.webhookUrl}
            onCopied={() => setCopyFailed(false)}
            onCopyFailed={() => setCopyFailed(true)}
          />
        )}
        {state.verifyToken && (
          <CopyField
            title={t('sharing.channels.whatsappCloud.verifyTokenLabel')}
            value={state.verifyToken}
            onCopied={() => setCopyFailed(false)}
            onCopyFailed={() => setCopyFailed(true)}
          />
        )}
        {copyFailed && (
          <p className="whatsapp-tab__notice whatsapp-tab__notice--error" role="alert">
            {t('sharing.channels.whatsappCloud.copyFailed')}
          </p>
        )}
      </div>
    );
  }

  const serverError = connect.isError ? getErrorMessage(connect.error) : null;
  return (
    <form className="channels-tab__form" onSubmit={onSubmit} noValidate>
      <ol className="channels-tab__steps">
        <li>{t('sharing.channels.whatsappCloud.step1')}</li>
        <li>{t('sharing.channels.whatsappCloud.step2')}</li>
        <li>{t('sharing.channels.whatsappCloud.step3')}</li>
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
