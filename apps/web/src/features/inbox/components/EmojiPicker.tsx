import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismissOnOutside } from '../../../lib/useDismissOnOutside';

/** The common emojis a person answering a visitor reaches for. */
export const COMMON_EMOJIS = ['😊', '😀', '😉', '👍', '🙏', '👋', '🎉', '❤️', '🙌', '👌', '🤔', '✅'] as const;

/** A button opening a small grid of emojis; picking one inserts it and closes the grid (Escape too). */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const gridId = useId();
  useDismissOnOutside(open, rootRef, () => setOpen(false));

  return (
    <div
      className="inbox-emoji"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          toggleRef.current?.focus();
        }
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="inbox-emoji__toggle"
        aria-label={t('inbox.composer.emoji')}
        title={t('inbox.composer.emoji')}
        aria-expanded={open}
        aria-controls={open ? gridId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">😊</span>
      </button>
      {open && (
        <fieldset id={gridId} className="inbox-emoji__grid">
          <legend className="visually-hidden">{t('inbox.composer.emojiList')}</legend>
          {COMMON_EMOJIS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              className="inbox-emoji__item"
              onClick={() => {
                onPick(emoji);
                setOpen(false);
              }}
            >
              {emoji}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
