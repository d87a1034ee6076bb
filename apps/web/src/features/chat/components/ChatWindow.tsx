import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationView } from '../helpers/conversationReducer';
import { getReadableTextColor, isHexColor } from '../helpers/getReadableTextColor';
import { isPersonAnswering } from '../helpers/handoffState';
import { useRevealedEntries } from '../hooks/useRevealedEntries';
import type { ChatOption, ChatTheme } from '../types';
import { ChatComposer } from './ChatComposer';
import { ChatHandoffBanner } from './ChatHandoffBanner';
import { RestartIcon } from './ChatIcons';
import { ChatMessageItem } from './ChatMessageItem';
import './ChatWindow.css';
import './ChatHandoff.css';

const DEFAULT_PRIMARY = '#4facfe';

export interface ChatWindowProps {
  botName: string;
  /** The bot's own colour (its avatar). */
  botColor?: string | undefined;
  /** Buttons and the visitor's bubbles (the widget's primary colour). */
  primaryColor?: string | undefined;
  theme?: ChatTheme;
  /** `page`: full height; `embed`: inside the widget's iframe; `panel`: inside a modal or preview. */
  variant?: 'page' | 'embed' | 'panel';
  headingLevel?: 1 | 2 | 3;
  /** `handoff` and `personTyping` come from the live chat (a person of the team answering). */
  conversation: Pick<ConversationView, 'status' | 'entries' | 'input' | 'error'> &
    Partial<Pick<ConversationView, 'handoff' | 'personTyping'>>;
  onSend: (text: string) => Promise<boolean>;
  /** The visitor types in the reply box (the team is told while a person answers). */
  onTyping?: () => void;
  onChoose: (option: ChatOption) => void;
  onRestart: () => void;
  /** A static look (the share panel's preview): nothing can be sent. */
  readOnly?: boolean;
  /** Put the cursor in the reply box when the bot asks for text. */
  autoFocus?: boolean;
  /** Extra buttons of the header (e.g. close). */
  headerActions?: ReactNode;
  /** Shown under the window title instead of 'En línea'. */
  subtitle?: string | undefined;
  /** A line under the reply box (e.g. "Creado con Plubot"). */
  footer?: ReactNode;
}

/**
 * The conversation as the visitor sees it — the public page, the widget, the editor's simulation
 * and the share panel's preview all use this window: the bot's messages as plain text, a typing
 * indicator while it answers, its buttons, a reply box that fits what it asks, and restart.
 */
