import { useTranslation } from 'react-i18next';
import { useEditorStore } from '../stores/EditorStoreContext';
import type { EditorState } from '../stores/editorStoreTypes';
import './OfflineBanner.css';

const selectOffline = (state: EditorState) => state.offline;
const selectReconnect = (state: EditorState) => state.reconnect;

/**
 * The banner over the canvas while the server cannot be reached (issue #17): editing the copy this
 * browser cached (and when it was cached), or unsaved work kept in the browser; either way the
 * changes are saved when the connection returns. 'Reintentar ahora' asks the server at once.
 */
export function OfflineBanner() {
  const { t, i18n } = useTranslation();
  const offline = useEditorStore(selectOffline);
  const reconnect = useEditorStore(selectReconnect);
  if (!offline) return null;
  const text =
    offline.cachedAt === null
      ? t('editor.offline.bannerUnsaved')
      : t('editor.offline.bannerCached', {
          time: new Date(offline.cachedAt).toLocaleString(i18n.language, {
            dateStyle: 'short',
            timeStyle: 'short',
          }),
        });
  return (
    <div className="offline-banner" role="status">
      <span aria-hidden="true">📡</span>
      <span className="offline-banner__text">{text}</span>
      <button
        type="button"
        className="editor-notice__action offline-banner__retry"
        onClick={() => void reconnect()}
      >
        {t('editor.offline.retry')}
      </button>
    </div>
  );
}
