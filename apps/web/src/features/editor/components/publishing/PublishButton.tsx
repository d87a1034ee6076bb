import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '../../../../components/Button';
import { useNow } from '../../hooks/useNow';
import { useEditorStore } from '../../stores/EditorStoreContext';
import { selectActions, selectHasChanges } from '../../stores/editorSelectors';
import { formatPublishedAgo } from './formatPublishedAgo';
import { usePublishedStatus } from './usePublishedStatus';
import './publishing.css';

/**
 * 'Publicar' in the title bar (issue #28), with the state of what visitors get: "Publicado" when
 * the live version is the draft, "Cambios sin publicar (n)" otherwise, and when it was last
 * published. Opens the publish dialog (changes, Bot Doctor, versions).
 */
export function PublishButton({ disabled }: { disabled: boolean }) {
  const { t, i18n } = useTranslation();
  const { openDialog } = useEditorStore(useShallow(selectActions));
  const unsaved = useEditorStore(selectHasChanges);
  const { status } = usePublishedStatus();
  const now = useNow(30_000);
  const pending = (status?.changes ?? 0) > 0 || unsaved;
  const state = !status
    ? null
    : pending
      ? t('editor.publishing.pending', { count: Math.max(status.changes, 1) })
      : t('editor.publishing.upToDate');
  const when = status?.published
    ? formatPublishedAgo(status.published.publishedAt, now, i18n.language)
    : t('editor.publishing.never');
  return (
    <div className="publish-button">
      <Button
        size="sm"
        variant={pending ? 'primary' : 'secondary'}
        onClick={() => openDialog('publish')}
        disabled={disabled}
        aria-label={state ? `${t('editor.publishing.publish')} · ${state}` : t('editor.publishing.publish')}
        title={status?.published ? t('editor.publishing.lastPublished', { when }) : when}
      >
        <span aria-hidden="true">📣</span>
        <span className="editor-titlebar__label" aria-hidden="true">
          {t('editor.publishing.publish')}
        </span>
      </Button>
      {state && (
        <span
          className={`publish-button__state publish-button__state--${pending ? 'pending' : 'live'}`}
          data-testid="publish-state"
        >
          {state}
        </span>
      )}
    </div>
  );
}