export function ChatWindow({
  botName,
  botColor,
  primaryColor,
  theme = 'dark',
  variant = 'page',
  headingLevel = 2,
  conversation,
  onSend,
  onTyping,
  onChoose,
  onRestart,
  readOnly = false,
  autoFocus = false,
  headerActions,
  subtitle,
  footer,
}: ChatWindowProps) {
  const { t } = useTranslation();
  const { status, input, error, handoff } = conversation;
  // A bot's 'Esperar' pause: later messages show when their time comes, the bot typing meanwhile.
  const { shown: entries, waiting: paused } = useRevealedEntries(conversation.entries);
  const scrollRef = useRef<HTMLDivElement>(null);
  // While a person is asked for or answers, the bot keeps quiet: a reply shows no bot typing.
  const personAnswering = isPersonAnswering(handoff);
  const typing = status === 'starting' || (status === 'waiting' && !personAnswering) || paused;
  const personTyping = Boolean(conversation.personTyping) && status !== 'ended' && !typing;
  const primary = isHexColor(primaryColor) ? primaryColor : DEFAULT_PRIMARY;
  const avatar = isHexColor(botColor) ? botColor : primary;
  const style = {
    '--chat-primary': primary,
    '--chat-on-primary': getReadableTextColor(primary),
    '--chat-avatar': avatar,
    '--chat-on-avatar': getReadableTextColor(avatar),
  } as CSSProperties;
  const Heading = `h${headingLevel}` as const;
  const lastEntry = entries.at(-1);
  const invalidMessageId =
    lastEntry?.role === 'bot' && lastEntry.retry ? messageDomId(lastEntry.key) : undefined;
  const options = input.kind === 'choice' && status === 'ready' && !paused ? input.options : [];

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the transcript grows
  useEffect(() => {
    const box = scrollRef.current;
    if (box) box.scrollTo({ top: box.scrollHeight, behavior: 'smooth' });
  }, [entries.length, typing, personTyping, options.length, error]);

  return (
    <section
      className={`chat-window chat-window--${theme} chat-window--${variant}`}
      style={style}
      aria-label={t('chat.windowLabel', { name: botName })}
    >
      <header className="chat-window__header">
        <span className="chat-window__avatar" aria-hidden="true">
          {getInitial(botName)}
        </span>
        <div className="chat-window__title">
          <Heading className="chat-window__name">{botName}</Heading>
          <p className="chat-window__status">
            {typing || personTyping ? t('chat.typing') : (subtitle ?? t('chat.online'))}
          </p>
        </div>
        {headerActions}
        {!readOnly && (
          <button
            type="button"
            className="chat-window__icon-button"
            onClick={onRestart}
            disabled={status === 'starting'}
            aria-label={t('chat.restart')}
            title={t('chat.restart')}
          >
            <RestartIcon />
          </button>
        )}
      </header>

      <div className="chat-window__scroll" ref={scrollRef}>
        {/* The log region wraps the list, so each message stays a list item for assistive tech. */}
        <div role="log" aria-live="polite" aria-label={t('chat.logLabel')}>
          <ol className="chat-window__log">
            {entries.map((entry) => (
              <ChatMessageItem
                key={entry.key}
                entry={entry}
                botName={botName}
                domId={messageDomId(entry.key)}
              />
            ))}
          </ol>
        </div>
        {typing && (
          <div className="chat-message chat-message--bot chat-window__typing" role="status">
            <span className="visually-hidden">{t('chat.typingLabel', { name: botName })}</span>
            <span className="chat-window__dot motion-loop" aria-hidden="true" />
            <span className="chat-window__dot motion-loop" aria-hidden="true" />
            <span className="chat-window__dot motion-loop" aria-hidden="true" />
          </div>
        )}
        {personTyping && (
          <div className="chat-message chat-message--person chat-window__typing" role="status">
            <span className="visually-hidden">
              {handoff?.agentName
                ? t('chat.handoff.personTyping', { name: handoff.agentName })
                : t('chat.handoff.personTypingUnnamed')}
            </span>
            <span className="chat-window__dot motion-loop" aria-hidden="true" />
            <span className="chat-window__dot motion-loop" aria-hidden="true" />
            <span className="chat-window__dot motion-loop" aria-hidden="true" />
          </div>
        )}
        {options.length > 0 && (
          <fieldset className="chat-window__choices">
            <legend className="visually-hidden">{t('chat.choicesLabel')}</legend>
            {options.map((option) => (
              <button
                key={option.id}
                type="button"
                className="chat-window__choice"
                onClick={() => onChoose(option)}
                disabled={readOnly}
              >
                {option.label}
              </button>
            ))}
          </fieldset>
        )}
      </div>

      {error && (
        <div className="chat-window__error" role="alert">
          <p>{error.message}</p>
          {status === 'failed' && !readOnly && (
            <button type="button" className="chat-window__text-button" onClick={onRestart}>
              {t('chat.tryAgain')}
            </button>
          )}
        </div>
      )}

      {!readOnly && status !== 'ended' && status !== 'failed' && (
        <ChatHandoffBanner handoff={handoff} botName={botName} />
      )}

      {status === 'ended' && !paused ? (
        <div className="chat-window__ended" role="status">
          <p>{t('chat.ended')}</p>
          {!readOnly && (
            <button type="button" className="chat-window__restart" onClick={onRestart}>
              <RestartIcon />
              {t('chat.restart')}
            </button>
          )}
        </div>
      ) : (
        status !== 'failed' && (
          <ChatComposer
            input={input}
            busy={typing}
            readOnly={readOnly}
            invalidMessageId={invalidMessageId}
            onSend={onSend}
            {...(onTyping ? { onTyping } : {})}
            autoFocus={autoFocus}
          />
        )
      )}
      {footer && <div className="chat-window__footer">{footer}</div>}
    </section>
  );
}

function getInitial(name: string): string {
  return [...name.trim()][0]?.toUpperCase() ?? '?';
}

function messageDomId(key: string): string {
  return `chat-msg-${key.replace(/[^\w-]/g, '_')}`;
}
