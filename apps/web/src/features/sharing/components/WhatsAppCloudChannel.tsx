import type { ChannelState, WhatsAppCloudChannelBody } from '@plubot/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { connectWhatsAppCloud } from '../helpers/channelsApi';
import {
  checkWhatsAppCloudFields,
  toWhatsAppCloudBody,
  type WhatsAppCloudFieldProblem,
  type WhatsAppCloudFields,
} from '../helpers/channelView';
import { useChannelCard } from '../hooks/useChannelCard';
import { ChannelConsoleSteps } from './ChannelConsoleSteps';
import { ChannelCredentialsForm } from './ChannelCredentialsForm';
import { ConnectedChannelHeader } from './ConnectedChannelHeader';
import { WhatsAppTemplateChooser, whatsAppTemplatesQueryKey } from './WhatsAppTemplateChooser';

const EMPTY: WhatsAppCloudFields = { phoneNumberId: '', accessToken: '', appSecret: '', wabaId: '' };

const FIELDS = [
  { name: 'phoneNumberId', type: 'text', labelKey: 'sharing.channels.whatsappCloud.phoneNumberIdLabel' },
  { name: 'accessToken', type: 'password', labelKey: 'sharing.channels.whatsappCloud.accessTokenLabel' },
  { name: 'appSecret', type: 'password', labelKey: 'sharing.channels.whatsappCloud.appSecretLabel' },
  {
    name: 'wabaId',
    type: 'text',
    labelKey: 'sharing.channels.whatsappCloud.wabaIdLabel',
    hintKey: 'sharing.channels.whatsappCloud.wabaIdHint',
  },
] as const;

/**
 * The WhatsApp Cloud API card of 'Canales' (issue #33): the number's id, a permanent access token
 * and the app secret (checked by the server with Meta, then sealed: they never come back), and
 * optionally the WhatsApp Business Account's id; once connected, the number, the webhook URL and
 * verify token to paste in Meta's console with the steps to do it, and the approved template sent
 * outside the 24-hour window (`WhatsAppTemplateChooser`).
 */
export function WhatsAppCloudChannel({ plubotId, state }: { plubotId: string; state: ChannelState }) {
  const queryClient = useQueryClient();
  const formId = useId();
  const [fields, setFields] = useState<WhatsAppCloudFields>(EMPTY);
  const [problems, setProblems] = useState<
    Partial<Record<keyof WhatsAppCloudFields, WhatsAppCloudFieldProblem>>
  >({});
  const { replace, disconnect } = useChannelCard(plubotId, 'whatsapp-cloud');
  const connect = useMutation({
    mutationFn: (body: WhatsAppCloudChannelBody) => connectWhatsAppCloud(plubotId, body),
    onSuccess: (next) => {
      setFields(EMPTY);
      replace(next);
      // Another account may have been given: its templates are read again.
      void queryClient.invalidateQueries({ queryKey: whatsAppTemplatesQueryKey(plubotId) });
    },
  });
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = checkWhatsAppCloudFields(fields);
    setProblems(found);
    if (Object.keys(found).length === 0) connect.mutate(toWhatsAppCloudBody(fields));
  }

  if (state.status !== 'notConfigured') {
    const { displayPhoneNumber, verifiedName } = state.details;
    return (
      <div className="channels-tab__form">
        <ConnectedChannelHeader
          account={<span>{[verifiedName, displayPhoneNumber].filter(Boolean).join(' · ')}</span>}
          disconnect={disconnect}
        />
        <ChannelConsoleSteps
          titleKey="sharing.channels.whatsappCloud.consoleTitle"
          steps={[
            'sharing.channels.whatsappCloud.console1',
            'sharing.channels.whatsappCloud.console2',
            'sharing.channels.whatsappCloud.console3',
          ]}
          webhookUrl={state.webhookUrl}
          verifyToken={state.verifyToken}
          labels={{
            webhookUrl: 'sharing.channels.whatsappCloud.webhookUrlLabel',
            verifyToken: 'sharing.channels.whatsappCloud.verifyTokenLabel',
            copyFailed: 'sharing.channels.whatsappCloud.copyFailed',
          }}
        />
        <WhatsAppTemplateChooser plubotId={plubotId} state={state} onSaved={replace} />
      </div>
    );
  }

  const serverError = connect.isError ? getErrorMessage(connect.error) : null;
  return (
    <ChannelCredentialsForm
      formId={formId}
      steps={[
        'sharing.channels.whatsappCloud.step1',
        'sharing.channels.whatsappCloud.step2',
        'sharing.channels.whatsappCloud.step3',
      ]}
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
