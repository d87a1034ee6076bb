import type { ConversationMessage } from '@plubot/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '../../../lib/formatRelativeTime';

/**
 * The whole conversation: the bot's, the visitor's and the person's messages (with their author)
 * and the system's notes, each styled apart. A log: new messages are announced politely.
 */
export function Transcript({
  messages,
  typing,
}: {
  messages: readonly ConversationMessage[];
  typing: boolean;
}) {
  const { t, i18n } = useTranslation();
  const endRef = useRef<HTMLDivElement>(null);
  const lastSeq = messages.at(-1)?.seq ?? 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when a message or the typing line arrives
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lastSeq, typing]);

  return (
    <div className="inbox-transcript">
      {messages.length === 0 ? (
        <p className="inbox__empty">{t('inbox.conversation.empty')}</p>
      ) : (
        <ol className="inbox-transcript__list" role="log" aria-label={t('inbox.conversation.transcript')}>
          {messages.map((message) => (
            <li key={message.seq} className={`inbox-message inbox-message--${message.from}`}>
              {message.from !== 'system' && (
                <span className="inbox-message__who">
                  {message.from === 'person' && message.author
                    ? message.author
                    : t(`inbox.conversation.authors.${message.from}`)}
                </span>
              )}
              <span className="inbox-message__text">{message.text}</span>
              {message.buttons && message.buttons.length > 0 && (
                <span className="inbox-message__buttons">
                  {message.buttons.map((button) => (
                    <span key={button.id} className="inbox-message__button">
                      {button.label}
                    </span>
                  ))}
                </span>
              )}
              <time className="inbox-message__time" dateTime={message.at}>
                {formatRelativeTime(message.at, i18n.language)}
              </time>
            </li>
          ))}
        </ol>
      )}
      <div className="inbox-transcript__typing" aria-live="polite">
        {typing && <span className="inbox-typing">{t('inbox.conversation.typing')}</span>}
      </div>
      <div ref={endRef} />
    </div>
  );
}
