import type { InboxConversation } from '@plubot/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRelativeTime } from '../../../lib/formatRelativeTime';
import { formatBadge, previewText } from '../helpers/inboxFormat';
import { ChannelPill, StatusChip } from './StatusChip';

export interface InboxListProps {
  conversations: readonly InboxConversation[];
  selectedId: string | null;
  /** The link that opens a conversation (keeps the filter in the address). */
  linkTo: (sessionId: string) => string;
  showBotName: boolean;
  userId: string | undefined;
  searching: boolean;
}

/** The conversations of the inbox, newest activity first; each row opens its conversation. */
export function InboxList({
  conversations,
  selectedId,
  linkTo,
  showBotName,
  userId,
  searching,
}: InboxListProps) {
  const { t, i18n } = useTranslation();
  if (conversations.length === 0)
    return <p className="inbox__empty">{searching ? t('inbox.list.emptySearch') : t('inbox.list.empty')}</p>;
  return (
    <ul className="inbox-list" aria-label={t('inbox.list.label')}>
      {conversations.map((conversation) => {
        const selected = conversation.sessionId === selectedId;
        const last = conversation.lastMessage;
        const who =
          last?.from === 'person'
            ? t('inbox.list.fromPerson')
            : last?.from === 'bot'
              ? t('inbox.list.fromBot')
              : null;
        return (
          <li key={conversation.sessionId}>
            <Link
              to={linkTo(conversation.sessionId)}
              className={`inbox-row inbox-row--${conversation.status}${selected ? ' inbox-row--selected' : ''}`}
              aria-current={selected ? 'true' : undefined}
              data-session-id={conversation.sessionId}
            >
              <span className="inbox-row__top">
                <strong className="inbox-row__contact">
                  {conversation.contact ?? t('inbox.list.visitor')}
                </strong>
                {showBotName && <span className="inbox-row__bot">{conversation.botName}</span>}
                <time className="inbox-row__time" dateTime={conversation.updatedAt}>
                  {formatRelativeTime(conversation.updatedAt, i18n.language)}
                </time>
              </span>
              <span className="inbox-row__preview">
                {last ? `${who ? `${who}: ` : ''}${previewText(last.text)}` : t('inbox.list.noMessages')}
              </span>
              <span className="inbox-row__meta">
                <ChannelPill channel={conversation.channel} />
                <StatusChip conversation={conversation} userId={userId} />
                {conversation.unread > 0 && (
                  <span className="inbox-row__unread">
                    <span aria-hidden="true">{formatBadge(conversation.unread)}</span>
                    <span className="visually-hidden">
                      {t('inbox.list.unread', { count: conversation.unread })}
                    </span>
                  </span>
                )}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
