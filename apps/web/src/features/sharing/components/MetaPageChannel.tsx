import type { ChannelState } from '@plubot/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { connectMetaPage } from '../helpers/channelsApi';
import {
  checkMetaPageFields,
  type MetaPageFieldProblem,
  type MetaPageFields,
  metaPageAccountLabel,
} from '../helpers/metaPageView';
import { useChannelCard } from '../hooks/useChannelCard';
import { ChannelConsoleSteps } from './ChannelConsoleSteps';
import { ChannelCredentialsForm } from './ChannelCredentialsForm';
import { ConnectedChannelHeader } from './ConnectedChannelHeader';

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
  const formId = useId();
  const [fields, setFields] = useState<MetaPageFields>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<keyof MetaPageFields, MetaPageFieldProblem>>>({});
  const { replace, disconnect } = useChannelCard(plubotId, channel);
  const connect = useMutation({
    mutationFn: (body: MetaPageFields) => connectMetaPage(plubotId, channel, body),
    onSuccess: (next) => {
      setFields(EMPTY);
      replace(next);
    },
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
        <ConnectedChannelHeader
          account={<span>{metaPageAccountLabel(state.details)}</span>}
          disconnect={disconnect}
        />
        <ChannelConsoleSteps
          titleKey="sharing.channels.metaPage.consoleTitle"
          steps={STEPS[channel].console}
          webhookUrl={state.webhookUrl}
          verifyToken={state.verifyToken}
          labels={{
            webhookUrl: 'sharing.channels.metaPage.webhookUrlLabel',
            verifyToken: 'sharing.channels.metaPage.verifyTokenLabel',
            copyFailed: 'sharing.channels.metaPage.copyFailed',
          }}
        />
      </div>
    );
  }

  const serverError = connect.isError ? getErrorMessage(connect.error) : null;
  return (
    <ChannelCredentialsForm
      formId={formId}
      steps={STEPS[channel].setup}
      fields={FIELDS}
      values={fields}
      problems={problems}
      onFieldChange={(name, value) => {
        setFields((current) => ({ ...current, [name]: value }));
        setProblems((current) => ({ ...current, [name]: undefined }));
        connect.reset();
      }}
      onSubmit={onSubmit}
      pending={connect.isPending}
      serverError={serverError}
    />
  );
}
