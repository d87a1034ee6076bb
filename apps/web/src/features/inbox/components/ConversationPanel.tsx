import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { DangerDialog } from '../../../components/DangerDialog';
import { Spinner } from '../../../components/Spinner';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { formatRelativeTime } from '../../../lib/formatRelativeTime';
import { getAbilities, isHeldBy } from '../helpers/inboxFormat';
import type { LiveStreamStatus } from '../helpers/liveStream';
import { useConversationActions, useTypingNotice } from '../hooks/useConversationActions';
import { useConversation } from '../hooks/useInboxQueries';
import { useVisitorTyping } from '../hooks/useVisitorTyping';
import { ChannelWindowNotice } from './ChannelWindowNotice';
import { Composer } from './Composer';
import { GiveBackDialog } from './GiveBackDialog';
import { ChannelPill, StatusChip } from './StatusChip';
import { Transcript } from './Transcript';
import { VariablesList } from './VariablesList';

export interface ConversationPanelProps {
  sessionId: string;
  userId: string | undefined;
  live: LiveStreamStatus | 'idle';
  /** Back to the list (shown on narrow screens, where the list and the conversation are apart). */
  onBack: () => void;
}

/** One conversation of the inbox: its transcript and data, and what the person can do with it. */
export function ConversationPanel({ sessionId, userId, live, onBack }: ConversationPanelProps) {
  const { t, i18n } = useTranslation();
  const query = useConversation(sessionId, live);
  const actions = useConversationActions(sessionId);
  const notifyTyping = useTypingNotice(sessionId);
  const typing = useVisitorTyping(sessionId);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'giveBack' | 'close' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const loaded = query.data?.conversation.sessionId === sessionId;

  // A newly opened conversation forgets the previous one's error and dialog, and takes the focus once shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each conversation opened
  useEffect(() => {
    setError(null);
    setDialog(null);
  }, [sessionId]);
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);

  const fail = (failure: unknown) => setError(getErrorMessage(failure, t('inbox.actions.failed')));

  const backButton = (
    <Button variant="ghost" size="sm" className="inbox-panel__back" onClick={onBack}>
      ← {t('inbox.conversation.backToList')}
    </Button>
  );

  if (query.isPending)
    return (
      <div className="inbox-panel">
        {backButton}
        <Spinner label={t('common.loading')} />
      </div>
    );
  if (!query.data)
    return (
      <div className="inbox-panel">
        {backButton}
        <div className="inbox__failed" role="alert">
          <p>{getErrorMessage(query.error, t('inbox.conversation.loadFailed'))}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('inbox.list.retry')}
          </Button>
        </div>
      </div>
    );

  const { conversation, messages, variables, quickReplies, nodes, resumeNodeId, channelWindow } = query.data;
  const can = getAbilities(conversation, userId);
  const heldByOther = conversation.status === 'person' && !isHeldBy(conversation, userId);
  const busy = actions.take.isPending || actions.giveBack.isPending || actions.close.isPending;

  return (
    <div className="inbox-panel">
      {backButton}
      <header className="inbox-panel__head">
        <h2 className="inbox-panel__title" ref={headingRef} tabIndex={-1}>
          {conversation.contact ?? t('inbox.list.visitor')}
        </h2>
        <p className="inbox-panel__meta">
          <span>{conversation.botName}</span>
          <ChannelPill channel={conversation.channel} />
          <span>
            {conversation.publishedVersion === null
              ? t('inbox.conversation.noVersion')
              : t('inbox.conversation.version', { n: conversation.publishedVersion })}
          </span>
          <StatusChip conversation={conversation} userId={userId} />
          {conversation.status === 'waiting' && conversation.waitingSince && (
            <span>
              {t('inbox.conversation.waitingSince', {
                time: formatRelativeTime(conversation.waitingSince, i18n.language),
              })}
            </span>
          )}
        </p>
        <div className="inbox-panel__actions">
          <Button
            size="sm"
            disabled={!can.take || busy}
            onClick={() => {
              setError(null);
              actions.take.mutate(undefined, { onError: fail });
            }}
          >
            {actions.take.isPending ? t('inbox.actions.taking') : t('inbox.actions.take')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={!can.giveBack || busy}
            onClick={() => {
              setError(null);
              setDialog('giveBack');
            }}
          >
            {t('inbox.actions.giveBack')}
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={!can.close || busy}
            onClick={() => {
              setError(null);
              setDialog('close');
            }}
          >
            {t('inbox.actions.close')}
          </Button>
        </div>
        {heldByOther && conversation.handledBy && (
          <p className="inbox__note">
            {t('inbox.actions.heldByOther', { name: conversation.handledBy.name })}
          </p>
        )}
        {error && !dialog && (
          <p className="inbox__error" role="alert">
            {error}
          </p>
        )}
      </header>

      <VariablesList variables={variables} />
      <Transcript key={sessionId} messages={messages} typing={typing} />

      {channelWindow && conversation.status !== 'closed' && (
        <ChannelWindowNotice channelWindow={channelWindow} />
      )}
      {can.write ? (
        <Composer
          quickReplies={quickReplies}
          sending={actions.send.isPending}
          onTyping={notifyTyping}
          onSend={async (text) => {
            setError(null);
            try {
              await actions.send.mutateAsync(text);
              return true;
            } catch (failure) {
              fail(failure);
              return false;
            }
          }}
        />
      ) : (
        conversation.status !== 'closed' && <p className="inbox__note">{t('inbox.composer.takeFirst')}</p>
      )}

      {dialog === 'giveBack' && (
        <GiveBackDialog
          nodes={nodes}
          resumeNodeId={resumeNodeId}
          busy={actions.giveBack.isPending}
          error={error}
          onCancel={() => setDialog(null)}
          onConfirm={(nodeId) => {
            setError(null);
            actions.giveBack.mutate(nodeId, { onSuccess: () => setDialog(null), onError: fail });
          }}
        />
      )}
      {dialog === 'close' && (
        <DangerDialog
          title={t('inbox.close.title')}
          text={t('inbox.close.text')}
          cancelLabel={t('inbox.close.cancel')}
          confirmLabel={t('inbox.close.confirm')}
          busyLabel={t('inbox.close.busy')}
          busy={actions.close.isPending}
          error={error}
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            setError(null);
            actions.close.mutate(undefined, { onSuccess: () => setDialog(null), onError: fail });
          }}
        />
      )}
    </div>
  );
}
