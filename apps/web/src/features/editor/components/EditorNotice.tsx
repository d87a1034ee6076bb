import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useText } from '../hooks/useText';
import { useEditorStore } from '../stores/EditorStoreContext';
import { selectActions, selectNotice } from '../stores/editorSelectors';

/** How long each kind of notice stays; warnings and errors stay long enough to be read twice. */
const NOTICE_MS = { info: 6000, success: 5000, warning: 8000, error: 9000 } as const;

/** A short message at the bottom of the canvas (a refused connection, an import result …). */
export function EditorNotice() {
  const { t } = useTranslation();
  const text = useText();
  const notice = useEditorStore(selectNotice);
  const { dismissNotice, undo, addMissingEnd, save } = useEditorStore(useShallow(selectActions));

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(dismissNotice, NOTICE_MS[notice.tone]);
    return () => clearTimeout(timer);
  }, [notice, dismissNotice]);

  if (!notice) return null;
  return (
    <div
      key={notice.id}
      className={`editor-notice editor-notice--${notice.tone}`}
      role={notice.tone === 'error' || notice.tone === 'warning' ? 'alert' : 'status'}
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
