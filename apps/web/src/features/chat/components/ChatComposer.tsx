import type { InputRequest } from '@plubot/engine';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getComposerInputProps } from '../helpers/getComposerInputProps';
import { SendIcon } from './ChatIcons';

export interface ChatComposerProps {
  input: InputRequest;
  busy: boolean;
  /** The id of the bot's "that is not valid" message, announced with the box. */
  invalidMessageId: string | undefined;
  /** Resolves false when the message did not go through; the draft is then kept. */
  onSend: (text: string) => Promise<boolean>;
  /** The visitor typed something (a person of the team is told while they answer). */
  onTyping?: () => void;
  /** Focus the box when the bot asks for text (not on first render of a page on a phone). */
  autoFocus: boolean;
  /** Shown but not usable (the share panel's preview). */
  readOnly?: boolean;
}

/**
 * The reply box. Its keyboard follows what the bot asks (e-mail, phone, number); the browser's own
 * validation is off so the bot's Spanish message explains what is wrong.
 */
export function ChatComposer({
  input,
  busy,
  invalidMessageId,
  onSend,
  onTyping,
  autoFocus,
  readOnly = false,
}: ChatComposerProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const fieldId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const props = getComposerInputProps(input);
  const disabled = !props.enabled || busy || readOnly;

  useEffect(() => {
    if (autoFocus && props.enabled && !busy && !readOnly) fieldRef.current?.focus({ preventScroll: true });
  }, [autoFocus, props.enabled, busy, readOnly]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text || disabled) return;
    setDraft('');
    if (!(await onSend(text))) setDraft((current) => current || text);
  }

  return (
    <form className="chat-window__composer" onSubmit={submit} noValidate>
      <label className="visually-hidden" htmlFor={fieldId}>
        {t('chat.composer.label')}
      </label>
      <input
        ref={fieldRef}
        id={fieldId}
        className="chat-window__field"
        type={props.type}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        enterKeyHint="send"
        maxLength={4000}
        placeholder={t(`chat.composer.placeholder.${props.placeholderKey}`)}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          if (event.target.value.trim() !== '') onTyping?.();
        }}
        disabled={!props.enabled}
        readOnly={readOnly}
        aria-invalid={invalidMessageId ? true : undefined}
        aria-describedby={invalidMessageId}
      />
      <button
        type="submit"
        className="chat-window__send"
        disabled={disabled || draft.trim() === ''}
        aria-label={t('chat.composer.send')}
        title={t('chat.composer.send')}
      >
        <SendIcon />
      </button>
    </form>
  );
}
