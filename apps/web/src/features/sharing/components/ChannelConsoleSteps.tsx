import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyField } from './CopyField';

export interface ChannelConsoleStepsProps {
  /** The i18n key of the section's title, and of each step in Meta's console. */
  titleKey: string;
  steps: readonly string[];
  /** Where Meta sends the channel's events, and the token it checks it with. */
  webhookUrl: string | undefined;
  verifyToken: string | undefined;
  /** The i18n keys of the two copy fields' titles and of the copy failure. */
  labels: { webhookUrl: string; verifyToken: string; copyFailed: string };
}

/**
 * What a connected Meta channel's owner pastes in Meta's console (WhatsApp Cloud, Messenger,
 * Instagram): the steps, then the webhook URL and the verify token, each with its copy button.
 */
export function ChannelConsoleSteps({
  titleKey,
  steps,
  webhookUrl,
  verifyToken,
  labels,
}: ChannelConsoleStepsProps) {
  const { t } = useTranslation();
  const say = (key: string) => t(key as 'sharing.channels.connect');
  const [copyFailed, setCopyFailed] = useState(false);
  return (
    <>
      <strong>{say(titleKey)}</strong>
      <ol className="channels-tab__steps">
        {steps.map((key) => (
          <li key={key}>{say(key)}</li>
        ))}
      </ol>
      {webhookUrl && (
        <CopyField
          title={say(labels.webhookUrl)}
          value={webhookUrl}
          onCopied={() => setCopyFailed(false)}
          onCopyFailed={() => setCopyFailed(true)}
        />
      )}
      {verifyToken && (
        <CopyField
          title={say(labels.verifyToken)}
          value={verifyToken}
          onCopied={() => setCopyFailed(false)}
          onCopyFailed={() => setCopyFailed(true)}
        />
      )}
      {copyFailed && (
        <p className="whatsapp-tab__notice whatsapp-tab__notice--error" role="alert">
          {say(labels.copyFailed)}
        </p>
      )}
    </>
  );
}
