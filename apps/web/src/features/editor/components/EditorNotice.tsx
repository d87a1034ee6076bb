import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useText } from '../hooks/useText';
import { useEditorStore } from '../stores/EditorStoreContext';
import { selectActions, selectNotice } from '../stores/editorSelectors';
import type { Notice } from '../stores/editorStoreTypes';

/** How long each kind of notice stays; warnings and errors stay long enough to be read twice. */
const NOTICE_MS = { info: 6000, success: 5000, warning: 8000, error: 9000 } as const;

/** A short message at the bottom of the canvas (a refused connection, an import result …). */
export function EditorNotice() {
  const notice = useEditorStore(selectNotice);
  return notice ? <NoticeCard key={notice.id} notice={notice} /> : null;
}

/**
 * One notice. It stays while the pointer is on it or the focus is in it, so that its button
 * ('Deshacer', 'Añadir fin') can be reached before it goes.
 */
function NoticeCard({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const text = useText();
  const { dismissNotice, undo, addMissingEnd, save } = useEditorStore(useShallow(selectActions));
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;

  useEffect(() => {
    if (held) return;
    const timer = setTimeout(dismissNotice, NOTICE_MS[notice.tone]);
    return () => clearTimeout(timer);
  }, [notice.tone, dismissNotice, held]);

  return (
    <div
      className={`editor-notice editor-notice--${notice.tone}`}
      role={notice.tone === 'error' || notice.tone === 'warning' ? 'alert' : 'status'}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <span>{text(notice.text)}</span>
      {notice.action === 'addEnd' && (
        <button
          type="button"
          className="editor-notice__action"
          onClick={() => {
            addMissingEnd();
            dismissNotice();
            void save({ manual: true });
          }}
        >
          {t('editor.notices.addEnd')}
        </button>
      )}
      {notice.action === 'undo' && (
        <button
          type="button"
          className="editor-notice__action"
          onClick={() => {
            undo();
            dismissNotice();
          }}
        >
          {t('editor.controls.undo')}
        </button>
      )}
      <button
        type="button"
        className="editor-notice__close"
        aria-label={t('common.dismiss')}
        onClick={dismissNotice}
      >
        ×
      </button>
    </div>
  );
}
