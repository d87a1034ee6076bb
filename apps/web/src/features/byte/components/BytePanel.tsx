import {
  type CSSProperties,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { type ByteMood, getByteMoodLook } from '../helpers/byteMood';
import { type ByteContext, useByteChat } from '../hooks/useByteChat';
import { useDockLift } from '../hooks/useDockLift';
import './BytePanel.css';

export interface BytePanelProps {
  /** Extra class for the host to place the dock (it is absolutely positioned top-right by default). */
  readonly className?: string;
  /**
   * 'lab' in the creation lab: a floating 'Pregúntale a Byte' button (bottom-right) whose Byte
   * knows the lab's steps and answers visitors not signed in yet. Defaults to the editor's Byte.
   */
  readonly context?: ByteContext;
}

/** Byte's face on its little screen, coloured and labelled by mood. */
function ByteFace({ mood, size }: { readonly mood: ByteMood; readonly size: 'sm' | 'lg' }) {
  const look = getByteMoodLook(mood);
  return (
    <span className={`byte-face byte-face--${size} byte-face--${mood}`} aria-hidden="true">
      <span className="byte-face__screen">{look.face}</span>
      <span className="byte-face__badge">{look.emoji}</span>
    </span>
  );
}

/**
 * The Byte assistant (spec §2, §4, §7, §8): a floating button with Byte's face that opens a compact
 * chat. Byte thinks while waiting, shows the server's mood with each answer and turns sad on errors.
 */
export function BytePanel({ className, context = 'editor' }: BytePanelProps) {
  const { t } = useTranslation();
  const { messages, mood, pending, send } = useByteChat(context);
  const inLab = context === 'lab';
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const dockRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const look = getByteMoodLook(mood);
  const moodLabel = t(`byte.moods.${mood}`);
  const toggleLabel = inLab
    ? `${open ? t('byteLab.close') : t('byteLab.open')} (${moodLabel})`
    : `${open ? t('byte.close') : t('byte.open')} (${moodLabel})`;
  // The lab's dock floats over the page: it keeps off the primary buttons (issue #26, point 14).
  useDockLift(dockRef, inLab);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message or the indicator appears
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, pending, open]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim() || pending) return;
    const text = draft;
    setDraft('');
    void send(text);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Keys typed in the chat never reach the editor's shortcuts.
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    <div
      ref={dockRef}
      className={`byte-dock${inLab ? ' byte-dock--lab' : ''}${open ? ' byte-dock--open' : ''}${className ? ` ${className}` : ''}`}
      style={{ '--byte-mood-color': look.color } as CSSProperties}
    >
      <button
        ref={toggleRef}
        type="button"
        className="byte-dock__toggle"
        aria-label={toggleLabel}
        // The editor's round button shows only Byte's face: its name is a tooltip too.
        title={inLab ? undefined : toggleLabel}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <ByteFace mood={mood} size="sm" />
        {inLab && (
          <span className="byte-dock__label" aria-hidden="true">
            {open ? t('byteLab.closeShort') : t('byteLab.open')}
          </span>
        )}
      </button>
      {open && (
        <section
          id={panelId}
          className="byte-panel"
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          onKeyDown={onKeyDown}
        >
          <header className="byte-panel__header">
            <ByteFace mood={mood} size="lg" />
            <div className="byte-panel__heading">
              <h2 id={titleId} className="byte-panel__title">
                {t('byte.title')}
              </h2>
              <p className="byte-panel__mood" data-mood={mood}>
                {moodLabel}
              </p>
            </div>
            <button type="button" className="byte-panel__close" aria-label={t('byte.close')} onClick={close}>
              ×
            </button>
          </header>
          <ol
            ref={listRef}
            className="byte-panel__messages"
            aria-label={t('byte.messagesLabel')}
            aria-live="polite"
          >
            <li className="byte-panel__message byte-panel__message--assistant">
              {inLab ? t('byteLab.greeting') : t('byte.greeting')}
            </li>
            {messages.map((message) => (
              <li
                key={message.id}
                className={`byte-panel__message byte-panel__message--${message.role}${message.isError ? ' byte-panel__message--error' : ''}`}
                role={message.isError ? 'alert' : undefined}
              >
                <span className="visually-hidden">
                  {message.role === 'user' ? t('byte.you') : t('byte.title')}:{' '}
                </span>
                {message.content}
              </li>
            ))}
            {pending && (
              <li className="byte-panel__message byte-panel__message--assistant byte-panel__typing">
                <span className="visually-hidden">{t('byte.typing')}</span>
                <span className="byte-panel__dot" aria-hidden="true" />
                <span className="byte-panel__dot" aria-hidden="true" />
                <span className="byte-panel__dot" aria-hidden="true" />
              </li>
            )}
          </ol>
          <form className="byte-panel__form" onSubmit={onSubmit}>
            <input
              ref={inputRef}
              className="byte-panel__input"
              type="text"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={t('byte.placeholder')}
              aria-label={t('byte.inputLabel')}
              maxLength={2000}
              autoComplete="off"
            />
            <button
              type="submit"
              className="byte-panel__send"
              aria-label={t('byte.send')}
              disabled={pending || !draft.trim()}
            >
              ➤
            </button>
          </form>
        </section>
      )}
    </div>
  );
}
