import { useTranslation } from 'react-i18next';
import { readChatCard } from '../helpers/readChatCard';
import type { ChatEntry } from '../types';
import { ChatCardView } from './ChatCardView';
import { MessageText } from './MessageText';

export interface ChatMessageItemProps {
  entry: ChatEntry;
  botName: string;
  domId: string;
}

/**
 * One bubble of the transcript: the bot's (its text, or a card it shows) and the visitor's; a
 * person of the team's, with their name and a «Persona» tag above it; or a note of the system,
 * centred.
 */
export function ChatMessageItem({ entry, botName, domId }: ChatMessageItemProps) {
  const { t } = useTranslation();
  const card = entry.role === 'bot' ? readChatCard(entry.card) : null;
  const className = [
    'chat-message',
    `chat-message--${entry.role}`,
    entry.retry ? 'chat-message--retry' : '',
    card ? 'chat-message--card' : '',
  ]
    .filter(Boolean)
    .join(' ');
  let label: string;
  if (entry.role === 'bot') label = t('chat.botSays', { name: botName });
  else if (entry.role === 'user') label = t('chat.youSay');
  else if (entry.role === 'system') label = t('chat.handoff.systemNote');
  else if (entry.author) label = t('chat.handoff.personSays', { name: entry.author });
  else label = t('chat.handoff.personSaysUnnamed');
  return (
    <li id={domId} className={className} data-node-id={entry.nodeId}>
      {entry.role === 'person' && (
        <span className="chat-message__author" aria-hidden="true">
          {entry.author ?? t('chat.handoff.someone')}
          <span className="chat-message__tag">{t('chat.handoff.personTag')}</span>
        </span>
      )}
      <span className="visually-hidden">{label}</span>
      {card ? (
        <ChatCardView card={card} />
      ) : (
        <MessageText text={entry.text} {...(entry.format ? { format: entry.format } : {})} />
      )}
    </li>
  );
}
