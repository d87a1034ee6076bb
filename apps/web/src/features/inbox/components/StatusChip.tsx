import type { InboxConversation } from '@plubot/contracts';
import { useTranslation } from 'react-i18next';
import { isHeldBy } from '../helpers/inboxFormat';

/** Who answers a conversation, as a coloured pill («Necesita a una persona» stands out). */
export function StatusChip({
  conversation,
  userId,
}: {
  conversation: InboxConversation;
  userId: string | undefined;
}) {
  const { t } = useTranslation();
  const { status, handledBy } = conversation;
  const text =
    status === 'person'
      ? isHeldBy(conversation, userId)
        ? t('inbox.status.personMine')
        : t('inbox.status.person', { name: handledBy?.name ?? '' })
      : t(`inbox.status.${status}`);
  return <span className={`inbox-status inbox-status--${status}`}>{text}</span>;
}

/** The channel a conversation came through, as a small pill. */
export function ChannelPill({ channel }: { channel: InboxConversation['channel'] }) {
  const { t } = useTranslation();
  return <span className={`inbox-channel inbox-channel--${channel}`}>{t(`inbox.channels.${channel}`)}</span>;
}
