import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import type { Conversation } from '../helpers/conversationsApi';
import { formatDateTime } from '../helpers/formatDateTime';

export interface ConversationListProps {
  conversations: Conversation[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

const CHANNELS = new Set(['web', 'widget', 'whatsapp', 'simulation']);

/** The bot's conversations, newest first; each opens to its transcript. */
export function ConversationList({
  conversations,
  total,
  hasMore,
  loadingMore,
  onLoadMore,
}: ConversationListProps) {
  const { t, i18n } = useTranslation();
  if (conversations.length === 0)
    return <p className="conversations__empty">{t('conversations.list.empty')}</p>;
  return (
    <>
      <p className="conversations__count">{t('conversations.list.total', { count: total })}</p>
      <ul className="conversation-list">
        {conversations.map((conversation) => {
          const channel = CHANNELS.has(conversation.channel)
            ? (conversation.channel as 'web' | 'widget' | 'whatsapp' | 'simulation')
            : 'other';
          return (
            <li key={conversation.id}>
              <details className="conversation">
                <summary className="conversation__summary">
                  <span className={`conversation__channel conversation__channel--${channel}`}>
                    {t(`conversations.list.channels.${channel}`)}
                  </span>
                  <time dateTime={conversation.created_at}>
                    {formatDateTime(conversation.created_at, i18n.language)}
                  </time>
                  <span className="conversation__meta">
                    {t('conversations.list.messages', { count: conversation.messages.length })}
                  </span>
                  {conversation.published_version !== null && (
                    <span className="conversation__meta">
                      {t('conversations.list.version', { n: conversation.published_version })}
                    </span>
                  )}
                  {conversation.contact && (
                    <span className="conversation__meta">
                      {t('conversations.list.contact', { contact: conversation.contact })}
                    </span>
                  )}
                  <span
                    className={`conversation__state${conversation.ended ? '' : ' conversation__state--active'}`}
                  >
                    {conversation.ended ? t('conversations.list.ended') : t('conversations.list.active')}
                  </span>
                </summary>
                {conversation.messages.length === 0 ? (
                  <p className="conversations__empty">{t('conversations.list.noMessages')}</p>
                ) : (
                  <ol className="transcript">
                    {conversation.messages.map((message, index) => (
                      <li
                        // biome-ignore lint/suspicious/noArrayIndexKey: a transcript never reorders
                        key={index}
                        className={`transcript__message transcript__message--${message.role}`}
                      >
                        <span className="transcript__who">
                          {message.role === 'bot'
                            ? t('conversations.list.bot')
                            : t('conversations.list.visitor')}
                        </span>
                        <span className="transcript__text">{message.text}</span>
                      </li>
                    ))}
                  </ol>
                )}
              </details>
            </li>
          );
        })}
      </ul>
      {hasMore && (
        <Button
          variant="secondary"
          onClick={onLoadMore}
          disabled={loadingMore}
          className="conversations__more"
        >
          {t('conversations.list.loadMore')}
        </Button>
      )}
    </>
  );
}
