import type { ConversationDetailResponse } from '@plubot/contracts';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { EmojiPicker } from './EmojiPicker';
import './inboxComposer.css';

/** The longest message a person may send (the contract's limit). */
export const MESSAGE_MAX_LENGTH = 4000;

export interface ComposerProps {
  quickReplies: ConversationDetailResponse['quickReplies'];
  sending: boolean;
  /** Sends the text; resolves true when it went out (the box is then emptied). */
  onSend: (text: string) => Promise<boolean>;
  /** Called on every change of the text (the typing notice throttles itself). */
  onTyping: () => void;
}

/**
 * Where the person writes to the visitor: Enter sends, Shift+Enter starts a new line; the bot's
 * buttons of the moment are quick replies that send their label; a few emojis are one click away.
 */
export function Composer({ quickReplies, sending, onSend, onTyping }: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const hintId = useId();
  const tooLong = text.length > MESSAGE_MAX_LENGTH;
  const canSend = text.trim() !== '' && !tooLong && !sending;

  const submit = async (value: string) => {
    if (value.trim() === '' || value.length > MESSAGE_MAX_LENGTH || sending) return;
    if (await onSend(value)) {
      if (value === text) setText('');
      inputRef.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit(text);
  };

  const insert = (emoji: string) => {
    const input = inputRef.current;
    const start = input?.selectionStart ?? text.length;
    const end = input?.selectionEnd ?? text.length;
    const next = text.slice(0, start) + emoji + text.slice(end);
    setText(next);
    onTyping();
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  return (
    <form
      className="inbox-composer"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(text);
      }}
    >
      {quickReplies.length > 0 && (
        <fieldset className="inbox-composer__quick">
          <legend className="inbox-composer__legend">{t('inbox.composer.quickReplies')}</legend>
          {quickReplies.map((reply) => (
            <button
              key={reply.id}
              type="button"
              className="inbox-composer__chip"
              disabled={sending}
              onClick={() => void submit(reply.label)}
            >
              {reply.label}
            </button>
          ))}
        </fieldset>
      )}
      <label htmlFor={inputId} className="visually-hidden">
        {t('inbox.composer.label')}
      </label>
      <textarea
        id={inputId}
        ref={inputRef}
        className="inbox-composer__input"
        rows={2}
        value={text}
        placeholder={t('inbox.composer.placeholder')}
        aria-invalid={tooLong || undefined}
        aria-describedby={tooLong ? hintId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim()) onTyping();
        }}
        onKeyDown={onKeyDown}
      />
      {tooLong && (
        <p id={hintId} className="inbox__error" role="alert">
          {t('inbox.composer.tooLong', { max: MESSAGE_MAX_LENGTH })}
        </p>
      )}
      <div className="inbox-composer__bar">
        <EmojiPicker onPick={insert} />
        <Button type="submit" size="sm" disabled={!canSend}>
          {sending ? t('inbox.composer.sending') : t('inbox.composer.send')}
        </Button>
      </div>
    </form>
  );
}
