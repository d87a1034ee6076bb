import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useEditorStore } from '../../stores/EditorStoreContext';
import { selectActions, selectConflict } from '../../stores/editorSelectors';
import { EditorDialog } from './EditorDialog';

/**
 * Answers a 409 from the server: someone saved a newer revision meanwhile. Nothing is lost
 * silently — the user combines both sets of changes, loads the server's version (theirs stays one
 * Deshacer away) or overwrites it with theirs.
 */
export function ConflictDialog() {
  const { t } = useTranslation();
  const conflict = useEditorStore(selectConflict);
  const { resolveConflict } = useEditorStore(useShallow(selectActions));
  if (!conflict) return null;
  const choices = [
    { id: 'merge', primary: true },
    { id: 'server', primary: false },
    { id: 'overwrite', primary: false },
  ] as const;
  return (
    <EditorDialog title={t('editor.conflict.title')} icon="⚔️" tone="warning">
      <p>
        {conflict.currentRevision === null
          ? t('editor.conflict.textUnknown')
          : t('editor.conflict.text', { n: conflict.currentRevision })}
      </p>
      <div className="editor-dialog__choices">
        {choices.map((choice) => (
          <button
            key={choice.id}
            type="button"
            className={`editor-dialog__choice${choice.primary ? ' editor-dialog__choice--primary' : ''}`}
            disabled={conflict.resolving}
            onClick={() => void resolveConflict(choice.id)}
          >
            <strong>{t(`editor.conflict.${choice.id}`)}</strong>
            <small>{t(`editor.conflict.${choice.id}Help`)}</small>
          </button>
        ))}
      </div>
    </EditorDialog>
  );
}
